package memory

import (
	"maps"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// applied returns a copy of o with c applied, its indexes rebuilt, or the error
// the SQL store's keys would give: o itself is left as it is.
func (o *orgRecords) applied(st *state, org kernel.ID, c records.Change) (*orgRecords, error) {
	if c.Action == records.ActionRemove {
		if err := o.checkUnreferenced(st, org, c.Ref); err != nil {
			return nil, err
		}
	}
	next := rebuilt(o, o.data.Without(c.Ref.Kind, c.Ref.ID))
	if c.Action == records.ActionRemove {
		return next, nil
	}
	if err := c.Record.Validate(next.has); err != nil {
		return nil, err
	}
	add, err := next.plan(c.Record, false)
	if err != nil {
		return nil, err
	}
	add = add.Clone()
	add.SetOrg(org)
	add.MapTimes(recordTime)
	next.add(add)
	return next, nil
}

// rebuilt returns a new orgRecords holding data, with o's versions, activity,
// revision and legal profile.
func rebuilt(o *orgRecords, data records.Dataset) *orgRecords {
	next := newOrgRecords()
	next.versions, next.activity, next.revision = maps.Clone(o.versions), slices.Clone(o.activity), o.revision
	profile := data.Profile
	data.Profile = records.LegalProfile{}
	next.add(data.Clone())
	next.data.Profile = profile
	return next
}

// checkUnreferenced refuses the removal of a record that other records refer to,
// as the SQL foreign keys do: records.Dataset.Dependants, and the advance packets
// naming a project or show and the audiences and recipients naming a person.
func (o *orgRecords) checkUnreferenced(st *state, org kernel.ID, ref records.Ref) error {
	referenced := len(o.data.Dependants(ref.Kind, ref.ID)) > 0
	if adv := st.advancing.org(org, false); adv != nil && !referenced {
		referenced = adv.refersTo(ref)
	}
	if referenced {
		return kernel.Conflict("other records refer to this " + string(ref.Kind)).WithCode("referenced")
	}
	return nil
}

// refersTo reports whether any of a's packets, audiences or recipients refers to
// the record ref.
func (a *orgAdvancing) refersTo(ref records.Ref) bool {
	for _, p := range a.packets {
		switch {
		case ref.Kind == records.KindProject && p.ProjectID == ref.ID,
			ref.Kind == records.KindShow && p.ShowID != nil && *p.ShowID == ref.ID:
			return true
		}
		for _, au := range p.Audiences {
			for _, person := range au.Contacts {
				if ref.Kind == records.KindPerson && person == ref.ID {
					return true
				}
			}
		}
	}
	for _, r := range a.recipients {
		if ref.Kind == records.KindPerson && r.PersonID == ref.ID {
			return true
		}
	}
	return false
}
