package spreadsheet

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// invalid is a KindInvalid error with code and a message that is also its one
// field error, at the document's root.
func invalid(code, msg string) error {
	return kernel.Invalid(msg, kernel.FieldError{Pointer: "", Code: code, Detail: msg}).WithCode(code)
}

// Read reads a workbook of size bytes from r into the document it holds, under
// lim (zero fields take DefaultLimits). The file is checked by guard before it
// is opened; its cells are then turned into the JSON document and decoded by
// exchange.Decode, which holds it to every rule of a JSON import. Every problem
// is a KindInvalid error and nothing is returned with it.
func Read(r io.ReaderAt, size int64, lim Limits) (exchange.Document, error) {
	lim = lim.orDefault()
	if err := guard(r, size, lim); err != nil {
		return exchange.Document{}, err
	}
	f, err := excelize.OpenReader(io.NewSectionReader(r, 0, size), excelize.Options{
		UnzipSizeLimit:    lim.UncompressedBytes,
		UnzipXMLSizeLimit: min(lim.UncompressedBytes, 16<<20),
	})
	if err != nil {
		return exchange.Document{}, invalid("not_xlsx", "the file is not an .xlsx workbook: "+err.Error())
	}
	defer func() { _ = f.Close() }() // read only
	tree, at, err := readTree(f, lim)
	if err != nil {
		return exchange.Document{}, err
	}
	data, err := json.Marshal(tree)
	if err != nil {
		return exchange.Document{}, kernel.Internal(fmt.Errorf("spreadsheet: encoding the workbook's document: %w", err))
	}
	doc, err := exchange.Decode(bytes.NewReader(data))
	if err != nil {
		return exchange.Document{}, at.locate(err)
	}
	return doc, nil
}

// readTree builds the JSON document from the workbook's sheets: every sheet
// must be one of the format's; a sheet left out holds no records.
func readTree(f *excelize.File, lim Limits) (map[string]any, cells, error) {
	tree := map[string]any{}
	at := cells{}
	read := map[string]*table{}
	for _, name := range f.GetSheetList() {
		s := sheetNamed(name)
		if s == nil {
			return nil, nil, invalid("unknown_sheet", fmt.Sprintf("the sheet %q is not a sheet of this format", name))
		}
		rows, err := f.GetRows(name, excelize.Options{RawCellValue: true})
		if err != nil {
			return nil, nil, invalid("unreadable", fmt.Sprintf("the sheet %q cannot be read: %v", name, err))
		}
		t, err := readTable(s, rows, lim)
		if err != nil {
			return nil, nil, err
		}
		read[name] = t
	}
	for _, s := range workbookSheets {
		if err := place(tree, at, s, read); err != nil {
			return nil, nil, err
		}
	}
	return tree, at, nil
}

// place puts the records of sheet s, read into read, into tree. A child sheet's
// records go into their parents, found by key; every parent gets a list, empty
// when the child sheet has no row for it.
func place(tree map[string]any, at cells, s *sheet, read map[string]*table) error {
	t := read[s.name]
	switch {
	case s.name == documentSheet:
		if t == nil {
			return nil
		}
		if len(t.records) != 1 {
			return invalid("bad_sheet", fmt.Sprintf("the sheet %q must have exactly one row below its header, not %d", s.name, len(t.records)))
		}
		for k, v := range t.records[0].fields {
			tree[k] = v
			at["/"+k] = cell{s.name, t.records[0].row}
		}
	case s.single:
		tree[s.field] = nil
		if t != nil && len(t.records) > 1 {
			return invalid("bad_sheet", fmt.Sprintf("the sheet %q must have at most one row below its header, not %d", s.name, len(t.records)))
		}
		if t != nil && len(t.records) == 1 {
			tree[s.field] = t.records[0].fields
			at["/"+s.field] = cell{s.name, t.records[0].row}
		}
	case s.parent == nil:
		items := []any{}
		if t != nil {
			for i, rec := range t.records {
				items = append(items, rec.fields)
				at[fmt.Sprintf("/%s/%d", s.field, i)] = cell{s.name, rec.row}
			}
		}
		tree[s.field] = items
	default:
		return placeChildren(tree, at, s, t)
	}
	return nil
}

// placeChildren puts the records of child sheet s into their parents' lists.
func placeChildren(tree map[string]any, at cells, s *sheet, t *table) error {
	parents := map[string]map[string]any{}
	index := map[string]int{}
	items, _ := tree[s.parent.field].([]any)
	for i, it := range items {
		p := it.(map[string]any)
		p[s.field] = []any{}
		key, _ := p["id"].(string)
		if key == "" {
			continue
		}
		if _, dup := parents[key]; dup {
			return invalid("duplicate_key", fmt.Sprintf("the sheet %q has two rows with the id %q, so the rows of %q cannot be told apart", s.parent.name, key, s.name))
		}
		parents[key], index[key] = p, i
	}
	if t == nil {
		return nil
	}
	for _, rec := range t.records {
		p, ok := parents[rec.parentKey]
		if !ok {
			return cellError(s.name, rec.row, s.key, rec.parentKey, "the id of a row of "+s.parent.name)
		}
		list := append(p[s.field].([]any), rec.fields)
		p[s.field] = list
		at[fmt.Sprintf("/%s/%d/%s/%d", s.parent.field, index[rec.parentKey], s.field, len(list)-1)] = cell{s.name, rec.row}
	}
	return nil
}

// cellError reports a cell whose value is not what its column holds.
func cellError(sheetName string, row int, columnName, value, expected string) error {
	if r := []rune(value); len(r) > 60 {
		value = string(r[:60]) + "…"
	}
	msg := fmt.Sprintf("sheet %q, row %d, column %s: %q is not %s", sheetName, row, columnName, value, expected)
	return invalid("bad_cell", msg)
}

// checkText refuses a cell's text that is not valid UTF-8 or is too long.
func checkText(sheetName string, row int, columnName, v string, lim Limits) error {
	if !utf8.ValidString(v) {
		return invalid("invalid_utf8", fmt.Sprintf("sheet %q, row %d, column %s: the text is not valid UTF-8", sheetName, row, columnName))
	}
	if n := utf8.RuneCountInString(v); n > lim.CellChars {
		return invalid("cell_too_long", fmt.Sprintf("sheet %q, row %d, column %s: the text has %d characters, more than the %d allowed", sheetName, row, columnName, n, lim.CellChars))
	}
	return nil
}
