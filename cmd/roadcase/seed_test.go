package main

import (
	"encoding/json"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/core/records"
)

func TestSeedingIsIdempotentAndTheSameOnSQLiteAndPostgres(t *testing.T) {
	t.Parallel()
	lite := migratedDSN(t)
	first := mustRun(t, lite, "seed", "demo").stdout
	if second := mustRun(t, lite, "seed", "demo").stdout; second != first {
		t.Fatal("seeding SQLite twice changed the summary")
	}
	pg := pgtest.MigratedDSN(t)
	pgFirst := mustRun(t, pg, "seed", "demo").stdout
	if pgFirst != first {
		t.Fatalf("Postgres summary differs from SQLite's:\n%s\n---\n%s", pgFirst, first)
	}
	if second := mustRun(t, pg, "seed", "demo").stdout; second != pgFirst {
		t.Fatal("seeding Postgres twice changed the summary")
	}

	var s seedSummary
	if err := json.Unmarshal([]byte(first), &s); err != nil {
		t.Fatal(err)
	}
	if len(s.Organizations) < 2 || s.Organizations[0].Slug != "demo" || s.Organizations[0].OwnerEmail != "demo@example.com" {
		t.Fatalf("summary organizations = %+v", s.Organizations)
	}
	for _, kind := range records.Kinds {
		if len(s.Organizations[0].Records[string(kind)]) == 0 {
			t.Errorf("the demo organization has no %s records", kind)
		}
	}
}

func TestSeedScaleAddsGeneratedProjects(t *testing.T) {
	t.Parallel()
	db := seededDSN(t) // seeding it again gives the summary of the demo alone
	var base, scaled seedSummary
	mustJSON(t, mustRun(t, db, "seed", "demo").stdout, &base)
	mustJSON(t, mustRun(t, db, "seed", "demo", "--scale", "2").stdout, &scaled)
	if b, s := len(base.Organizations[0].Records["show"]), len(scaled.Organizations[0].Records["show"]); s <= b {
		t.Fatalf("--scale 2 left %d shows (was %d)", s, b)
	}
	if b, s := len(base.Organizations[1].Records["show"]), len(scaled.Organizations[1].Records["show"]); s != b {
		t.Fatalf("--scale changed the second organization: %d shows, was %d", s, b)
	}
}

func mustJSON(t *testing.T, s string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(s), v); err != nil {
		t.Fatalf("decode %q: %v", s, err)
	}
}
