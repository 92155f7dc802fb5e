package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

var recordMoneyCases = []contractCase{
	{name: "currencies, exchange rates, a cancellation and a deposit invoice come back as written",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			want := recordInsert(t, ctx, s, north)
			got := recordLoad(t, ctx, s, north, records.DatasetFilter{})
			recordWantDataset(t, "loaded", got, want)
			b := recordBuilder{org: north}
			show := recordFind(t, got.Shows, b.id("show-2"), func(r records.Show) kernel.ID { return r.ID })
			if show.Cancellation == nil {
				t.Fatal("the cancelled show came back without its cancellation")
			}
			recordWantEqual(t, "cancellation", *show.Cancellation, records.Cancellation{On: "2026-04-20",
				By: records.CancelledByPromoter, Reason: "The venue's roof failed inspection.", Fee: 750_000})
			fest := recordFind(t, got.Shows, b.id("show-fest"), func(r records.Show) kernel.ID { return r.ID })
			recordWantEqual(t, "festival show's currency, merch tax, withholding and cancellation",
				[]any{fest.Currency, fest.MerchTaxRate, fest.Deal.WithholdingRate, fest.Cancellation},
				[]any{"GBP", kernel.PPM(190_000), kernel.PPM(158_250), (*records.Cancellation)(nil)})
			st := recordFind(t, got.Settlements, b.id("settlement-fest"), func(r records.Settlement) kernel.ID { return r.ID })
			recordWantEqual(t, "settlement's currency and rate", []any{st.Currency, st.Rate.String()}, []any{"GBP", "1.165"})
			e := recordFind(t, got.Expenses, b.id("expense-2"), func(r records.Expense) kernel.ID { return r.ID })
			recordWantEqual(t, "expense's currency and rate", []any{e.Currency, e.Rate.String()}, []any{"GBP", "1.1732"})
			in := recordFind(t, got.Income, b.id("income-2"), func(r records.IncomeLine) kernel.ID { return r.ID })
			recordWantEqual(t, "income's currency and rate", []any{in.Currency, in.Rate.String()}, []any{"USD", "0.92140001"})
			inv := recordFind(t, got.Invoices, b.id("invoice-1"), func(r records.Invoice) kernel.ID { return r.ID })
			recordWantEqual(t, "deposit invoice", []any{inv.Kind, inv.ClientCountry, inv.ClientTaxID},
				[]any{records.InvoiceDeposit, "GB", "GB123456789"})
		}},
	{name: "categories that differ only in case and separators are stored as they were written",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			stored := recordInsert(t, ctx, s, north)
			b := recordBuilder{org: north}
			d := records.Dataset{
				BudgetLines: []records.BudgetLine{b.budget("budget-per-diems", "project-tour", "Per Diems", 90_000)},
				Expenses: []records.Expense{
					b.expense("expense-pd-1", "project-tour", "", "person-1", "per-diems", 4000, "2026-05-05"),
					b.expense("expense-pd-2", "project-tour", "", "person-2", " PER_DIEMS ", 4000, "2026-05-05"),
				},
			}
			recordMust(t, s.InsertDataset(ctx, north, d, false))
			want := stored.Clone()
			want.BudgetLines = append(want.BudgetLines, d.BudgetLines...)
			want.Expenses = append(want.Expenses, d.Expenses...)
			recordWantDataset(t, "loaded", recordLoad(t, ctx, s, north, records.DatasetFilter{}), want)
		}},
	{name: "a budget line of one show comes back with its show, one of the whole project without",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			stored := recordInsert(t, ctx, s, north)
			b := recordBuilder{org: north}
			ofShow := b.budget("budget-show-1", "project-tour", "production", 120_000)
			ofShow.ShowID = b.id("show-1")
			d := records.Dataset{BudgetLines: []records.BudgetLine{ofShow, b.budget("budget-tour", "project-tour", "marketing", 80_000)}}
			recordMust(t, s.InsertDataset(ctx, north, d, false))
			want := stored.Clone()
			want.BudgetLines = append(want.BudgetLines, d.BudgetLines...)
			got := recordLoad(t, ctx, s, north, records.DatasetFilter{})
			recordWantDataset(t, "loaded", got, want)
			line := recordFind(t, got.BudgetLines, ofShow.ID, func(r records.BudgetLine) kernel.ID { return r.ID })
			whole := recordFind(t, got.BudgetLines, b.id("budget-tour"), func(r records.BudgetLine) kernel.ID { return r.ID })
			recordWantEqual(t, "the budget lines' shows", []any{line.ShowID, whole.ShowID}, []any{b.id("show-1"), kernel.ID("")})
		}},
}

