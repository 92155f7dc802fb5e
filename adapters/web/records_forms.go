package web

import (
	"encoding/json"
	"maps"
	"net/http"
	"strconv"
	"strings"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/kernel"
)

// The record forms: one form per record, for the pages that create, change and
// remove an organization's records through ports.RecordsEditor. The API, for a
// page of a new kind of record:
//
//   - List the inputs as recordInputs named by the record's export form (the
//     JSON of core/records/exchange) without the leading slash: "name",
//     "starts_on", "deal/guarantee", "contacts/0/role". The records use case
//     points its errors there, so each error lands beside its input.
//   - GET: openRecordForm(id, version, values, inputs) with the record's values
//     as text (amountText, localClock help); POST: postedRecordForm(r, id,
//     inputs), then read typed values with f.amount, f.date, f.clock, f.whole
//     and f.instant, which put a parse error on the input. If f.Invalid(), answer
//     422 without calling Save.
//   - Call Save and hand its error to s.saveRefused (records_save.go): 422 with
//     the errors in place, 409 with the stale panel, or s.fail's page.
//   - In the template: {{template "errorSummary" .Form}}, {{template
//     "stalePanel" .Form}}, {{template "recordField" (.Form.Field "name")}} per
//     input and {{template "versionInput" .Form}} inside the form.
//   - Removals: removal and s.confirmRemoval / s.removeRecord
//     (records_remove.go) with the shared record_remove template.

// recordInput is one input of a record's form. Name is both the posted name and
// the JSON pointer (without its leading "/") of the value in the record's export
// form. Opts are newField's settings ("type=date", "type=time", "hint=…") plus
// "textarea" for long text and "money=EUR" for an amount in that currency.
type recordInput struct {
	Name, Label string
	Options     []option // a select's choices; nil for any other input
	Opts        []string
}

// recordForm is the form of one record: its values by input name, its errors,
// the version the user started from and, after a stale save, the record as it
// is now.
type recordForm struct {
	*form
	inputs []recordInput
	// ID is the record's id; empty for a new record.
	ID kernel.ID
	// Version is the record's version the form started from, sent back in
	// the hidden "version" input; 0 for a new record.
	Version int
	// Stale is set when a save was refused because someone else changed the
	// record: what they changed, beside what the user typed.
	Stale *stalePanel
	// base holds the values the form opened with at Version, sent back in the
	// hidden "base" input, so that after a stale save the form takes their
	// value where the user left a field as it was (staleAgainst); nil for a
	// new record.
	base map[string]string
	// rows maps a list's record index to the form row it came from
	// ("contacts/1" → "contacts/2"), for forms that skip blank rows.
	rows map[string]string
	// locale is how the user's browser writes numbers (requestLocale), which
	// settles an amount's lone separator (money_entry.go); language.Und for none.
	locale language.Tag
}

// openRecordForm is the form of a record as it is (values by input name) at
// version, or of a new record (id empty, version 0) with default values.
func openRecordForm(id kernel.ID, version int, values map[string]string, inputs []recordInput) *recordForm {
	f := &recordForm{form: emptyForm(values), inputs: inputs, ID: id, Version: version, rows: map[string]string{}}
	if id != "" {
		f.base = maps.Clone(f.Values)
	}
	return f
}

// postedRecordForm reads a record's form from a POST: every input's value,
// trimmed, and the version the user started from.
func postedRecordForm(r *http.Request, id kernel.ID, inputs []recordInput) *recordForm {
	f := &recordForm{form: newForm(r, inputNames(inputs)...), inputs: inputs, ID: id, rows: map[string]string{}, locale: requestLocale(r)}
	if n, err := strconv.Atoi(r.PostForm.Get("version")); err == nil && n > 0 {
		f.Version = n
	}
	// A base that does not decode is no base: a stale save then keeps all of
	// the user's values, as a form without one does.
	if err := json.Unmarshal([]byte(r.PostForm.Get("base")), &f.base); err != nil {
		f.base = nil
	}
	return f
}

// Base is the hidden "base" input's value: the values the form started from,
// as JSON; "" for a new record.
func (f *recordForm) Base() string {
	if f.base == nil {
		return ""
	}
	b, err := json.Marshal(f.base)
	if err != nil { // a map of strings always encodes
		return ""
	}
	return string(b)
}

func inputNames(inputs []recordInput) []string {
	names := make([]string, len(inputs))
	for i, in := range inputs {
		names[i] = in.Name
	}
	return names
}

// inputID is the element id of the input named name: "deal/guarantee" →
// "deal-guarantee" (a slash is not allowed in an id the pages link to).
func inputID(name string) string { return safeID(strings.ReplaceAll(name, "/", "-")) }

// Field returns the view of the input named name, for the "recordField"
// partial; an input the form does not list is drawn as plain text.
func (f *recordForm) Field(name string) fieldView {
	in := recordInput{Name: name, Label: name}
	for _, x := range f.inputs {
		if x.Name == name {
			in = x
			break
		}
	}
	opts := append([]string{"id=" + inputID(name)}, in.Opts...)
	v := newField(f.form, name, in.Label, opts...)
	v.Options = in.Options
	for _, o := range in.Opts {
		switch k, val, _ := strings.Cut(o, "="); k {
		case "textarea":
			v.Type = "textarea"
		case "money":
			v.Label += " (" + val + ")"
			v.InputMode = "decimal"
		}
	}
	if v.Type == "number" {
		v.Type, v.InputMode = "text", "numeric"
	}
	return v
}

// moveRows records that item i of the record's list (such as "contacts") came
// from the form's row formRows[i], so that an error about the item lands on the
// row the user filled in.
func (f *recordForm) moveRows(list string, formRows []int) {
	for i, row := range formRows {
		f.rows[list+"/"+strconv.Itoa(i)] = list + "/" + strconv.Itoa(row)
	}
}
