package sql

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/uptrace/bun/schema"
)

// A scoped load returns every table in one row: each table's rows as one JSON
// array, each row an array of its model's columns (jsonFields) in Bun's field
// order. One
// statement instead of one per table saves a round trip per table, most of a
// small load's time on PostgreSQL.

// jsonRows returns the expression that aggregates the rows of table, selected
// under alias a by the enclosing query, into such an array, ordered by the
// columns of order (comma-separated) when not "". An empty selection gives NULL
// on PostgreSQL and [] on SQLite.
func jsonRows(d Dialect, table *schema.Table, a, order string) string {
	var columns []string
	for _, f := range jsonFields(table) {
		columns = append(columns, a+`."`+f.Name+`"`)
	}
	if order != "" {
		order = a + "." + strings.ReplaceAll(order, ", ", ", "+a+".")
	}
	row := "json_build_array(" + strings.Join(columns, ", ") + ")"
	agg := "json_agg"
	if d == DialectSQLite {
		row, agg = "json_array("+strings.Join(columns, ", ")+")", "json_group_array"
	}
	if order != "" {
		row += " ORDER BY " + order
	}
	return agg + "(" + row + ")"
}

// scanJSONRows appends to the slice dst points at the rows of raw (see jsonRows),
// each value passed to Bun's scanner of its field: a value reads as it would from
// a column of a result set (times from text, booleans from SQLite's integers).
func scanJSONRows(table *schema.Table, raw string, dst any) error {
	if raw == "" {
		return nil
	}
	slice := reflect.ValueOf(dst).Elem()
	elem := slice.Type().Elem()
	j := &jsonScanner{s: raw}
	if !j.open('[') {
		return fmt.Errorf("%s: %w", table.Name, j.fail())
	}
	for !j.close(']') {
		if !j.open('[') {
			return fmt.Errorf("%s: %w", table.Name, j.fail())
		}
		row := reflect.New(elem).Elem()
		for _, f := range jsonFields(table) {
			v, err := j.value()
			if err != nil {
				return fmt.Errorf("%s.%s: %w", table.Name, f.Name, err)
			}
			if err := f.ScanValue(row, v); err != nil {
				return fmt.Errorf("%s.%s: %w", table.Name, f.Name, err)
			}
		}
		if !j.close(']') {
			return fmt.Errorf("%s: %w", table.Name, j.fail())
		}
		slice.Set(reflect.Append(slice, row))
	}
	return nil
}

// jsonFields are the columns of table that jsonRows sends: all but org_id, which
// every row of a load shares (assembly takes the organization from the caller),
// a third of a small row's bytes.
func jsonFields(table *schema.Table) []*schema.Field {
	if f := table.Fields; len(f) > 0 && f[0].Name == "org_id" {
		return f[1:]
	}
	return table.Fields
}
