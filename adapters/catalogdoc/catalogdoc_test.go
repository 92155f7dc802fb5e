package catalogdoc_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/roadcase/roadcase/adapters/catalogdoc"
	"github.com/roadcase/roadcase/core/reporting"
)

// TestCommittedCatalogPageIsFresh fails when the catalog changed and the page was
// not regenerated with go run ./cmd/catalog-doc.
func TestCommittedCatalogPageIsFresh(t *testing.T) {
	committed, err := os.ReadFile(filepath.Join("..", "..", catalogdoc.Path))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(committed, catalogdoc.Render(reporting.Default)) {
		t.Fatalf("%s is stale: run go run ./cmd/catalog-doc", catalogdoc.Path)
	}
}
