package binding

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestDaySheetHasTomorrowsTravelChangeoversAndTheEmergencyNumber(t *testing.T) {
	t.Parallel()
	d := daySheetTestData()
	at := func(s string) time.Time { v, _ := time.Parse(time.RFC3339, s); return v.UTC() }
	end := at("2026-03-14T20:15:00+01:00")
	d.Schedule = append(d.Schedule, records.ScheduleItem{ID: "support", ProjectID: "p1", ShowID: "s1", Kind: records.ScheduleSet,
		Title: "Harbour Lights", StartsAt: at("2026-03-14T19:45:00+01:00"), EndsAt: &end, TimeZone: "Europe/Berlin"})
	d.Travel = append(d.Travel, records.TravelSegment{ID: "tr3", ProjectID: "p1", Mode: records.TravelRail, Carrier: "DSB",
		FromPlace: "Copenhagen H", ToPlace: "Malmö C", DepartsAt: at("2026-03-15T14:00:00+01:00"), ArrivesAt: at("2026-03-15T14:40:00+01:00"),
		DepartTimeZone: "Europe/Copenhagen", ArriveTimeZone: "Europe/Stockholm", PassengerIDs: []kernel.ID{"tm"}})
	src := Source{Ref: records.Ref{Kind: records.KindShow, ID: "s1", ProjectID: "p1"}, OrgName: "Northern Lights Touring",
		Now: time.Date(2026, 2, 20, 9, 0, 0, 0, time.UTC), Index: testIndex(d)}
	out, err := daySheetFromShow(src)
	if err != nil {
		t.Fatal(err)
	}
	if out["emergency_number"] != "112" {
		t.Errorf("emergency number = %v, want Germany's 112", out["emergency_number"])
	}
	cs, _ := out["changeovers"].([]any)
	if len(cs) != 1 || cs[0].(map[string]any)["minutes"] != int64(30) || cs[0].(map[string]any)["before"] != "Northern Lights" {
		t.Errorf("changeovers = %v, want 30 minutes from the support to the headliner", out["changeovers"])
	}
	next, _ := out["next_day_travel"].([]any)
	if len(next) != 1 || next[0].(map[string]any)["to"] != "Malmö C" {
		t.Errorf("next day's travel = %v, want the train to Malmö", out["next_day_travel"])
	}
}

func TestDaySheetAndGuestListCarryTheVenueAndGuestPractice(t *testing.T) {
	t.Parallel()
	d := daySheetTestData()
	d.Venues[0].Hospital, d.Venues[0].HospitalPhone = "Vivantes Klinikum Am Urban", "+49 30 130 220"
	d.Venues[0].Parking, d.Venues[0].WiFi = "Bus on Columbiadamm", "Crew / see office"
	cutoff := time.Date(2026, 3, 14, 16, 0, 0, 0, time.UTC)
	d.Shows[0].GuestAllocation, d.Shows[0].GuestCutoffAt, d.Shows[0].GuestPickup = 40, &cutoff, "Box office from 18:30, photo ID"
	src := Source{Ref: records.Ref{Kind: records.KindShow, ID: "s1", ProjectID: "p1"}, OrgName: "Northern Lights Touring",
		Now: time.Date(2026, 2, 20, 9, 0, 0, 0, time.UTC), Index: testIndex(d)}
	day, err := daySheetFromShow(src)
	if err != nil {
		t.Fatal(err)
	}
	if h := day["hospital"].(map[string]any); h["name"] != "Vivantes Klinikum Am Urban" || day["parking"] != "Bus on Columbiadamm" || day["wifi"] != "Crew / see office" {
		t.Errorf("day sheet hospital %v, parking %v, wifi %v", day["hospital"], day["parking"], day["wifi"])
	}
	list, err := guestListFromShow(src)
	if err != nil {
		t.Fatal(err)
	}
	if list["allocation"] != int64(40) || list["cutoff_at"] != "2026-03-14T17:00:00+01:00" || list["pickup_instructions"] != "Box office from 18:30, photo ID" {
		t.Errorf("guest list allocation %v, cut-off %v, pickup %v", list["allocation"], list["cutoff_at"], list["pickup_instructions"])
	}
}
