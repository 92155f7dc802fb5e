package spreadsheet_test

import (
	"bytes"
	"testing"

	"github.com/roadcase/roadcase/adapters/spreadsheet"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// scaledDocument is the demo organization's document with its records
// repeated scale times.
func scaledDocument(scale int) exchange.Document {
	o := demo.Organizations()[0]
	o.Data = demo.Scaled(o, scale)
	return demoDocument(o)
}

// records counts the records of every array of doc.
func records(doc exchange.Document) int {
	return len(doc.Venues) + len(doc.People) + len(doc.Projects) + len(doc.Shows) + len(doc.CrewAssignments) +
		len(doc.Timesheets) + len(doc.Schedule) + len(doc.Travel) + len(doc.Accommodations) + len(doc.GuestList) +
		len(doc.BudgetLines) + len(doc.Expenses) + len(doc.Income) + len(doc.Invoices) + len(doc.Settlements)
}

// BenchmarkWriteWorkbook measures writing the demo document scaled ten times
// (go test -run '^$' -bench Workbook -benchmem ./adapters/spreadsheet/).
func BenchmarkWriteWorkbook(b *testing.B) {
	doc := scaledDocument(10)
	for b.Loop() {
		if err := spreadsheet.Write(&bytes.Buffer{}, doc); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(records(doc)), "records")
}

// BenchmarkReadWorkbook measures reading that workbook back, checks included.
func BenchmarkReadWorkbook(b *testing.B) {
	doc := scaledDocument(10)
	var buf bytes.Buffer
	if err := spreadsheet.Write(&buf, doc); err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	for b.Loop() {
		if _, err := spreadsheet.Read(bytes.NewReader(data), int64(len(data)), spreadsheet.Limits{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "file-bytes")
	b.ReportMetric(float64(len(doc.MarshalIndent())), "json-bytes")
}
