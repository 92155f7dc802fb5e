package spreadsheet_test

import (
	"archive/zip"
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// A workbook whose content types declare "bin" files as a macro project (a
// Default, which names no part, as some writers add whether or not there are
// macros) but that holds no macro is read, not refused as holding macros: here
// the template, filled and saved again by excelize, with that declaration.
func TestAMacroDeclarationWithoutAMacroIsRead(t *testing.T) {
	t.Parallel()
	spec, _ := tabular.SpecOf(tabular.KindVenues)
	var template bytes.Buffer
	if err := spreadsheet.WriteTemplate(&template, spec, spreadsheet.TemplateXLSX); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&template)
	if err != nil {
		t.Fatal(err)
	}
	sheet := f.GetSheetName(0)
	if err := f.SetCellStr(sheet, "B3", "Paradiso"); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	types := readPart(t, buf.Bytes(), "[Content_Types].xml")
	declared := bytes.Replace(types, []byte("<Default "),
		[]byte(`<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/><Default `), 1)
	data := rewritten(t, buf.Bytes(), map[string][]byte{"[Content_Types].xml": declared})
	wb, err := spreadsheet.TableReader{}.ReadTables(context.Background(), "venues.xlsx", data)
	if err != nil {
		t.Fatalf("a re-saved workbook was refused: %v", err)
	}
	if got := wb.Sheets[0].Rows[len(wb.Sheets[0].Rows)-1].Cell(1); got != "Paradiso" {
		t.Fatalf("last row's venue = %q, want Paradiso", got)
	}
}

// readPart returns the bytes of the part named name of the zip archive data.
func readPart(t testing.TB, data []byte, name string) []byte {
	t.Helper()
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	rc, err := z.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = rc.Close() }()
	b, err := io.ReadAll(rc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
