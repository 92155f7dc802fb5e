package spreadsheet_test

import (
	"bytes"
	"context"
	"reflect"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// styled is a cell written with a number format: a built-in one by id, or a
// custom code.
type styled struct {
	cell   string
	value  any
	numFmt int
	custom string
}

// xlsxOf writes a workbook whose sheets (in order) hold the styled cells.
func xlsxOf(t testing.TB, sheets []string, cells map[string][]styled) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer func() { _ = f.Close() }()
	for i, name := range sheets {
		if i == 0 {
			if err := f.SetSheetName("Sheet1", name); err != nil {
				t.Fatal(err)
			}
		} else if _, err := f.NewSheet(name); err != nil {
			t.Fatal(err)
		}
		for _, c := range cells[name] {
			if err := f.SetCellValue(name, c.cell, c.value); err != nil {
				t.Fatal(err)
			}
			if c.numFmt == 0 && c.custom == "" {
				continue
			}
			st := &excelize.Style{NumFmt: c.numFmt}
			if c.custom != "" {
				st.CustomNumFmt = &c.custom
			}
			id, err := f.NewStyle(st)
			if err != nil {
				t.Fatal(err)
			}
			if err := f.SetCellStyle(name, c.cell, c.cell, id); err != nil {
				t.Fatal(err)
			}
		}
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func readTables(t testing.TB, name string, data []byte) tabular.Workbook {
	t.Helper()
	wb, err := spreadsheet.TableReader{}.ReadTables(context.Background(), name, data)
	if err != nil {
		t.Fatal(err)
	}
	return wb
}

func TestReadTablesXLSXCellsAsText(t *testing.T) {
	t.Parallel()
	// 2026-05-01 is serial 46143; 19:30 is 0.8125 of a day.
	data := xlsxOf(t, []string{"Routing", "Crew"}, map[string][]styled{
		"Routing": {
			{"A3", "Date", 0, ""}, {"B3", "Venue", 0, ""}, {"C3", "Doors", 0, ""}, {"D3", "Guarantee", 0, ""},
			{"E3", "Vs %", 0, ""}, {"F3", "Load in", 0, ""}, {"G3", "Sold out", 0, ""}, {"H3", "Day", 0, ""}, {"I3", "Month", 0, ""},
			{"A4", 46143, 14, ""}, {"B4", "Arena, Oslo", 0, ""}, {"C4", 0.8125, 0, "hh:mm"}, {"D4", 1234.5, 4, ""},
			{"E4", 0.85, 9, ""}, {"F4", 46143.8125, 0, "yyyy-mm-dd hh:mm"}, {"G4", true, 0, ""}, {"H4", 46144, 0, "dd/mm/yyyy"}, {"I4", 46145, 0, "d mmm yyyy"},
			{"A6", 46146, 0, "[$-409]mmmm d, yyyy;@"}, {"B6", "Vega", 0, ""}, {"C6", 0.75, 20, ""}, {"D6", 2500000, 3, ""}, {"E6", 0.125, 10, ""},
		},
		"Crew": {{"A1", "E-mail", 0, ""}, {"B1", "Rate", 0, ""}, {"A2", "ana@example.com", 0, ""}, {"B2", 350.75, 0, `"€"#,##0.00`}},
	})
	wb := readTables(t, "tour.xlsx", data)
	want := tabular.Workbook{Format: "xlsx", Sheets: []tabular.Table{
		{Sheet: "Routing", HeaderRow: 3,
			Header: []string{"Date", "Venue", "Doors", "Guarantee", "Vs %", "Load in", "Sold out", "Day", "Month"},
			Rows: []tabular.Row{
				{Number: 4, Cells: []string{"2026-05-01", "Arena, Oslo", "19:30", "1234.5", "85%", "2026-05-01T19:30", "TRUE", "2026-05-02", "2026-05-03"}},
				{Number: 6, Cells: []string{"2026-05-04", "Vega", "18:00", "2500000", "12.5%"}},
			}},
		{Sheet: "Crew", HeaderRow: 1, Header: []string{"E-mail", "Rate"},
			Rows: []tabular.Row{{Number: 2, Cells: []string{"ana@example.com", "350.75"}}}},
	}}
	if !reflect.DeepEqual(wb, want) {
		t.Fatalf("got  %#v\nwant %#v", wb, want)
	}
}
