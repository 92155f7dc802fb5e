package sql

import (
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// A scope says which of an organization's rows a scoped load reads: for each
// table, the rows it selects under an alias. $1 is the organization and $2 the
// scope's key, a project's or a show's id. A table the scope does not name is not
// read.
type scope map[string]rows

// rows selects rows of a table, in dialect d, under the alias a: the FROM items
// and the condition. Children are joined to their parents rather than tested with
// IN (subquery), so that the planners can walk from the few parents to their
// children through the children's keys instead of scanning a child table for the
// organization.
type rows func(d Dialect, a string) (from, where string)

// keyed selects the rows of table whose column is equal to value.
func keyed(table, column, value string) rows {
	return func(_ Dialect, a string) (string, string) {
		return table + " " + a, a + ".org_id = $1 AND " + a + "." + column + " = " + value
	}
}

// filtered selects the rows of table that rows selects, and that meet cond (on
// the alias a).
func filtered(r rows, cond func(a string) string) rows {
	return func(d Dialect, a string) (string, string) {
		from, where := r(d, a)
		return from, where + " AND " + cond(a)
	}
}

// childOf selects the rows of table whose column names a row parent selects.
// PostgreSQL gets each parent's children as a LATERAL subquery that OFFSET 0
// keeps from being flattened into a join, which it can only run as a lookup by
// key per parent: joined plainly, it costs a scan of a few thousand children as
// less than a few dozen lookups and hash-joins every invoice line, payment and
// settlement of the organization with a project's. SQLite, which has no LATERAL,
// walks from the parents by itself once it has statistics.
func childOf(table, column string, parent rows) rows {
	return func(d Dialect, a string) (string, string) {
		p := a + "p"
		from, where := parent(d, p)
		if d == DialectPostgres {
			return from + " CROSS JOIN LATERAL (SELECT * FROM " + table + " c WHERE c.org_id = " + p +
				".org_id AND c." + column + " = " + p + ".id OFFSET 0) " + a, where
		}
		return table + " " + a + ", " + from, a + ".org_id = $1 AND " + p + ".id = " + a + "." + column + " AND " + where
	}
}

// peopleReferred selects the people whom the rows s selects refer to, each
// once: joined to the union of their ids, which the planners build first and
// then look each person up by key.
func (s scope) peopleReferred() rows {
	return func(d Dialect, a string) (string, string) {
		ids := ""
		for _, table := range []string{"crew_assignments", "timesheet_entries", "expenses", "show_contacts",
			"venue_contacts", "travel_passengers", "room_occupants"} {
			if r, ok := s[table]; ok {
				if ids != "" {
					ids += " UNION "
				}
				from, where := r(d, "r")
				ids += "SELECT r.person_id FROM " + from + " WHERE " + where
			}
		}
		return "people " + a + " JOIN (" + ids + ") " + a + "r ON " + a + "r.person_id = " + a + ".id", a + ".org_id = $1"
	}
}

// tableKinds names the kind of the records of each table a scope names before
// complete; projects come whatever the kinds.
var tableKinds = map[string]records.Kind{
	"venues": records.KindVenue, "shows": records.KindShow, "crew_assignments": records.KindCrewAssignment,
	"timesheet_entries": records.KindTimesheetEntry, "schedule_items": records.KindScheduleItem,
	"travel_segments": records.KindTravelSegment, "accommodations": records.KindAccommodation,
	"guest_list_entries": records.KindGuestListEntry, "budget_lines": records.KindBudgetLine,
	"expenses": records.KindExpense, "income_lines": records.KindIncomeLine, "invoices": records.KindInvoice,
	"settlements": records.KindSettlement,
}

// complete returns the tables of s whose records are of the given kinds (all of
// them when kinds is empty; venues only beside shows, which refer to them, as
// records.Dataset.OnlyKinds keeps them), with the legal profile, the children of
// the records it reads and, unless kinds leave people out, the people they all
// refer to.
func (s scope) complete(kinds []records.Kind) scope {
	all := len(kinds) == 0
	out := scope{}
	for table, r := range s {
		if k, ok := tableKinds[table]; all || !ok || slices.Contains(kinds, k) {
			out[table] = r
		}
	}
	if _, ok := out["shows"]; !ok {
		delete(out, "venues")
	}
	out["org_profiles"] = keyed("org_profiles", "org_id", "$1")
	for _, c := range []struct{ table, column, parent string }{
		{"venue_contacts", "venue_id", "venues"}, {"show_contacts", "show_id", "shows"},
		{"ticket_tiers", "show_id", "shows"}, {"travel_passengers", "travel_id", "travel_segments"},
		{"rooms", "accommodation_id", "accommodations"}, {"room_occupants", "room_id", "rooms"},
		{"invoice_lines", "invoice_id", "invoices"}, {"payments", "invoice_id", "invoices"},
		{"settlement_expenses", "settlement_id", "settlements"},
	} {
		if parent, ok := out[c.parent]; ok {
			out[c.table] = childOf(c.table, c.column, parent)
		}
	}
	if all || slices.Contains(kinds, records.KindPerson) {
		out["people"] = out.peopleReferred()
	}
	return out
}

// scopeOf returns the records f asks for (before complete), the scope's name, its
// key and its kinds: a show's (whose show comes whatever the kinds), a
// project's, or none for the whole organization.
func scopeOf(f records.DatasetFilter) (scope, string, kernel.ID, []records.Kind) {
	switch {
	case !f.ShowID.IsZero():
		kinds := f.Kinds
		if len(kinds) > 0 {
			kinds = append(slices.Clone(kinds), records.KindShow)
		}
		return showScope, "show", f.ShowID, kinds
	case !f.ProjectID.IsZero():
		return projectScope, "project", f.ProjectID, f.Kinds
	}
	return nil, "", "", nil
}
