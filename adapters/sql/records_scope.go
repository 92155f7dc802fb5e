package sql

import (
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

// withChildren completes s with the legal profile, the children of the records it
// reads and the people they all refer to.
func withChildren(s scope) scope {
	s["org_profiles"] = keyed("org_profiles", "org_id", "$1")
	s["venue_contacts"] = childOf("venue_contacts", "venue_id", s["venues"])
	s["show_contacts"] = childOf("show_contacts", "show_id", s["shows"])
	s["ticket_tiers"] = childOf("ticket_tiers", "show_id", s["shows"])
	s["travel_passengers"] = childOf("travel_passengers", "travel_id", s["travel_segments"])
	s["rooms"] = childOf("rooms", "accommodation_id", s["accommodations"])
	s["room_occupants"] = childOf("room_occupants", "room_id", s["rooms"])
	s["invoice_lines"] = childOf("invoice_lines", "invoice_id", s["invoices"])
	s["payments"] = childOf("payments", "invoice_id", s["invoices"])
	s["settlement_expenses"] = childOf("settlement_expenses", "settlement_id", s["settlements"])
	s["people"] = s.peopleReferred()
	return s
}

// scopeOf returns the scope f asks for, its name and its key: a show's, a
// project's, or none for the whole organization.
func scopeOf(f records.DatasetFilter) (scope, string, kernel.ID) {
	switch {
	case !f.ShowID.IsZero():
		return showScope, "show", f.ShowID
	case !f.ProjectID.IsZero():
		return projectScope, "project", f.ProjectID
	}
	return nil, "", ""
}
