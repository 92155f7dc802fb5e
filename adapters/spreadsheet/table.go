package spreadsheet

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// table is one sheet read: its records as JSON objects.
type table struct {
	records []record
}

// record is one row of a sheet as the JSON object of its record.
type record struct {
	row       int    // the row's number in the sheet, from 1 (the header)
	parentKey string // a child sheet's first column
	fields    map[string]any
}

// readTable reads the rows of sheet s: the header names columns of s (in any
// order, each at most once; a column left out is a field left out), and every
// row that is not empty is a record.
func readTable(s *sheet, rows [][]string, lim Limits) (*table, error) {
	if len(rows) > lim.Rows {
		return nil, invalid("too_many_rows", fmt.Sprintf("the sheet %q has more than the %d rows allowed", s.name, lim.Rows))
	}
	t := &table{}
	if len(rows) == 0 {
		return t, nil
	}
	cols, keyAt, err := headerOf(s, rows[0], lim)
	if err != nil {
		return nil, err
	}
	for i, cells := range rows[1:] {
		n := i + 2
		if blank(cells) {
			continue
		}
		rec := record{row: n, fields: map[string]any{}}
		for c, v := range cells {
			name := ""
			if c < len(rows[0]) {
				name = rows[0][c]
			}
			if err := checkText(s.name, n, name, v, lim); err != nil {
				return nil, err
			}
			if v != "" && (c >= len(cols) || (cols[c] == nil && c != keyAt)) {
				return nil, invalid("bad_cell", fmt.Sprintf("sheet %q, row %d: the cell in column %d has no header", s.name, n, c+1))
			}
		}
		if keyAt >= 0 && keyAt < len(cells) {
			rec.parentKey = cells[keyAt]
		}
		for c, col := range cols {
			if col == nil {
				continue
			}
			v := ""
			if c < len(cells) {
				v = cells[c]
			}
			if err := setField(rec.fields, col, v, s.name, n); err != nil {
				return nil, err
			}
		}
		t.records = append(t.records, rec)
	}
	return t, nil
}

// headerOf maps the header row to the columns of s (nil for an empty header
// cell) and finds a child sheet's parent key column (-1 when absent).
func headerOf(s *sheet, header []string, lim Limits) ([]*column, int, error) {
	cols := make([]*column, len(header))
	keyAt := -1
	seen := map[string]bool{}
	for c, name := range header {
		if err := checkText(s.name, 1, fmt.Sprintf("%d", c+1), name, lim); err != nil {
			return nil, 0, err
		}
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if seen[name] {
			return nil, 0, invalid("bad_header", fmt.Sprintf("the sheet %q has two columns named %q", s.name, name))
		}
		seen[name] = true
		if s.parent != nil && name == s.key {
			keyAt = c
			continue
		}
		col := s.column(name)
		if col == nil {
			return nil, 0, invalid("bad_header", fmt.Sprintf("the sheet %q has a column %q, which is not a field of its records", s.name, name))
		}
		cols[c] = col
	}
	if s.parent != nil && keyAt < 0 {
		return nil, 0, invalid("bad_header", fmt.Sprintf("the sheet %q needs a column %s naming each row's %s", s.name, s.key, strings.TrimSuffix(s.parent.name, "s")))
	}
	return cols, keyAt, nil
}

// column returns the column of s called name, nil when none is.
func (s *sheet) column(name string) *column {
	for i := range s.columns {
		if s.columns[i].name == name {
			return &s.columns[i]
		}
	}
	return nil
}

// blank reports whether every cell of a row is empty.
func blank(cells []string) bool {
	for _, c := range cells {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

// setField sets the field of col in obj from the cell's text v. An empty cell
// leaves the field out: null for a nullable field, "", 0, false or [] otherwise,
// as in a JSON document.
func setField(obj map[string]any, col *column, v, sheetName string, row int) error {
	if v == "" {
		if col.typ == keyListCell {
			put(obj, col.path, []any{})
		}
		return nil
	}
	switch col.typ {
	case textCell:
		put(obj, col.path, v)
	case integerCell:
		n, ok := integer(v)
		if !ok {
			return cellError(sheetName, row, col.name, v, "a whole number")
		}
		put(obj, col.path, json.Number(strconv.FormatInt(n, 10)))
	case booleanCell:
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "1", "true":
			put(obj, col.path, true)
		case "0", "false":
			put(obj, col.path, false)
		default:
			return cellError(sheetName, row, col.name, v, "TRUE or FALSE")
		}
	case keyListCell:
		keys := []any{}
		for k := range strings.SplitSeq(v, ",") {
			if k = strings.TrimSpace(k); k != "" {
				keys = append(keys, k)
			}
		}
		put(obj, col.path, keys)
	}
	return nil
}

// integer reads a whole number from a cell: its digits, or a number a
// spreadsheet program wrote ("4750", "4.75E3") that is whole and exact.
func integer(v string) (int64, bool) {
	v = strings.TrimSpace(v)
	if n, err := strconv.ParseInt(v, 10, 64); err == nil {
		return n, true
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > maxExactNumber {
		return 0, false
	}
	return int64(f), true
}

// put sets the value at path in obj, creating the objects on the way.
func put(obj map[string]any, path []string, v any) {
	for _, p := range path[:len(path)-1] {
		next, ok := obj[p].(map[string]any)
		if !ok {
			next = map[string]any{}
			obj[p] = next
		}
		obj = next
	}
	obj[path[len(path)-1]] = v
}
