package tabular

// Specs returns every importable kind's Spec, in the order the pages offer
// them: the organization's venues and people, then a project's shows, crew,
// guests, budget and expenses. Each call returns new slices.
func Specs() []Spec {
	return []Spec{venuesSpec(), peopleSpec(), showsSpec(), crewSpec(), guestsSpec(), budgetSpec(), expensesSpec()}
}

// SpecOf returns the Spec of kind k, and false for a kind that is not
// importable.
func SpecOf(k Kind) (Spec, bool) {
	for _, s := range Specs() {
		if s.Kind == k {
			return s, true
		}
	}
	return Spec{}, false
}

// Keys of fields several kinds share, so that the builders and the specs
// agree on them.
const (
	keyName        = "name"
	keyCity        = "city"
	keyEmail       = "email"
	keyFirstName   = "first_name"
	keyLastName    = "last_name"
	keyPhone       = "phone"
	keyNotes       = "notes"
	keyDate        = "date"
	keyVenue       = "venue"
	keyCurrency    = "currency"
	keyStatus      = "status"
	keyCategory    = "category"
	keyDescription = "description"
	keyAmount      = "amount"
	keyShowDate    = "show_date"
)

// The field helpers keep the specs to one line a field.
func text(key, label, pointer, example string, aliases ...string) Field {
	return Field{Key: key, Label: label, Type: TypeText, Pointer: pointer, Example: example, Aliases: aliases}
}

func typed(t FieldType, key, label, pointer, example string, aliases ...string) Field {
	f := text(key, label, pointer, example, aliases...)
	f.Type = t
	return f
}

func required(f Field) Field {
	f.Required = true
	return f
}

func help(f Field, sentence string) Field {
	f.Help = sentence
	return f
}

func choice(key, label, pointer, example string, choices []Choice, aliases ...string) Field {
	f := typed(TypeChoice, key, label, pointer, example, aliases...)
	f.Choices = choices
	return f
}
