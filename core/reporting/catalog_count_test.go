package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/reporting"
)

// TestCatalogHoldsEveryKPIAndReport holds the catalog to the spec's 77 KPIs and
// 43 reports (S10 in docs/spec-conformance.md), so that a part dropped from
// default.go fails here.
func TestCatalogHoldsEveryKPIAndReport(t *testing.T) {
	if n := len(reporting.Default.KPIs()); n != 77 {
		t.Errorf("%d KPIs, want 77", n)
	}
	if n := len(reporting.Default.Reports()); n != 43 {
		t.Errorf("%d reports, want 43", n)
	}
}
