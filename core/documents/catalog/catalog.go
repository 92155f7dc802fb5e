// Package catalog holds the document type files (types/<key>.json, one per type)
// embedded in the binary, and loads them into a documents.Catalog at start.
package catalog

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sync"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/binding"
	"github.com/roadcase/roadcase/core/records"
)

//go:embed types/*.json
var files embed.FS

var (
	loadOnce sync.Once
	loaded   *documents.Catalog
	loadErr  error
)

// Load returns the catalog of the embedded type files, checked (see LoadFS). The
// files are read and checked once per process; later calls return the same catalog.
func Load() (*documents.Catalog, error) {
	loadOnce.Do(func() {
		sub, err := fs.Sub(files, "types")
		if err != nil {
			loadErr = err
			return
		}
		loaded, loadErr = LoadFS(sub, binding.KindsByType())
	})
	return loaded, loadErr
}

// LoadFS reads every *.json file at the top of fsys as a document type and checks
// each one and the set: documents.ParseType for each file, then documents.NewCatalog
// with binders, the record kinds each type has binders for (Load passes
// binding.KindsByType()). It reports every problem, joined.
func LoadFS(fsys fs.FS, binders map[string][]records.Kind) (*documents.Catalog, error) {
	names, err := fs.Glob(fsys, "*.json")
	if err != nil {
		return nil, err
	}
	// The files are independent, so they are parsed side by side (a start
	// waits for this); each keeps its place in names.
	types := make([]documents.Type, len(names))
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Go(func() {
			data, err := fs.ReadFile(fsys, name)
			if err == nil {
				types[i], err = documents.ParseType(path.Base(name), data)
			}
			errs[i] = err
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("document catalog: %w", err)
	}
	c, err := documents.NewCatalog(types, binders)
	if err != nil {
		return nil, fmt.Errorf("document catalog: %w", err)
	}
	return c, nil
}
