package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

var recordInsertCases = []contractCase{
	{name: "an existing id is a conflict and nothing of the dataset is written",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			stored := recordInsert(t, ctx, s, north)
			b := recordBuilder{org: north}
			d := records.Dataset{
				Venues:      []records.Venue{b.venue("venue-new", "New Hall", "DE", "Europe/Berlin", 100)},
				Projects:    []records.Project{b.project("project-new", "New", records.ProjectEvent, "EUR", "2026-09-01", "2026-09-01")},
				BudgetLines: []records.BudgetLine{b.budget("budget-1", "project-new", "crew", 1)},
			}
			recordWantKind(t, "insert", s.InsertDataset(ctx, north, d, false), kernel.KindConflict)
			recordWantUnchanged(t, ctx, s, north, stored)
		}},
	{name: "an existing child id is a conflict and nothing of the dataset is written",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			stored := recordInsert(t, ctx, s, north)
			b := recordBuilder{org: north}
			show := b.show("show-new", "project-tour", "venue-1", "2026-05-20")
			show.Tiers[1].ID = stored.Shows[0].Tiers[0].ID
			d := records.Dataset{Shows: []records.Show{show}}
			recordWantKind(t, "insert", s.InsertDataset(ctx, north, d, false), kernel.KindConflict)
			recordWantUnchanged(t, ctx, s, north, stored)
		}},
	{name: "an invoice number in use is a conflict",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			stored := recordInsert(t, ctx, s, north)
			inv := recordBuilder{org: north}.invoice("invoice-new", "project-tour", "", "INV-0001", false)
			err := s.InsertDataset(ctx, north, records.Dataset{Invoices: []records.Invoice{inv}}, false)
			recordWantKind(t, "insert", err, kernel.KindConflict)
			recordWantUnchanged(t, ctx, s, north, stored)
		}},
	{name: "inserting with skipExisting twice keeps one copy of every record",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := RecordDataset(north)
			recordMust(t, s.InsertDataset(ctx, north, d, true))
			recordMust(t, s.InsertDataset(ctx, north, d, true))
			recordWantUnchanged(t, ctx, s, north, d)
		}},
	{name: "skipExisting leaves existing records as they were and adds the new ones",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			stored := recordInsert(t, ctx, s, north)
			changed := stored.Clone()
			changed.Projects[0].Name = "Renamed"
			changed.Shows[0].Tiers[0].Sold = 1
			changed.Shows[0].Tiers = append(changed.Shows[0].Tiers, records.TicketTier{
				ID: RecordID(north, "tier-new"), Name: "Late", Price: 1, Allotment: 1})
			added := recordBuilder{org: north}.expense("expense-new", "project-tour", "", "", "misc", 100, "2026-05-30")
			changed.Expenses = append(changed.Expenses, added)
			recordMust(t, s.InsertDataset(ctx, north, changed, true))
			want := stored.Clone()
			want.Expenses = append(want.Expenses, added)
			recordWantDataset(t, "loaded", recordLoad(t, ctx, s, north, records.DatasetFilter{}), want)
		}},
	{name: "a dangling reference is invalid and nothing is written",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := RecordDataset(north)
			d.Shows[1].VenueID = RecordID(north, "venue-missing")
			recordWantKind(t, "insert", s.InsertDataset(ctx, north, d, false), kernel.KindInvalid)
			recordWantUnchanged(t, ctx, s, north, records.Dataset{})
		}},
	{name: "a reference to another organization's record is invalid",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			theirs := recordInsert(t, ctx, s, south)
			b := recordBuilder{org: north}
			d := records.Dataset{
				Projects: []records.Project{b.project("project-new", "New", records.ProjectEvent, "EUR", "2026-09-01", "2026-09-01")},
				Shows:    []records.Show{b.show("show-new", "project-new", "", "2026-09-01")},
			}
			d.Shows[0].VenueID = theirs.Venues[0].ID
			recordWantKind(t, "insert", s.InsertDataset(ctx, north, d, false), kernel.KindInvalid)
			recordWantUnchanged(t, ctx, s, north, records.Dataset{})
		}},
	{name: "new records may refer to records already stored",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			stored := recordInsert(t, ctx, s, north)
			added := recordBuilder{org: north}.expense("expense-new", "project-tour", "show-1", "person-1", "misc", 100, "2026-05-30")
			recordMust(t, s.InsertDataset(ctx, north, records.Dataset{Expenses: []records.Expense{added}}, false))
			want := stored.Clone()
			want.Expenses = append(want.Expenses, added)
			recordWantDataset(t, "loaded", recordLoad(t, ctx, s, north, records.DatasetFilter{}), want)
		}},
	{name: "an invalid record is invalid and nothing is written",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := RecordDataset(north)
			d.Shows[2].Tiers[0].Sold = d.Shows[2].Tiers[0].Allotment + 1
			recordWantKind(t, "insert", s.InsertDataset(ctx, north, d, false), kernel.KindInvalid)
			recordWantUnchanged(t, ctx, s, north, records.Dataset{})
		}},
	{name: "a record naming another organization is invalid",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			d := RecordDataset(north)
			d.Expenses[0].OrgID = south
			recordWantKind(t, "insert", s.InsertDataset(ctx, north, d, false), kernel.KindInvalid)
			recordWantUnchanged(t, ctx, s, north, records.Dataset{})
			recordWantUnchanged(t, ctx, s, south, records.Dataset{})
		}},
	{name: "records without an organization are stored under the store's",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := RecordDataset(north)
			recordMust(t, s.InsertDataset(ctx, north, recordMoved(d, kernel.NilID), false))
			recordWantDataset(t, "loaded", recordLoad(t, ctx, s, north, records.DatasetFilter{}), d)
		}},
}

// recordWantUnchanged checks that org holds exactly want, by count and by content.
func recordWantUnchanged(t *testing.T, ctx context.Context, s ports.RecordStore, org kernel.ID, want records.Dataset) {
	t.Helper()
	counts, err := s.CountRecords(ctx, org)
	recordMust(t, err)
	recordWantEqual(t, "counts", counts, want.Count())
	recordWantDataset(t, "stored records", recordLoad(t, ctx, s, org, records.DatasetFilter{}), want)
}
