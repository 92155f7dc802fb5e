package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/reporting"
)

// cells prints a row as the API does.
func cells(r reporting.Report, row reporting.Row) []string {
	out := make([]string, len(row))
	for i, c := range row {
		switch v := c.(type) {
		case nil:
			out[i] = "null"
		case string:
			out[i] = v
		case reporting.Num:
			out[i] = show(v, r.Columns[i].Unit)
		}
	}
	return out
}

func TestTheWrapHasARowPerShowInDateOrderAndTotalsPerCurrency(t *testing.T) {
	f := boxOffice()
	f.Names = []reporting.NameFact{{Kind: reporting.NameVenue, ID: "v1", Name: "Roundhouse", City: "London", Country: "GB"}}
	r, _ := reporting.Default.Report("daily_ticket_count")
	table := r.Build(reporting.NewSheet(&f, reporting.Args{}, "2026-05-15", reporting.Default))
	// row_kind show_id date venue city stage currency tickets_sold comps sellable sell_through gross gross_potential percent_of_potential
	want := [][]string{
		{"show", "s1", "2026-05-01", "Roundhouse", "London", "null", "GBP", "900", "40", "950", "94.74", "2700000", "2850000", "94.74"},
		{"show", "s2", "2026-06-02", "null", "null", "null", "GBP", "100", "0", "500", "20.00", "250000", "1250000", "20.00"},
		{"show", "s3", "2026-06-10", "null", "null", "null", "EUR", "0", "0", "200", "0.00", "0", "400000", "0.00"},
	}
	if len(table.Rows) != len(want) {
		t.Fatalf("%d rows, want %d (the cancelled show has none)", len(table.Rows), len(want))
	}
	for i, row := range table.Rows {
		if got := cells(*r, row); !equal(got, want[i]) {
			t.Errorf("row %d = %v, want %v", i, got, want[i])
		}
	}
	if len(table.Totals) != 2 {
		t.Fatalf("%d totals rows, want one per currency", len(table.Totals))
	}
	if got := cells(*r, table.Totals[1]); got[0] != "total" || got[6] != "GBP" || got[7] != "1000" || got[10] != "68.97" {
		t.Errorf("GBP totals = %v, want 1000 sold and a sell-through of the totals, 68.97", got)
	}
}

func TestSalesPaceIsWhatIsLeftOverTheDaysToGo(t *testing.T) {
	f := boxOffice()
	r, _ := reporting.Default.Report("sales_pace")
	table := r.Build(reporting.NewSheet(&f, reporting.Args{}, "2026-05-15", reporting.Default))
	want := [][]string{
		{"show", "s2", "2026-06-02", "null", "null", "null", "100", "400", "18", "23"},
		{"show", "s3", "2026-06-10", "null", "null", "null", "0", "200", "26", "8"},
	}
	if len(table.Rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(table.Rows), len(want))
	}
	for i, row := range table.Rows {
		if got := cells(*r, row); !equal(got, want[i]) {
			t.Errorf("row %d = %v, want %v", i, got, want[i])
		}
	}
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
