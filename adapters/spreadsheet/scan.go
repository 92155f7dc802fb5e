package spreadsheet

import (
	"archive/zip"
	"encoding/xml"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// tokens calls visit with every token of the XML in r; a document that is not
// well-formed XML in UTF-8 (invalid UTF-8 included) is refused.
func tokens(part string, r io.Reader, visit func(xml.Token) error) error {
	dec := xml.NewDecoder(r)
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if errors.Is(err, zip.ErrFormat) || errors.Is(err, zip.ErrChecksum) {
			return refusal("the part %s is damaged (%v)", part, err)
		}
		if err != nil {
			return refusal("the part %s is not well-formed XML in UTF-8: %v", part, err)
		}
		if cd, ok := tok.(xml.CharData); ok && !utf8.Valid(cd) {
			return refusal("the part %s holds text that is not valid UTF-8", part)
		}
		if err := visit(tok); err != nil {
			return err
		}
	}
}

// scanWellFormed checks a part is well-formed UTF-8 XML and refuses
// relationships to macros and to other workbooks, and content types of a
// macro-enabled workbook (.xlsm) or of macros.
func scanWellFormed(part string, r io.Reader, _ Limits) error {
	return tokens(part, r, func(tok xml.Token) error {
		el, ok := tok.(xml.StartElement)
		if ok && (el.Name.Local == "Override" || el.Name.Local == "Default") {
			if ct := strings.ToLower(attr(el, "ContentType")); strings.Contains(ct, "macroenabled") || strings.Contains(ct, "vbaproject") {
				return refusal("it contains macros (%s declares %s)", part, attr(el, "ContentType"))
			}
		}
		if !ok || el.Name.Local != "Relationship" {
			return nil
		}
		kind := strings.ToLower(attr(el, "Type"))
		switch {
		case strings.HasSuffix(kind, "/externallink") || strings.HasSuffix(kind, "/externallinkpath"):
			return refusal("it links to another workbook (%s)", part)
		case strings.HasSuffix(kind, "/vbaproject"):
			return refusal("it contains macros (%s)", part)
		}
		return nil
	})
}

// scanSharedStrings refuses a shared string longer than a cell may be.
func scanSharedStrings(part string, r io.Reader, lim Limits) error {
	chars, in := 0, false
	return tokens(part, r, func(tok xml.Token) error {
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Local == "si" {
				chars, in = 0, true
			}
		case xml.EndElement:
			if t.Name.Local == "si" {
				in = false
			}
		case xml.CharData:
			if in {
				chars += utf8.RuneCount(t)
				if chars > lim.CellChars {
					return refusal("a text has more than the %d characters a cell may hold", lim.CellChars)
				}
			}
		}
		return nil
	})
}

// scanWorksheet refuses a worksheet with a formula, more rows or columns than
// allowed (counted by their references, so a million empty rows are refused
// without being read), or a cell longer than allowed.
func scanWorksheet(part string, r io.Reader, lim Limits) error {
	var row, col, chars int
	cell := ""
	inCell := false
	return tokens(part, r, func(tok xml.Token) error {
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "row":
				n, err := rowNumber(attr(t, "r"), row)
				if err != nil {
					return refusal("%s has a row numbered %q", part, attr(t, "r"))
				}
				row, col = n, 0
				if row > lim.Rows {
					return refusal("a sheet has more than the %d rows allowed", lim.Rows)
				}
			case "c":
				c, err := columnNumber(attr(t, "r"), col)
				if err != nil {
					return refusal("%s has a cell named %q", part, attr(t, "r"))
				}
				col, chars, inCell = c, 0, true
				cell, _ = excelize.CoordinatesToCellName(col, max(row, 1))
				if col > lim.Columns {
					return refusal("a sheet has more than the %d columns allowed (cell %s)", lim.Columns, cell)
				}
			case "f":
				return refusal("the cell %s of a sheet holds a formula: a workbook to import must hold values only (copy the cells and paste them as values)", cell)
			}
		case xml.EndElement:
			if t.Name.Local == "c" {
				inCell = false
			}
		case xml.CharData:
			if inCell {
				chars += utf8.RuneCount(t)
				if chars > lim.CellChars {
					return refusal("the cell %s has more than the %d characters a cell may hold", cell, lim.CellChars)
				}
			}
		}
		return nil
	})
}

// rowNumber is the number a row element's r attribute gives, or the row
// after prev when it has none.
func rowNumber(r string, prev int) (int, error) {
	if r == "" {
		return prev + 1, nil
	}
	n, err := strconv.Atoi(r)
	if err != nil || n < 1 || n <= prev {
		return 0, errors.New("bad row number")
	}
	return n, nil
}

// columnNumber is the column a cell element's r attribute names, or the column
// after prev when it has none.
func columnNumber(r string, prev int) (int, error) {
	if r == "" {
		return prev + 1, nil
	}
	c, _, err := excelize.CellNameToCoordinates(r)
	return c, err
}

// attr returns the value of el's attribute with local name name, "" when absent.
func attr(el xml.StartElement, name string) string {
	for _, a := range el.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}
