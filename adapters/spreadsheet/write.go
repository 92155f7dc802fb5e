package spreadsheet

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/core/records/exchange"
)

// ContentType is the media type of an .xlsx workbook.
const ContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

// maxExactNumber is the largest integer a spreadsheet's number (an IEEE double)
// holds exactly; larger integers are written as text so they read back unchanged.
const maxExactNumber = 1<<53 - 1

// Write writes doc as a workbook to w: every sheet of the format, in order, with
// its header row, even when it has no records. The output depends only on the
// document's content.
func Write(w io.Writer, doc exchange.Document) error {
	tree, err := treeOf(doc)
	if err != nil {
		return err
	}
	f := excelize.NewFile()
	defer func() { _ = f.Close() }() // in memory: closing cannot lose anything
	for i, s := range workbookSheets {
		if i == 0 {
			if err := f.SetSheetName("Sheet1", s.name); err != nil {
				return err
			}
		} else if _, err := f.NewSheet(s.name); err != nil {
			return err
		}
		if err := writeSheet(f, s, rowsOf(s, tree)); err != nil {
			return err
		}
	}
	f.SetActiveSheet(0)
	_, err = f.WriteTo(w)
	return err
}

// treeOf is doc as its parsed JSON, numbers kept as json.Number.
func treeOf(doc exchange.Document) (map[string]any, error) {
	dec := json.NewDecoder(bytes.NewReader(doc.MarshalIndent()))
	dec.UseNumber()
	var tree map[string]any
	if err := dec.Decode(&tree); err != nil {
		return nil, fmt.Errorf("spreadsheet: reading the document back: %w", err)
	}
	return tree, nil
}

// row is one record of a sheet: its JSON object and, for a child sheet, its
// parent's key.
type row struct {
	parentKey string
	record    map[string]any
}

// rowsOf returns the records of sheet s in tree, in document order.
func rowsOf(s *sheet, tree map[string]any) []row {
	switch {
	case s.name == documentSheet:
		return []row{{record: tree}}
	case s.single:
		if obj, ok := tree[s.field].(map[string]any); ok {
			return []row{{record: obj}}
		}
		return nil
	case s.parent == nil:
		return objects(tree[s.field], "")
	}
	var out []row
	for _, p := range objects(tree[s.parent.field], "") {
		key, _ := p.record["id"].(string)
		out = append(out, objects(p.record[s.field], key)...)
	}
	return out
}

// objects returns the objects of a JSON array as rows with parentKey.
func objects(v any, parentKey string) []row {
	items, _ := v.([]any)
	out := make([]row, 0, len(items))
	for _, it := range items {
		if obj, ok := it.(map[string]any); ok {
			out = append(out, row{parentKey: parentKey, record: obj})
		}
	}
	return out
}

// writeSheet writes the header row and the rows of s.
func writeSheet(f *excelize.File, s *sheet, rows []row) error {
	header := s.header()
	for c, name := range header {
		if err := setText(f, s.name, c+1, 1, name); err != nil {
			return err
		}
	}
	for r, rw := range rows {
		c := 1
		if s.parent != nil {
			if err := setText(f, s.name, c, r+2, rw.parentKey); err != nil {
				return err
			}
			c++
		}
		for _, col := range s.columns {
			if err := setCell(f, s.name, c, r+2, col, lookup(rw.record, col.path)); err != nil {
				return fmt.Errorf("spreadsheet: %s row %d, %s: %w", s.name, r+2, col.name, err)
			}
			c++
		}
	}
	return nil
}

// header is the names of the columns of s, a child sheet's parent key first.
func (s *sheet) header() []string {
	var out []string
	if s.parent != nil {
		out = append(out, s.key)
	}
	for _, c := range s.columns {
		out = append(out, c.name)
	}
	return out
}

// lookup returns the value at path in obj, nil when absent or null.
func lookup(obj map[string]any, path []string) any {
	var v any = obj
	for _, p := range path {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[p]
	}
	return v
}

// setCell writes one value of column col; nil and "" leave the cell empty.
func setCell(f *excelize.File, sheetName string, c, r int, col column, v any) error {
	switch v := v.(type) {
	case nil:
		return nil
	case string:
		return setText(f, sheetName, c, r, v)
	case bool:
		return f.SetCellBool(sheetName, cellName(c, r), v)
	case json.Number:
		n, err := v.Int64()
		if err != nil {
			return err
		}
		if n > maxExactNumber || n < -maxExactNumber {
			return setText(f, sheetName, c, r, v.String())
		}
		return f.SetCellInt(sheetName, cellName(c, r), n)
	case []any:
		keys := make([]string, 0, len(v))
		for _, k := range v {
			s, _ := k.(string)
			if s == "" || strings.ContainsAny(s, ", ") {
				return fmt.Errorf("the key %q cannot be written in a list of keys", s)
			}
			keys = append(keys, s)
		}
		return setText(f, sheetName, c, r, strings.Join(keys, ", "))
	}
	return fmt.Errorf("no cell for a %T", v)
}

// setText writes s as a string cell (a shared string, never a formula, whatever
// it starts with); "" leaves the cell empty.
func setText(f *excelize.File, sheetName string, c, r int, s string) error {
	if s == "" {
		return nil
	}
	if i := strings.IndexFunc(s, notXMLChar); i >= 0 {
		// excelize would write U+FFFD in its place: refused rather than changed.
		r, _ := utf8.DecodeRuneInString(s[i:])
		return fmt.Errorf("the text holds the character %U, which a workbook cannot hold", r)
	}
	if n := utf8.RuneCountInString(s); n > excelize.TotalCellChars {
		// SetCellStr would cut the text short; a value that does not fit is refused.
		return fmt.Errorf("a text of %d characters does not fit in a cell (at most %d)", n, excelize.TotalCellChars)
	}
	return f.SetCellStr(sheetName, cellName(c, r), s)
}

// cellName is the A1 name of the cell at column c, row r (both from 1).
func cellName(c, r int) string {
	name, err := excelize.CoordinatesToCellName(c, r)
	if err != nil {
		// c and r are at most the format's columns and the document's records,
		// far inside a sheet's bounds.
		panic("spreadsheet: " + err.Error())
	}
	return name
}

// notXMLChar reports whether r is outside XML 1.0's characters (a control
// character other than tab, line feed and carriage return, U+FFFE or U+FFFF).
func notXMLChar(r rune) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return false
	case r < 0x20, r == 0xFFFE, r == 0xFFFF:
		return true
	}
	return false
}
