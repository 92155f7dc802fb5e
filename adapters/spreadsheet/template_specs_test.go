package spreadsheet_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// TestEveryKindsTemplateReadsBack writes each importable kind's templates,
// reads them back and guesses their mapping: every column is its field, and
// the example row comes back as written.
func TestEveryKindsTemplateReadsBack(t *testing.T) {
	t.Parallel()
	for _, spec := range tabular.Specs() {
		for _, format := range []string{spreadsheet.TemplateXLSX, spreadsheet.TemplateCSV} {
			var buf bytes.Buffer
			if err := spreadsheet.WriteTemplate(&buf, spec, format); err != nil {
				t.Fatalf("%s %s: %v", spec.Kind, format, err)
			}
			table := readTables(t, spreadsheet.TemplateFileName(spec.Kind, format), buf.Bytes()).Sheets[0]
			var labels, keys, examples []string
			for _, f := range spec.Fields {
				labels, keys, examples = append(labels, f.Label), append(keys, f.Key), append(examples, f.Example)
			}
			if !slices.Equal(table.Header, labels) {
				t.Errorf("%s %s: header %q, want %q", spec.Kind, format, table.Header, labels)
			}
			if got := tabular.Guess(spec, table.Header, nil); !slices.Equal(got, keys) {
				t.Errorf("%s %s: the template's header guesses %q, want %q", spec.Kind, format, got, keys)
			}
			for len(examples) > 0 && examples[len(examples)-1] == "" {
				examples = examples[:len(examples)-1]
			}
			if len(table.Rows) != 1 || !slices.Equal(table.Rows[0].Cells, examples) {
				t.Errorf("%s %s: example rows %+v, want %q", spec.Kind, format, table.Rows, examples)
			}
		}
	}
}
