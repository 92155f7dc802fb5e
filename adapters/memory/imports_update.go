package memory

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// importProgress is what a running import's job last reported, and the version
// the import was at when it did.
type importProgress struct {
	version, checked, written int
}

// UpdateImport stores imp over org's import when the stored one is at
// imp.Version, at the next version, keeping who created it and when; a, when
// not nil, is appended to the organization's activity log with it (see
// ports.ImportStore).
func (s *ImportStore) UpdateImport(ctx context.Context, imp tabular.Import, a *records.Activity) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	k := importKey{imp.OrgID, imp.ID}
	stored, ok := st.imports.imports[k]
	if !ok {
		return kernel.NotFound("import")
	}
	if stored.Version != imp.Version {
		return staleImport(stored.Version, imp.Version)
	}
	imp.CreatedBy, imp.CreatedByName, imp.CreatedAt = stored.CreatedBy, stored.CreatedByName, stored.CreatedAt
	imp.Version++
	st.imports.imports[k] = storedImport(imp)
	if a != nil {
		o := st.org(imp.OrgID)
		if o == nil {
			o = newOrgRecords()
			st.records[imp.OrgID] = o
		}
		o.appendActivity(imp.OrgID, *a)
	}
	return nil
}

// staleImport is UpdateImport's refusal of an update from a version that is
// not the stored one.
func staleImport(stored, from int) error {
	return kernel.Conflict(fmt.Sprintf("the import was changed since it was read: it is at version %d, not %d",
		stored, from)).WithCode("stale_version")
}

// ReportProgress keeps how far org's import id has come outside the backend's
// state, under the store's own lock: it is not rolled back with the job's
// transaction, and FindImport shows it while the import is checking or
// writing, as long as the import is at the version it was reported at.
func (s *ImportStore) ReportProgress(ctx context.Context, org, id kernel.ID, checked, written int) error {
	k := importKey{org, id}
	is, unlock := s.b.readImports(ctx)
	imp, ok := is.imports[k]
	unlock()
	if !ok {
		return kernel.NotFound("import")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.progress == nil {
		s.progress = map[importKey]importProgress{}
	}
	s.progress[k] = importProgress{version: imp.Version, checked: checked, written: written}
	return nil
}

// withProgress returns imp with the progress its running job last reported.
func (s *ImportStore) withProgress(imp tabular.Import) tabular.Import {
	if imp.Status != tabular.StatusChecking && imp.Status != tabular.StatusWriting {
		return imp
	}
	s.mu.Lock()
	p, ok := s.progress[importKey{imp.OrgID, imp.ID}]
	s.mu.Unlock()
	if ok && p.version >= imp.Version {
		imp.Checked, imp.Written = p.checked, p.written
	}
	return imp
}

// SaveUndo stores u as what undoing org's import id does, replacing what was
// stored before.
func (s *ImportStore) SaveUndo(ctx context.Context, org, id kernel.ID, u tabular.Undo) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	k := importKey{org, id}
	if _, ok := st.imports.imports[k]; !ok {
		return kernel.NotFound("import")
	}
	st.imports.undos[k] = cloneUndo(u)
	return nil
}

// LoadUndo returns what SaveUndo stored for org's import id.
func (s *ImportStore) LoadUndo(ctx context.Context, org, id kernel.ID) (tabular.Undo, error) {
	is, unlock := s.b.readImports(ctx)
	defer unlock()
	u, ok := is.undos[importKey{org, id}]
	if !ok {
		return tabular.Undo{}, kernel.NotFound("import undo")
	}
	return cloneUndo(u), nil
}
