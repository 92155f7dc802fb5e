// Package importdoc writes the spreadsheet import's kinds, fields and header
// aliases (core/records/tabular's Specs) as the Markdown section of
// docs/import-format.md that lists them, so that the page people read is the
// table the import guesses from. cmd/import-doc rewrites the section; a test
// fails while it is stale.
package importdoc

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/records/tabular"
)

// The markers between which the generated section stands.
const (
	Begin = "<!-- import-kinds:begin (go run ./cmd/import-doc) -->"
	End   = "<!-- import-kinds:end -->"
)

// Markdown is the section: one table per importable kind, its fields in the
// template's order with what each takes and the headers guessed to it.
func Markdown() []byte {
	var b bytes.Buffer
	for _, s := range tabular.Specs() {
		fmt.Fprintf(&b, "\n#### %s (`%s`)\n\n", s.Label, s.Kind)
		where := "the organization's records"
		if s.Scope == tabular.ScopeProject {
			where = "the project chosen at upload"
		}
		fmt.Fprintf(&b, "Rows go into %s; a row updates the existing record with the same %s.\n\n",
			where, strings.Join(labels(s, s.MatchBy), " + "))
		b.WriteString("| Column | Required | Takes | Also recognised as |\n|---|---|---|---|\n")
		for _, f := range s.Fields {
			req := ""
			if f.Required {
				req = "yes"
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", cell(f.Label), req, cell(takes(f)), cell(strings.Join(f.Aliases, ", ")))
		}
	}
	return b.Bytes()
}

// Rewrite returns doc with the section between Begin and End replaced by
// Markdown. An error when doc lacks either marker.
func Rewrite(doc []byte) ([]byte, error) {
	i, j := bytes.Index(doc, []byte(Begin)), bytes.Index(doc, []byte(End))
	if i < 0 || j < i {
		return nil, errors.New("importdoc: the document has no " + Begin + " … " + End + " section")
	}
	out := append([]byte{}, doc[:i+len(Begin)]...)
	out = append(out, '\n')
	out = append(out, Markdown()...)
	out = append(out, '\n')
	return append(out, doc[j:]...), nil
}

// takes says what a field's cells hold, with its choices and its help.
func takes(f tabular.Field) string {
	words := map[tabular.FieldType]string{
		tabular.TypeText: "text", tabular.TypeInteger: "a whole number", tabular.TypeMoney: "an amount",
		tabular.TypePercent: "a percentage", tabular.TypeDate: "a date", tabular.TypeTime: "a time of day",
		tabular.TypeEmail: "an e-mail address", tabular.TypeChoice: "one of", tabular.TypeCurrency: "a currency code",
		tabular.TypeZone: "a time zone (IANA)", tabular.TypeReference: "a name",
	}
	s := words[f.Type]
	if s == "" {
		s = string(f.Type)
	}
	if len(f.Choices) > 0 {
		vals := make([]string, len(f.Choices))
		for i, c := range f.Choices {
			vals[i] = fmt.Sprintf("`%s` (%s)", c.Value, c.Label)
		}
		s += " " + strings.Join(vals, ", ")
	}
	if f.Example != "" {
		s += fmt.Sprintf("; e.g. `%s`", f.Example)
	}
	if f.Help != "" {
		s += ". " + f.Help
	}
	return s
}

// labels are the labels of spec's fields with keys.
func labels(s tabular.Spec, keys []string) []string {
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		if f, ok := s.Field(k); ok {
			out = append(out, f.Label)
		} else {
			out = append(out, k)
		}
	}
	return out
}

// cell escapes text for a Markdown table cell.
func cell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}
