package reporting_test

import (
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

func TestCheckPointsAtEveryMistake(t *testing.T) {
	q := reporting.ValuesQuery{
		Keys:      []string{"gross", "no_such_metric", "gross"},
		ProjectID: "not-an-id",
		From:      "2026-06-01", To: "2026-05-01",
		GroupBy: []string{"month", "planet"},
		Args:    map[string]string{"income_kind": "ticketing", "bogus": "1"},
	}
	_, _, err := reporting.Default.Check("org", q, "2026-11-23")
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != kernel.KindInvalid {
		t.Fatalf("err = %v, want KindInvalid", err)
	}
	var pointers []string
	for _, f := range e.Fields {
		pointers = append(pointers, f.Pointer)
	}
	// income_kind is a real parameter, but gross does not take it.
	want := []string{"/key/1", "/key/2", "/project_id", "/to", "/group_by/1", "/bogus", "/income_kind"}
	if !slices.Equal(pointers, want) {
		t.Errorf("pointers = %v, want %v", pointers, want)
	}
}

func TestCheckReadsAGoodQuery(t *testing.T) {
	q := reporting.ValuesQuery{Keys: []string{"gross", "sell_through"}, From: "2026-01-01", To: "2026-12-31",
		GroupBy: []string{"project", "month"}}
	scope, req, err := reporting.Default.Check("org", q, "2026-11-23")
	if err != nil {
		t.Fatal(err)
	}
	if scope.Org != "org" || scope.From != "2026-01-01" || scope.To != "2026-12-31" {
		t.Errorf("scope = %+v", scope)
	}
	if !slices.Equal(req.Keys, q.Keys) || len(req.GroupBy) != 2 || req.Today != "2026-11-23" {
		t.Errorf("request = %+v", req)
	}
	if _, _, err := reporting.Default.Check("org", reporting.ValuesQuery{}, "2026-11-23"); !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("no key: err = %v, want KindInvalid", err)
	}
}
