package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/reporting"
)

// TestCatalogHoldsEveryKPIAndReport holds the catalog to DOMAIN.md's choice of 77
// KPIs and to its 43 reports, so that a part dropped from default.go fails here.
func TestCatalogHoldsEveryKPIAndReport(t *testing.T) {
	if n := len(reporting.Default.KPIs()); n != 77 {
		t.Errorf("%d KPIs, want 77", n)
	}
	if n := len(reporting.Default.Reports()); n != 43 {
		t.Errorf("%d reports, want 43", n)
	}
}
