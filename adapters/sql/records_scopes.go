package sql

// projectScope reads a project, everything that belongs to it and the venues and
// people its records refer to (DatasetFilter.ProjectID).
var projectScope = withChildren(scope{
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
})

// projectVenues selects the venues of a project's shows, each once.
func projectVenues(a string) (string, string) {
	return "venues " + a + " JOIN (SELECT DISTINCT venue_id FROM shows WHERE org_id = $1 AND project_id = $2) " +
		a + "v ON " + a + "v.venue_id = " + a + ".id", a + ".org_id = $1"
}
