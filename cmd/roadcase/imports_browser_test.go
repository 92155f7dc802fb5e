package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// TestARoutingSpreadsheetImportedInTheBrowser drives the real binary (serve on
// SQLite, the import's steps as River jobs) from headless Chromium, auditing
// every page and every state of an import with axe-core and html-validate: a
// new user signs up, creates a project and imports its two venues from a CSV
// file; downloads the shows template, fills it (excelize) with three shows at
// the two venues, one with a date that is not one, and uploads it; the
// mapping is guessed from the template's headers; the preview shows the error
// at its row and column, and confirming is refused; the fixed file, uploaded
// again, previews three new shows, which confirming writes: the project page
// lists them and the API reads them; undone, they are gone from both.
func TestARoutingSpreadsheetImportedInTheBrowser(t *testing.T) {
	t.Parallel() // its server has its own environment (smtpEnv)
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	tm := newPerson(t, "") // skips here without Chromium unless it is required
	mails := smtptest.Start(t, "none", "", "")
	srv := servetest.Start(t, buildBinary(t), filepath.Join(t.TempDir(), "roadcase.db"), smtpEnv(mails)...)
	tm.base = srv.URL
	dir := t.TempDir()
	signUpAndSignIn(t, tm, mails, "Ivy Importer", "ivy@example.com", "routing sheets all the way down", "Ivy Touring")
	project := tm.save("/projects/new", form{
		fill: [][2]string{{"name", "Autumn Run 2027"}, {"code", "AR27"}, {"artist", "The Lanterns"}},
		set:  [][2]string{{"kind", "tour"}, {"status", "confirmed"}, {"currency", "EUR"}, {"starts_on", "2027-09-01"}, {"ends_on", "2027-09-30"}},
	}, "Autumn Run 2027")

	// The venues, from a CSV file of their own.
	venues := writeFile(t, "venues.csv", "Venue;City;Country;Time zone\nParadiso;Amsterdam;NL;Europe/Amsterdam\nMelkweg;Amsterdam;NL;Europe/Amsterdam\n")
	tm.uploadSheet(venues, "venues", "")
	tm.wantText("Read as CSV, UTF-8, semicolon-separated.")
	tm.click(`form[action$="/mapping"] button[type=submit]`, "Import of venues.csv")
	tm.waitText("Preview")
	tm.wantText("2 new")
	tm.click(`form[action$="/confirm"] button[type=submit]`, "Import of venues.csv")
	tm.waitText("Imported 2 new and 0 updated venues")

	// The shows template, downloaded and filled as a tour manager would.
	data, header := tm.download("/imports/templates/shows.xlsx")
	if !strings.HasPrefix(header, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\nattachment;") {
		t.Fatalf("the template came as %q", header)
	}
	routing := filepath.Join(dir, "routing.xlsx")
	shows := [][]string{{"2027-09-10", "Paradiso", "versus", "5000", "85"},
		{"2027-09-31", "Melkweg", "flat", "3000", ""},
		{"2027-09-14", "Paradiso", "flat", "4500", ""}}
	fillRouting(t, data, routing, shows)
	tm.uploadSheet(routing, "shows", project)
	for col, key := range map[string]string{"column-0": "date", "column-1": "venue", "column-7": "deal_type", "column-8": "guarantee", "column-9": "artist_percent"} {
		if got := tm.value(col); got != key {
			t.Errorf("the guessed mapping holds %q in %s, want %q", got, col, key)
		}
	}
	tm.click(`form[action$="/mapping"] button[type=submit]`, "Import of routing.xlsx")
	tm.waitText("Preview")
	tm.wantText("1 error", "2 new")
	problems := tm.tableText("table.problems")
	if !strings.Contains(problems, "3\tA (Date)\t2027-09-31") {
		t.Errorf("the problems table does not point at row 3, column A:\n%s", problems)
	}
	tm.wantText("Confirming is possible once no row has an error.")

	// Fixed and uploaded again, the three shows are new; confirmed, they are
	// written.
	shows[1][0] = "2027-09-12"
	fillRouting(t, data, routing, shows)
	tm.uploadSheet(routing, "shows", project)
	tm.click(`form[action$="/mapping"] button[type=submit]`, "Import of routing.xlsx")
	tm.waitText("Preview")
	tm.wantText("3 new", "0 errors")
	tm.click(`form[action$="/confirm"] button[type=submit]`, "Import of routing.xlsx")
	tm.waitText("Undo this import")
	token := tm.mintToken("import check", "documents:write", "reports:read")
	if got := kpis(t, srv.URL, token, project, "shows")["shows"]; got != 3 {
		t.Errorf("the API counts %v shows after the import, want 3", got)
	}
	itinerary := renderFromRecord(t, srv.URL, token, "itinerary", project)
	for _, want := range []string{"Paradiso", "Melkweg"} {
		if !strings.Contains(itinerary, want) {
			t.Errorf("the itinerary lacks %s", want)
		}
	}
	tm.open("/projects/" + project)
	tm.wantText("Paradiso", "Melkweg")

	// Undone, the shows are gone from the project and the API.
	tm.open("/imports")
	tm.click(`main table a[href^="/imports/"]`, "Import of routing.xlsx")
	tm.click(`form[action$="/undo"] button[type=submit]`, "Import of routing.xlsx")
	tm.waitText("Undone")
	if strings.Contains(renderFromRecord(t, srv.URL, token, "itinerary", project), "Melkweg") {
		t.Error("the itinerary still lists the undone shows")
	}
	// The project's activity names the removed shows; its shows are gone.
	tm.open("/projects/" + project)
	if !strings.Contains(tm.mainText(), "This project has no shows yet.") {
		t.Error("the project page still lists the undone shows")
	}
}

// fillRouting reads the header of the shows template data and writes a
// workbook of it with rows of shows (date, venue, deal type, guarantee,
// artist %) in place of its example into path. The workbook is a new one
// (excelize.NewFile): excelize re-saving an opened workbook declares a
// vbaProject content type, which the reader refuses as macros.
func fillRouting(t *testing.T, data []byte, path string, shows [][]string) {
	t.Helper()
	tpl, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tpl.Close() }()
	rows, err := tpl.GetRows("shows")
	if err != nil || len(rows) == 0 {
		t.Fatalf("the template has no shows sheet: %v", err)
	}
	f := excelize.NewFile()
	defer func() { _ = f.Close() }()
	if err := f.SetSheetName("Sheet1", "shows"); err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i + 1
		cell, _ := excelize.CoordinatesToCellName(i+1, 1)
		if err := f.SetCellStr("shows", cell, h); err != nil {
			t.Fatal(err)
		}
	}
	for r, s := range shows {
		for i, label := range []string{"Date", "Venue", "Deal type", "Guarantee", "Artist %"} {
			cell, _ := excelize.CoordinatesToCellName(col[label], r+2)
			if err := f.SetCellStr("shows", cell, s[i]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
}
