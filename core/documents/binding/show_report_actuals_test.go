package binding

import "testing"

// TestShowReportPrintsNBORAndTheActualTimesTheRecordsHold: the Hamburg settlement
// grossed €317,394.00 with €3,000.00 of facility fees and €27,304.51 of ticket tax
// inside it: NBOR €287,089.49. The headline set ended at 21:30 UTC, 22:30 in
// Hamburg, against a 23:00 curfew; the settlement was signed at 23:40.
func TestShowReportPrintsNBORAndTheActualTimesTheRecordsHold(t *testing.T) {
	t.Parallel()
	src := showReportTestSource(true)
	src.Index.Data.Settlements[0].FacilityFees, src.Index.Data.Settlements[0].TicketTax = 300_000, 2_730_451
	src.Index = testIndex(src.Index.Data)
	out, err := showReportFromShow(src)
	if err != nil {
		t.Fatal(err)
	}
	st := out["settlement"].(map[string]any)
	if m := st["nbor"].(map[string]any); m["amount"] != int64(28_708_949) {
		t.Errorf("NBOR %v, want 28708949", m)
	}
	actual := map[string]any{}
	for _, r := range out["times"].([]any) {
		row := r.(map[string]any)
		if a, ok := row["actual_at"]; ok {
			actual[row["label"].(string)] = a
		}
	}
	if actual["Curfew"] != "2026-03-06T22:30:00+01:00" || actual["Settlement signed"] != "2026-03-06T23:40:00+01:00" {
		t.Errorf("actual times %v, want the music's end at the curfew and the signing", actual)
	}
}
