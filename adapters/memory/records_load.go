package memory

import (
	"context"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// LoadDataset returns a copy of org's records that match f, in the order of
// records.Dataset.Sort, and org's legal profile. With a project, it holds that
// project, its records and the venues and people they refer to; with a show,
// records.Dataset.ShowScope of it; either narrowed to f.Kinds
// (records.Dataset.OnlyKinds). KindNotFound if f names a project or a show org
// does not have, or a show of another project than f's.
func (s *RecordStore) LoadDataset(ctx context.Context, org kernel.ID, f records.DatasetFilter) (records.Dataset, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	o := st.org(org)
	var out records.Dataset
	switch {
	case !f.ShowID.IsZero():
		if !o.has(records.KindShow, f.ShowID) {
			return records.Dataset{}, kernel.NotFound("show")
		}
		ref := o.refs[records.KindShow][f.ShowID]
		if !f.ProjectID.IsZero() && ref.ProjectID != f.ProjectID {
			return records.Dataset{}, kernel.NotFound("show")
		}
		kinds := f.Kinds
		if len(kinds) > 0 {
			kinds = append(slices.Clone(kinds), records.KindShow)
		}
		out = projectSubset(o.data, ref.ProjectID).ShowScope(f.ShowID).OnlyKinds(kinds).Clone()
	case !f.ProjectID.IsZero() && !o.has(records.KindProject, f.ProjectID):
		return records.Dataset{}, kernel.NotFound("project")
	case o == nil:
	case f.ProjectID.IsZero():
		out = o.data.Clone()
	default:
		out = projectSubset(o.data, f.ProjectID).OnlyKinds(f.Kinds).Clone()
	}
	out.Sort()
	return out, nil
}

// projectSubset returns project's records from d, with the venues and people they
// refer to (including the contacts of those venues) and the organization's profile.
func projectSubset(d records.Dataset, project kernel.ID) records.Dataset {
	mine := func(id kernel.ID) bool { return id == project }
	out := records.Dataset{
		Profile:         d.Profile,
		Projects:        keep(d.Projects, func(r records.Project) bool { return mine(r.ID) }),
		Shows:           keep(d.Shows, func(r records.Show) bool { return mine(r.ProjectID) }),
		CrewAssignments: keep(d.CrewAssignments, func(r records.CrewAssignment) bool { return mine(r.ProjectID) }),
		Timesheets:      keep(d.Timesheets, func(r records.TimesheetEntry) bool { return mine(r.ProjectID) }),
		Schedule:        keep(d.Schedule, func(r records.ScheduleItem) bool { return mine(r.ProjectID) }),
		Travel:          keep(d.Travel, func(r records.TravelSegment) bool { return mine(r.ProjectID) }),
		Accommodations:  keep(d.Accommodations, func(r records.Accommodation) bool { return mine(r.ProjectID) }),
		BudgetLines:     keep(d.BudgetLines, func(r records.BudgetLine) bool { return mine(r.ProjectID) }),
		Expenses:        keep(d.Expenses, func(r records.Expense) bool { return mine(r.ProjectID) }),
		Income:          keep(d.Income, func(r records.IncomeLine) bool { return mine(r.ProjectID) }),
		Invoices:        keep(d.Invoices, func(r records.Invoice) bool { return mine(r.ProjectID) }),
	}
	shows, venues := map[kernel.ID]bool{}, map[kernel.ID]bool{}
	for _, s := range out.Shows {
		shows[s.ID], venues[s.VenueID] = true, true
	}
	out.GuestList = keep(d.GuestList, func(r records.GuestListEntry) bool { return shows[r.ShowID] })
	out.Settlements = keep(d.Settlements, func(r records.Settlement) bool { return shows[r.ShowID] })
	out.Venues = keep(d.Venues, func(r records.Venue) bool { return venues[r.ID] })
	people := out.PeopleReferred()
	out.People = keep(d.People, func(r records.Person) bool { return people[r.ID] })
	return out
}
