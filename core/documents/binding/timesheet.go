package binding

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// timesheetFromProject binds every timesheet entry of the project, one block per
// person who has hours, each with the role of their earliest crew assignment.
func timesheetFromProject(src Source) (map[string]any, error) {
	p := src.Project(src.Ref.ID)
	if p == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	byPerson := map[kernel.ID][]records.TimesheetEntry{}
	for _, e := range src.Data.Timesheets {
		if e.ProjectID == p.ID {
			byPerson[e.PersonID] = append(byPerson[e.PersonID], e)
		}
	}
	type block struct {
		name string
		id   kernel.ID
		data map[string]any
	}
	var all []records.TimesheetEntry
	var labour timesheetLabour
	blocks := make([]block, 0, len(byPerson))
	for id, entries := range byPerson {
		person := src.Person(id)
		if person == nil {
			return nil, notFound("person", id)
		}
		role := records.LabourAssignment(src.Data.CrewAssignments, p.ID, id)
		data, cost := timesheetPerson(src, *person, role, entries)
		labour.add(cost)
		blocks = append(blocks, block{person.FullName(), id, data})
		all = append(all, entries...)
	}
	slices.SortFunc(blocks, func(a, b block) int { return cmp.Or(cmp.Compare(a.name, b.name), cmp.Compare(a.id, b.id)) })
	people := make([]any, len(blocks))
	for i, b := range blocks {
		people[i] = b.data
	}
	var first, last kernel.Date
	for _, e := range all {
		if first.IsZero() || e.WorkDate.Before(first) {
			first = e.WorkDate
		}
		if last.Before(e.WorkDate) {
			last = e.WorkDate
		}
	}
	return timesheetDocument(src, p, people, all, labour, first, last), nil
}

// timesheetFromCrewAssignment binds one person's hours on the project within the
// assignment's dates (all of their hours on the project when it has none).
func timesheetFromCrewAssignment(src Source) (map[string]any, error) {
	var a *records.CrewAssignment
	for i := range src.Data.CrewAssignments {
		if src.Data.CrewAssignments[i].ID == src.Ref.ID {
			a = &src.Data.CrewAssignments[i]
		}
	}
	if a == nil {
		return nil, notFound("crew assignment", src.Ref.ID)
	}
	p := src.Project(a.ProjectID)
	if p == nil {
		return nil, notFound("project", a.ProjectID)
	}
	person := src.Person(a.PersonID)
	if person == nil {
		return nil, notFound("person", a.PersonID)
	}
	var entries []records.TimesheetEntry
	for _, e := range src.Data.Timesheets {
		if e.ProjectID != p.ID || e.PersonID != a.PersonID {
			continue
		}
		if (a.StartsOn.Valid() && e.WorkDate.Before(a.StartsOn)) || (a.EndsOn.Valid() && a.EndsOn.Before(e.WorkDate)) {
			continue
		}
		entries = append(entries, e)
	}
	data, cost := timesheetPerson(src, *person, a, entries)
	var labour timesheetLabour
	labour.add(cost)
	people := []any{data}
	var first, last kernel.Date
	if a.StartsOn.Valid() && a.EndsOn.Valid() && !a.EndsOn.Before(a.StartsOn) {
		first, last = a.StartsOn, a.EndsOn
	}
	return timesheetDocument(src, p, people, entries, labour, first, last), nil
}

// timesheetDocument assembles the document around the people blocks, with totals
// over entries and a period when first and last are set.
func timesheetDocument(src Source, p *records.Project, people []any, entries []records.TimesheetEntry, labour timesheetLabour, first, last kernel.Date) map[string]any {
	reg, ot := timesheetMinutes(entries)
	proj := map[string]any{"name": p.Name}
	PutString(proj, "code", p.Code)
	PutString(proj, "artist", p.Artist)
	out := map[string]any{
		"project":              proj,
		"prepared_on":          kernel.DateOf(src.Now, time.UTC).String(),
		"people":               people,
		"total_regular_hours":  Hours(reg),
		"total_overtime_hours": Hours(ot),
		"total_hours":          Hours(reg + ot),
	}
	PutString(out, "organization", src.OrgName)
	if labour.costed {
		out["total_labour_cost"] = Money(labour.total, p.Currency)
		out["overtime_rule"] = records.OvertimeRule
	}
	if !first.IsZero() && !last.IsZero() {
		out["period"] = map[string]any{"starts_on": first.String(), "ends_on": last.String()}
	}
	return out
}

// timesheetPerson is one person's block: entries oldest first and their totals.
// With the block it returns the person's labour cost, or -1 when their assignment
// has no day rate.
func timesheetPerson(src Source, person records.Person, role *records.CrewAssignment, entries []records.TimesheetEntry) (map[string]any, int64) {
	entries = slices.Clone(entries)
	slices.SortFunc(entries, func(a, b records.TimesheetEntry) int {
		return cmp.Or(cmp.Compare(a.WorkDate, b.WorkDate), cmp.Compare(a.ID, b.ID))
	})
	list := make([]any, 0, len(entries))
	for _, e := range entries {
		m := map[string]any{
			"date":           e.WorkDate.String(),
			"regular_hours":  Hours(e.Minutes),
			"overtime_hours": Hours(e.OvertimeMinutes),
			"status":         string(e.Status),
		}
		if s := src.Show(e.ShowID); s != nil {
			if v := src.Venue(s.VenueID); v != nil {
				PutString(m, "venue", strings.TrimPrefix(v.City+", "+v.Name, ", "))
			}
		}
		PutString(m, "notes", e.Notes)
		list = append(list, m)
	}
	reg, ot := timesheetMinutes(entries)
	m := map[string]any{
		"name":                 person.FullName(),
		"entries":              list,
		"total_regular_hours":  Hours(reg),
		"total_overtime_hours": Hours(ot),
		"total_hours":          Hours(reg + ot),
	}
	cost := int64(-1)
	if role != nil {
		PutString(m, "role", role.Role)
		PutString(m, "department", Label(role.Department))
		if role.DayRate > 0 {
			cur := timesheetCurrency(src, role.ProjectID)
			cost = 0
			for _, e := range entries {
				cost += records.LabourCost(e, role.DayRate)
			}
			m["day_rate"] = Money(role.DayRate, cur)
			m["overtime_rate"] = Money(records.OvertimeHourly(role.DayRate), cur)
			m["labour_cost"] = Money(cost, cur)
		}
	}
	return m, cost
}

// timesheetCurrency is the currency crew are paid in: the project's.
func timesheetCurrency(src Source, project kernel.ID) string {
	if p := src.Project(project); p != nil {
		return p.Currency
	}
	return ""
}

// timesheetMinutes sums regular and overtime minutes, so totals stay exact until
// they are turned into hours.
func timesheetMinutes(entries []records.TimesheetEntry) (regular, overtime int) {
	for _, e := range entries {
		regular += e.Minutes
		overtime += e.OvertimeMinutes
	}
	return regular, overtime
}

// timesheetLabour totals the labour cost of the people who have a day rate.
type timesheetLabour struct {
	total  int64
	costed bool
}

// add counts one person's cost; a negative cost (no day rate) counts nothing.
func (l *timesheetLabour) add(cost int64) {
	if cost >= 0 {
		l.total += cost
		l.costed = true
	}
}
