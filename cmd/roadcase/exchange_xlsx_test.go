package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestAWorkbookExportImportsBackAsTheSameRecords(t *testing.T) {
	t.Parallel()
	db := seededDSN(t)
	original := mustRun(t, db, "export", "--org", "demo").stdout
	workbook := mustRun(t, db, "export", "--org", "demo", "--format", "xlsx").stdout
	if !strings.HasPrefix(workbook, "PK\x03\x04") {
		t.Fatalf("export --format xlsx did not write a zip: %q…", workbook[:min(len(workbook), 20)])
	}
	// Named .bin, the workbook is still recognised as one by its first bytes.
	for _, name := range []string{"demo.xlsx", "demo.bin"} {
		org := "copy-" + strings.TrimPrefix(name, "demo.")
		imported := mustRun(t, db, "import", "--org", org, "--owner-email", "demo@example.com", writeFile(t, name, workbook))
		if !strings.Contains(imported.stdout, `"created": true`) {
			t.Fatalf("import of %s did not create the organization:\n%s", name, imported.stdout)
		}
		back := mustRun(t, db, "export", "--org", org).stdout
		want, got := withoutOrganization(t, original), withoutOrganization(t, back)
		for key, w := range want {
			if !bytes.Equal(w, got[key]) {
				t.Errorf("%s: %s differs after export → xlsx → import → export", name, key)
			}
		}
		if len(got) != len(want) {
			t.Errorf("%s: export keys: got %d, want %d", name, len(got), len(want))
		}
	}
}

func TestAHostileWorkbookImportsNothing(t *testing.T) {
	t.Parallel()
	db := migratedDSN(t)
	r := roadcase(t, db, "import", "--org", "copy", "--owner-email", "demo@example.com",
		writeFile(t, "routing.xlsx", "date,venue\n2027-03-14,Arena\n"))
	if r.code == 0 {
		t.Fatal("the import succeeded")
	}
	if !strings.Contains(r.stderr, "routing.xlsx") || !strings.Contains(r.stderr, "not an .xlsx workbook") {
		t.Fatalf("stderr does not say the file is not a workbook:\n%s", r.stderr)
	}
	if r := roadcase(t, db, "export", "--org", "copy"); r.code == 0 {
		t.Fatal("the refused import created the organization")
	}
	if r := roadcase(t, db, "export", "--org", "demo", "--format", "csv"); r.code == 0 || !strings.Contains(r.stderr, "json or xlsx") {
		t.Fatalf("export --format csv: exit %d, stderr %s", r.code, r.stderr)
	}
}
