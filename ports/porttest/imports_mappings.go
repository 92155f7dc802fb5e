package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
)

var importMappingCases = []contractCase{
	{name: "RememberMapping merges into the organization's mapping of the kind, a later choice replacing an earlier one",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			remembered := func(org kernel.ID, kind tabular.Kind) tabular.Remembered {
				m, err := b.Imports.RememberedMapping(ctx, org, kind)
				recordMust(t, err)
				return m
			}
			recordWantEqual(t, "a mapping nothing taught", remembered(north, tabular.KindShows), tabular.Remembered{})
			recordMust(t, b.Imports.RememberMapping(ctx, north, tabular.KindShows,
				tabular.Remembered{"date": "date", "venue": "venue", "notes": ""}))
			recordMust(t, b.Imports.RememberMapping(ctx, north, tabular.KindPeople,
				tabular.Remembered{"e mail": "email", "venue": ""}))
			recordMust(t, b.Imports.RememberMapping(ctx, south, tabular.KindShows,
				tabular.Remembered{"datum": "date"}))
			recordMust(t, b.Imports.RememberMapping(ctx, north, tabular.KindShows,
				tabular.Remembered{"venue": "venue_name", "notes": "notes", "stadt": "city"}))
			recordMust(t, b.Imports.RememberMapping(ctx, north, tabular.KindShows, tabular.Remembered{}))

			recordWantEqual(t, "north's shows", remembered(north, tabular.KindShows),
				tabular.Remembered{"date": "date", "venue": "venue_name", "notes": "notes", "stadt": "city"})
			recordWantEqual(t, "north's people", remembered(north, tabular.KindPeople),
				tabular.Remembered{"e mail": "email", "venue": ""})
			recordWantEqual(t, "south's shows", remembered(south, tabular.KindShows), tabular.Remembered{"datum": "date"})
			recordWantEqual(t, "south's people", remembered(south, tabular.KindPeople), tabular.Remembered{})
		}},
}
