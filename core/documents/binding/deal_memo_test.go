package binding

import (
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestDealMemoBuyer(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		edit func(*records.Dataset)
		want string
	}{
		{"the promoter contact's company buys the show", nil, "Crescent Live Ltd"},
		{"a promoter contact without a company buys in their own name", func(d *records.Dataset) { d.People[0].Company = "" }, "Hannah Okafor"},
		{"the venue buys the show when no promoter is listed", func(d *records.Dataset) { d.Shows[0].Contacts = nil }, "O2 Forum Kentish Town"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			out, err := dealMemoFromShow(settlementSheetTestSource(records.KindShow, tt.edit))
			if err != nil {
				t.Fatal(err)
			}
			if got := out["buyer"].(map[string]any)["name"]; got != tt.want {
				t.Errorf("buyer = %v, want %s", got, tt.want)
			}
		})
	}
}

func TestDealMemoTermsFollowTheShow(t *testing.T) {
	t.Parallel()
	out, err := dealMemoFromShow(settlementSheetTestSource(records.KindShow, func(d *records.Dataset) {
		d.Shows[0].VenueMerchRate = 1825
		d.Shows[0].Stage = "Main hall"
	}))
	if err != nil {
		t.Fatal(err)
	}
	want := []any{
		"Stage: Main hall.",
		"Merchandise: the venue's fee is 18.25% of merchandise sales.",
		"Foreign artist tax of 20% is withheld from the payout, with a certificate of the tax paid.",
	}
	if got := out["key_terms"].([]any); !slices.Equal(got, want) {
		t.Errorf("key terms = %q, want %q", got, want)
	}
	if out["reference"] != "NLT26-20260306" || out["memo_date"] != "2026-01-05" {
		t.Errorf("reference %v, memo date %v", out["reference"], out["memo_date"])
	}
}
