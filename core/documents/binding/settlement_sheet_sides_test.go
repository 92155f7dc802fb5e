package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

// TestNoOneSignsForBothSides: at a festival the organization promotes, the
// festival director who settled is the promoter's signatory; the artist's or
// agent's line is left to be signed, not given the same name.
func TestNoOneSignsForBothSides(t *testing.T) {
	t.Parallel()
	promoter := records.Person{ID: "erik", FirstName: "Erik", LastName: "Sandberg"}
	show := records.Show{ID: "s1", ProjectID: "p1", VenueID: "v1", Date: "2026-07-11", Status: records.ShowSettled,
		TimeZone: "Europe/Stockholm", Currency: "SEK", Deal: records.Deal{Type: records.DealFlat, Guarantee: 100_000},
		Contacts: []records.ContactRole{{PersonID: "erik", Role: "promoter"}}}
	st := records.Settlement{ID: "st1", ShowID: "s1", Currency: "SEK", SettledBy: "Erik Sandberg", ArtistPayout: 100_000}
	d := records.Dataset{Projects: []records.Project{{ID: "p1", Name: "Skärgård Sounds", Currency: "SEK"}},
		Venues: []records.Venue{{ID: "v1", Name: "Gärdet", City: "Stockholm", Country: "SE", TimeZone: "Europe/Stockholm"}},
		People: []records.Person{promoter}, Shows: []records.Show{show}, Settlements: []records.Settlement{st}}
	src := Source{Ref: records.Ref{Kind: records.KindSettlement, ID: "st1", ProjectID: "p1"}, OrgName: "Northern Lights Touring",
		Index: testIndex(d)}
	out, err := settlementSheetFromSettlement(src)
	if err != nil {
		t.Fatal(err)
	}
	sign := out["signatories"].(map[string]any)
	if sign["promoter"] != "Erik Sandberg" || sign["artist"] != nil {
		t.Errorf("signatories %v, want the promoter's line named and the artist's left to sign", sign)
	}
}
