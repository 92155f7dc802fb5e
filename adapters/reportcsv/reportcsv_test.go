package reportcsv_test

import (
	"math/big"
	"testing"

	"github.com/roadcase/roadcase/adapters/reportcsv"
	"github.com/roadcase/roadcase/core/reporting"
)

func TestATextCellIsNeverAFormulaAndANegativeNumberStaysANumber(t *testing.T) {
	r := &reporting.Report{Key: "x", Columns: []reporting.Column{{Key: "name", Type: reporting.ColumnText},
		{Key: "amount", Type: reporting.ColumnNumber, Unit: reporting.UnitMoney}}}
	body, err := reportcsv.Write(reporting.ReportResult{Report: r, Rows: []reporting.Row{
		{"=HYPERLINK(\"http://x\")", big.NewRat(-1250, 1)},
		{"+1", nil}, {"-2", nil}, {"@SUM(A1)", nil}, {"\tx", nil}, {"plain - text", reporting.Int(3)},
	}, Totals: []reporting.Row{{nil, big.NewRat(-1247, 1)}}})
	want := "row_type,name,amount\r\n" +
		"data,\"'=HYPERLINK(\"\"http://x\"\")\",-1250\r\n" +
		"data,'+1,\r\ndata,'-2,\r\ndata,'@SUM(A1),\r\ndata,'\tx,\r\ndata,plain - text,3\r\n" +
		"total,,-1247\r\n"
	if err != nil || string(body) != want {
		t.Errorf("csv = %q, %v\nwant %q", body, err, want)
	}
}

func TestANumberIsRoundedByItsColumnsUnit(t *testing.T) {
	tests := []struct {
		unit reporting.Unit
		n    reporting.Num
		want string
	}{
		{reporting.UnitRatio, big.NewRat(2, 3), "0.6667"},
		{reporting.UnitPercent, big.NewRat(-1, 8), "-0.13"},
		{reporting.UnitCount, big.NewRat(5, 2), "3"},
		{reporting.UnitMoney, nil, ""},
	}
	for _, tt := range tests {
		if got := reportcsv.Field(reporting.Column{Type: reporting.ColumnNumber, Unit: tt.unit}, tt.n); got != tt.want {
			t.Errorf("%s %v = %q, want %q", tt.unit, tt.n, got, tt.want)
		}
	}
	if got := reportcsv.Field(reporting.Column{Type: reporting.ColumnBool}, true); got != "true" {
		t.Errorf("true = %q", got)
	}
}
