package render

import (
	"context"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

// TestGermanWithholdingPrintsItsThreeDecimals renders the demo's German shows,
// whose promoters withhold 15.825 % (§50a EStG: 15 % corporation tax plus the
// 5.5 % solidarity surcharge on it), on the settlement sheet, the deal memo and
// the performance contract: each prints the rate as "15.825%", not rounded to
// the two decimals basis points held, and the settlement sheet the withholding
// it gives, 15.825 % of the payout.
func TestGermanWithholdingPrintsItsThreeDecimals(t *testing.T) {
	t.Parallel()
	s := demoServices(t)
	o := s.orgs[0]
	settled := map[string]records.Settlement{}
	for _, st := range o.Data.Settlements {
		settled[string(st.ShowID)] = st
	}
	checked := 0
	for _, show := range o.Data.Shows {
		st, ok := settled[string(show.ID)]
		if show.Deal.WithholdingRate != 158_250 || !ok {
			continue
		}
		for key, want := range map[string]string{
			"settlement-sheet":     "Less withholding tax (15.825%)",
			"deal-memo":            "Foreign artist tax of 15.825% is withheld",
			"performance-contract": "foreign artist tax of 15.825% from the fee",
		} {
			page, err := s.svc.RenderRecord(context.Background(), o.ID, key, string(show.ID))
			if err != nil {
				t.Fatalf("%s of %s: %v", key, show.Date, err)
			}
			if !strings.Contains(string(page), want) {
				t.Errorf("%s of %s does not say %q", key, show.Date, want)
			}
		}
		if w := st.ArtistPayout * 158_250; (w+500_000)/1_000_000 != st.Withholding {
			t.Errorf("%s: withholding %d of payout %d is not 15.825 %%", show.Date, st.Withholding, st.ArtistPayout)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("the demo has no settled show in Germany withholding 15.825 %")
	}
}
