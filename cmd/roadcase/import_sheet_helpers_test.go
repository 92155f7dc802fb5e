package main

import (
	"archive/zip"
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// touring is the organization the spreadsheet import's tests import into.
var touring = exchange.Organization{Slug: "touring", Name: "Touring", Currency: "EUR", TimeZone: "Europe/Amsterdam"}

// tour is a project, SPR27, with shows at Paradiso on the days from
// 2027-03-01, and guests guests spread over them ("Guest 000001", ...).
func tour(shows, guests int) records.Dataset {
	created := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	venue := records.Venue{ID: kernel.NewID(), Name: "Paradiso", City: "Amsterdam", Country: "NL",
		TimeZone: "Europe/Amsterdam", Capacity: 1500, CreatedAt: created}
	project := records.Project{ID: kernel.NewID(), Name: "Spring Tour", Code: "SPR27", Kind: records.ProjectTour,
		Status: records.ProjectConfirmed, Artist: "The Band", Currency: "EUR",
		StartsOn: "2027-01-01", EndsOn: "2027-12-31", CreatedAt: created}
	d := records.Dataset{Venues: []records.Venue{venue}, Projects: []records.Project{project}}
	for i := range shows {
		d.Shows = append(d.Shows, records.Show{ID: kernel.NewID(), ProjectID: project.ID, VenueID: venue.ID,
			Date: showDate(i), Status: records.ShowConfirmed, TimeZone: "Europe/Amsterdam", Capacity: 1500,
			Currency: "EUR", Deal: records.Deal{Type: records.DealFlat, Guarantee: 500_000}, CreatedAt: created})
	}
	for i := range guests {
		d.GuestList = append(d.GuestList, records.GuestListEntry{ID: kernel.NewID(), ShowID: d.Shows[i%shows].ID,
			Name: guestName(i), PlusOnes: i % 3, Status: records.GuestApproved, CreatedAt: created})
	}
	return d
}

func showDate(i int) kernel.Date {
	return kernel.Date("2027-03-01").AddDays(i)
}

func guestName(i int) string { return fmt.Sprintf("Guest %06d", i+1) }

// guestRows are the sheet of guests of tour(shows, guests): a header and one
// row a guest.
func guestRows(shows, guests int) [][]string {
	rows := [][]string{{"Show date", "Name", "Plus-ones", "Status"}}
	for i := range guests {
		rows = append(rows, []string{showDate(i % shows).String(), guestName(i), fmt.Sprint(i % 3), "approved"})
	}
	return rows
}

// writeDocument writes doc as JSON into the test's directory.
func writeDocument(t testing.TB, name string, doc exchange.Document) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, doc.MarshalIndent(), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// writeCSV writes rows as a CSV file into the test's directory.
func writeCSV(t testing.TB, name string, rows [][]string) string {
	t.Helper()
	var b strings.Builder
	w := csv.NewWriter(&b)
	if err := w.WriteAll(rows); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// writeXLSX writes rows as the one sheet, "Guests", of a workbook in the
// test's directory, streamed as a large one must be.
func writeXLSX(t testing.TB, name string, rows [][]string) string {
	t.Helper()
	f := excelize.NewFile()
	defer func() { _ = f.Close() }()
	if err := f.SetSheetName("Sheet1", "Guests"); err != nil {
		t.Fatal(err)
	}
	sw, err := f.NewStreamWriter("Guests")
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		cells := make([]any, len(r))
		for j, c := range r {
			cells[j] = c
		}
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		if err := sw.SetRow(cell, cells); err != nil {
			t.Fatal(err)
		}
	}
	if err := sw.Flush(); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, withoutMacroDefault(t, buf.Bytes()), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// withoutMacroDefault returns the workbook xlsx without the content type
// excelize declares for every .bin part, macros' (a workbook saved by a
// spreadsheet program declares none): adapters/spreadsheet refuses a
// workbook that declares it.
func withoutMacroDefault(t testing.TB, xlsx []byte) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(xlsx), int64(len(xlsx)))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	zw := zip.NewWriter(&out)
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		_ = rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		if f.Name == "[Content_Types].xml" {
			data = bytes.ReplaceAll(data, []byte(`<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"></Default>`), nil)
		}
		w, err := zw.Create(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(data); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}
