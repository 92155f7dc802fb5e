package spreadsheet_test

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/demo"
)

// venuesSheet is the part of the venues sheet in a written workbook.
const venuesSheet = "xl/worksheets/sheet3.xml"

// rewritten returns the workbook data with the parts in replace put in place
// of (or added beside) its own, each stored with deflate.
func rewritten(t testing.TB, data []byte, replace map[string][]byte) []byte {
	t.Helper()
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	copied := map[string]bool{}
	for _, f := range z.File {
		if b, ok := replace[f.Name]; ok {
			add(t, w, f.Name, b)
			copied[f.Name] = true
			continue
		}
		if err := w.Copy(f); err != nil {
			t.Fatal(err)
		}
	}
	for name, b := range replace {
		if !copied[name] {
			add(t, w, name, b)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func add(t testing.TB, w *zip.Writer, name string, b []byte) {
	t.Helper()
	fw, err := w.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fw.Write(b); err != nil {
		t.Fatal(err)
	}
}

// sheetXML is a worksheet part holding rows, given as the XML of sheetData.
func sheetXML(rows string) []byte {
	return []byte(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` +
		rows + `</sheetData></worksheet>`)
}

// refusedWith asserts err is an invalid-input error whose message holds want.
func refusedWith(t *testing.T, err error, want string) {
	t.Helper()
	var ke *kernel.Error
	if !errors.As(err, &ke) || ke.Kind != kernel.KindInvalid {
		t.Fatalf("got %v, want an invalid-input error", err)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("got %q, want it to say %q", err.Error(), want)
	}
}

func TestHostileWorkbooksAreRefused(t *testing.T) {
	t.Parallel()
	base := writeWorkbook(t, demoDocument(demo.Organizations()[0]))
	long := strings.Repeat("x", 40_000)
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"not a zip", []byte("name,city\nArena,Oslo\n"), "not an .xlsx workbook"},
		{"macros", rewritten(t, base, map[string][]byte{"xl/vbaProject.bin": []byte("macro")}), "contains macros"},
		{"external link", rewritten(t, base, map[string][]byte{"xl/externalLinks/externalLink1.xml": []byte("<externalLink/>")}), "links to other workbooks"},
		{"formula", rewritten(t, base, map[string][]byte{venuesSheet: sheetXML(`<row r="1"><c r="A1"><f>HYPERLINK("http://evil.example")</f><v>1</v></c></row>`)}), "holds a formula"},
		{"DDE formula", rewritten(t, base, map[string][]byte{venuesSheet: sheetXML(`<row r="1"><c r="A1" t="str"><f>cmd|' /C calc'!A0</f><v>x</v></c></row>`)}), "holds a formula"},
		{"a million empty rows", rewritten(t, base, map[string][]byte{venuesSheet: sheetXML(`<row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c></row><row r="1000000"/>`)}), "rows allowed"},
		{"too many columns", rewritten(t, base, map[string][]byte{venuesSheet: sheetXML(`<row r="1"><c r="XFD1" t="inlineStr"><is><t>id</t></is></c></row>`)}), "columns allowed"},
		{"long inline cell", rewritten(t, base, map[string][]byte{venuesSheet: sheetXML(`<row r="1"><c r="A1" t="inlineStr"><is><t>` + long + `</t></is></c></row>`)}), "characters a cell may hold"},
		{"long shared string", rewritten(t, base, map[string][]byte{"xl/sharedStrings.xml": []byte(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>` + long + `</t></si></sst>`)}), "characters a cell may hold"},
		{"invalid UTF-8", rewritten(t, base, map[string][]byte{venuesSheet: sheetXML("<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>Caf\xe9</t></is></c></row>")}), "UTF-8"},
		{"UTF-16 declared", rewritten(t, base, map[string][]byte{venuesSheet: []byte(`<?xml version="1.0" encoding="UTF-16"?><worksheet/>`)}), "UTF-8"},
		{"unknown sheet", withSheet(t, base, "Budget 2027"), `"Budget 2027" is not a sheet`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			doc, err := readWorkbook(c.data)
			refusedWith(t, err, c.want)
			if doc.Format != "" || len(doc.Venues) != 0 {
				t.Fatal("a refused workbook returned records")
			}
		})
	}
}

// withSheet returns the workbook data with one more, empty, sheet.
func withSheet(t *testing.T, data []byte, name string) []byte {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.NewSheet(name); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestAWorkbookOverTheSizeLimitIsRefusedUnread(t *testing.T) {
	t.Parallel()
	data := writeWorkbook(t, demoDocument(demo.Organizations()[0]))
	_, err := spreadsheet.Read(bytes.NewReader(data), int64(len(data)), spreadsheet.Limits{FileBytes: int64(len(data)) - 1})
	refusedWith(t, err, "bytes, more than")
}

func TestAZipBombIsRefusedFromItsDirectory(t *testing.T) {
	t.Parallel()
	base := writeWorkbook(t, demoDocument(demo.Organizations()[0]))
	// 8 MiB of zeros deflate to about 8 KiB: a ratio near 1000 to 1.
	zeros := bytes.Repeat([]byte{'0'}, 8<<20)
	bomb := rewritten(t, base, map[string][]byte{"xl/worksheets/sheet3.xml": zeros})
	_, err := readWorkbook(bomb)
	refusedWith(t, err, "a zip bomb")
	_, err = spreadsheet.Read(bytes.NewReader(bomb), int64(len(bomb)), spreadsheet.Limits{UncompressedBytes: 4 << 20, Ratio: 10_000})
	refusedWith(t, err, "more than the 4194304")
}

func TestAPartLargerThanItsDirectorySaysIsRefused(t *testing.T) {
	t.Parallel()
	base := writeWorkbook(t, demoDocument(demo.Organizations()[0]))
	// The directory claims 100 bytes for a sheet that inflates to 10 MiB: the
	// zip reader stops at the claimed size, so the lie costs nothing.
	var raw bytes.Buffer
	zw := zip.NewWriter(&raw)
	add(t, zw, venuesSheet, sheetXML(`<row r="1"><c r="A1" t="inlineStr"><is><t>`+strings.Repeat("y", 10<<20)+`</t></is></c></row>`))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	inner, err := zip.NewReader(bytes.NewReader(raw.Bytes()), int64(raw.Len()))
	if err != nil {
		t.Fatal(err)
	}
	lying := inner.File[0].FileHeader
	lying.UncompressedSize64 = 100
	var out bytes.Buffer
	w := zip.NewWriter(&out)
	z, err := zip.NewReader(bytes.NewReader(base), int64(len(base)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range z.File {
		if f.Name != venuesSheet {
			if err := w.Copy(f); err != nil {
				t.Fatal(err)
			}
			continue
		}
		lw, err := w.CreateRaw(&lying)
		if err != nil {
			t.Fatal(err)
		}
		compressed, err := inner.File[0].OpenRaw()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.Copy(lw, compressed); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	_, err = readWorkbook(out.Bytes())
	refusedWith(t, err, "is damaged")
}
