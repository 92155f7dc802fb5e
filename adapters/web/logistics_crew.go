package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// personChoices are the people a form may name, after a first empty choice:
// the project's, and the current value's.
func personChoices(c *logisticsContext, current string) []option {
	return withChoice(append([]option{{"", "Choose a person"}}, c.people...), current, current)
}

// crewKind is the form of a crew engagement on a project: who, in which role
// and department, at which day rate and per diem (in the project's currency),
// from when to when.
func crewKind() logisticsKind {
	return logisticsKind{kind: records.KindCrewAssignment, segment: "crew", newPath: "/projects/{pid}/crew/new",
		lead: "Rates are in the project's currency. Someone not yet on the project is added at the people pages first.",
		inputs: func(c *logisticsContext, values map[string]string) []recordInput {
			money := "money=" + c.project.Currency
			return []recordInput{
				{Name: "person_id", Label: "Person", Options: personChoices(c, values["person_id"])},
				{Name: "role", Label: "Role", Opts: []string{"hint=Such as “FOH engineer”."}},
				{Name: "department", Label: "Department", Opts: []string{"hint=Such as audio, lighting, production or artist team."}},
				{Name: "day_rate", Label: "Day rate", Opts: []string{money}},
				{Name: "per_diem_rate", Label: "Per diem", Opts: []string{money}},
				{Name: "starts_on", Label: "From", Opts: []string{"type=date"}},
				{Name: "ends_on", Label: "Until", Opts: []string{"type=date", "hint=The last day, included."}},
			}
		},
		groups: func(*logisticsContext, *recordForm) []formGroup {
			return []formGroup{{Legend: "Engagement", Inputs: []string{"person_id", "role", "department", "day_rate", "per_diem_rate", "starts_on", "ends_on"}}}
		},
		defaults: func(c *logisticsContext) map[string]string {
			return map[string]string{"starts_on": c.project.StartsOn.String(), "ends_on": c.project.EndsOn.String()}
		},
		values: func(c *logisticsContext, d records.Dataset) map[string]string {
			a, cur := d.CrewAssignments[0], c.project.Currency
			return map[string]string{"person_id": string(a.PersonID), "role": a.Role, "department": a.Department,
				"day_rate": amountText(a.DayRate, cur), "per_diem_rate": amountText(a.PerDiemRate, cur),
				"starts_on": a.StartsOn.String(), "ends_on": a.EndsOn.String()}
		},
		build: func(c *logisticsContext, f *recordForm, r *http.Request, id kernel.ID) records.Dataset {
			cur := c.project.Currency
			a := records.CrewAssignment{ID: id, OrgID: c.org, ProjectID: c.project.ID, PersonID: kernel.ID(f.Get("person_id")),
				Role: f.Get("role"), Department: f.Get("department"), DayRate: f.amount("day_rate", cur),
				PerDiemRate: f.amount("per_diem_rate", cur), StartsOn: f.date("starts_on"), EndsOn: f.date("ends_on")}
			return records.Dataset{CrewAssignments: []records.CrewAssignment{a}}
		},
	}
}

// timesheetKind is the form of a person's hours on one day of a project,
// optionally at one of its shows.
func timesheetKind() logisticsKind {
	return logisticsKind{kind: records.KindTimesheetEntry, segment: "timesheets", newPath: "/projects/{pid}/timesheets/new",
		lead: "Hours are entered in minutes so that sums stay exact: 8 hours are 480.",
		inputs: func(c *logisticsContext, values map[string]string) []recordInput {
			return []recordInput{
				{Name: "person_id", Label: "Person", Options: personChoices(c, values["person_id"])},
				{Name: "show_id", Label: "Show", Options: c.showOptions()},
				{Name: "work_date", Label: "Date worked", Opts: []string{"type=date"}},
				{Name: "minutes", Label: "Regular time (minutes)", Opts: []string{"type=number"}},
				{Name: "overtime_minutes", Label: "Overtime (minutes)", Opts: []string{"type=number"}},
				{Name: "status", Label: "Status", Options: timesheetStatuses},
				{Name: "notes", Label: "Notes", Opts: []string{"textarea"}},
			}
		},
		groups: func(*logisticsContext, *recordForm) []formGroup {
			return []formGroup{{Legend: "Hours", Inputs: []string{"person_id", "show_id", "work_date", "minutes", "overtime_minutes", "status", "notes"}}}
		},
		defaults: func(c *logisticsContext) map[string]string {
			m := map[string]string{"status": string(records.TimesheetDraft)}
			if c.show != nil {
				m["show_id"], m["work_date"] = string(c.show.ID), c.show.Date.String()
			}
			return m
		},
		values: func(c *logisticsContext, d records.Dataset) map[string]string {
			e := d.Timesheets[0]
			return map[string]string{"person_id": string(e.PersonID), "show_id": string(e.ShowID), "work_date": e.WorkDate.String(),
				"minutes": wholeText(e.Minutes), "overtime_minutes": wholeText(e.OvertimeMinutes), "status": string(e.Status), "notes": e.Notes}
		},
		build: func(c *logisticsContext, f *recordForm, r *http.Request, id kernel.ID) records.Dataset {
			e := records.TimesheetEntry{ID: id, OrgID: c.org, ProjectID: c.project.ID, ShowID: kernel.ID(f.Get("show_id")),
				PersonID: kernel.ID(f.Get("person_id")), WorkDate: f.date("work_date"), Minutes: f.whole("minutes"),
				OvertimeMinutes: f.whole("overtime_minutes"), Status: records.TimesheetStatus(f.Get("status")), Notes: f.Get("notes")}
			return records.Dataset{Timesheets: []records.TimesheetEntry{e}}
		},
	}
}
