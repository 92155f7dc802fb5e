package sql

import "strings"

// projectScope reads a project, everything that belongs to it and (once
// complete) the venues and people its records refer to (DatasetFilter.ProjectID).
var projectScope = scope{
	"projects":           keyed("projects", "id", "$2"),
	"shows":              keyed("shows", "project_id", "$2"),
	"venues":             projectVenues,
	"crew_assignments":   keyed("crew_assignments", "project_id", "$2"),
	"timesheet_entries":  keyed("timesheet_entries", "project_id", "$2"),
	"schedule_items":     keyed("schedule_items", "project_id", "$2"),
	"travel_segments":    keyed("travel_segments", "project_id", "$2"),
	"accommodations":     keyed("accommodations", "project_id", "$2"),
	"guest_list_entries": childOf("guest_list_entries", "show_id", keyed("shows", "project_id", "$2")),
	"budget_lines":       keyed("budget_lines", "project_id", "$2"),
	"expenses":           keyed("expenses", "project_id", "$2"),
	"income_lines":       keyed("income_lines", "project_id", "$2"),
	"invoices":           keyed("invoices", "project_id", "$2"),
	"settlements":        childOf("settlements", "show_id", keyed("shows", "project_id", "$2")),
}

// projectVenues selects the venues of a project's shows, each once.
func projectVenues(_ Dialect, a string) (string, string) {
	return "venues " + a + " JOIN (SELECT DISTINCT venue_id FROM shows WHERE org_id = $1 AND project_id = $2) " +
		a + "v ON " + a + "v.venue_id = " + a + ".id", a + ".org_id = $1"
}

// The show's project, venue and date, for showScope.
const (
	showProject = "(SELECT project_id FROM shows WHERE org_id = $1 AND id = $2)"
	showVenue   = "(SELECT venue_id FROM shows WHERE org_id = $1 AND id = $2)"
	showDate    = "(SELECT date FROM shows WHERE org_id = $1 AND id = $2)"
)

// showWindow writes, in each dialect, the bounds of the show's window (see
// records.Dataset.ShowScope) where showScope says {from} and {to}: midnight UTC
// the day before the show's date and three days after. SQLite compares the
// stored text of instants, always UTC (StorageTime), with the dates.
var showWindow = map[Dialect]*strings.Replacer{
	DialectPostgres: strings.NewReplacer(
		"{from}", "("+showDate+" - 1)::timestamp AT TIME ZONE 'UTC'",
		"{to}", "("+showDate+" + 3)::timestamp AT TIME ZONE 'UTC'"),
	DialectSQLite: strings.NewReplacer(
		"{from}", "date("+showDate+", '-1 day')",
		"{to}", "date("+showDate+", '+3 days')"),
}

// showScope reads what documents about one show read (records.Dataset.ShowScope,
// DatasetFilter.ShowID), once complete.
var showScope = scope{
	"projects": keyed("projects", "id", showProject),
	"shows":    keyed("shows", "id", "$2"),
	"venues":   keyed("venues", "id", showVenue),
	"crew_assignments": filtered(keyed("crew_assignments", "project_id", showProject), func(a string) string {
		return a + ".starts_on <= " + showDate + " AND " + a + ".ends_on >= " + showDate
	}),
	"schedule_items": filtered(keyed("schedule_items", "project_id", showProject), func(a string) string {
		return "(" + a + ".show_id = $2 OR (" + a + ".show_id IS NULL AND " + a + ".starts_at >= {from} AND " +
			a + ".starts_at < {to}))"
	}),
	"travel_segments": filtered(keyed("travel_segments", "project_id", showProject), func(a string) string {
		return a + ".departs_at >= {from} AND " + a + ".departs_at < {to}"
	}),
	"accommodations": filtered(keyed("accommodations", "project_id", showProject), func(a string) string {
		return a + ".check_in <= " + showDate + " AND " + a + ".check_out > " + showDate
	}),
	"guest_list_entries": keyed("guest_list_entries", "show_id", "$2"),
	"expenses":           keyed("expenses", "show_id", "$2"),
	"income_lines":       keyed("income_lines", "show_id", "$2"),
	"invoices":           keyed("invoices", "show_id", "$2"),
	"settlements":        keyed("settlements", "show_id", "$2"),
}
