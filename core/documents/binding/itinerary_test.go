package binding

import (
	"fmt"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestItineraryClassifiesEveryDay(t *testing.T) {
	t.Parallel()
	out, err := itineraryFromProject(daySheetTestSource(records.KindProject, "p1"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range out["days"].([]any) {
		m := d.(map[string]any)
		city, _ := m["city"].(string)
		got = append(got, m["date"].(string)+" "+m["day_type"].(string)+" "+city)
	}
	want := []string{
		"2026-03-13 travel Berlin",
		"2026-03-14 show Berlin",
		"2026-03-15 press Copenhagen",
		"2026-03-16 show Copenhagen",
	}
	if !slices.Equal(got, want) {
		t.Errorf("days %q, want %q", got, want)
	}
	if out["show_count"] != 2 || out["travel_day_count"] != 1 || out["day_off_count"] != 0 {
		t.Errorf("counts %v shows, %v travel days, %v days off; want 2, 1, 0", out["show_count"], out["travel_day_count"], out["day_off_count"])
	}
	press := out["days"].([]any)[2].(map[string]any)
	if press["notes"] != "Radio interview" {
		t.Errorf("press day notes %q, want the interview", press["notes"])
	}
}

func TestItinerarySpan(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name         string
		starts, ends string
		clear        bool
		wantFirst    string
		wantLen      int
		wantDaysOff  int
	}{
		{"the project's dates frame the tour", "2026-03-10", "2026-03-20", false, "2026-03-10", 11, 7},
		{"bookings outside the dates widen it", "2026-03-14", "2026-03-14", false, "2026-03-13", 4, 0},
		{"a span beyond the limit keeps only busy days", "2020-01-01", "2029-12-31", false, "2026-03-13", 4, 0},
		{"a project with nothing booked has no days", "2026-03-10", "2026-03-20", true, "", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			d := daySheetTestData()
			d.Projects[0].StartsOn, d.Projects[0].EndsOn = kernel.Date(tt.starts), kernel.Date(tt.ends)
			if tt.clear {
				d.Shows, d.Schedule, d.Travel, d.Accommodations = nil, nil, nil, nil
			}
			days := itineraryDays(NewIndex(d), &d.Projects[0], 400)
			if len(days) != tt.wantLen {
				t.Fatalf("%d days, want %d", len(days), tt.wantLen)
			}
			if len(days) > 0 && string(days[0].Date) != tt.wantFirst {
				t.Errorf("first day %s, want %s", days[0].Date, tt.wantFirst)
			}
			off := 0
			for _, day := range days {
				if day.Type() == "day_off" {
					off++
				}
			}
			if off != tt.wantDaysOff {
				t.Errorf("%d days off, want %d", off, tt.wantDaysOff)
			}
		})
	}
}

func TestItineraryKeepsABusyFestivalDayWithinTheSchema(t *testing.T) {
	t.Parallel()
	d := daySheetTestData()
	for i := range 60 {
		d.Shows = append(d.Shows, records.Show{ID: kernel.ID(fmt.Sprintf("f%02d", i)), ProjectID: "p1", VenueID: "v1",
			Date: "2026-03-14", Status: records.ShowConfirmed, TimeZone: "Europe/Berlin", Stage: fmt.Sprintf("Stage %02d", i)})
	}
	src := Source{Ref: records.Ref{Kind: records.KindProject, ID: "p1", ProjectID: "p1"}, Index: NewIndex(d)}
	out, err := itineraryFromProject(src)
	if err != nil {
		t.Fatal(err)
	}
	day := out["days"].([]any)[1].(map[string]any)
	if n := len(day["shows"].([]any)); n != 50 {
		t.Errorf("%d shows on the day, want the schema's 50", n)
	}
	if out["show_count"] != 62 {
		t.Errorf("show count %v, want every show counted", out["show_count"])
	}
}
