package memory

import (
	"context"
	"maps"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// RememberMapping merges m into org's remembered mapping of kind, m's choices
// replacing earlier ones for the same headers. KindInvalid when the
// organization does not exist, as the SQL foreign key refuses it.
func (s *ImportStore) RememberMapping(ctx context.Context, org kernel.ID, kind tabular.Kind, m tabular.Remembered) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	if _, ok := st.orgs[org]; !ok {
		return kernel.Invalid("a referenced record does not exist").WithCode("invalid_reference")
	}
	k := mappingKey{org, kind}
	merged := maps.Clone(st.imports.mappings[k])
	if merged == nil {
		merged = tabular.Remembered{}
	}
	maps.Copy(merged, m)
	st.imports.mappings[k] = merged
	return nil
}

// RememberedMapping returns org's remembered mapping of kind, empty (not nil)
// when nothing was remembered.
func (s *ImportStore) RememberedMapping(ctx context.Context, org kernel.ID, kind tabular.Kind) (tabular.Remembered, error) {
	is, unlock := s.b.readImports(ctx)
	defer unlock()
	out := maps.Clone(is.mappings[mappingKey{org, kind}])
	if out == nil {
		out = tabular.Remembered{}
	}
	return out, nil
}

// storedImport is imp as the store keeps it, as the SQL stores keep it: a
// copy, its instants in UTC at microsecond precision and its empty lists nil.
func storedImport(imp tabular.Import) tabular.Import {
	imp = cloneImport(imp)
	imp.Sheets, imp.Header, imp.Mapping = nilIfEmpty(imp.Sheets), nilIfEmpty(imp.Header), nilIfEmpty(imp.Mapping)
	imp.Sample, imp.SkipRows = nilIfEmpty(imp.Sample), nilIfEmpty(imp.SkipRows)
	imp.Problems, imp.Preview = nilIfEmpty(imp.Problems), nilIfEmpty(imp.Preview)
	for i := range imp.Preview {
		imp.Preview[i].Changes = nilIfEmpty(imp.Preview[i].Changes)
	}
	imp.CreatedAt, imp.UpdatedAt, imp.WrittenAt = recordTime(imp.CreatedAt), recordTime(imp.UpdatedAt), recordTimePtr(imp.WrittenAt)
	return imp
}

// cloneImport returns a deep copy of imp.
func cloneImport(imp tabular.Import) tabular.Import {
	imp.Sheets, imp.Header, imp.Mapping = slices.Clone(imp.Sheets), slices.Clone(imp.Header), slices.Clone(imp.Mapping)
	imp.Sample = slices.Clone(imp.Sample)
	for i := range imp.Sample {
		imp.Sample[i] = slices.Clone(imp.Sample[i])
	}
	imp.Problems, imp.SkipRows = slices.Clone(imp.Problems), slices.Clone(imp.SkipRows)
	imp.Preview = slices.Clone(imp.Preview)
	for i := range imp.Preview {
		imp.Preview[i].Changes = slices.Clone(imp.Preview[i].Changes)
	}
	if imp.WrittenAt != nil {
		w := *imp.WrittenAt
		imp.WrittenAt = &w
	}
	return imp
}

// cloneUndo returns a deep copy of u.
func cloneUndo(u tabular.Undo) tabular.Undo {
	out := tabular.Undo{Created: slices.Clone(u.Created), Restored: slices.Clone(u.Restored)}
	for i := range out.Restored {
		out.Restored[i].Before = out.Restored[i].Before.Clone()
	}
	return out
}

// nilIfEmpty returns s, or nil when it is empty.
func nilIfEmpty[S ~[]E, E any](s S) S {
	if len(s) == 0 {
		return nil
	}
	return s
}
