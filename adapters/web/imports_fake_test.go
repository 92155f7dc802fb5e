package web

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"strings"
	"sync"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// importerFake is a small, behaving stand-in for the spreadsheet import's use
// case: imports of one organization kept in memory, CSV files read by their
// commas, mappings guessed by label, versions checked, roles read from the
// platform fake. A test moves an import on as its jobs would (checked, done).
type importerFake struct {
	mu       sync.Mutex
	clock    *kernel.FixedClock
	platform *platform
	org      identity.Organization
	imports  map[kernel.ID]*tabular.Import
	order    []kernel.ID
	// undoRefusal, when set, is what Undo refuses with.
	undoRefusal error
	confirmed   ports.ImportConfirm
	choice      ports.ImportChoice
}

var _ ports.Importer = (*importerFake)(nil)

func newImporterFake(clock *kernel.FixedClock, p *platform, org identity.Organization) *importerFake {
	return &importerFake{clock: clock, platform: p, org: org, imports: map[kernel.ID]*tabular.Import{}}
}

// fakeSpecs are two kinds: venues (the organization's) and shows (a project's).
var fakeSpecs = []tabular.Spec{
	{Kind: tabular.KindVenues, Label: "Venues", Scope: tabular.ScopeOrganization, Fields: []tabular.Field{
		{Key: "name", Label: "Name", Required: true}, {Key: "city", Label: "City", Required: true},
		{Key: "capacity", Label: "Capacity", Type: tabular.TypeInteger}}},
	{Kind: tabular.KindShows, Label: "Shows (routing)", Scope: tabular.ScopeProject, Fields: []tabular.Field{
		{Key: "date", Label: "Date", Required: true, Type: tabular.TypeDate},
		{Key: "venue", Label: "Venue", Required: true, Type: tabular.TypeReference},
		{Key: "guarantee", Label: "Guarantee", Type: tabular.TypeMoney},
		{Key: "vs_percent", Label: "Vs %", Type: tabular.TypePercent}}},
}

func (f *importerFake) Specs() []tabular.Spec { return fakeSpecs }

func (f *importerFake) role(actor identity.Actor, least identity.Role) error {
	f.platform.mu.Lock()
	defer f.platform.mu.Unlock()
	role, ok := f.platform.members[actor.OrgID][actor.UserID]
	if !ok || actor.OrgID != f.org.ID {
		return kernel.NotFound("import")
	}
	if !role.AtLeast(least) {
		return kernel.Forbidden("insufficient_role", "Importing spreadsheets needs the manager role or above.")
	}
	return nil
}

