// Command import-doc writes docs/import-format.md's list of the spreadsheet
// import's kinds, fields and header aliases from core/records/tabular's Specs
// (adapters/importdoc). Run it from the module root (task docs does); a test
// fails while the list is stale.
package main

import (
	"log"
	"os"

	"github.com/roadcase/roadcase/adapters/importdoc"
)

func main() {
	const path = "docs/import-format.md"
	doc, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	out, err := importdoc.Rewrite(doc)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		log.Fatal(err)
	}
}
