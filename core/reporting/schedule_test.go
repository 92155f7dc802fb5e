package reporting_test

import (
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/reporting"
)

func TestTheScheduleIsReadAndDueTimesFollowIt(t *testing.T) {
	const text = "northern-lights daily@02:00 report=tour_pnl; ; harbour weekly@mon@06:30 key=gross&key=net_profit&group_by=project"
	s, err := reporting.ParseSchedule(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(s) != 2 || s[0].Org != "northern-lights" || s[0].Query.Get("report") != "tour_pnl" || len(s[1].Query["key"]) != 2 {
		t.Fatalf("schedule = %+v", s)
	}
	at := time.Date(2026, 11, 23, 2, 0, 0, 0, time.UTC) // a Monday, 02:00 exactly
	if got := s[0].Next(at); !got.Equal(at.AddDate(0, 0, 1)) {
		t.Errorf("daily after its own time = %v, want the next day", got)
	}
	if got := s[1].Next(at); !got.Equal(time.Date(2026, 11, 23, 6, 30, 0, 0, time.UTC)) {
		t.Errorf("weekly = %v, want this Monday 06:30", got)
	}
	if got := s[1].Next(time.Date(2026, 11, 23, 7, 0, 0, 0, time.UTC)); got.Weekday() != time.Monday || got.Day() != 30 {
		t.Errorf("weekly after this Monday's run = %v, want next Monday", got)
	}
	replica, err := reporting.ParseSchedule(text) // another replica, its clock in another zone
	if err != nil {
		t.Fatal(err)
	}
	berlin := time.FixedZone("CET", 3600)
	if s[0].RunID("org", at) != replica[0].RunID("org", at.In(berlin)) {
		t.Error("a run's id must be the same on every replica")
	}
	if id := s[0].RunID("org", at); id == s[0].RunID("org", at.AddDate(0, 0, 1)) ||
		id == s[1].RunID("org", at) || id == s[0].RunID("other-org", at) {
		t.Error("a run's id must differ between runs, entries and organizations")
	}
}

func TestABadScheduleSaysWhichEntry(t *testing.T) {
	for _, bad := range []string{
		"org daily@25:00 report=x", "org hourly report=x", "org weekly@someday@01:00 report=x",
		"org daily@01:00", "org daily@01:00 report=x&key=y", "org daily@01:00 from=2026-01-01",
	} {
		if _, err := reporting.ParseSchedule(bad); err == nil || !strings.Contains(err.Error(), "org") {
			t.Errorf("%q: err = %v, want one naming the entry", bad, err)
		}
	}
}
