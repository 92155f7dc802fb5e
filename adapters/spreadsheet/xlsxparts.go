package spreadsheet

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// sharedStrings returns the workbook's shared strings, rich text runs joined
// and phonetic guides left out.
func (b *book) sharedStrings() ([]string, error) {
	f := b.files[b.strings]
	if b.strings == "" || f == nil {
		return nil, nil
	}
	rc, err := f.Open()
	if err != nil {
		return nil, notWorkbook(fmt.Sprintf("the part %s cannot be read (%v)", b.strings, err))
	}
	defer func() { _ = rc.Close() }() // read only
	var out []string
	var buf []byte
	inT, inPhonetic := false, false
	dec := xml.NewDecoder(rc)
	for {
		tok, err := dec.RawToken()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, notWorkbook(fmt.Sprintf("the part %s is not well-formed XML (%v)", b.strings, err))
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "si":
				buf = buf[:0]
			case "t":
				inT = !inPhonetic
			case "rPh":
				inPhonetic = true
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "si":
				out = append(out, unescapeText(string(buf)))
			case "t":
				inT = false
			case "rPh":
				inPhonetic = false
			}
		case xml.CharData:
			if inT {
				buf = append(buf, t...)
			}
		}
	}
}

// styleKinds returns how each cell style (a cell's s attribute) shows a
// number: as a date, a time, a percentage or a plain number.
func (b *book) styleKinds() ([]numKind, error) {
	if b.styles == "" || b.files[b.styles] == nil {
		return nil, nil
	}
	custom := map[int]string{}
	var ids []int
	section := ""
	err := b.walk(b.styles, func(el xml.StartElement) error {
		switch el.Name.Local {
		case "numFmts", "fonts", "fills", "borders", "cellStyleXfs", "cellXfs", "cellStyles", "dxfs", "tableStyles", "colors", "extLst":
			section = el.Name.Local
		case "numFmt":
			if section == "numFmts" {
				id, _ := strconv.Atoi(attr(el, "numFmtId"))
				custom[id] = attr(el, "formatCode")
			}
		case "xf":
			if section == "cellXfs" {
				id, _ := strconv.Atoi(attr(el, "numFmtId"))
				ids = append(ids, id)
			}
		}
		return nil
	})
	kinds := make([]numKind, len(ids))
	for i, id := range ids {
		if code, ok := custom[id]; ok {
			kinds[i] = classify(code)
		} else {
			kinds[i] = builtinKind(id)
		}
	}
	return kinds, err
}

// unescapeText decodes the _xHHHH_ escapes a workbook's text may hold (a
// carriage return is written _x000D_).
func unescapeText(s string) string {
	if !strings.Contains(s, "_x") {
		return s
	}
	var out strings.Builder
	for i := 0; i < len(s); i++ {
		if i+7 <= len(s) && s[i] == '_' && s[i+1] == 'x' && s[i+6] == '_' {
			if n, err := strconv.ParseUint(s[i+2:i+6], 16, 16); err == nil {
				out.WriteRune(rune(n))
				i += 6
				continue
			}
		}
		out.WriteByte(s[i])
	}
	return out.String()
}
