package binding

import (
	"fmt"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestGuestListCountsPeopleWithTheirPlusOnes(t *testing.T) {
	t.Parallel()
	out, err := guestListFromShow(daySheetTestSource(records.KindShow, "s1"))
	if err != nil {
		t.Fatal(err)
	}
	names := daySheetTestStrings(t, out["entries"], "name")
	if want := []string{"anna Svensson", "Felix Wagner", "Jana Richter", "Karl Hoffmann"}; !slices.Equal(names, want) {
		t.Errorf("entries %q, want the show's own names alphabetically, whatever their case: %q", names, want)
	}
	totals := out["totals"].(map[string]any)
	want := map[string]int{"guests": 6, "approved_guests": 3, "pending_guests": 3, "checked_in_guests": 1, "declined_guests": 4}
	for k, n := range want {
		if totals[k] != n {
			t.Errorf("%s = %v, want %d", k, totals[k], n)
		}
	}
	var cats []string
	for _, c := range out["by_category"].([]any) {
		m := c.(map[string]any)
		cats = append(cats, fmt.Sprintf("%s=%d", m["category"], m["guests"]))
	}
	if want := []string{"Family=2", "Press=1", "Uncategorised=3"}; !slices.Equal(cats, want) {
		t.Errorf("by category %q, want %q (declined guests left out)", cats, want)
	}
}
