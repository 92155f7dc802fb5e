package reporting

import (
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
)

// groupColumns are the columns that say which group a row of a KPI table is.
var groupColumns = map[Dimension][]Column{
	ByProject: {{Key: "project_id", Title: "Project ID", Type: ColumnID}, {Key: "project", Title: "Project", Type: ColumnText}},
	ByShow: {{Key: RowKindColumn, Title: "Row kind", Type: ColumnText},
		{Key: "show_id", Title: "Show ID", Type: ColumnID}, {Key: "date", Title: "Date", Type: ColumnDate},
		{Key: "venue", Title: "Venue", Type: ColumnText}, {Key: "city", Title: "City", Type: ColumnText},
		{Key: "stage", Title: "Stage", Type: ColumnText}},
	ByVenue: {{Key: "venue_id", Title: "Venue ID", Type: ColumnID}, {Key: "venue", Title: "Venue", Type: ColumnText},
		{Key: "city", Title: "City", Type: ColumnText}, {Key: "country", Title: "Country", Type: ColumnText}},
	ByMarket:   {{Key: "market", Title: "Market", Type: ColumnText}},
	ByMonth:    {{Key: "month", Title: "Month", Type: ColumnText}},
	ByCategory: {{Key: "category", Title: "Category", Type: ColumnText}},
	ByPerson:   {{Key: "person_id", Title: "Person ID", Type: ColumnID}, {Key: "person", Title: "Person", Type: ColumnText}},
	ByCurrency: {{Key: "currency", Title: "Currency", Type: ColumnText}},
}

// KPITable is a report made of KPIs: a row per group along By (and per currency
// when a KPI reads money), a column per KPI, and a totals row per currency
// resolved over the whole scope, not added up from the rows (a ratio's total is
// the ratio of the totals). A group whose every value is null has no row.
type KPITable struct {
	By   []Dimension
	Keys []string
	// Books makes a table of a tour's books: the groups are not split by the
	// currency of their rows (a tour's shows abroad), each value is resolved in
	// the currencies its KPI reads (the home currency of the books), and a group
	// has a row per such currency, its counts repeated in each: one row per tour
	// in projects_overview's terms.
	Books bool
}

// dims returns the table's grouping, with currency last when a KPI reads money
// (and the table is not of the books, which says its currency in a cell).
func (t KPITable) dims(c *Catalog) []Dimension {
	if t.Books {
		return t.By
	}
	for _, k := range t.Keys {
		if c.PerCurrency(k) && !slices.Contains(t.By, ByCurrency) {
			return append(slices.Clone(t.By), ByCurrency)
		}
	}
	return t.By
}

// Columns returns the table's columns: the group's, then one per KPI.
func (t KPITable) Columns(c *Catalog) []Column {
	var cols []Column
	for _, d := range t.dims(c) {
		cols = append(cols, groupColumns[d]...)
	}
	if t.Books {
		cols = append(cols, groupColumns[ByCurrency]...)
	}
	for _, key := range t.Keys {
		k := c.kpis[key]
		cols = append(cols, Column{Key: key, Title: k.Name, Type: ColumnNumber, Unit: k.Unit})
	}
	return cols
}

// Build resolves the table over a sheet.
func (t KPITable) Build(s *Sheet) Table {
	dims := t.dims(s.Catalog)
	req := Request{Keys: t.Keys, GroupBy: dims, Args: s.Args, Today: s.Today, Scope: s.Scope}
	var table Table
	if t.Books {
		table.Rows, table.Keys = t.bookRows(s, s.Catalog.Resolve(s.Facts, req), dims)
		table.Sort()
		req.GroupBy = nil
		for _, home := range s.homeCurrencies() {
			// Each home currency's total is over its projects alone, so that
			// their shows are counted and no other project's.
			facts := s.Facts.ofHome(home)
			totals, _ := t.bookRows(s, s.Catalog.Resolve(facts, req), nil)
			for _, r := range totals {
				if r[0] == home {
					table.Totals = append(table.Totals, append(Row(nullCells(t.groupWidth(dims))), r...))
				}
			}
		}
		return table
	}
	table.Rows, table.Keys = t.rows(s, s.Catalog.Resolve(s.Facts, req), dims)
	table.Sort()
	var totalsBy []Dimension
	if slices.Contains(dims, ByCurrency) {
		totalsBy = []Dimension{ByCurrency}
	}
	req.GroupBy = totalsBy
	totals, _ := t.rows(s, s.Catalog.Resolve(s.Facts, req), totalsBy)
	for _, r := range totals {
		// The totals row has the table's columns: empty group cells, then the
		// currency (if any) and the KPIs.
		full := make(Row, 0, len(t.Columns(s.Catalog)))
		for _, d := range dims {
			if d != ByCurrency {
				for range groupColumns[d] {
					full = append(full, nil)
				}
			}
		}
		table.Totals = append(table.Totals, append(full, r...))
	}
	return table
}

