package importdoc_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/importdoc"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// docs/import-format.md lists the import's kinds, fields and aliases as the
// import has them.
func TestTheImportFormatListsTheKindsAsTheImportHasThem(t *testing.T) {
	doc, err := os.ReadFile("../../docs/import-format.md")
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := importdoc.Rewrite(doc)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(doc, fresh) {
		t.Fatal("docs/import-format.md's list of importable kinds is stale: run go run ./cmd/import-doc")
	}
}

// Every kind, every field's label and every alias is in the section.
func TestTheSectionNamesEveryFieldAndAlias(t *testing.T) {
	md := string(importdoc.Markdown())
	for _, s := range tabular.Specs() {
		if !strings.Contains(md, "(`"+string(s.Kind)+"`)") {
			t.Errorf("kind %s is missing", s.Kind)
		}
		for _, f := range s.Fields {
			for _, want := range append([]string{f.Label}, f.Aliases...) {
				if !strings.Contains(md, strings.ReplaceAll(want, "|", `\|`)) {
					t.Errorf("%s: %q is missing", s.Kind, want)
				}
			}
		}
	}
}
