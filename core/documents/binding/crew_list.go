package binding

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// crewListOther is the department of assignments that name none.
const crewListOther = "Other"

// crewListRank orders the departments a contact sheet leads with; the rest follow
// alphabetically, and crewListOther comes last.
var crewListRank = map[string]int{"artist team": 1, "management": 2, "production": 3}

// crewListFromProject lists every crew assignment of the project under its
// department, each with the person's contact details and the assignment's dates.
func crewListFromProject(src Source) (map[string]any, error) {
	p := src.Project(src.Ref.ID)
	if p == nil {
		return nil, notFound("project", src.Ref.ID)
	}
	type entry struct {
		name string
		a    records.CrewAssignment
		data map[string]any
	}
	groups := map[string][]entry{}
	for _, a := range src.Data.CrewAssignments {
		if a.ProjectID != p.ID {
			continue
		}
		person := src.Person(a.PersonID)
		if person == nil {
			return nil, notFound("person", a.PersonID)
		}
		m := map[string]any{"name": person.FullName()}
		PutString(m, "role", cmp.Or(a.Role, person.Title))
		PutString(m, "company", person.Company)
		PutString(m, "email", person.Email)
		PutString(m, "phone", person.Phone)
		if a.StartsOn.Valid() {
			m["starts_on"] = a.StartsOn.String()
		}
		if a.EndsOn.Valid() {
			m["ends_on"] = a.EndsOn.String()
		}
		dept := Label(a.Department)
		if dept == "" {
			dept = crewListOther
		}
		groups[dept] = append(groups[dept], entry{person.FullName(), a, m})
	}

	names := make([]string, 0, len(groups))
	for d := range groups {
		names = append(names, d)
	}
	slices.SortFunc(names, func(a, b string) int {
		return cmp.Or(cmp.Compare(crewListOrder(a), crewListOrder(b)), cmp.Compare(a, b))
	})
	depts := make([]any, 0, len(names))
	for _, d := range names {
		es := groups[d]
		slices.SortFunc(es, func(x, y entry) int {
			return cmp.Or(cmp.Compare(x.name, y.name), cmp.Compare(x.a.StartsOn, y.a.StartsOn), cmp.Compare(x.a.ID, y.a.ID))
		})
		people := make([]any, len(es))
		for i, e := range es {
			people[i] = e.data
		}
		depts = append(depts, map[string]any{"name": d, "people": people})
	}

	proj := map[string]any{"name": p.Name}
	PutString(proj, "code", p.Code)
	PutString(proj, "artist", p.Artist)
	PutString(proj, "starts_on", p.StartsOn.String())
	PutString(proj, "ends_on", p.EndsOn.String())
	out := map[string]any{
		"project":     proj,
		"as_of":       kernel.DateOf(src.Now, time.UTC).String(),
		"departments": depts,
	}
	PutString(out, "organization", src.OrgName)
	return out, nil
}

// crewListOrder ranks a department label: the leading ones first, then the rest,
// then crewListOther.
func crewListOrder(label string) int {
	if label == crewListOther {
		return len(crewListRank) + 2
	}
	if r, ok := crewListRank[strings.ToLower(label)]; ok {
		return r
	}
	return len(crewListRank) + 1
}
