package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
)

// withoutOrganization drops the organization block of an export, which is the only
// part allowed to differ after a move between organizations or backends.
func withoutOrganization(t *testing.T, export string) map[string]json.RawMessage {
	t.Helper()
	var doc map[string]json.RawMessage
	mustJSON(t, export, &doc)
	if _, ok := doc["organization"]; !ok {
		t.Fatal("export has no organization block")
	}
	delete(doc, "organization")
	return doc
}

func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestExportFromSQLiteImportsIntoPostgresAndExportsBackTheSame(t *testing.T) {
	t.Parallel()
	lite := seededDSN(t)
	original := mustRun(t, lite, "export", "--org", "demo").stdout
	file := writeFile(t, "demo.json", original)

	pg := pgtest.DSN(t)
	imported := mustRun(t, pg, "import", "--org", "moved", "--owner-email", "demo@example.com", file)
	if !strings.Contains(imported.stdout, `"created": true`) || !strings.Contains(imported.stdout, `"warnings": []`) {
		t.Fatalf("import did not create the organization without a finding:\n%s", imported.stdout)
	}
	back := mustRun(t, pg, "export", "--org", "moved").stdout

	want, got := withoutOrganization(t, original), withoutOrganization(t, back)
	for key, w := range want {
		if !bytes.Equal(w, got[key]) {
			t.Errorf("%s differs after SQLite → Postgres → export", key)
		}
	}
	if len(got) != len(want) {
		t.Errorf("export keys: got %d, want %d", len(got), len(want))
	}
	// The owner named at import can mint a token for the moved organization.
	mustRun(t, pg, "token", "mint", "--org", "moved", "--email", "demo@example.com", "--scopes", "documents:read")
}

func TestAFailedImportChangesNothing(t *testing.T) {
	t.Parallel()
	db := seededDSN(t)
	export := mustRun(t, db, "export", "--org", "demo").stdout
	before := snapshot(t, db)

	var doc map[string]any
	mustJSON(t, export, &doc)
	venues := doc["venues"].([]any)
	doc["venues"] = append(venues, venues[0])
	dup, _ := json.Marshal(doc)

	cases := []struct {
		name, org, content, want string
	}{
		{"a duplicate record", "copy", string(dup), "venues[" + strconv.Itoa(len(venues)) + "]"},
		{"a truncated file", "copy", export[:len(export)/2], "line"},
		{"a file that is not JSON", "copy", "venues: []", "JSON"},
		{"records that clash with existing ones", "demo", export, "nothing was imported: the record already exists"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := roadcase(t, db, "import", "--org", c.org, writeFile(t, "in.json", c.content))
			if r.code == 0 {
				t.Fatal("the import succeeded")
			}
			if !strings.Contains(r.stderr, c.want) {
				t.Errorf("stderr does not point at %q:\n%s", c.want, r.stderr)
			}
			if after := snapshot(t, db); after != before {
				t.Fatal("the failed import changed the database")
			}
		})
	}
}

// snapshot exports every organization the demo creates and checks the import target
// does not exist, so equal snapshots mean an unchanged database.
func snapshot(t *testing.T, db string) string {
	t.Helper()
	if r := roadcase(t, db, "export", "--org", "copy"); r.code == 0 {
		t.Fatal("organization copy exists")
	}
	return mustRun(t, db, "export", "--org", "demo").stdout +
		mustRun(t, db, "export", "--org", "harbour-events").stdout
}
