package binding

import (
	"cmp"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// perDiemSheetRow is one crew assignment with a per diem, its person resolved.
type perDiemSheetRow struct {
	name string
	a    records.CrewAssignment
}

// perDiemSheetFromProject lists every crew assignment of the project that carries a
// per diem rate: the days are the assignment's span, both ends included, and an
// assignment without dates takes the project's. Assignments without a per diem are
// left out.
func perDiemSheetFromProject(src Source) (map[string]any, error) {
	p := src.Project(src.Ref.ID)
	if p == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	var rows []perDiemSheetRow
	for _, a := range src.Data.CrewAssignments {
		if a.ProjectID != p.ID || a.PerDiemRate <= 0 {
			continue
		}
		person := src.Person(a.PersonID)
		if person == nil {
			return nil, notFound("person", a.PersonID)
		}
		a.StartsOn = cmp.Or(a.StartsOn, p.StartsOn)
		a.EndsOn = cmp.Or(a.EndsOn, p.EndsOn)
		rows = append(rows, perDiemSheetRow{name: person.FullName(), a: a})
	}
	slices.SortFunc(rows, func(x, y perDiemSheetRow) int {
		return cmp.Or(cmp.Compare(x.name, y.name), cmp.Compare(x.a.StartsOn, y.a.StartsOn), cmp.Compare(x.a.ID, y.a.ID))
	})

	cur := p.Currency
	people := make([]any, 0, len(rows))
	var totalDays, grand int64
	var first, last kernel.Date
	for _, r := range rows {
		days := r.a.PerDiemDays()
		totalDays += days
		grand += r.a.PerDiemTotal()
		m := map[string]any{
			"name":  r.name,
			"days":  days,
			"rate":  Money(r.a.PerDiemRate, cur),
			"total": Money(r.a.PerDiemTotal(), cur),
		}
		PutString(m, "role", r.a.Role)
		PutString(m, "department", Label(r.a.Department))
		if r.a.StartsOn.Valid() {
			m["starts_on"] = r.a.StartsOn.String()
			if first.IsZero() || r.a.StartsOn.Before(first) {
				first = r.a.StartsOn
			}
		}
		if r.a.EndsOn.Valid() {
			m["ends_on"] = r.a.EndsOn.String()
			if last.Before(r.a.EndsOn) {
				last = r.a.EndsOn
			}
		}
		people = append(people, m)
	}

	proj := map[string]any{"name": p.Name}
	PutString(proj, "code", p.Code)
	PutString(proj, "artist", p.Artist)
	out := map[string]any{
		"project":     proj,
		"prepared_on": kernel.DateOf(src.Now, time.UTC).String(),
		"people":      people,
		"total_days":  totalDays,
		"grand_total": Money(grand, cur),
	}
	PutString(out, "organization", src.OrgName)
	if !first.IsZero() && !last.IsZero() {
		out["period"] = map[string]any{"starts_on": first.String(), "ends_on": last.String()}
	}
	return out, nil
}
