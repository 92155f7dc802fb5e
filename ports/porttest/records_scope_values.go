package porttest

import (
	"context"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// recordAwkwardText is text a store must give back unchanged: quotes, a
// backslash, control characters, markup, accents, right-to-left script and a
// character outside the Basic Multilingual Plane.
const recordAwkwardText = "\"Quoted\" \\ back\\slash\ttab\nnew line <b>&amp;</b> 'é' שלום 🎸 \u2028"

var recordScopeValueCases = []contractCase{
	{name: "a project's and a show's loads give back every character and figure as the whole organization's does",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := RecordDataset(north)
			for i := range d.Shows {
				d.Shows[i].Notes = recordAwkwardText
				d.Shows[i].Deal.Guarantee = 987_654_321_012_345 // past float64's exact integers
			}
			for i := range d.People {
				d.People[i].LastName += " " + recordAwkwardText
			}
			for i := range d.GuestList {
				d.GuestList[i].Name = recordAwkwardText
			}
			d.Sort()
			recordMust(t, s.InsertDataset(ctx, north, d, false))
			show, project := d.Shows[0], d.Shows[0].ProjectID
			if got := d.Shows[0].Notes; got != recordAwkwardText {
				t.Fatalf("the fixture's notes are %q", got)
			}
			all := recordLoad(t, ctx, s, north, records.DatasetFilter{})
			recordWantDataset(t, "the show's load", recordLoad(t, ctx, s, north, records.DatasetFilter{ShowID: show.ID}),
				all.ShowScope(show.ID))
			got := recordLoad(t, ctx, s, north, records.DatasetFilter{ProjectID: project})
			recordWantSameAs(t, "project's people", got.People, all.People, func(p records.Person) kernel.ID { return p.ID })
			recordWantSameAs(t, "project's shows", got.Shows, all.Shows, func(r records.Show) kernel.ID { return r.ID })
			recordWantSameAs(t, "project's guests", got.GuestList, all.GuestList,
				func(g records.GuestListEntry) kernel.ID { return g.ID })
		}},
}

// recordWantSameAs checks that got is not empty and that each of its records is
// the record with the same id in all.
func recordWantSameAs[T any](t *testing.T, what string, got, all []T, id func(T) kernel.ID) {
	t.Helper()
	if len(got) == 0 {
		t.Errorf("%s: none loaded", what)
	}
	for _, g := range got {
		i := slices.IndexFunc(all, func(a T) bool { return id(a) == id(g) })
		if i < 0 {
			t.Errorf("%s: %s is not in the whole organization's load", what, id(g))
			continue
		}
		recordWantEqual(t, what+" "+string(id(g)), g, all[i])
	}
}
