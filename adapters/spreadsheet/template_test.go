package spreadsheet_test

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// showsSpec is a hand-made spec with a field of each sort a template writes,
// an example that looks like a formula among them.
var showsSpec = tabular.Spec{Kind: tabular.KindShows, Label: "Shows (routing)", Scope: tabular.ScopeProject, Fields: []tabular.Field{
	{Key: "date", Label: "Date", Aliases: []string{"Show date", "Day"}, Type: tabular.TypeDate, Required: true, Example: "2026-05-01"},
	{Key: "venue", Label: "Venue", Type: tabular.TypeReference, Required: true, Example: "Café Oto", Help: "A venue's name; its city too when two venues share it."},
	{Key: "status", Label: "Status", Type: tabular.TypeChoice, Choices: []tabular.Choice{{Value: "hold", Label: "Hold"}, {Value: "confirmed", Label: "Confirmed"}}, Example: "Confirmed"},
	{Key: "guarantee", Label: "Guarantee", Aliases: []string{"Fee"}, Type: tabular.TypeMoney, Example: "1,234.50"},
	{Key: "note", Label: "Note", Type: tabular.TypeText, Example: "=HYPERLINK(\"http://evil.example\")"},
}}

func TestTemplatesReadBack(t *testing.T) {
	t.Parallel()
	labels := []string{"Date", "Venue", "Status", "Guarantee", "Note"}
	for _, format := range []string{spreadsheet.TemplateXLSX, spreadsheet.TemplateCSV} {
		t.Run(format, func(t *testing.T) {
			t.Parallel()
			var buf bytes.Buffer
			if err := spreadsheet.WriteTemplate(&buf, showsSpec, format); err != nil {
				t.Fatal(err)
			}
			wb := readTables(t, spreadsheet.TemplateFileName(showsSpec.Kind, format), buf.Bytes())
			sheet := map[string]string{"xlsx": "shows", "csv": "roadcase-shows"}[format] // a CSV table is named after its file
			if wb.Format != format || wb.Sheets[0].Sheet != sheet || wb.Sheets[0].HeaderRow != 1 {
				t.Fatalf("got %s sheet %q with its header on row %d", wb.Format, wb.Sheets[0].Sheet, wb.Sheets[0].HeaderRow)
			}
			if got := wb.Sheets[0].Header; !reflect.DeepEqual(got, labels) {
				t.Fatalf("header %q, want %q", got, labels)
			}
			want := []tabular.Row{{Number: 2, Cells: []string{"2026-05-01", "Café Oto", "Confirmed", "1,234.50", `=HYPERLINK("http://evil.example")`}}}
			if got := wb.Sheets[0].Rows; !reflect.DeepEqual(got, want) {
				t.Fatalf("example row %+v, want %+v", got, want)
			}
		})
	}
}

func TestXLSXTemplateHasHelpAndNoFormula(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	if err := spreadsheet.WriteTemplate(&buf, showsSpec, spreadsheet.TemplateXLSX); err != nil {
		t.Fatal(err)
	}
	wb := readTables(t, "t.xlsx", buf.Bytes())
	if len(wb.Sheets) != 2 || wb.Sheets[1].Sheet != "Help" {
		t.Fatalf("sheets %+v, want shows and Help", wb.Sheets)
	}
	help := wb.Sheets[1]
	if got := help.Header; !reflect.DeepEqual(got, []string{"Column", "Required", "What it takes", "Also recognized as", "Notes"}) {
		t.Fatalf("help header %q", got)
	}
	date, status := help.Rows[0].Cells, help.Rows[2].Cells
	if date[0] != "Date" || date[1] != "yes" || !strings.Contains(date[2], "date") || date[3] != "Show date, Day" {
		t.Fatalf("help row of Date: %q", date)
	}
	if status[1] != "no" || status[2] != "One of: Hold, Confirmed" {
		t.Fatalf("help row of Status: %q", status)
	}
	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	if formula, _ := f.GetCellFormula("shows", "E2"); formula != "" {
		t.Fatalf("the example cell is the formula %q", formula)
	}
	if st, _ := f.GetCellStyle("shows", "A1"); st == 0 {
		t.Fatal("the header is not styled bold")
	}
}

func TestCSVTemplateIsUTF8WithBOMAndNeverAFormula(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	if err := spreadsheet.WriteTemplate(&buf, showsSpec, spreadsheet.TemplateCSV); err != nil {
		t.Fatal(err)
	}
	want := "\uFEFFDate,Venue,Status,Guarantee,Note\r\n2026-05-01,Café Oto,Confirmed,\"1,234.50\",\"'=HYPERLINK(\"\"http://evil.example\"\")\"\r\n"
	if buf.String() != want {
		t.Fatalf("got %q\nwant %q", buf.String(), want)
	}
	if err := spreadsheet.WriteTemplate(&buf, showsSpec, "ods"); err == nil {
		t.Fatal("an ods template was written")
	}
	if spreadsheet.TemplateContentType("csv") != "text/csv; charset=utf-8" || spreadsheet.TemplateContentType("xlsx") != spreadsheet.ContentType {
		t.Fatal("wrong content types")
	}
}