var recordProfileCases = []contractCase{
	{name: "the legal profile is the organization's and comes with every load, a project's included",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			mine := recordInsert(t, ctx, s, north)
			theirs := recordInsert(t, ctx, s, south)
			if mine.Profile == theirs.Profile || mine.Profile.IsZero() {
				t.Fatal("the fixture's profiles must be set and differ between organizations")
			}
			recordWantEqual(t, "my profile", recordLoad(t, ctx, s, north, records.DatasetFilter{}).Profile, mine.Profile)
			recordWantEqual(t, "their profile", recordLoad(t, ctx, s, south, records.DatasetFilter{}).Profile, theirs.Profile)
			for _, p := range mine.Projects {
				got := recordLoad(t, ctx, s, north, records.DatasetFilter{ProjectID: p.ID})
				recordWantEqual(t, "profile with project "+p.Name, got.Profile, mine.Profile)
			}
		}},
	{name: "a profile alone is stored, an organization without records loads it",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			want := records.Dataset{Profile: recordBuilder{org: north}.profile("Solo")}
			recordMust(t, s.InsertDataset(ctx, north, want, false))
			recordWantUnchanged(t, ctx, s, north, want)
		}},
	{name: "a later profile replaces the stored one and a dataset without one leaves it",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			want := recordInsert(t, ctx, s, north)
			b := recordBuilder{org: north}
			want.Profile = b.profile("Renamed")
			want.Profile.IBAN, want.Profile.InvoiceFooter = "", ""
			recordMust(t, s.InsertDataset(ctx, north, records.Dataset{Profile: want.Profile}, false))
			recordWantUnchanged(t, ctx, s, north, want)
			added := b.venue("venue-new", "New Hall", "DE", "Europe/Berlin", 100)
			recordMust(t, s.InsertDataset(ctx, north, records.Dataset{Venues: []records.Venue{added}}, false))
			want.Venues = append(want.Venues, added)
			recordWantUnchanged(t, ctx, s, north, want)
		}},
	{name: "a failed insert leaves the stored profile as it was",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			stored := recordInsert(t, ctx, s, north)
			d := records.Dataset{Profile: recordBuilder{org: north}.profile("Lost"), Venues: stored.Venues[:1]}
			recordWantKind(t, "insert", s.InsertDataset(ctx, north, d, false), kernel.KindConflict)
			recordWantUnchanged(t, ctx, s, north, stored)
		}},
	{name: "skipExisting keeps a stored profile and stores a new one",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			stored := recordInsert(t, ctx, s, north)
			changed := stored.Clone()
			changed.Profile = recordBuilder{org: north}.profile("Changed")
			recordMust(t, s.InsertDataset(ctx, north, changed, true))
			recordWantUnchanged(t, ctx, s, north, stored)
			first := records.Dataset{Profile: recordBuilder{org: south}.profile("First")}
			recordMust(t, s.InsertDataset(ctx, south, first, true))
			recordWantUnchanged(t, ctx, s, south, first)
		}},
}

// recordFind returns the record of rs with id, failing the test when there is none.
func recordFind[T any](t *testing.T, rs []T, id kernel.ID, idOf func(T) kernel.ID) T {
	t.Helper()
	for _, r := range rs {
		if idOf(r) == id {
			return r
		}
	}
	t.Fatalf("no record %s among %d", id, len(rs))
	var zero T
	return zero
}
