package spreadsheet_test

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/core/records/tabular"
)

func TestReadTablesXLSXOddCells(t *testing.T) {
	t.Parallel()
	sst := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
		`<si><t>Venue</t></si>` +
		`<si><r><rPr><b/></rPr><t>Café </t></r><r><t xml:space="preserve">Oto</t></r></si>` +
		`<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si>` +
		`<si><t>line one_x000D_` + "\n" + `line two</t></si></sst>`
	// Cells without r attributes, a prefixed namespace, an ISO date cell, a
	// boolean, an error, CDATA, an empty styled cell and a shared string.
	sheet := `<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>` +
		`<x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="inlineStr"><x:is><x:t>When</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Sold out</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Note</x:t></x:is></x:c></x:row>` +
		`<x:row><x:c t="s"><x:v>1</x:v></x:c><x:c t="d"><x:v>2026-05-01T19:30:00</x:v></x:c><x:c t="b"><x:v>0</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c></x:row>` +
		`<x:row r="4"><x:c r="A4" t="s"><x:v>2</x:v></x:c><x:c r="B4" t="d"><x:v>2026-05-02T00:00:00Z</x:v></x:c><x:c r="C4" t="b"><x:v>1</x:v></x:c><x:c r="D4" t="s"><x:v>3</x:v></x:c><x:c r="E4" s="0"/></x:row>` +
		`<x:row r="5"><x:c r="A5" t="inlineStr"><x:is><x:t><![CDATA[<b>&amp;</b>]]></x:t></x:is></x:c></x:row>` +
		`</x:sheetData></x:worksheet>`
	data := rewritten(t, routingXLSX(t), map[string][]byte{"xl/sharedStrings.xml": []byte(sst), "xl/worksheets/sheet1.xml": []byte(sheet)})
	wb := readTables(t, "x.xlsx", data)
	want := tabular.Table{Sheet: "Routing", HeaderRow: 1, Header: []string{"Venue", "When", "Sold out", "Note"}, Rows: []tabular.Row{
		{Number: 2, Cells: []string{"Café Oto", "2026-05-01T19:30", "FALSE", "#N/A"}},
		{Number: 4, Cells: []string{"東京", "2026-05-02", "TRUE", "line one\r\nline two"}},
		{Number: 5, Cells: []string{"<b>&amp;</b>"}},
	}}
	if !reflect.DeepEqual(wb.Sheets[0], want) {
		t.Fatalf("got  %#v\nwant %#v", wb.Sheets[0], want)
	}
}

func TestReadTablesXLSX1904Dates(t *testing.T) {
	t.Parallel()
	f := excelize.NewFile()
	defer func() { _ = f.Close() }()
	on := true
	if err := f.SetWorkbookProps(&excelize.WorkbookPropsOptions{Date1904: &on}); err != nil {
		t.Fatal(err)
	}
	date, _ := f.NewStyle(&excelize.Style{NumFmt: 14})
	_ = f.SetCellStr("Sheet1", "A1", "Date")
	_ = f.SetCellFloat("Sheet1", "A2", 44681, -1, 64)
	_ = f.SetCellStyle("Sheet1", "A2", "A2", date)
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	wb := readTables(t, "mac.xlsx", buf.Bytes())
	if got := wb.Sheets[0].Rows[0].Cells[0]; got != "2026-05-01" {
		t.Fatalf("a 1904 workbook's date read %q, want 2026-05-01", got)
	}
}
