package http

import (
	"encoding/csv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/reporting"
)

func TestReportCSVWritesFormulaLikeTextBehindAQuote(t *testing.T) {
	t.Parallel()
	r := &reporting.Report{Key: "x", Columns: []reporting.Column{{Key: "name", Type: reporting.ColumnText},
		{Key: "n", Type: reporting.ColumnNumber, Unit: reporting.UnitCount}}}
	texts := []string{"=HYPERLINK(\"http://evil.example\")", "=cmd|' /C calc'!A0", "+1+1", "-1+1", "@SUM(A1)", "\t=1", "\r=1", "Arena", "O'Brien", ""}
	var rows []reporting.Row
	for _, text := range texts {
		rows = append(rows, reporting.Row{text, reporting.Int(-5)})
	}
	body, err := reportCSV(reporting.ReportResult{Report: r, Rows: rows})
	if err != nil {
		t.Fatal(err)
	}
	lines, err := csv.NewReader(strings.NewReader(string(body))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	for i, text := range texts {
		want := text
		if i < 7 {
			want = "'" + text
		}
		// encoding/csv's writer, with UseCRLF, drops a carriage return that is
		// not before a line feed.
		want = strings.ReplaceAll(want, "\r", "")
		if got := lines[1+i]; got[1] != want || got[2] != "-5" {
			t.Errorf("line %d = %q, want name %q and n -5", 1+i, got, want)
		}
	}
}
