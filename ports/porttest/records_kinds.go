package porttest

import (
	"context"
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

var recordKindsCases = []contractCase{
	{name: "a filter with kinds loads those kinds only, the project and a show's show whatever, and the venues and people they refer to",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, _ := recordOrgIDs()
			d := recordInsert(t, ctx, s, north)
			tour := recordProjectSubset(d, RecordID(north, "project-tour"), recordIDs(north, "venue-1", "venue-2"),
				recordIDs(north, "person-1", "person-2"))
			for _, tc := range []struct {
				name    string
				f       records.DatasetFilter
				want    records.Dataset
				records []string
			}{
				{"the tour's crew and people",
					records.DatasetFilter{ProjectID: RecordID(north, "project-tour"),
						Kinds: []records.Kind{records.KindCrewAssignment, records.KindPerson}},
					tour.OnlyKinds([]records.Kind{records.KindCrewAssignment, records.KindPerson}),
					[]string{"project-tour", "crew-1", "crew-2", "person-1", "person-2"}},
				{"the tour's shows and their venues",
					records.DatasetFilter{ProjectID: RecordID(north, "project-tour"),
						Kinds: []records.Kind{records.KindShow, records.KindVenue}},
					tour.OnlyKinds([]records.Kind{records.KindShow, records.KindVenue}),
					[]string{"project-tour", "show-1", "show-2", "venue-1", "venue-2"}},
				{"venues without the shows that refer to them",
					records.DatasetFilter{ProjectID: RecordID(north, "project-tour"), Kinds: []records.Kind{records.KindVenue}},
					tour.OnlyKinds([]records.Kind{records.KindVenue}), []string{"project-tour"}},
				{"a show's schedule and the people its contacts name",
					records.DatasetFilter{ShowID: RecordID(north, "show-1"),
						Kinds: []records.Kind{records.KindScheduleItem, records.KindPerson}},
					d.ShowScope(RecordID(north, "show-1")).OnlyKinds([]records.Kind{records.KindShow,
						records.KindScheduleItem, records.KindPerson}),
					[]string{"project-tour", "show-1", "sched-1", "sched-2", "person-1"}},
				{"a show's invoices with their lines and payments",
					records.DatasetFilter{ShowID: RecordID(north, "show-fest"), Kinds: []records.Kind{records.KindInvoice}},
					d.ShowScope(RecordID(north, "show-fest")).OnlyKinds([]records.Kind{records.KindShow,
						records.KindInvoice}),
					[]string{"project-fest", "show-fest", "invoice-fest"}},
			} {
				got := recordLoad(t, ctx, s, north, tc.f)
				recordWantDataset(t, tc.name, got, tc.want)
				if ids, want := recordAllIDs(got), recordSorted(recordIDs(north, tc.records...)); !slices.Equal(ids, want) {
					t.Errorf("%s: loaded records %v, want %v", tc.name, ids, want)
				}
			}
		}},
}
