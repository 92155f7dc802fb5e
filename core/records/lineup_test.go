package records_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestChangeovers(t *testing.T) {
	at := func(h, m int) time.Time { return time.Date(2026, 3, 14, h, m, 0, 0, time.UTC) }
	set := func(title string, start, end time.Time) records.ScheduleItem {
		return records.ScheduleItem{ID: kernel.ID(title), Kind: records.ScheduleSet, Title: title, StartsAt: start, EndsAt: &end}
	}
	items := []records.ScheduleItem{
		set("Headliner", at(21, 0), at(22, 45)),
		set("Support", at(19, 45), at(20, 30)),
		{Kind: records.ScheduleDoors, Title: "Doors", StartsAt: at(19, 0)},
	}
	got := records.Changeovers(items)
	if len(got) != 1 || got[0] != (records.Changeover{After: "Support", Before: "Headliner", Minutes: 30}) {
		t.Errorf("Changeovers = %+v", got)
	}
}

func TestEmergencyNumber(t *testing.T) {
	for country, want := range map[string]string{"DE": "112", "GB": "999 or 112", "US": "911", "": ""} {
		if got := records.EmergencyNumber(country); got != want {
			t.Errorf("EmergencyNumber(%q) = %q, want %q", country, got, want)
		}
	}
}
