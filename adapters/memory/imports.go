package memory

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"sync"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// ImportStore is a Backend's spreadsheet imports. The imports, their files,
// undos and remembered mappings are part of the backend's state, so a
// transaction spans them with the records; the progress jobs report is not
// (see ReportProgress). A read outside a transaction while another one is open
// sees the imports as they were committed (see Backend.readImports), so a page
// showing an import's progress is not held up by the job's transaction.
type ImportStore struct {
	b *Backend

	mu       sync.Mutex
	progress map[importKey]importProgress
}

var _ ports.ImportStore = (*ImportStore)(nil)

// importKey names one organization's import.
type importKey struct{ org, id kernel.ID }

// mappingKey names one organization's remembered mapping of a kind.
type mappingKey struct {
	org  kernel.ID
	kind tabular.Kind
}

// importState is what the backend's state holds of the imports. Its map values
// are never changed in place (an import is copied on the way in and out, and a
// change replaces the entry), so copying the maps copies the state.
type importState struct {
	imports  map[importKey]tabular.Import
	files    map[importKey][]byte
	undos    map[importKey]tabular.Undo
	mappings map[mappingKey]tabular.Remembered
}

func newImportState() *importState {
	return &importState{imports: map[importKey]tabular.Import{}, files: map[importKey][]byte{},
		undos: map[importKey]tabular.Undo{}, mappings: map[mappingKey]tabular.Remembered{}}
}

// clone returns a copy of s that shares nothing its changes touch.
func (s *importState) clone() *importState {
	return &importState{imports: maps.Clone(s.imports), files: maps.Clone(s.files),
		undos: maps.Clone(s.undos), mappings: maps.Clone(s.mappings)}
}

// CreateImport stores imp at version 1 with its file. KindConflict when org has
// an import with its id; KindInvalid when the organization does not exist, as
// the SQL foreign key refuses it.
func (s *ImportStore) CreateImport(ctx context.Context, imp tabular.Import, file []byte) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	if _, ok := st.orgs[imp.OrgID]; !ok {
		return kernel.Invalid("a referenced record does not exist").WithCode("invalid_reference")
	}
	k := importKey{imp.OrgID, imp.ID}
	if _, ok := st.imports.imports[k]; ok {
		return kernel.Conflict("the import already exists").WithCode("conflict")
	}
	imp.Version = 1
	st.imports.imports[k] = storedImport(imp)
	st.imports.files[k] = slices.Clone(file)
	return nil
}

// FindImport returns org's import id, with the progress its running job last
// reported. KindNotFound otherwise.
func (s *ImportStore) FindImport(ctx context.Context, org, id kernel.ID) (tabular.Import, error) {
	is, unlock := s.b.readImports(ctx)
	imp, ok := is.imports[importKey{org, id}]
	unlock()
	if !ok {
		return tabular.Import{}, kernel.NotFound("import")
	}
	return s.withProgress(cloneImport(imp)), nil
}

// ImportFile returns the file org's import id was uploaded with.
func (s *ImportStore) ImportFile(ctx context.Context, org, id kernel.ID) ([]byte, error) {
	is, unlock := s.b.readImports(ctx)
	defer unlock()
	file, ok := is.files[importKey{org, id}]
	if !ok {
		return nil, kernel.NotFound("import")
	}
	return slices.Clone(file), nil
}

// ListImports returns org's imports, newest first (by CreatedAt, then by ID,
// descending), at most limit of them (100 when limit is not 1–100).
func (s *ImportStore) ListImports(ctx context.Context, org kernel.ID, limit int) ([]tabular.Import, error) {
	is, unlock := s.b.readImports(ctx)
	var out []tabular.Import
	for k, imp := range is.imports {
		if k.org == org {
			out = append(out, imp)
		}
	}
	unlock()
	slices.SortFunc(out, func(x, y tabular.Import) int {
		return cmp.Or(y.CreatedAt.Compare(x.CreatedAt), cmp.Compare(y.ID, x.ID))
	})
	out = out[:min(importLimit(limit), len(out))]
	for i, imp := range out {
		out[i] = s.withProgress(cloneImport(imp))
	}
	return out, nil
}

// importLimit is the most imports a list returns.
func importLimit(limit int) int {
	if limit < 1 || limit > 100 {
		return 100
	}
	return limit
}
