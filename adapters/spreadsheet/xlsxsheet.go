package spreadsheet

import (
	"encoding/xml"
	"errors"
	"io"
	"strconv"

	"github.com/xuri/excelize/v2"
)

// sheetReader streams one worksheet's cells into a tableBuilder, row by row,
// holding only the row being read: a sheet's empty rows cost nothing but
// their XML.
type sheetReader struct {
	name     string
	strings  []string
	kinds    []numKind
	date1904 bool
	out      *tableBuilder
	check    func() error // the context's error, asked every few thousand rows

	row, col   int
	cells      []string
	style      int
	typ        string
	value      []byte
	inValue    bool
	inInline   bool
	inPhonetic bool
}

// read streams the worksheet XML in r.
func (s *sheetReader) read(r io.Reader) error {
	dec := xml.NewDecoder(r)
	for {
		tok, err := dec.RawToken()
		if errors.Is(err, io.EOF) {
			return s.flush()
		}
		if err != nil {
			return refusal("the sheet %q is not well-formed XML: %v", s.name, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			err = s.start(t)
		case xml.EndElement:
			err = s.end(t.Name.Local)
		case xml.CharData:
			if s.inValue {
				s.value = append(s.value, t...)
			}
		}
		if err != nil {
			return err
		}
	}
}

// start handles an element's start tag.
func (s *sheetReader) start(t xml.StartElement) error {
	switch t.Name.Local {
	case "row":
		if err := s.flush(); err != nil {
			return err
		}
		n, err := rowNumber(attr(t, "r"), s.row)
		if err != nil || n > excelize.TotalRows {
			return refusal("the sheet %q has a row numbered %q", s.name, attr(t, "r"))
		}
		s.row, s.col = n, 0
		if n%4096 == 0 {
			return s.check()
		}
	case "c":
		c, err := columnNumber(attr(t, "r"), s.col)
		if err != nil || c > excelize.MaxColumns {
			return refusal("the sheet %q has a cell named %q", s.name, attr(t, "r"))
		}
		s.col, s.typ, s.value = c, attr(t, "t"), s.value[:0]
		s.style, _ = strconv.Atoi(attr(t, "s"))
	case "v":
		s.inValue = true
	case "is":
		s.inInline = true
	case "rPh":
		s.inPhonetic = true
	case "t":
		s.inValue = s.inInline && !s.inPhonetic
	case "f":
		cell, _ := excelize.CoordinatesToCellName(max(s.col, 1), max(s.row, 1))
		return refusal("the cell %s of the sheet %q holds a formula: a workbook to import must hold values only (copy the cells and paste them as values)", cell, s.name)
	}
	return nil
}

// end handles an element's end tag.
func (s *sheetReader) end(name string) error {
	switch name {
	case "v", "t":
		s.inValue = false
	case "is":
		s.inInline = false
	case "rPh":
		s.inPhonetic = false
	case "c":
		v, err := s.cellText()
		if err != nil || v == "" {
			return err
		}
		for len(s.cells) < s.col {
			s.cells = append(s.cells, "")
		}
		s.cells[s.col-1] = v
	case "row":
		return s.flush()
	}
	return nil
}

// flush hands the row read to the builder.
func (s *sheetReader) flush() error {
	if len(s.cells) == 0 {
		return nil
	}
	err := s.out.add(s.row, s.cells)
	s.cells = s.cells[:0]
	return err
}

// cellText is the text of the cell just read, by its type and style.
func (s *sheetReader) cellText() (string, error) {
	switch s.typ {
	case "s":
		i, err := strconv.Atoi(string(s.value))
		if err != nil || i < 0 || i >= len(s.strings) {
			cell, _ := excelize.CoordinatesToCellName(s.col, s.row)
			return "", refusal("the cell %s of the sheet %q names a text the workbook does not have", cell, s.name)
		}
		return s.strings[i], nil
	case "inlineStr", "str", "e":
		return unescapeText(string(s.value)), nil
	case "b":
		switch string(s.value) {
		case "1", "true":
			return "TRUE", nil
		case "0", "false":
			return "FALSE", nil
		}
		return string(s.value), nil
	case "d":
		return dateCellText(string(s.value), s.kind()), nil
	}
	if len(s.value) == 0 {
		return "", nil
	}
	return numberText(string(s.value), s.kind(), s.date1904), nil
}

// kind is the number format kind of the cell just read.
func (s *sheetReader) kind() numKind {
	if s.style > 0 && s.style < len(s.kinds) {
		return s.kinds[s.style]
	}
	if s.style == 0 && len(s.kinds) > 0 {
		return s.kinds[0]
	}
	return kindNumber
}
