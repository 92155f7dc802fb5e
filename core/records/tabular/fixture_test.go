package tabular_test

import (
	"strconv"
	"testing"
	"time"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

func id(name string) kernel.ID { return kernel.NameID(kernel.Namespace, "tabular-test/"+name) }

var (
	org     = id("org")
	now     = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	project = records.Project{ID: id("project"), OrgID: org, Name: "Northern Lights 2026", Kind: records.ProjectTour,
		Status: records.ProjectConfirmed, Currency: "EUR", StartsOn: "2026-04-01", EndsOn: "2026-06-30", CreatedAt: now}
	paradiso = records.Venue{ID: id("paradiso"), OrgID: org, Name: "Paradiso", City: "Amsterdam", Country: "NL",
		TimeZone: "Europe/Amsterdam", Capacity: 1500, CreatedAt: now}
	astraBerlin = records.Venue{ID: id("astra"), OrgID: org, Name: "Astra", City: "Berlin", Country: "DE",
		TimeZone: "Europe/Berlin", Capacity: 1500, CreatedAt: now}
	astraOslo = records.Venue{ID: id("astra-oslo"), OrgID: org, Name: "Astra", City: "Oslo", Country: "NO",
		TimeZone: "Europe/Oslo", Capacity: 600, CreatedAt: now}
	sam = records.Person{ID: id("sam"), OrgID: org, FirstName: "Sam", LastName: "Rivera", Email: "sam@example.com", CreatedAt: now}
	// The project's one show so far: Paradiso on 1 May.
	mayDay = records.Show{ID: id("show-may-1"), OrgID: org, ProjectID: project.ID, VenueID: paradiso.ID, Date: "2026-05-01",
		Status: records.ShowConfirmed, TimeZone: "Europe/Amsterdam", Capacity: 1500, Currency: "EUR",
		Deal: records.Deal{Type: records.DealFlat, Guarantee: 500000}, CreatedAt: now}
)

// existing is what a project import is matched against: the organization's
// venues and people and the project's records.
func existing() records.Dataset {
	return records.Dataset{Venues: []records.Venue{paradiso, astraBerlin, astraOslo}, People: []records.Person{sam},
		Projects: []records.Project{project}, Shows: []records.Show{mayDay}}
}

// sheet is a table with header and rows, numbered from row 2.
func sheet(header []string, rows ...[]string) tabular.Table {
	t := tabular.Table{Sheet: "Sheet1", HeaderRow: 1, Header: header}
	for i, r := range rows {
		t.Rows = append(t.Rows, tabular.Row{Number: i + 2, Cells: r})
	}
	return t
}

// build runs Build for kind over t with the mapping guessed from its header,
// against existing(), with ids counted from 1.
func build(t *testing.T, kind tabular.Kind, tbl tabular.Table, locale language.Tag) tabular.Plan {
	t.Helper()
	spec, ok := tabular.SpecOf(kind)
	if !ok {
		t.Fatalf("no spec for %s", kind)
	}
	n := 0
	in := tabular.Input{Spec: spec, Table: tbl, Mapping: tabular.Guess(spec, tbl.Header, nil), OrgID: org,
		Existing: existing(), Locale: locale, Now: now,
		NewID: func() kernel.ID { n++; return id("new-" + strconv.Itoa(n)) }}
	if spec.Scope == tabular.ScopeProject {
		p := project
		in.Project = &p
	}
	return tabular.Build(in)
}

// problemsOf lists a plan's problems as "row column code" for comparison.
func problemsOf(p tabular.Plan) []string {
	var out []string
	for _, pr := range p.Problems {
		s := strconv.Itoa(pr.Row) + " " + pr.Column + " " + pr.Code
		if pr.Warning {
			s += " (warning)"
		}
		out = append(out, s)
	}
	return out
}
