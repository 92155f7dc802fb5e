package binding

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// zoneCrossingSource is daySheetTestData with the lighting designer flying in from
// London on the show day, BA 982 at 08:05 GMT, landing in Berlin at 11:25 CET, and
// a car whose arrival zone was never filled in; ref points at the record of kind.
func zoneCrossingSource(kind records.Kind, ref kernel.ID) Source {
	d := daySheetTestData()
	d.Travel = append(d.Travel,
		records.TravelSegment{ID: "tr3", ProjectID: "p1", Mode: records.TravelFlight, Carrier: "British Airways", Number: "BA 982",
			FromPlace: "LHR", ToPlace: "BER",
			DepartsAt: time.Date(2026, 3, 14, 8, 5, 0, 0, time.UTC), ArrivesAt: time.Date(2026, 3, 14, 10, 25, 0, 0, time.UTC),
			DepartTimeZone: "Europe/London", ArriveTimeZone: "Europe/Berlin", PassengerIDs: []kernel.ID{"ld"}},
		records.TravelSegment{ID: "tr4", ProjectID: "p1", Mode: records.TravelCar, FromPlace: "BER", ToPlace: "Columbiahalle",
			DepartsAt: time.Date(2026, 3, 14, 11, 0, 0, 0, time.UTC), ArrivesAt: time.Date(2026, 3, 14, 11, 40, 0, 0, time.UTC),
			DepartTimeZone: "Europe/Berlin", PassengerIDs: []kernel.ID{"ld"}})
	return Source{Ref: records.Ref{Kind: kind, ID: ref, ProjectID: "p1"}, OrgName: "Northern Lights Touring",
		Now: time.Date(2026, 2, 20, 9, 0, 0, 0, time.UTC), Index: testIndex(d)}
}

// legFrom returns the leg departing from place in the list of legs, or fails.
func legFrom(t *testing.T, legs any, place string) map[string]any {
	t.Helper()
	list, _ := legs.([]any)
	for _, v := range list {
		if m := v.(map[string]any); m["from"] == place {
			return m
		}
	}
	t.Fatalf("no leg from %s in %v", place, legs)
	return nil
}

// dayOf returns the day of date in a bound itinerary or tour book.
func dayOf(t *testing.T, out map[string]any, date string) map[string]any {
	t.Helper()
	for _, v := range out["days"].([]any) {
		if m := v.(map[string]any); m["date"] == date {
			return m
		}
	}
	t.Fatalf("no day %s", date)
	return nil
}

func TestEveryTravelLegKeepsEachEndInItsOwnZone(t *testing.T) {
	t.Parallel()
	bind := func(t *testing.T, f Binder, kind records.Kind, ref kernel.ID) map[string]any {
		t.Helper()
		out, err := f(zoneCrossingSource(kind, ref))
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	project := func(f Binder) func(t *testing.T) map[string]any {
		return func(t *testing.T) map[string]any { return bind(t, f, records.KindProject, "p1") }
	}
	tests := []struct {
		name    string
		legs    func(t *testing.T) any
		withCar bool
	}{
		{"the manifest of the project", func(t *testing.T) any { return project(travelManifestFromProject)(t)["segments"] }, true},
		{"the manifest of the segment", func(t *testing.T) any {
			return bind(t, travelManifestFromSegment, records.KindTravelSegment, "tr3")["segments"]
		}, false},
		{"the itinerary's day", func(t *testing.T) any { return dayOf(t, project(itineraryFromProject)(t), "2026-03-14")["travel"] }, true},
		{"the tour book's day", func(t *testing.T) any { return dayOf(t, project(tourBookFromProject)(t), "2026-03-14")["travel"] }, true},
		{"the tour book's list of all travel", func(t *testing.T) any { return project(tourBookFromProject)(t)["travel"] }, true},
		{"the day sheet", func(t *testing.T) any { return bind(t, daySheetFromShow, records.KindShow, "s1")["travel"] }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			legs := tt.legs(t)
			flight := legFrom(t, legs, "LHR")
			want := map[string]string{
				"departs_at": "2026-03-14T08:05:00Z", "departure_time_zone": "Europe/London",
				"arrives_at": "2026-03-14T11:25:00+01:00", "arrival_time_zone": "Europe/Berlin",
			}
			for k, v := range want {
				if flight[k] != v {
					t.Errorf("the London flight's %s is %v, want %s", k, flight[k], v)
				}
			}
			if !tt.withCar {
				return
			}
			car := legFrom(t, legs, "BER")
			if car["departure_time_zone"] != "Europe/Berlin" || car["departs_at"] != "2026-03-14T12:00:00+01:00" || car["arrives_at"] != "2026-03-14T11:40:00Z" {
				t.Errorf("the car %v, want its departure in Berlin time and its arrival in UTC", car)
			}
			if _, ok := car["arrival_time_zone"]; ok {
				t.Errorf("the car has an arrival zone, %v, though its record has none", car["arrival_time_zone"])
			}
		})
	}
}
