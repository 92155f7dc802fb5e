package openapi

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	httpapi "github.com/roadcase/roadcase/adapters/http"
)

// moduleRoot finds the directory holding go.mod above the test's directory.
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found")
		}
		dir = parent
	}
}

func TestTheCommittedDocumentsAreWhatTheGeneratorWritesToday(t *testing.T) {
	t.Parallel()
	root := moduleRoot(t)
	out := t.TempDir()
	err := Generate(context.Background(), Options{
		Root:      root,
		OutputDir: out,
		Routes:    httpapi.New(httpapi.Config{}, httpapi.Deps{}).Routes(),
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{SwaggerFile, OpenAPIFile} {
		fresh, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		committed, err := os.ReadFile(filepath.Join(root, "docs", "api", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(fresh, committed) {
			t.Errorf("docs/api/%s is stale: run go run ./cmd/openapi-gen", name)
		}
	}
}
