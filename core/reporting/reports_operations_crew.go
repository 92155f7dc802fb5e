package reporting

import (
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// crewRosterReport is who is on the tour, in what role, for how long and at
// what rates.
var crewRosterReport = Report{
	Key: "crew_roster", Title: "Crew roster", Category: "operations", Records: true, Requires: []string{"project_id"},
	Description: "A row per crew assignment of the project by department and name: the person, role, department, " +
		"the dates engaged and the days that makes (both ends included, the days per diems are drawn for), the day " +
		"rate and per diem rate in the project's home currency, and how to reach them. With show_id, only the " +
		"assignments spanning the show's date: the contact sheet for that day.",
	Columns: []Column{idColumn("person_id", "Person ID"), textColumn("person", "Person"), textColumn("role", "Role"),
		textColumn("department", "Department"), dateColumn("starts_on", "Starts on"), dateColumn("ends_on", "Ends on"),
		numberColumn("days", "Days", UnitCount), textColumn("currency", "Currency"), moneyColumn("day_rate", "Day rate"),
		moneyColumn("per_diem_rate", "Per diem rate"), textColumn("email", "Email"), textColumn("phone", "Phone")},
	Build: buildCrewRoster,
}

func buildCrewRoster(s *Sheet) Table {
	d, ix := recordsOf(s)
	home := map[kernel.ID]string{}
	for _, p := range d.Projects {
		home[p.ID] = p.Currency
	}
	date := ix.shows[s.Show].Date
	var t Table
	for _, a := range d.CrewAssignments {
		if !date.IsZero() && (date.Before(a.StartsOn) || (!a.EndsOn.IsZero() && a.EndsOn.Before(date))) {
			continue
		}
		p := ix.people[a.PersonID]
		t.Add(Row{string(a.PersonID), nullable(p.FullName()), nullable(a.Role), nullable(a.Department),
			nullable(string(a.StartsOn)), nullable(string(a.EndsOn)), Int(a.PerDiemDays()), nullable(home[a.ProjectID]),
			Int(a.DayRate), Int(a.PerDiemRate), nullable(p.Email), nullable(p.Phone)},
			kernel.Cursor{Keys: []string{strings.ToLower(a.Department), strings.ToLower(p.FullName()), string(a.StartsOn)},
				ID: a.ID})
	}
	t.Sort()
	return t
}

// labour adds up what the crew cost: timesheet rows (days worked, regular and
// overtime minutes, and the overtime's cost, overtimeCost) and engagements (the
// day rate for every day engaged, engagementPay).
type labour struct {
	days, minutes, overtime, cost int64
}

// add counts a labour fact.
func (l *labour) add(f LabourFact) {
	l.days += f.Days
	l.minutes += f.Minutes
	l.overtime += f.OvertimeMinutes * f.Entries
	l.cost += overtimeCost(f)
}

// engage counts an assignment's day-rate pay over its days in the scope.
func (l *labour) engage(f PerDiemFact) { l.cost += engagementPay(f) }

// cells are the days worked, the crew hours (regular and overtime, as the
// crew_hours KPI counts them), the overtime hours, and the labour cost.
func (l labour) cells() []any {
	hours := func(minutes int64) any { return rounded(Div(Int(minutes), Int(60)), UnitHours) }
	return []any{Int(l.days), hours(l.minutes + l.overtime), hours(l.overtime), Int(l.cost)}
}

// labourColumns are the columns of labour cells.
var labourColumns = []Column{
	numberColumn("days", "Days worked", UnitCount), numberColumn("crew_hours", "Crew hours", UnitHours),
	numberColumn("overtime_hours", "Overtime hours", UnitHours), moneyColumn("labour_cost", "Labour cost"),
}
