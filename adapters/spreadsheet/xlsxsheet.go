package spreadsheet

import (
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
	typ        []byte // the cell's t attribute, in typBuf
	typBuf     [16]byte
	value      []byte
	inValue    bool
	inInline   bool
	inPhonetic bool
}

// read streams the worksheet XML in r, up to the end of its cells. It makes
// the checks guard makes of a worksheet (formulas, row numbers, UTF-8, XML
// characters), which TableReader leaves to it so as to read the part once.
func (s *sheetReader) read(r io.Reader) error {
	x := newXMLScan(r)
	for {
		kind, err := x.next()
		if errors.Is(err, errTokenTooLong) {
			return refusal("the cell %s of the sheet %q has more than the %d characters a cell may hold", s.cellName(), s.name, s.out.lim.CellChars)
		}
		if err != nil {
			return refusal("the sheet %q is not well-formed XML in UTF-8 (%v)", s.name, err)
		}
		switch kind {
		case tokEOF:
			return s.flush()
		case tokStart:
			err = s.start(x)
		case tokEnd:
			if string(x.name) == "sheetData" {
				return s.flush()
			}
			err = s.end(string(x.name))
		case tokText:
			if s.inValue {
				if s.value, err = appendText(s.value, x.text, x.cdata); err != nil {
					err = refusal("the cell %s of the sheet %q holds %v", s.cellName(), s.name, err)
				} else if len(s.value) > 4*s.out.lim.CellChars {
					err = refusal("the cell %s of the sheet %q has more than the %d characters a cell may hold", s.cellName(), s.name, s.out.lim.CellChars)
				}
			}
		}
		if err != nil {
			return err
		}
	}
}

// start handles an element's start tag.
func (s *sheetReader) start(x *xmlScan) error {
	switch string(x.name) {
	case "row":
		if err := s.flush(); err != nil {
			return err
		}
		r, err := x.attr("r")
		n, ok := rowAfter(r, s.row)
		if err != nil || !ok {
			return refusal("the sheet %q has a row numbered %q after row %d", s.name, r, s.row)
		}
		s.row, s.col = n, 0
		if n%4096 == 0 {
			return s.check()
		}
	case "c":
		r, err := x.attr("r")
		c, ok := columnAfter(r, s.col)
		if err != nil || !ok {
			return refusal("the sheet %q has a cell named %q after column %d", s.name, r, s.col)
		}
		s.col, s.value, s.style = c, s.value[:0], 0
		t, err := x.attr("t")
		if err != nil || len(t) > 16 {
			return refusal("the sheet %q has a cell %s of the type %q", s.name, s.cellName(), t)
		}
		s.typ = s.typBuf[:copy(s.typBuf[:], t)]
		if st, _ := x.attr("s"); len(st) > 0 {
			s.style, _ = atoi(st)
		}
	case "v":
		s.inValue = true
	case "is":
		s.inInline = true
	case "rPh":
		s.inPhonetic = true
	case "t":
		s.inValue = s.inInline && !s.inPhonetic
	case "f":
		return refusal("the cell %s of the sheet %q holds a formula: a workbook to import must hold values only (copy the cells and paste them as values)", s.cellName(), s.name)
	}
	return nil
}

// cellName is the A1 name of the cell being read.
func (s *sheetReader) cellName() string {
	cell, _ := excelize.CoordinatesToCellName(max(s.col, 1), max(s.row, 1))
	return cell
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
	if len(s.value) == 0 {
		return "", nil
	}
	switch string(s.typ) {
	case "s":
		i, err := strconv.Atoi(string(s.value))
		if err != nil || i < 0 || i >= len(s.strings) {
			return "", refusal("the cell %s of the sheet %q names a text the workbook does not have", s.cellName(), s.name)
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
