package porttest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// importCases returns the ImportStore contract. Each case starts on a backend
// whose identity store holds RecordOrganizations, and keeps imports of the two.
// Imports are compared whole, with every instant in UTC at microsecond
// precision; an import's file is compared byte for byte.
func importCases() []contractCase {
	var cases []contractCase
	cases = append(cases, importStoreCases...)
	cases = append(cases, importUpdateCases...)
	cases = append(cases, importProgressCases...)
	cases = append(cases, importUndoCases...)
	cases = append(cases, importMappingCases...)
	return cases
}

// importCreated is when the fixture imports were uploaded, give or take minutes.
var importCreated = time.Date(2026, 5, 1, 9, 30, 0, 123456000, time.UTC)

// importFixture returns an uploaded import of org's, named key, uploaded
// minutes after importCreated, with every field set that an import carries
// through its life, so that a store that drops one fails the round trip.
func importFixture(org kernel.ID, key string, minutes int) tabular.Import {
	at := importCreated.Add(time.Duration(minutes) * time.Minute)
	written := at.Add(time.Second)
	return tabular.Import{ID: RecordID(org, "import/"+key), OrgID: org, ProjectID: RecordID(org, "project-tour"),
		Kind: tabular.KindShows, FileName: key + ".xlsx", FileSize: 4096, Format: "xlsx", Encoding: "UTF-8",
		Delimiter: ";", Sheets: []string{"Routing", "Notes"}, Sheet: "Routing",
		Header:  []string{"Date", "Venue", "City", "Notes"},
		Sample:  [][]string{{"2026-05-01", "Tempodrom", "Berlin", "Ünïcödé & <b>"}, {"2026-05-02", "", "", ""}},
		Mapping: tabular.Mapping{"date", "venue", "city", ""}, Status: tabular.StatusUploaded,
		Rows: 120, Checked: 0, Written: 0, New: 100, Updated: 15, Same: 3, Errors: 1, Warnings: 1,
		Problems: []tabular.Problem{
			{Sheet: "Routing", Row: 7, Column: "A", Header: "Date", Field: "date", Value: "31/02/2026",
				Expected: "a date such as 2026-05-01", Detail: "There is no 31 February.", Code: "unreadable"},
			{Sheet: "Routing", Row: 9, Column: "B", Header: "Venue", Field: "venue", Value: "Tempodrom",
				Detail: "Two venues have this name.", Code: "ambiguous", Warning: true}},
		Preview: []tabular.RowPlan{
			{Row: 2, Action: tabular.ActionNew, Ref: records.Ref{Kind: records.KindShow, ID: RecordID(org, "new-show"),
				ProjectID: RecordID(org, "project-tour")}, Label: "1 May 2026, Tempodrom"},
			{Row: 3, Action: tabular.ActionUpdate, Ref: records.Ref{Kind: records.KindShow, ID: RecordID(org, "show-1"),
				ProjectID: RecordID(org, "project-tour")}, Label: "2 May 2026",
				Changes: []records.FieldChange{{Field: "notes", From: "", To: "Sold out"}}}},
		SkipUpdates: true, SkipRows: []int{4, 9}, Outcome: "Nothing written yet.",
		CreatedBy: RecordID(org, "user-ada"), CreatedByName: "Ada Lovelace", CreatedAt: at, UpdatedAt: at,
		WrittenAt: &written, Version: 1}
}

// importFile is the file of a fixture import: bytes that are not text.
func importFile(key string) []byte {
	return append([]byte{0x50, 0x4b, 0x03, 0x04, 0x00, 0xff}, key...)
}

// importCreate stores imp with its fixture file, failing the test on an error.
func importCreate(t *testing.T, ctx context.Context, s ports.ImportStore, imp tabular.Import) tabular.Import {
	t.Helper()
	recordMust(t, s.CreateImport(ctx, imp, importFile(imp.FileName)))
	return imp
}

// importFind reads org's import id back, failing the test on an error.
func importFind(t *testing.T, ctx context.Context, s ports.ImportStore, org, id kernel.ID) tabular.Import {
	t.Helper()
	got, err := s.FindImport(ctx, org, id)
	recordMust(t, err)
	return got
}

// importActivity returns the activity entry of an import's own, for UpdateImport.
func importActivity(imp tabular.Import, n int, action records.Action) *records.Activity {
	return &records.Activity{ID: kernel.NameID(kernel.Namespace, fmt.Sprintf("porttest/imports/%s/%d", imp.ID, n)),
		OrgID: imp.OrgID, Ref: records.Ref{Kind: records.KindImport, ID: imp.ID, ProjectID: imp.ProjectID},
		Label: imp.FileName, Action: action, Version: imp.Version + 1, ActorID: imp.CreatedBy,
		ActorName: imp.CreatedByName, At: imp.UpdatedAt.Add(time.Minute)}
}
