package porttest

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	advdemo "github.com/roadcase/roadcase/core/advancing/demo"
	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/reporting"
)

// factWorld is what a case wrote, for the reference to compute from.
type factWorld struct {
	org     kernel.ID
	data    records.Dataset
	adv     reporting.AdvancingData
	renders []reporting.RenderEntry
}

// writeDemo creates a demo organization and writes its records with writeFacts.
func writeDemo(t *testing.T, ctx context.Context, b Backend, o demo.Org) factWorld {
	t.Helper()
	recordMust(t, b.Identity.CreateOrganization(ctx, identity.Organization{ID: o.ID, Slug: o.Slug, Name: o.Name,
		Currency: o.Currency, TimeZone: o.TimeZone, CreatedAt: demo.CreatedAt}))
	return writeFacts(t, ctx, b, o.ID, o.Slug, o.Data)
}

// writeFacts writes an existing organization's records, the advancing demo laid
// over them and a small render log through the backend's stores.
func writeFacts(t *testing.T, ctx context.Context, b Backend, org kernel.ID, slug string, d records.Dataset) factWorld {
	t.Helper()
	recordMust(t, b.Records.InsertDataset(ctx, org, d, false))
	w := factWorld{org: org, data: d}
	n := 0
	set := advdemo.Build(org, d, demo.Today, func() string { n++; return fmt.Sprintf("porttest-portal-%s-%d", slug, n) })
	for _, p := range set.Packets {
		recordMust(t, b.Advancing.CreatePacket(ctx, p))
		w.adv.Packets = append(w.adv.Packets, p)
	}
	for _, sb := range set.Batches {
		recordMust(t, b.Advancing.CreateSendBatch(ctx, sb.Batch, sb.Recipients))
		recordMust(t, b.Advancing.AppendEvents(ctx, org, sb.Events))
		w.adv.Batches = append(w.adv.Batches, sb.Batch)
		w.adv.Recipients = append(w.adv.Recipients, sb.Recipients...)
		w.adv.Events = append(w.adv.Events, sb.Events...)
	}
	for i, typ := range []string{"day_sheet", "invoice", "invoice", "settlement_sheet"} {
		r := documents.Render{ID: advBulkID(9, i), OrgID: org, Type: typ, Bytes: 1000 * (i + 1),
			At: time.Date(2026, time.Month(5+i%2), 10+i, 12, 0, 0, 0, time.UTC)}
		if i%2 == 0 {
			r.TokenID = advBulkID(10, i)
		}
		recordMust(t, b.Renders.RecordRender(ctx, r))
		w.renders = append(w.renders, reporting.RenderEntry{Type: r.Type, TokenID: r.TokenID, Bytes: r.Bytes, At: r.At})
	}
	return w
}

// wantEveryScope compares the store's facts with the reference's for the whole
// organization, two date ranges, a subset of families, every project and every
// third show.
func (w factWorld) wantEveryScope(t *testing.T, ctx context.Context, b Backend, name string) {
	t.Helper()
	all := reporting.AllFamilies
	w.wantFacts(t, ctx, b, name+" whole", reporting.Scope{}, all)
	w.wantFacts(t, ctx, b, name+" 2026", reporting.Scope{From: "2026-01-01", To: "2026-12-31"}, all)
	w.wantFacts(t, ctx, b, name+" summer", reporting.Scope{From: "2026-05-03", To: "2026-08-31"}, all)
	w.wantFacts(t, ctx, b, name+" some families", reporting.Scope{}, reporting.FamilyShows|reporting.FamilyInvoices)
	for _, p := range w.data.Projects {
		w.wantFacts(t, ctx, b, name+" project "+p.Code, reporting.Scope{Project: p.ID}, all)
		w.wantFacts(t, ctx, b, name+" project "+p.Code+" from May 3",
			reporting.Scope{Project: p.ID, From: "2026-05-03"}, all)
	}
	for i, s := range w.data.Shows {
		if i%3 == 0 {
			w.wantFacts(t, ctx, b, fmt.Sprintf("%s show %s", name, s.Date), reporting.Scope{Show: s.ID}, all)
		}
	}
}

// wantFacts compares the store's facts over scope with the reference's.
func (w factWorld) wantFacts(t *testing.T, ctx context.Context, b Backend, what string, scope reporting.Scope, families reporting.Family) {
	t.Helper()
	scope.Org = w.org
	got, err := b.Facts.Facts(ctx, scope, families)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	want := reporting.FactsOf(w.data, w.adv, w.renders, scope, families)
	reporting.Normalize(&got)
	reporting.Normalize(&want)
	gv, wv := reflect.ValueOf(got), reflect.ValueOf(want)
	for i := range gv.NumField() {
		if !reflect.DeepEqual(gv.Field(i).Interface(), wv.Field(i).Interface()) {
			t.Errorf("%s: %s differ:\n got %d rows %+v\nwant %d rows %+v", what, gv.Type().Field(i).Name,
				gv.Field(i).Len(), firstDiff(gv.Field(i), wv.Field(i)), wv.Field(i).Len(), firstDiff(wv.Field(i), gv.Field(i)))
		}
	}
}

// firstDiff prints the first rows of a family from the first that differs from
// the other's, enough to see the difference.
func firstDiff(v, other reflect.Value) string {
	i := 0
	for i < v.Len() && i < other.Len() && reflect.DeepEqual(v.Index(i).Interface(), other.Index(i).Interface()) {
		i++
	}
	return fmt.Sprintf("from row %d: %+v", i, v.Slice(i, min(v.Len(), i+2)).Interface())
}
