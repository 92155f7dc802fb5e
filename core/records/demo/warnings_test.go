package demo_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/records/demo"
)

// The demo is data a promoter would sign: no cross-record finding at all.
func TestTheDemoRaisesNoCrossRecordFinding(t *testing.T) {
	t.Parallel()
	for _, o := range demo.Organizations() {
		for _, f := range o.Data.Warnings(demo.Today) {
			t.Errorf("%s %s: %s (%s)", o.Slug, f.Pointer, f.Detail, f.Code)
		}
	}
}
