package web

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// recordsFake is a small, behaving stand-in for the records use case and the
// stores behind it: one organization's records with their versions and
// activity, served through ports.RecordsEditor, ports.RecordLister and
// ports.DatasetLoader, with roles read from the platform fake as the core
// reads them and the refusals the use case gives (a blank name, a stale
// version, a removal with dependants, a role that may not).
type recordsFake struct {
	mu       sync.Mutex
	clock    *kernel.FixedClock
	platform *platform
	org      identity.Organization
	data     records.Dataset
	versions map[kernel.ID]int
	log      []records.Activity
	// warnings are what the next save returns.
	warnings []records.Finding
	saves    int
}

var (
	_ ports.RecordsEditor = (*recordsFake)(nil)
	_ ports.RecordLister  = (*recordsFake)(nil)
	_ ports.DatasetLoader = (*recordsFake)(nil)
)

func newRecordsFake(clock *kernel.FixedClock, p *platform, org identity.Organization) *recordsFake {
	return &recordsFake{clock: clock, platform: p, org: org, versions: map[kernel.ID]int{}}
}

// fakeRights are the roles' rights as issue 27 gives them.
func fakeRights(role identity.Role) records.Rights {
	return records.NewRights(string(role), func(k records.Kind, a records.Action) bool {
		switch {
		case !role.AtLeast(identity.RoleMember):
			return false
		case k == records.KindProject && a == records.ActionRemove:
			return role.AtLeast(identity.RoleAdmin)
		case k == records.KindProject || k == records.KindShow:
			return role.AtLeast(identity.RoleManager)
		}
		return true
	})
}

func (f *recordsFake) role(actor identity.Actor) (identity.Role, error) {
	f.platform.mu.Lock()
	defer f.platform.mu.Unlock()
	role, ok := f.platform.members[actor.OrgID][actor.UserID]
	if !ok || actor.OrgID != f.org.ID {
		return "", kernel.Forbidden("not_a_member", "You are not a member of this organization.")
	}
	return role, nil
}

func (f *recordsFake) Rights(_ context.Context, actor identity.Actor) (records.Rights, error) {
	role, err := f.role(actor)
	if err != nil {
		return records.Rights{}, err
	}
	return fakeRights(role), nil
}

