package binding

import (
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestRunOfShowRunsFromDoorsToCurfew(t *testing.T) {
	t.Parallel()
	out, err := runOfShowFromShow(daySheetTestSource(records.KindShow, "s1"))
	if err != nil {
		t.Fatal(err)
	}
	cues := out["cues"].([]any)
	items := daySheetTestStrings(t, cues, "item")
	if want := []string{"Doors", "Northern Lights", "Curfew"}; !slices.Equal(items, want) {
		t.Errorf("cues %q, want %q: doors and curfew from the show's times, no load-in, soundcheck, dinner or load-out", items, want)
	}
	set := cues[1].(map[string]any)
	if set["duration_minutes"] != 90 || set["department"] != "Stage" || set["starts_at"] != "2026-03-14T20:45:00+01:00" {
		t.Errorf("set cue %v, want 90 minutes on stage at 20:45", set)
	}
	if _, ok := cues[0].(map[string]any)["duration_minutes"]; ok {
		t.Error("doors has a duration")
	}
}
