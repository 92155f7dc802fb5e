package spreadsheet_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
)

// routingOf is an .xlsx workbook of a routing sheet: a header and rows rows
// of 12 columns (dates, times, text, amounts with grouping, percentages).
func routingOf(b *testing.B, rows int) []byte {
	b.Helper()
	f := excelize.NewFile()
	defer func() { _ = f.Close() }()
	date, _ := f.NewStyle(&excelize.Style{NumFmt: 14})
	clock, _ := f.NewStyle(&excelize.Style{NumFmt: 20})
	money, _ := f.NewStyle(&excelize.Style{NumFmt: 4})
	pct, _ := f.NewStyle(&excelize.Style{NumFmt: 9})
	sw, err := f.NewStreamWriter("Sheet1")
	if err != nil {
		b.Fatal(err)
	}
	header := []any{"Date", "Venue", "City", "Capacity", "Guarantee", "Vs %", "Doors", "Curfew", "Status", "Promoter", "E-mail", "Notes"}
	if err := sw.SetRow("A1", header); err != nil {
		b.Fatal(err)
	}
	for i := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+2)
		row := []any{
			excelize.Cell{StyleID: date, Value: 46143 + i%700}, fmt.Sprintf("Venue %d", i%5000), "Oslo", 1200 + i%800,
			excelize.Cell{StyleID: money, Value: 12500.5 + float64(i%100)}, excelize.Cell{StyleID: pct, Value: 0.85},
			excelize.Cell{StyleID: clock, Value: 0.8125}, excelize.Cell{StyleID: clock, Value: 0.9583333333333334},
			"Confirmed", "Live Nation", fmt.Sprintf("promoter%d@example.com", i%300), "Load in 14:00, catering for 12",
		}
		if err := sw.SetRow(cell, row); err != nil {
			b.Fatal(err)
		}
	}
	if err := sw.Flush(); err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

// BenchmarkReadTables reads a 100,000-row, 12-column workbook, checks
// included (go test -run '^$' -bench ReadTables -benchmem ./adapters/spreadsheet/).
func BenchmarkReadTables(b *testing.B) {
	const rows = 100_000
	data := routingOf(b, rows)
	b.ReportAllocs()
	for b.Loop() {
		wb, err := spreadsheet.TableReader{}.ReadTables(context.Background(), "routing.xlsx", data)
		if err != nil {
			b.Fatal(err)
		}
		if got := len(wb.Sheets[0].Rows); got != rows {
			b.Fatalf("read %d rows, want %d", got, rows)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*rows), "ns/row")
	b.ReportMetric(float64(len(data))/(1<<20), "file-MB")
}

// BenchmarkReadTablesCSV reads the same rows as a CSV file.
func BenchmarkReadTablesCSV(b *testing.B) {
	const rows = 100_000
	var buf strings.Builder
	buf.WriteString("Date;Venue;City;Capacity;Guarantee;Vs %;Doors;Curfew;Status;Promoter;E-mail;Notes\r\n")
	for i := range rows {
		fmt.Fprintf(&buf, "2026-05-01;Venue %d;Oslo;%d;12.500,50;85%%;19:30;23:00;Confirmed;Live Nation;promoter%d@example.com;\"Load in 14:00; catering\"\r\n", i%5000, 1200+i%800, i%300)
	}
	data := []byte(buf.String())
	b.ReportAllocs()
	for b.Loop() {
		if _, err := (spreadsheet.TableReader{}).ReadTables(context.Background(), "routing.csv", data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*rows), "ns/row")
	b.ReportMetric(float64(len(data))/(1<<20), "file-MB")
}

// BenchmarkReadTablesEmptyRows reads a sheet of a header, a million empty
// rows (each its own row element, as a program that formats whole rows
// writes them) and one row.
func BenchmarkReadTablesEmptyRows(b *testing.B) {
	var sheet strings.Builder
	sheet.WriteString(`<row r="1"><c r="A1" t="inlineStr"><is><t>Venue</t></is></c></row>`)
	for r := 2; r <= 1_000_000; r++ {
		fmt.Fprintf(&sheet, `<row r="%d" s="1" customFormat="1"/>`, r)
	}
	sheet.WriteString(`<row r="1000001"><c r="A1000001" t="inlineStr"><is><t>Vega</t></is></c></row>`)
	f := excelize.NewFile()
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		b.Fatal(err)
	}
	data := rewritten(b, buf.Bytes(), map[string][]byte{"xl/worksheets/sheet1.xml": sheetXML(sheet.String())})
	b.ReportAllocs()
	for b.Loop() {
		wb, err := spreadsheet.TableReader{}.ReadTables(context.Background(), "empty.xlsx", data)
		if err != nil {
			b.Fatal(err)
		}
		if len(wb.Sheets[0].Rows) != 1 {
			b.Fatalf("read %d rows, want 1", len(wb.Sheets[0].Rows))
		}
	}
	b.ReportMetric(float64(len(data))/(1<<20), "file-MB")
}
