package tabular

// Kind names what one sheet of an import brings in: a kind of record as people
// keep it in a spreadsheet ("shows" is a tour's routing, "crew" a crew list).
// Each is a Spec.
type Kind string

// The importable kinds.
const (
	KindVenues  Kind = "venues"
	KindPeople  Kind = "people"
	KindShows   Kind = "shows"
	KindCrew    Kind = "crew"
	KindGuests  Kind = "guests"
	KindBudget  Kind = "budget"
	KindExpense Kind = "expenses"
)

// FieldType is how a field's cells are read.
type FieldType string

// The field types. Money is read as people type amounts (kernel.ParseAmount:
// any grouping, a decimal comma or point, the currency's symbol or code at
// either end); Percent as a number with up to four decimals, with or without
// "%"; Date as an ISO date, a spreadsheet's date cell or a numeric date in the
// order of the organization's locale; Time as "19:30" or "7:30 pm" on the
// record's local clock; Choice as one of Field.Choices (their values or their
// labels, any case); Reference as the natural key of another record (a venue's
// name, a person's e-mail).
const (
	TypeText      FieldType = "text"
	TypeInteger   FieldType = "integer"
	TypeMoney     FieldType = "money"
	TypePercent   FieldType = "percent"
	TypeDate      FieldType = "date"
	TypeTime      FieldType = "time"
	TypeEmail     FieldType = "email"
	TypeChoice    FieldType = "choice"
	TypeCurrency  FieldType = "currency"
	TypeZone      FieldType = "zone"
	TypeReference FieldType = "reference"
)

// Field is one thing a column can hold. Key is stable (mappings are remembered
// by it); Label is what the pages and the template's header call it; Aliases
// are other headers people write for it, matched without regard to case,
// spaces, punctuation or accents ("Show date", "Vs %"). Pointer is where the
// field lands in the record's export form ("/deal/guarantee"), so that a
// record's problem can be pointed back at the column it came from. Example is
// the template's example row's cell.
type Field struct {
	Key      string
	Label    string
	Aliases  []string
	Type     FieldType
	Required bool
	Choices  []Choice
	Pointer  string
	Example  string
	Help     string
}

// Choice is one allowed value of a TypeChoice field.
type Choice struct {
	Value, Label string
}

// Scope says where a kind's records live: the organization's (venues, people)
// or one project's, chosen when the file is uploaded.
type Scope string

// The scopes.
const (
	ScopeOrganization Scope = "organization"
	ScopeProject      Scope = "project"
)

// Spec is one importable kind: its fields in the template's order, where its
// records live, and the fields whose values together find the existing record
// a row is about (MatchBy: a venue by name and city, a person by e-mail).
type Spec struct {
	Kind    Kind
	Label   string // "Shows (routing)"
	Scope   Scope
	Fields  []Field
	MatchBy []string
}

// Field returns the spec's field with key, and whether there is one.
func (s Spec) Field(key string) (Field, bool) {
	for _, f := range s.Fields {
		if f.Key == key {
			return f, true
		}
	}
	return Field{}, false
}
