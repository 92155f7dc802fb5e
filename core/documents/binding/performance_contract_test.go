package binding

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestPerformanceContractEngagementTimes(t *testing.T) {
	t.Parallel()
	at := func(h, m int) time.Time { return time.Date(2026, 3, 6, h, m, 0, 0, time.UTC) }
	set := func(start, end time.Time) records.ScheduleItem {
		return records.ScheduleItem{ID: kernel.NameID(kernel.Namespace, "test/set/"+start.String()), Kind: records.ScheduleSet,
			Title: "Northern Lights", StartsAt: start, EndsAt: &end, TimeZone: "Europe/London"}
	}
	tests := []struct {
		name       string
		showStarts *time.Time
		schedule   []time.Time // start, end pairs of set items
		wantStarts any
		wantLength any
	}{
		{"the set item gives the start and the length", nil, []time.Time{at(21, 0), at(22, 30)}, "2026-03-06T21:00:00Z", int64(90)},
		{"the show's own start wins over the set item", performanceContractTestTime(at(20, 45)), []time.Time{at(21, 0), at(22, 15)}, "2026-03-06T20:45:00Z", int64(75)},
		{"the earliest set counts", nil, []time.Time{at(22, 0), at(22, 30), at(19, 0), at(19, 45)}, "2026-03-06T19:00:00Z", int64(45)},
		{"without a set item there is no set length", nil, nil, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			out, err := performanceContractFromShow(settlementSheetTestSource(records.KindShow, func(d *records.Dataset) {
				d.Shows[0].StartsAt = tt.showStarts
				for i := 0; i+1 < len(tt.schedule); i += 2 {
					it := set(tt.schedule[i], tt.schedule[i+1])
					it.ProjectID, it.ShowID = d.Shows[0].ProjectID, d.Shows[0].ID
					d.Schedule = append(d.Schedule, it)
				}
			}))
			if err != nil {
				t.Fatal(err)
			}
			e := out["engagement"].(map[string]any)
			if e["starts_at"] != tt.wantStarts || e["set_length_minutes"] != tt.wantLength {
				t.Errorf("starts %v for %v minutes, want %v for %v", e["starts_at"], e["set_length_minutes"], tt.wantStarts, tt.wantLength)
			}
			if out["cancellation_terms"] != performanceContractCancellation {
				t.Error("the standard cancellation clause is missing")
			}
		})
	}
}

func performanceContractTestTime(t time.Time) *time.Time { return &t }
