package porttest

import (
	"context"
	"reflect"
	"testing"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/reporting"
)

// reportingCases hold a fact store to the reference: on the same records, its
// facts equal reporting.FactsOf's, family by family and scope by scope.
func reportingCases() []contractCase {
	return []contractCase{
		{"facts of the record fixtures equal the reference in every scope", factsOfTheFixtures},
		{"facts of the demo equal the reference in every scope", factsOfTheDemo},
		{"facts of a scaled demo equal the reference", factsOfAScaledDemo},
		{"funnel facts count each batch as its tracking board does", factsFunnelIsTheTally},
		{"every KPI and report of the demo answers as over the reference's facts", answersOfTheDemo},
		{"another organization's project or show has no facts", factsIsolation},
		{"an organization without records has empty facts", factsEmpty},
	}
}

func factsOfTheFixtures(t *testing.T, ctx context.Context, b Backend) {
	for _, org := range RecordOrganizations() {
		w := writeFacts(t, ctx, b, org.ID, org.Slug, RecordDataset(org.ID))
		w.wantEveryScope(t, ctx, b, org.Slug)
	}
}

func factsOfTheDemo(t *testing.T, ctx context.Context, b Backend) {
	for _, o := range demo.Organizations() {
		w := writeDemo(t, ctx, b, o)
		w.wantEveryScope(t, ctx, b, o.Slug)
	}
}

// factsOfAScaledDemo holds the store to a few thousand records: five scaled
// tours of the small demo organization.
func factsOfAScaledDemo(t *testing.T, ctx context.Context, b Backend) {
	o := demo.Organizations()[1]
	o.Data = demo.Scaled(o, 5)
	w := writeDemo(t, ctx, b, o)
	w.wantFacts(t, ctx, b, "scaled", reporting.Scope{}, reporting.AllFamilies)
	w.wantFacts(t, ctx, b, "scaled, first half", reporting.Scope{To: "2026-06-30"}, reporting.AllFamilies)
}

func factsFunnelIsTheTally(t *testing.T, ctx context.Context, b Backend) {
	w := writeDemo(t, ctx, b, demo.Organizations()[0])
	if len(w.adv.Batches) == 0 {
		t.Fatal("the demo has no send batches to tally")
	}
	f, err := b.Facts.Facts(ctx, reporting.Scope{Org: w.org}, reporting.FamilyFunnel)
	if err != nil {
		t.Fatal(err)
	}
	type count struct{ furthest, exits map[advancing.Stage]int }
	got := map[kernel.ID]count{}
	for _, r := range f.Funnel {
		c, ok := got[r.Batch]
		if !ok {
			c = count{map[advancing.Stage]int{}, map[advancing.Stage]int{}}
			got[r.Batch] = c
		}
		c.furthest[advancing.Stage(r.Furthest)] += int(r.Count)
		if r.Exit != "" {
			c.exits[advancing.Stage(r.Exit)] += int(r.Count)
		}
	}
	for _, batch := range w.adv.Batches {
		tally, err := b.Advancing.TallyBatch(ctx, w.org, batch.ID)
		if err != nil {
			t.Fatal(err)
		}
		c := got[batch.ID]
		if !reflect.DeepEqual(c.furthest, tally.ByFurthest) || len(c.exits)+len(tally.Exits) > 0 &&
			!reflect.DeepEqual(c.exits, tally.Exits) {
			t.Errorf("batch %s: facts count %v, exits %v; the tally %v, exits %v", batch.ID, c.furthest, c.exits,
				tally.ByFurthest, tally.Exits)
		}
	}
}

func factsIsolation(t *testing.T, ctx context.Context, b Backend) {
	orgs := demo.Organizations()
	w := writeDemo(t, ctx, b, orgs[0])
	other := writeDemo(t, ctx, b, orgs[1])
	for _, scope := range []reporting.Scope{{Project: other.data.Projects[0].ID}, {Show: other.data.Shows[0].ID},
		{Project: w.data.Projects[0].ID, Show: other.data.Shows[0].ID}} {
		scope.Org = w.org
		got, err := b.Facts.Facts(ctx, scope, reporting.AllFamilies&^reporting.FamilyNames)
		if err != nil {
			t.Fatal(err)
		}
		reporting.Normalize(&got)
		if !reflect.DeepEqual(got, reporting.Facts{}) {
			t.Errorf("scope %+v over another organization's records has facts: %+v", scope, got)
		}
	}
}

func factsEmpty(t *testing.T, ctx context.Context, b Backend) {
	north, _ := recordOrgIDs()
	got, err := b.Facts.Facts(ctx, reporting.Scope{Org: north}, reporting.AllFamilies)
	if err != nil {
		t.Fatal(err)
	}
	reporting.Normalize(&got)
	if !reflect.DeepEqual(got, reporting.Facts{}) {
		t.Errorf("an organization without records has facts: %+v", got)
	}
}
