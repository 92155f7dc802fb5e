package app

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// fakeValidator requires the members listed in required at the top of the data
// and reports violations given per key.
type fakeValidator struct {
	compiled map[string]bool
	required []string
	failOn   map[string]error
}

func (v *fakeValidator) Compile(key string, schema json.RawMessage) error {
	if err := v.failOn[key]; err != nil {
		return err
	}
	if v.compiled == nil {
		v.compiled = map[string]bool{}
	}
	v.compiled[key] = true
	return nil
}

func (v *fakeValidator) Validate(key string, data any) ([]kernel.FieldError, error) {
	if !v.compiled[key] {
		return nil, kernel.NotFound("schema " + key)
	}
	m, ok := data.(map[string]any)
	if !ok {
		return []kernel.FieldError{{Pointer: "", Code: "type", Detail: "want object"}}, nil
	}
	var out []kernel.FieldError
	for _, r := range v.required {
		if _, ok := m[r]; !ok {
			out = append(out, kernel.FieldError{Pointer: "/" + r, Code: "required", Detail: fmt.Sprintf("missing property %q", r)})
		}
	}
	return out, nil
}

// fakeRenderer returns the data it was given, as JSON inside a tiny page.
type fakeRenderer struct{}

func (fakeRenderer) Render(ctx context.Context, key, title string, data any) ([]byte, error) {
	b, err := json.Marshal(data)
	return []byte("<!DOCTYPE html><title>" + title + "</title>" + string(b)), err
}

// fakeRecords holds records of several organizations.
type fakeRecords struct {
	refs     map[kernel.ID]map[kernel.ID]records.Ref
	datasets map[kernel.ID]records.Dataset // by project
	loads    []records.DatasetFilter
	finds    int // calls of FindRef
}

func (f *fakeRecords) LoadDataset(ctx context.Context, org kernel.ID, fl records.DatasetFilter) (records.Dataset, error) {
	f.loads = append(f.loads, fl)
	project := fl.ProjectID
	if !fl.ShowID.IsZero() {
		r, ok := f.refs[org][fl.ShowID]
		if !ok || r.Kind != records.KindShow {
			return records.Dataset{}, kernel.NotFound("show")
		}
		project = r.ProjectID
	}
	d, ok := f.datasets[project]
	if !ok {
		return records.Dataset{}, kernel.NotFound("project")
	}
	return d, nil
}

func (f *fakeRecords) FindRef(ctx context.Context, org, id kernel.ID) (records.Ref, error) {
	f.finds++
	r, ok := f.refs[org][id]
	if !ok {
		return records.Ref{}, kernel.NotFound("record " + string(id) + " of " + string(org))
	}
	return r, nil
}

type fakeOrgs map[kernel.ID]identity.Organization

func (f fakeOrgs) FindOrganizationByID(ctx context.Context, id kernel.ID) (identity.Organization, error) {
	o, ok := f[id]
	if !ok {
		return identity.Organization{}, kernel.NotFound("organization")
	}
	return o, nil
}
