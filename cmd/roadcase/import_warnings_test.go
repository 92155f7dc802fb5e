package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// An import whose data is unusual but possible goes in, and says what a person
// should look at, pointed at the place in the document.
func TestImportReportsCrossRecordFindings(t *testing.T) {
	t.Parallel()
	lite := seededDSN(t)
	var doc map[string]any
	if err := json.Unmarshal([]byte(mustRun(t, lite, "export", "--org", "demo").stdout), &doc); err != nil {
		t.Fatal(err)
	}
	st := doc["settlements"].([]any)[0].(map[string]any)
	st["deposits_paid"] = 99_999_999 // more than any deposit invoice received
	edited, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	out := mustRun(t, migratedDSN(t), "import", "--org", "edited", "--owner-email", "demo@example.com",
		writeFile(t, "edited.json", string(edited))).stdout
	var res importResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	if len(res.Warnings) != 1 || res.Warnings[0].Pointer != "/settlements/0/deposits_paid" ||
		res.Warnings[0].Code != "deposits_not_received" || !strings.Contains(res.Warnings[0].Detail, "deposit") {
		t.Errorf("warnings = %+v, want the settlement's deposits", res.Warnings)
	}
}
