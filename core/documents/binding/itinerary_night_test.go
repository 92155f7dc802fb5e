package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

// TestTheBusAfterMidnightIsOnTheShowDayWithPlusOneDay: the 01:30 bus after the
// Berlin show on 14 March leaves on the 15th by the calendar; a touring day runs
// 06:00 to 06:00, so it is on the 14th's row, marked as leaving the next day.
func TestTheBusAfterMidnightIsOnTheShowDayWithPlusOneDay(t *testing.T) {
	t.Parallel()
	out, err := itineraryFromProject(daySheetTestSource(records.KindProject, "p1"))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range out["days"].([]any) {
		day := d.(map[string]any)
		legs, _ := day["travel"].([]any)
		for _, l := range legs {
			leg := l.(map[string]any)
			switch leg["from"] {
			case "Columbiahalle":
				if day["date"] != "2026-03-14" || leg["departs_day_offset"] != int64(1) {
					t.Errorf("the 01:30 bus is on %v with offset %v, want 2026-03-14 and +1 day", day["date"], leg["departs_day_offset"])
				}
			case "ARN":
				if _, ok := leg["departs_day_offset"]; ok {
					t.Errorf("the 09:10 flight on its own day is marked %v", leg["departs_day_offset"])
				}
			}
		}
	}
}

// TestTheTouringPartyIncludesTheArtist: the artist is paid by the deal, not
// engaged as crew, yet heads the tour book's touring party.
func TestTheTouringPartyIncludesTheArtist(t *testing.T) {
	t.Parallel()
	src := daySheetTestSource(records.KindProject, "p1")
	src.Index.Data.Projects[0].Artist, src.Index.Data.Projects[0].Kind = "Aurora Lane", records.ProjectTour
	out, err := tourBookFromProject(src)
	if err != nil {
		t.Fatal(err)
	}
	party := out["tour_party"].([]any)
	if first := party[0].(map[string]any); first["name"] != "Aurora Lane" || first["role"] != "Artist" || len(party) != 6 {
		t.Errorf("touring party starts %v with %d people, want Aurora Lane, Artist, and the five crew", first, len(party))
	}
}

// TestTwoBlocksOfOneHotelAreToldApart: the band's and the crew's blocks at one
// hotel on the same nights read differently on the itinerary.
func TestTwoBlocksOfOneHotelAreToldApart(t *testing.T) {
	t.Parallel()
	src := daySheetTestSource(records.KindProject, "p1")
	band := src.Index.Data.Accommodations[0]
	crew := band
	crew.ID, crew.Confirmation, crew.CheckOut = "a3", "AMN-2", "2026-03-14"
	crew.Rooms = []records.Room{{ID: "r9", RoomType: "twin"}, {ID: "r10", RoomType: "twin"}}
	band.Confirmation = "AMN-1"
	src.Index = testIndex(func() records.Dataset {
		d := src.Index.Data
		d.Accommodations = []records.Accommodation{band, crew, d.Accommodations[1]}
		return d
	}())
	out, err := itineraryFromProject(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range out["days"].([]any) {
		day := d.(map[string]any)
		if day["date"] != "2026-03-13" {
			continue
		}
		hotels := day["hotels"].([]any)
		want := []any{"Hotel Amano (2026-03-13 to 2026-03-15; 1 single, 1 twin, 1 double; ref. AMN-1)",
			"Hotel Amano (2026-03-13 to 2026-03-14; 2 twin; ref. AMN-2)"}
		if len(hotels) != 2 || hotels[0] != want[0] || hotels[1] != want[1] {
			t.Errorf("hotels on the 13th %q, want %q", hotels, want)
		}
	}
}