func (f *importerFake) Upload(_ context.Context, actor identity.Actor, u ports.ImportUpload) (tabular.Import, error) {
	if err := f.role(actor, identity.RoleManager); err != nil {
		return tabular.Import{}, err
	}
	spec, ok := specIn(u.Kind)
	if !ok {
		return tabular.Import{}, kernel.InvalidField("/kind", "unknown_kind", "Choose what the file holds.")
	}
	if spec.Scope == tabular.ScopeProject && u.ProjectID == "" {
		return tabular.Import{}, kernel.InvalidField("/project_id", "required", "Choose the project the rows go into.")
	}
	rows, err := csv.NewReader(bytes.NewReader(u.Data)).ReadAll()
	if err != nil || len(rows) == 0 {
		return tabular.Import{}, kernel.Invalid("The file is not a spreadsheet Roadcase reads: save it as .xlsx or .csv.")
	}
	imp := tabular.Import{ID: kernel.NewID(), OrgID: actor.OrgID, ProjectID: u.ProjectID, Kind: u.Kind,
		FileName: u.FileName, FileSize: int64(len(u.Data)), Format: "csv", Encoding: "UTF-8", Delimiter: ",",
		Sheets: []string{"Sheet1"}, Sheet: "Sheet1", Header: rows[0], Sample: rows[1:min(len(rows), 1+tabular.SampleRows)],
		Status: tabular.StatusUploaded, Rows: len(rows) - 1, CreatedBy: actor.UserID, CreatedByName: "Mia Manager",
		CreatedAt: f.clock.Now(), UpdatedAt: f.clock.Now(), Version: 1}
	for _, h := range imp.Header {
		key := ""
		for _, fd := range spec.Fields {
			if strings.EqualFold(fd.Label, strings.TrimSpace(h)) {
				key = fd.Key
			}
		}
		imp.Mapping = append(imp.Mapping, key)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.imports[imp.ID] = &imp
	f.order = append([]kernel.ID{imp.ID}, f.order...)
	return imp, nil
}

func specIn(k tabular.Kind) (tabular.Spec, bool) {
	for _, s := range fakeSpecs {
		if s.Kind == k {
			return s, true
		}
	}
	return tabular.Spec{}, false
}

func (f *importerFake) Open(_ context.Context, actor identity.Actor, id kernel.ID) (tabular.Import, error) {
	if err := f.role(actor, identity.RoleViewer); err != nil {
		return tabular.Import{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	imp, ok := f.imports[id]
	if !ok {
		return tabular.Import{}, kernel.NotFound("import")
	}
	return *imp, nil
}

func (f *importerFake) List(_ context.Context, actor identity.Actor, limit int) ([]tabular.Import, error) {
	if err := f.role(actor, identity.RoleViewer); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []tabular.Import
	for _, id := range f.order[:min(limit, len(f.order))] {
		out = append(out, *f.imports[id])
	}
	return out, nil
}

// moved returns the import id at version for a manager's action, when its
// status is one of from.
func (f *importerFake) moved(actor identity.Actor, id kernel.ID, version int, from ...tabular.Status) (*tabular.Import, error) {
	if err := f.role(actor, identity.RoleManager); err != nil {
		return nil, err
	}
	imp, ok := f.imports[id]
	switch {
	case !ok:
		return nil, kernel.NotFound("import")
	case imp.Version != version:
		return nil, kernel.Conflict("Mia Manager changed this import after you opened it.").WithCode("stale_version")
	}
	for _, s := range from {
		if imp.Status == s {
			imp.Version++
			return imp, nil
		}
	}
	return nil, kernel.Conflict(fmt.Sprintf("This import is %s: that cannot be done now.", imp.Status))
}

func (f *importerFake) Map(_ context.Context, actor identity.Actor, id kernel.ID, version int, c ports.ImportChoice) (tabular.Import, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if imp, ok := f.imports[id]; ok {
		spec, _ := specIn(imp.Kind)
		held := map[string]bool{}
		for i, key := range c.Mapping {
			if key != "" && held[key] {
				return tabular.Import{}, kernel.InvalidField(fmt.Sprintf("/mapping/%d", i), "twice",
					fmt.Sprintf("Column %s holds a field another column holds.", tabular.ColumnName(i)))
			}
			held[key] = true
		}
		for _, fd := range spec.Fields {
			if fd.Required && !held[fd.Key] && version == imp.Version {
				return tabular.Import{}, kernel.InvalidField("/mapping", "required", "No column holds "+fd.Label+".")
			}
		}
	}
	imp, err := f.moved(actor, id, version, tabular.StatusUploaded, tabular.StatusChecked)
	if err != nil {
		return tabular.Import{}, err
	}
	f.choice = c
	imp.Mapping, imp.Status = c.Mapping, tabular.StatusChecking
	return *imp, nil
}

func (f *importerFake) Confirm(_ context.Context, actor identity.Actor, id kernel.ID, version int, c ports.ImportConfirm) (tabular.Import, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if imp, ok := f.imports[id]; ok && imp.Errors > 0 {
		return tabular.Import{}, kernel.Conflict("Errors remain in row 3: correct them or leave those rows out.")
	}
	imp, err := f.moved(actor, id, version, tabular.StatusChecked)
	if err != nil {
		return tabular.Import{}, err
	}
	f.confirmed = c
	imp.Status = tabular.StatusWriting
	return *imp, nil
}

func (f *importerFake) Cancel(_ context.Context, actor identity.Actor, id kernel.ID, version int) (tabular.Import, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	imp, err := f.moved(actor, id, version, tabular.StatusUploaded, tabular.StatusChecking, tabular.StatusChecked)
	if err != nil {
		return tabular.Import{}, err
	}
	imp.Status, imp.Outcome = tabular.StatusCancelled, "Cancelled by Mia Manager: nothing was written."
	return *imp, nil
}

func (f *importerFake) Undo(_ context.Context, actor identity.Actor, id kernel.ID, version int) (tabular.Import, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.undoRefusal != nil {
		return tabular.Import{}, f.undoRefusal
	}
	imp, err := f.moved(actor, id, version, tabular.StatusDone)
	if err != nil {
		return tabular.Import{}, err
	}
	imp.Status, imp.Outcome = tabular.StatusUndone, "Undone by Mia Manager: 3 shows removed."
	return *imp, nil
}

func (f *importerFake) RunStep(context.Context, kernel.ID, kernel.ID, string) error { return nil }

// set changes the import id as a job would, at a new version.
func (f *importerFake) set(id kernel.ID, change func(*tabular.Import)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	imp := f.imports[id]
	change(imp)
	imp.Version++
}
