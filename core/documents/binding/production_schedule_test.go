package binding

import (
	"fmt"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestProductionScheduleListsWorkingDays(t *testing.T) {
	t.Parallel()
	out, err := productionScheduleFromProject(daySheetTestSource(records.KindProject, "p1"))
	if err != nil {
		t.Fatal(err)
	}
	var days []string
	for _, d := range out["days"].([]any) {
		m := d.(map[string]any)
		venue, _ := m["venue"].(string)
		days = append(days, fmt.Sprintf("%s %s %d", m["date"], venue, len(m["items"].([]any))))
	}
	want := []string{"2026-03-14 Columbiahalle 6", "2026-03-15  1", "2026-03-16 Vega 0"}
	if !slices.Equal(days, want) {
		t.Errorf("days %q, want %q: the travel day without a schedule left out, the hold kept", days, want)
	}
}
