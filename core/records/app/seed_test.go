package app_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

func TestSeedingTwiceGivesTheSameRecordsAndReportsEachDataset(t *testing.T) {
	f := newFixture(t)
	var heard []demo.Progress
	first, err := f.svc.SeedDemo(ctx, 0, func(p demo.Progress) { heard = append(heard, p) })
	must(t, err)
	if len(first) != len(demo.Organizations()) || len(heard) != len(first) {
		t.Fatalf("%d organizations seeded, %d progress reports; want %d of each", len(first), len(heard), len(demo.Organizations()))
	}
	if heard[0].Rows <= len(first[0].IDs[records.KindShow]) {
		t.Errorf("progress counts %d rows for the demo, fewer than its records", heard[0].Rows)
	}
	second, err := f.svc.SeedDemo(ctx, 0, nil)
	must(t, err)
	for i := range first {
		for kind, ids := range first[i].IDs {
			if len(second[i].IDs[kind]) != len(ids) {
				t.Errorf("%s: %d %s records after a second seed, want %d", first[i].Slug, len(second[i].IDs[kind]), kind, len(ids))
			}
		}
	}
	members, err := f.identity.ListMembers(ctx, "demo")
	must(t, err)
	if len(members) != 1 || members[0].Email != first[0].OwnerEmail || members[0].Role != identity.RoleOwner {
		t.Errorf("demo members = %+v, want its owner", members)
	}
}

func TestSeedingRefusesAnOrganizationItDidNotMake(t *testing.T) {
	f := newFixture(t)
	_, err := f.identity.EnsureOrganization(ctx, identity.Organization{Slug: "demo", Name: "Someone else's",
		Currency: "EUR", TimeZone: "Europe/Berlin"})
	must(t, err)
	_, err = f.svc.SeedDemo(ctx, 0, nil)
	wantError(t, err, kernel.KindConflict, "")
	_, err = f.svc.SeedDemo(ctx, -1, nil)
	wantError(t, err, kernel.KindInvalid, "")
}
