package spreadsheet

import (
	"archive/zip"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
)

// book is the structure of an .xlsx workbook, as its package parts say it:
// its worksheets in order, its shared strings and styles parts, and its
// date system.
type book struct {
	files    map[string]*zip.File
	sheets   []sheetPart
	strings  string
	styles   string
	date1904 bool
}

// sheetPart is one worksheet: its name and the part that holds it.
type sheetPart struct {
	name, part string
}

// openBook reads the workbook's structure from z.
func openBook(z *zip.Reader) (*book, error) {
	b := &book{files: map[string]*zip.File{}}
	for _, f := range z.File {
		b.files[f.Name] = f
	}
	wb := "xl/workbook.xml"
	if err := b.rels("_rels/.rels", "", func(typ, target string) {
		if strings.HasSuffix(typ, "/officeDocument") {
			wb = target
		}
	}); err != nil {
		return nil, err
	}
	if b.files[wb] == nil {
		return nil, notWorkbook("it has no workbook part")
	}
	targets := map[string]string{}
	dir, file := path.Split(wb)
	if err := b.rels(dir+"_rels/"+file+".rels", dir, func(typ, target string) {
		switch {
		case strings.HasSuffix(typ, "/sharedStrings"):
			b.strings = target
		case strings.HasSuffix(typ, "/styles"):
			b.styles = target
		}
	}, targets); err != nil {
		return nil, err
	}
	err := b.walk(wb, func(el xml.StartElement) error {
		switch el.Name.Local {
		case "workbookPr":
			v := attr(el, "date1904")
			b.date1904 = v == "1" || v == "true"
		case "sheet":
			if part, ok := targets[attr(el, "id")]; ok {
				b.sheets = append(b.sheets, sheetPart{name: attr(el, "name"), part: part})
			}
		}
		return nil
	})
	return b, err
}

// rels calls found with the type and the target part (resolved against dir)
// of each internal relationship of the relationships part name; worksheets
// go into sheets[0] by their id. A missing part has none.
func (b *book) rels(name, dir string, found func(typ, target string), sheets ...map[string]string) error {
	if b.files[name] == nil {
		return nil
	}
	return b.walk(name, func(el xml.StartElement) error {
		if el.Name.Local != "Relationship" || strings.EqualFold(attr(el, "TargetMode"), "External") {
			return nil
		}
		target := attr(el, "Target")
		if strings.HasPrefix(target, "/") {
			target = strings.TrimPrefix(target, "/")
		} else {
			target = path.Join(dir, target)
		}
		typ := attr(el, "Type")
		if strings.HasSuffix(typ, "/worksheet") && len(sheets) > 0 {
			sheets[0][attr(el, "Id")] = target
		}
		found(typ, target)
		return nil
	})
}

// walk calls visit with each start element of the part name.
func (b *book) walk(name string, visit func(xml.StartElement) error) error {
	f := b.files[name]
	if f == nil {
		return notWorkbook("it has no part " + name)
	}
	rc, err := f.Open()
	if err != nil {
		return notWorkbook(fmt.Sprintf("the part %s cannot be read (%v)", name, err))
	}
	defer func() { _ = rc.Close() }() // read only
	dec := xml.NewDecoder(rc)
	for {
		tok, err := dec.RawToken()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return notWorkbook(fmt.Sprintf("the part %s is not well-formed XML (%v)", name, err))
		}
		if el, ok := tok.(xml.StartElement); ok {
			if err := visit(el); err != nil {
				return err
			}
		}
	}
}

// notWorkbook refuses a zip archive that is not an .xlsx workbook.
func notWorkbook(why string) error {
	return invalid("not_xlsx", "the file is a zip archive but not an .xlsx workbook ("+why+"): save it as .xlsx or .csv")
}