func (f *recordsFake) Open(_ context.Context, actor identity.Actor, id kernel.ID) (records.Opened, error) {
	if _, err := f.role(actor); err != nil {
		return records.Opened{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, ref := range f.data.Refs() {
		if ref.ID == id {
			one, _ := f.data.Record(ref.Kind, id)
			return records.Opened{Ref: ref, Version: f.version(id), Record: one.Clone()}, nil
		}
	}
	return records.Opened{}, kernel.NotFound("record")
}

func (f *recordsFake) version(id kernel.ID) int { return max(f.versions[id], 1) }

func (f *recordsFake) Save(_ context.Context, actor identity.Actor, c records.Change) (records.Saved, error) {
	role, err := f.role(actor)
	if err != nil {
		return records.Saved{}, err
	}
	if !fakeRights(role).Can(c.Ref.Kind, c.Action) {
		return records.Saved{}, kernel.Forbidden("insufficient_role", "Your role may not do this.")
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	old, exists := f.data.Record(c.Ref.Kind, c.Ref.ID)
	if exists && f.version(c.Ref.ID) != c.Version || !exists && c.Action != records.ActionCreate {
		if !exists {
			return records.Saved{}, kernel.NotFound("record")
		}
		return records.Saved{}, kernel.Conflict(fmt.Sprintf("Someone changed this record since version %d: it is at version %d.",
			c.Version, f.version(c.Ref.ID))).WithCode("stale_version")
	}
	if c.Action == records.ActionRemove {
		takes, blockers := f.data.PlanRemoval(c.Ref.Kind, c.Ref.ID)
		if len(blockers) > 0 {
			return records.Saved{}, kernel.Conflict(fmt.Sprintf("%d records depend on it: %s.", len(blockers),
				strings.Join(dependantsText(blockers), ", "))).WithCode("has_dependants")
		}
		for _, t := range takes {
			f.data = f.data.Without(t.Kind, t.ID)
		}
	} else if err := fakeValidate(c.Record); err != nil {
		return records.Saved{}, err
	}
	f.data = f.data.Without(c.Ref.Kind, c.Ref.ID)
	version := 0
	if c.Action != records.ActionRemove {
		f.data = f.data.Plus(c.Record)
		version = c.Version + 1
	}
	f.versions[c.Ref.ID] = version
	f.saves++
	f.log = append(f.log, records.Activity{ID: kernel.NewID(), OrgID: f.org.ID, Ref: c.Ref, Label: fakeLabel(c.Record, old),
		Action: c.Action, Version: max(version, c.Version), ActorID: actor.UserID, ActorName: f.platform.userName(actor.UserID),
		At: f.clock.Now(), Fields: []records.FieldChange{{Field: "/name", From: fakeLabel(old, old), To: fakeLabel(c.Record, old)}}})
	w := f.warnings
	f.warnings = nil
	return records.Saved{Ref: c.Ref, Version: version, Warnings: w}, nil
}

// fakeValidate refuses a project, venue or person without a name, as the
// use case does, with pointers into the export form.
func fakeValidate(d records.Dataset) error {
	var fields []kernel.FieldError
	for _, p := range d.Projects {
		if p.Name == "" {
			fields = append(fields, kernel.FieldError{Pointer: "/name", Code: "required", Detail: "Enter the project's name."})
		}
		if p.EndsOn != "" && p.EndsOn.Before(p.StartsOn) {
			fields = append(fields, kernel.FieldError{Pointer: "/ends_on", Code: "before_start", Detail: "The project cannot end before it starts."})
		}
	}
	for _, v := range d.Venues {
		if v.Name == "" {
			fields = append(fields, kernel.FieldError{Pointer: "/name", Code: "required", Detail: "Enter the venue's name."})
		}
		for i, c := range v.Contacts {
			if c.PersonID == "" {
				fields = append(fields, kernel.FieldError{Pointer: fmt.Sprintf("/contacts/%d/person_id", i),
					Code: "required", Detail: "Choose who this contact is."})
			}
		}
	}
	for _, p := range d.People {
		if p.FirstName == "" && p.LastName == "" {
			fields = append(fields, kernel.FieldError{Pointer: "/last_name", Code: "required", Detail: "Enter a name."})
		}
	}
	if len(fields) > 0 {
		return kernel.Invalid("The record is not valid.", fields...)
	}
	return nil
}

func fakeLabel(d, fallback records.Dataset) string {
	switch {
	case len(d.Projects) > 0:
		return d.Projects[0].Name
	case len(d.Venues) > 0:
		return d.Venues[0].Name
	case len(d.People) > 0:
		return d.People[0].FullName()
	case fallback.Rows() > 0 && d.Rows() == 0:
		return fakeLabel(fallback, records.Dataset{})
	}
	return ""
}

func (f *recordsFake) PlanRemoval(_ context.Context, actor identity.Actor, id kernel.ID) (records.Removal, error) {
	if _, err := f.role(actor); err != nil {
		return records.Removal{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, ref := range f.data.Refs() {
		if ref.ID != id {
			continue
		}
		takes, blockers := f.data.PlanRemoval(ref.Kind, id)
		named := func(refs []records.Ref) []records.Named {
			out := make([]records.Named, len(refs))
			for i, r := range refs {
				out[i] = records.Named{Ref: r, Label: f.data.Label(r.Kind, r.ID)}
			}
			return out
		}
		return records.Removal{Ref: ref, Label: f.data.Label(ref.Kind, id), Version: f.version(id),
			Takes: named(takes), Blockers: named(blockers)}, nil
	}
	return records.Removal{}, kernel.NotFound("record")
}

func (f *recordsFake) Activity(_ context.Context, actor identity.Actor, q records.ActivityFilter) ([]records.Activity, error) {
	if _, err := f.role(actor); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []records.Activity
	for _, a := range slices.Backward(f.log) {
		if (q.RecordID == "" || a.Ref.ID == q.RecordID) && (q.ProjectID == "" || a.Ref.ProjectID == q.ProjectID) {
			out = append(out, a)
		}
	}
	return out, nil
}

// userName is a user's name, read under the platform's lock.
func (p *platform) userName(id kernel.ID) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.users[id].user.Name
}