// rows turns values, which Resolve returns group by group and KPI by KPI, into a
// row per group, with its position: the group's sort keys along the dimensions.
func (t KPITable) rows(s *Sheet, values []Value, dims []Dimension) ([]Row, []kernel.Cursor) {
	var rows []Row
	var keys []kernel.Cursor
	for i := 0; i+len(t.Keys) <= len(values); i += len(t.Keys) {
		g := values[i].Group
		var row Row
		var key kernel.Cursor
		for _, d := range dims {
			row = append(row, s.groupCells(d, g[d])...)
			key.Keys = append(key.Keys, s.sortKey(d, g[d]), g[d])
		}
		empty := true
		for _, v := range values[i : i+len(t.Keys)] {
			row = append(row, numCell(v.Value))
			empty = empty && v.Value == nil
		}
		if empty && len(dims) > 0 && dims[0] != ByCurrency {
			continue // a group with nothing to show, such as a cancelled show in the wrap
		}
		rows, keys = append(rows, row), append(keys, key)
	}
	return rows, keys
}

// groupWidth is the number of cells of the group columns along dims.
func (t KPITable) groupWidth(dims []Dimension) int {
	n := 0
	for _, d := range dims {
		n += len(groupColumns[d])
	}
	return n
}

// bookRows turns values resolved without a currency dimension into a row per
// group and currency: a KPI's value in that currency, or its value without a
// currency (a count) when it has one. A group with no value at all has no row.
func (t KPITable) bookRows(s *Sheet, values []Value, dims []Dimension) ([]Row, []kernel.Cursor) {
	var rows []Row
	var keys []kernel.Cursor
	for start := 0; start < len(values); {
		end := start
		for end < len(values) && sameGroup(values[end].Group, values[start].Group, dims) {
			end++
		}
		group := values[start:end]
		var curs []string
		for _, v := range group {
			if v.Currency != "" && !slices.Contains(curs, v.Currency) {
				curs = append(curs, v.Currency)
			}
		}
		slices.Sort(curs)
		if p, ok := group[0].Group[ByProject]; ok && len(curs) == 0 {
			curs = []string{s.Home(kernel.ID(p))} // a project with shows and no books is still in its home currency
		}
		if len(curs) == 0 {
			curs = []string{""}
		}
		for _, cur := range curs {
			var row Row
			var key kernel.Cursor
			for _, d := range dims {
				row = append(row, s.groupCells(d, group[0].Group[d])...)
				key.Keys = append(key.Keys, s.sortKey(d, group[0].Group[d]), group[0].Group[d])
			}
			row = append(row, nullable(cur))
			key.Keys = append(key.Keys, cur, cur)
			empty := true
			for _, k := range t.Keys {
				n := valueIn(group, k, cur)
				row = append(row, numCell(n))
				empty = empty && n == nil
			}
			if !empty {
				rows, keys = append(rows, row), append(keys, key)
			}
		}
		start = end
	}
	return rows, keys
}

// homeCurrencies returns the home currencies of the sheet's projects, sorted.
func (s *Sheet) homeCurrencies() []string {
	var out []string
	for _, p := range s.Facts.Projects {
		if !slices.Contains(out, p.Currency) {
			out = append(out, p.Currency)
		}
	}
	slices.Sort(out)
	return out
}

// ofHome returns the facts of the projects whose home currency is home.
func (f *Facts) ofHome(home string) *Facts {
	look := newLookup(f)
	in := func(id kernel.ID) bool { return look.home[id] == home }
	return f.narrow(look, func(c coordinates) bool { return in(c.project) }, in)
}

// sameGroup reports whether two values' groups agree along dims.
func sameGroup(a, b Group, dims []Dimension) bool {
	for _, d := range dims {
		if a[d] != b[d] {
			return false
		}
	}
	return true
}

// valueIn returns KPI key's value in currency cur among a group's values, or its
// value without a currency.
func valueIn(group []Value, key, cur string) Num {
	for _, v := range group {
		if v.Key == key && (v.Currency == cur || v.Currency == "") {
			return v.Value
		}
	}
	return nil
}

// sortKey is what a group's rows sort by along d before the key itself: a show's
// date, a project's or venue's name.
func (s *Sheet) sortKey(d Dimension, key string) string {
	id := kernel.ID(key)
	switch d {
	case ByProject:
		return s.projectName(id)
	case ByShow:
		if show := s.show(id); show != nil {
			return string(show.Date)
		}
		if key == "" {
			return overheadsLast
		}
	case ByVenue:
		return s.name(NameVenue, id).Name
	case ByPerson:
		return s.name(NamePerson, id).Name
	}
	return key
}

// numCell is a number cell: nil for null.
func numCell(n Num) any {
	if n == nil {
		return nil
	}
	return n
}

// groupCells returns the cells of groupColumns[d] for the group key.
func (s *Sheet) groupCells(d Dimension, key string) []any {
	id := kernel.ID(key)
	switch d {
	case ByProject:
		return []any{nullable(key), nullable(s.projectName(id))}
	case ByShow:
		show := s.show(id)
		switch {
		case show == nil && key == "":
			return []any{RowOverheads, nil, nil, nil, nil, nil}
		case show == nil:
			return []any{RowShow, key, nil, nil, nil, nil} // a show outside the scope's show facts keeps its id
		}
		v := s.name(NameVenue, show.Venue)
		return []any{RowShow, key, string(show.Date), nullable(v.Name), nullable(v.City), nullable(show.Stage)}
	case ByVenue:
		n := s.name(NameVenue, id)
		return []any{nullable(key), nullable(n.Name), nullable(n.City), nullable(n.Country)}
	case ByPerson:
		return []any{nullable(key), nullable(s.name(NamePerson, id).Name)}
	}
	return []any{nullable(key)}
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}
