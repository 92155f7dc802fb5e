package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/records/exchange"
)

// The spreadsheet import runs on the command line through the pages' use
// case: a CSV of guests goes into a project, a file with an error writes
// nothing and says where the error is, and columns can be mapped by hand.
func TestImportKindWritesTheRowsOfOneSheetOrNothing(t *testing.T) {
	t.Parallel() // it sets no environment
	bin := binary{t: t, path: buildBinary(t), home: t.TempDir()}
	db := migratedDSN(t)
	bin.must("import", "--db", db, "--org", touring.Slug, "--owner-email", "tm@touring.example",
		writeDocument(t, "tour.json", exchange.Export(touring, tour(3, 0))))

	bad := guestRows(3, 4)
	bad[2][0] = "31/02/2027"
	out, _, err := bin.run("import", "--db", db, "--org", "touring", "--kind", "guests", "--project", "SPR27",
		writeCSV(t, "guests.csv", bad))
	var res sheetImportResult
	if jerr := json.Unmarshal([]byte(out), &res); err == nil || jerr != nil {
		t.Fatalf("an import with an error: err %v, output %s", err, out)
	}
	if res.Status != "checked" || len(res.Errors) == 0 || !strings.HasPrefix(res.Errors[0].Cell, "guests!A3") ||
		res.Errors[0].Value != "31/02/2027" || res.Records["guests"] != 0 {
		t.Fatalf("an import with an error printed %+v; want its cell and nothing written", res)
	}
	if n := guestsIn(t, bin, db); n != 0 {
		t.Fatalf("a refused import wrote %d guests", n)
	}

	out = bin.must("import", "--db", db, "--org", "touring", "--kind", "guests", "--project", "SPR27",
		"--as", "tm@touring.example", writeCSV(t, "guests.csv", guestRows(3, 4)))
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if res.Status != "done" || res.New != 4 || res.Records["guests"] != 4 || res.Organization != "touring" {
		t.Fatalf("the import printed %+v; want 4 new guests written", res)
	}
	if n := guestsIn(t, bin, db); n != 4 {
		t.Fatalf("the project holds %d guests, want 4", n)
	}

	byHand := guestRows(3, 5)
	byHand[0] = []string{"When", "Who", "Extra", "Status"}
	out = bin.must("import", "--db", db, "--org", "touring", "--kind", "guests", "--project", "SPR27",
		"--map", "When=show_date,Who=name", writeCSV(t, "more.csv", byHand))
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if res.Status != "done" || res.New != 1 || res.Unchanged != 4 {
		t.Fatalf("mapped by hand: %+v; want 1 new guest and the 4 others unchanged", res)
	}
	if _, errs, err := bin.run("import", "--db", db, "--org", "touring", "--kind", "guests", "--project", "NOPE",
		writeCSV(t, "g.csv", guestRows(3, 1))); err == nil || !strings.Contains(errs, "NOPE") {
		t.Errorf("an unknown project: err %v, stderr %s", err, errs)
	}
}

// guestsIn counts the guest list entries of the touring organization.
func guestsIn(t *testing.T, bin binary, db string) int {
	t.Helper()
	var doc struct {
		GuestList []json.RawMessage `json:"guest_list"`
	}
	if err := json.Unmarshal([]byte(bin.must("export", "--db", db, "--org", "touring")), &doc); err != nil {
		t.Fatal(err)
	}
	return len(doc.GuestList)
}
