package binding

import (
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestCallSheetCallsCrewAtLoadInAndTheArtistAtSoundcheck(t *testing.T) {
	t.Parallel()
	out, err := callSheetFromShow(daySheetTestSource(records.KindShow, "s1"))
	if err != nil {
		t.Fatal(err)
	}
	var calls []string
	for _, c := range out["calls"].([]any) {
		m := c.(map[string]any)
		calls = append(calls, m["call_at"].(string)[11:16]+" "+m["name"].(string))
	}
	want := []string{"10:00 Per Åberg", "10:00 Elin Sandberg", "10:00 Oskar Nyberg", "16:00 Maya Lind"}
	if !slices.Equal(calls, want) {
		t.Errorf("calls %q, want %q (the lighting designer joins on the 15th)", calls, want)
	}
	if out["general_call_at"] != "2026-03-14T10:00:00+01:00" {
		t.Errorf("general call %v, want the load-in", out["general_call_at"])
	}
	if e, _ := out["emergency"].(map[string]any); e["emergency_number"] != "112" {
		t.Errorf("emergency %v, want 112 in Germany", out["emergency"])
	}
}

func TestCallSheetWithoutAScheduleLeavesCallsToBeConfirmed(t *testing.T) {
	t.Parallel()
	out, err := callSheetFromShow(daySheetTestSource(records.KindShow, "s2"))
	if err != nil {
		t.Fatal(err)
	}
	calls := out["calls"].([]any)
	if len(calls) != 5 {
		t.Fatalf("%d calls, want everyone engaged on the 16th", len(calls))
	}
	for _, c := range calls {
		if at, ok := c.(map[string]any)["call_at"]; ok {
			t.Errorf("call at %v, want none without a schedule", at)
		}
	}
	if _, ok := out["general_call_at"]; ok {
		t.Error("a general call without any timed call")
	}
}
