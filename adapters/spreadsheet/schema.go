package spreadsheet

import (
	"reflect"
	"strings"

	"github.com/roadcase/roadcase/core/records/exchange"
)

// cellType is how a column's values are written and read.
type cellType int

const (
	textCell    cellType = iota // a string field: a string cell, empty for ""
	integerCell                 // an integer field: a number cell
	booleanCell                 // a boolean field: a TRUE/FALSE cell
	keyListCell                 // a list of keys: comma-separated keys in one string cell
)

// column is one column of a sheet: a field of the record, at path in its JSON
// object ("deal", "guarantee"), named by the path joined with dots.
type column struct {
	name string
	path []string
	typ  cellType
}

// sheet is one sheet of the workbook: the records of one array of the document
// (a top-level array, or a list of objects inside the records of a parent sheet).
type sheet struct {
	name    string
	field   string // the JSON name of the array in the document or the parent record
	parent  *sheet // nil for a top-level array
	key     string // a child sheet's first column: the parent's key ("show_id")
	columns []column
	// children are the sheets of the lists of objects inside this sheet's records.
	children []*sheet
	// single is true for the sheets of the document's single objects: "document"
	// (format and organization, always one row) and "profile" (at most one row).
	single bool
}

// The names of the sheets of the document's single objects.
const (
	documentSheet = "document"
	profileSheet  = "profile"
)

// workbookSheets are the sheets of the format, in the order they are written:
// the document's fields' order, each list's sheet after its parent's.
var workbookSheets = buildSheets()

func buildSheets() []*sheet {
	docType := reflect.TypeFor[exchange.Document]()
	doc := &sheet{name: documentSheet, single: true}
	out := []*sheet{doc}
	for f := range docType.Fields() {
		name := jsonName(f)
		switch {
		case f.Type.Kind() == reflect.Slice:
			s := &sheet{name: name, field: name}
			s.columns = columnsOf(s, f.Type.Elem(), nil)
			out = append(out, s)
			out = append(out, s.children...)
		case name == profileSheet:
			p := &sheet{name: profileSheet, field: name, single: true}
			p.columns = columnsOf(p, f.Type.Elem(), nil)
			out = append(out, p)
		default:
			doc.columns = append(doc.columns, columnsOf(doc, f.Type, []string{name})...)
		}
	}
	return out
}

// columnsOf returns the columns of the fields of struct type t at prefix, and
// adds a child sheet to s for every list of objects. A nullable object (a
// show's cancellation) needs no column of its own: it is null when none of its
// cells is filled in, which a written object never is (its numbers are always
// written).
func columnsOf(s *sheet, t reflect.Type, prefix []string) []column {
	if t.Kind() != reflect.Struct {
		return []column{{name: strings.Join(prefix, "."), path: prefix, typ: typeOf(t)}}
	}
	var cols []column
	for f := range t.Fields() {
		name := jsonName(f)
		if name == "" {
			continue
		}
		path := append(prefix[:len(prefix):len(prefix)], name)
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem() // null is an empty cell
		}
		switch {
		case ft.Kind() == reflect.Struct:
			cols = append(cols, columnsOf(s, ft, path)...)
		case ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Struct:
			if s.parent != nil || len(prefix) > 0 {
				panic("spreadsheet: a list of objects below the first level has no sheet: " + s.name + "." + name)
			}
			child := &sheet{name: s.name + "." + name, field: name, parent: s, key: strings.TrimSuffix(s.name, "s") + "_id"}
			child.columns = columnsOf(child, ft.Elem(), nil)
			for _, c := range child.columns {
				if c.name == child.key {
					panic("spreadsheet: " + child.name + " has a field named like its parent's key")
				}
			}
			s.children = append(s.children, child)
		default:
			cols = append(cols, column{name: strings.Join(path, "."), path: path, typ: typeOf(ft)})
		}
	}
	return cols
}

// typeOf is the cell type of a field of Go type t (pointers removed).
func typeOf(t reflect.Type) cellType {
	switch t.Kind() {
	case reflect.Int, reflect.Int64:
		return integerCell
	case reflect.Bool:
		return booleanCell
	case reflect.Slice:
		if t.Elem().Kind() == reflect.String {
			return keyListCell
		}
	case reflect.String:
		return textCell
	}
	panic("spreadsheet: no cell type for " + t.String())
}

// jsonName is the JSON name of a struct field, "" when it has none.
func jsonName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	if name == "-" {
		return ""
	}
	return name
}

// sheetNamed returns the sheet of the format called name, nil when none is.
func sheetNamed(name string) *sheet {
	for _, s := range workbookSheets {
		if s.name == name {
			return s
		}
	}
	return nil
}
