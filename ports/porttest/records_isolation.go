package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

var recordIsolationCases = []contractCase{
	{name: "another organization's records are not found by any method",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			mine := recordInsert(t, ctx, s, north)
			theirs := recordInsert(t, ctx, s, south)
			for kind, ids := range theirs.IDs() {
				for _, id := range ids {
					_, err := s.FindRef(ctx, north, id)
					recordWantKind(t, "FindRef of their "+string(kind), err, kernel.KindNotFound)
				}
			}
			for _, p := range theirs.Projects {
				_, err := s.FindProjectByID(ctx, north, p.ID)
				recordWantKind(t, "FindProjectByID of their project", err, kernel.KindNotFound)
				_, err = s.LoadDataset(ctx, north, records.DatasetFilter{ProjectID: p.ID})
				recordWantKind(t, "LoadDataset of their project", err, kernel.KindNotFound)
			}
			recordWantDataset(t, "my dataset", recordLoad(t, ctx, s, north, records.DatasetFilter{}), mine)
			projects, err := s.FindProjects(ctx, north)
			recordMust(t, err)
			recordWantEqual(t, "my projects", recordComparable(records.Dataset{Projects: projects}).Projects, mine.Projects)
			counts, err := s.CountRecords(ctx, north)
			recordMust(t, err)
			recordWantEqual(t, "my counts", counts, mine.Count())
		}},
	{name: "an id another organization uses is not a conflict",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s := backend.Records
			north, south := recordOrgIDs()
			mine := recordInsert(t, ctx, s, north)
			copied := recordMoved(mine, south)
			recordMust(t, s.InsertDataset(ctx, south, copied, false))
			recordWantDataset(t, "their copy", recordLoad(t, ctx, s, south, records.DatasetFilter{}), copied)
			recordWantDataset(t, "my dataset", recordLoad(t, ctx, s, north, records.DatasetFilter{}), mine)
			ref, err := s.FindRef(ctx, south, mine.Shows[0].ID)
			recordMust(t, err)
			recordWantEqual(t, "their show's ref", ref,
				records.Ref{Kind: records.KindShow, ID: mine.Shows[0].ID, ProjectID: mine.Shows[0].ProjectID})
		}},
}

// recordMoved returns a copy of d with every record's organization set to org.
func recordMoved(d records.Dataset, org kernel.ID) records.Dataset {
	c := d.Clone()
	c.SetOrg(org)
	return c
}
