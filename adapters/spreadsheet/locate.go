package spreadsheet

import (
	"errors"
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// cell is the place of a record in the workbook: its sheet and row.
type cell struct {
	sheet string
	row   int
}

// cells maps the JSON pointer of each record of the document read (and of the
// document sheet's fields) to its row.
type cells map[string]cell

// locate adds to each problem exchange.Decode found the sheet, row and column
// it comes from, in its detail and in the error's message: `shows[3] (show-4):
// venue_id "venue-9" does not exist in venues (sheet "shows", row 5, column
// venue_id)`. The pointers stay the document's.
func (at cells) locate(err error) error {
	var ke *kernel.Error
	if !errors.As(err, &ke) || len(ke.Fields) == 0 {
		return err
	}
	out := *ke
	out.Fields = make([]kernel.FieldError, len(ke.Fields))
	for i, f := range ke.Fields {
		out.Fields[i] = f
		if where := at.place(f.Pointer); where != "" {
			out.Fields[i].Detail = f.Detail + " (" + where + ")"
			out.Message = strings.Replace(out.Message, "\n  "+f.Detail, "\n  "+out.Fields[i].Detail, 1)
		}
	}
	return &out
}

// place describes where in the workbook the value at pointer is: the row of
// the nearest record that holds it, and the column when the pointer goes on
// into one of the record's fields.
func (at cells) place(pointer string) string {
	for p := pointer; p != ""; p = p[:max(strings.LastIndexByte(p, '/'), 0)] {
		c, ok := at[p]
		if !ok {
			continue
		}
		where := fmt.Sprintf("sheet %q, row %d", c.sheet, c.row)
		column := strings.TrimPrefix(pointer, p)
		if c.sheet == documentSheet {
			column = pointer // its columns are named from the document's root
		}
		if column != "" {
			where += ", column " + strings.ReplaceAll(strings.TrimPrefix(column, "/"), "/", ".")
		}
		return where
	}
	return ""
}
