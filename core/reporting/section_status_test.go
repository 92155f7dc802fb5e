package reporting_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// A section's facts carry the status its items give it (advancing's
// Section.ItemStatus), as the portal and the manager's page show it: a
// section marked complete with none of its items confirmed is in progress and
// has no completion time, so the completion figures do not count it done.
func TestSectionFactsFollowTheConfirmedItems(t *testing.T) {
	created := time.Date(2026, 6, 1, 9, 0, 0, 0, time.UTC)
	done := created.Add(48 * time.Hour)
	yes := "confirmed"
	field := func(v *string) advancing.Field { return advancing.Field{Key: "k", Label: "K", Value: v} }
	packet := advancing.Packet{ID: "k1", ProjectID: "p1", CreatedAt: created, Sections: []advancing.Section{
		{ID: "s1", Required: true, Status: advancing.SectionComplete, CompletedAt: &done,
			Fields: []advancing.Field{field(nil), field(nil), field(nil)}}, // marked complete, 0 of 3 confirmed
		{ID: "s2", Required: true, Status: advancing.SectionComplete, CompletedAt: &done,
			Fields: []advancing.Field{field(&yes), field(&yes)}}, // every item confirmed
		{ID: "s3", Required: true, Status: advancing.SectionNotStarted,
			Fields: []advancing.Field{field(&yes), field(nil)}}, // one of two confirmed
		{ID: "s4", Required: true, Status: advancing.SectionComplete, CompletedAt: &done}, // nothing to fill in
	}}
	facts := reporting.FactsOf(records.Dataset{}, reporting.AdvancingData{Packets: []advancing.Packet{packet}}, nil,
		reporting.Scope{Org: "o1"}, reporting.FamilySections|reporting.FamilyProjects)
	want := map[string]string{"s1": "in_progress", "s2": "complete", "s3": "in_progress", "s4": "complete"}
	for _, f := range facts.Sections {
		if f.Status != want[string(f.Section)] || (f.CompletedAt != nil) != (f.Status == "complete") {
			t.Errorf("section %s: %s, completed %v; want %s", f.Section, f.Status, f.CompletedAt, want[string(f.Section)])
		}
	}
	got := resolve(t, facts, reporting.Request{Keys: []string{"advance_completion_rate", "average_days_to_complete"}})
	if rate, days := show(got[0].Value, got[0].Unit), show(got[1].Value, got[1].Unit); rate != "50.00" || days != "2.00" {
		t.Errorf("completion rate %s, days to complete %s; want 50.00 (2 of 4) and 2.00", rate, days)
	}
	if done, required := packet.Progress(); done != 2 || required != 4 {
		t.Errorf("the packet's own progress is %d of %d, the KPI's 2 of 4", done, required)
	}
}
