package binding

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// quoteTestSource is a project for the artist Northern Lights with budget lines.
func quoteTestSource(lines ...records.BudgetLine) Source {
	for i := range lines {
		lines[i].ProjectID = "proj-1"
	}
	d := records.Dataset{
		Projects:    []records.Project{{ID: "proj-1", Name: "Northern Lights — European Tour 2026", Code: "NLT26", Artist: "Northern Lights", Currency: "SEK", StartsOn: "2026-06-26"}},
		BudgetLines: lines,
	}
	return Source{
		Ref:     records.Ref{Kind: records.KindProject, ID: "proj-1", ProjectID: "proj-1"},
		OrgName: "Northern Lights Touring",
		Now:     time.Date(2026, 2, 2, 9, 0, 0, 0, time.UTC),
		Index:   testIndex(d),
	}
}

func TestQuoteFromBudgetLines(t *testing.T) {
	t.Parallel()
	out, err := quoteFromProject(quoteTestSource(
		records.BudgetLine{ID: "b3", Category: "travel", Description: "Nightliner", Amount: 3850000},
		records.BudgetLine{ID: "b1", Category: "crew", Description: "", Amount: 6720000},
		records.BudgetLine{ID: "b2", Category: "Crew", Description: "Riggers", Amount: 100000},
	))
	if err != nil {
		t.Fatal(err)
	}
	lines := out["lines"].([]any)
	want := []struct{ category, description string }{{"Crew", "Crew"}, {"Crew", "Riggers"}, {"Travel", "Nightliner"}}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d", len(lines), len(want))
	}
	for i, w := range want {
		l := lines[i].(map[string]any)
		if l["category"] != w.category || l["description"] != w.description {
			t.Errorf("line %d = %v, want %s / %s", i, l, w.category, w.description)
		}
	}
	if got := out["total"].(map[string]any); got["amount"] != int64(10670000) || got["currency"] != "SEK" {
		t.Errorf("total = %v, want SEK 106,700.00", got)
	}
	if out["tax"] != nil || out["tax_rate_percent"] != nil {
		t.Errorf("tax = %v at %v, want none quoted", out["tax"], out["tax_rate_percent"])
	}
	if out["number"] != "Q-NLT26" || out["valid_until"] != "2026-03-04" {
		t.Errorf("number %v valid until %v, want Q-NLT26 valid until 2026-03-04", out["number"], out["valid_until"])
	}
	if got := out["client"].(map[string]any)["name"]; got != "Northern Lights" {
		t.Errorf("client = %v, want the project's artist", got)
	}
}

func TestQuoteRefusesAProjectWithoutBudget(t *testing.T) {
	t.Parallel()
	if _, err := quoteFromProject(quoteTestSource()); !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("err = %v, want an invalid error", err)
	}
}
