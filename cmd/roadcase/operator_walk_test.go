package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
)

// binary runs the built roadcase binary as an operator would, with the database
// given by --db and nothing from the test's environment but PATH and HOME.
type binary struct {
	t    *testing.T
	path string
	home string
}

func (b binary) run(args ...string) (stdout, stderr string, err error) {
	b.t.Helper()
	cmd := exec.Command(b.path, args...)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + b.home}
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	return out.String(), errb.String(), err
}

func (b binary) must(args ...string) string {
	b.t.Helper()
	out, errs, err := b.run(args...)
	if err != nil {
		b.t.Fatalf("roadcase %s: %v\n%s", strings.Join(args, " "), err, errs)
	}
	return out
}

// TestTheOperatorPathFromSQLiteToPostgres walks the README's move as a new operator:
// serve the demo on SQLite, export it, import it into a new organization on
// PostgreSQL with its owner, add a member, mint that member a token and call the
// API with it.
func TestTheOperatorPathFromSQLiteToPostgres(t *testing.T) {
	t.Parallel() // it sets no environment
	bin := binary{t: t, path: buildBinary(t), home: t.TempDir()}
	lite, pg := sqliteDSN(t), pgtest.DSN(t)

	first := servetest.StartDemo(t, bin.path, lite)
	if err := first.Stop(); err != nil {
		t.Fatalf("serve --demo: %v\n%s", err, first.Stderr())
	}
	second := servetest.StartDemo(t, bin.path, lite)
	if code := get(t, second.URL+"/api/v1/documents", first.Token); code != 401 {
		t.Errorf("the previous start's demo token answers %d, want 401: each start replaces it", code)
	}
	if code := get(t, second.URL+"/api/v1/documents", second.Token); code != 200 {
		t.Fatalf("the demo token answers %d", code)
	}
	if err := second.Stop(); err != nil {
		t.Fatal(err)
	}

	file := filepath.Join(t.TempDir(), "demo.json")
	if err := os.WriteFile(file, []byte(bin.must("export", "--db", lite, "--org", "demo")), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, errs, err := bin.run("import", "--db", pg, "--org", "touring", file); err == nil ||
		!strings.Contains(errs, "owner") {
		t.Fatalf("an import into a new organization without its owner: err %v, stderr:\n%s", err, errs)
	}
	bin.must("import", "--db", pg, "--org", "touring", "--owner-email", "ops@touring.example", file)
	bin.must("member", "add", "--db", pg, "--org", "touring", "--email", "tm@touring.example", "--role", "manager")
	if list := bin.must("member", "list", "--db", pg, "--org", "touring"); !strings.Contains(list, `"role": "owner"`) ||
		!strings.Contains(list, "tm@touring.example") {
		t.Fatalf("member list:\n%s", list)
	}
	secret := strings.TrimSpace(bin.must("token", "mint", "--db", pg, "--org", "touring",
		"--email", "tm@touring.example", "--scopes", "documents:read"))

	srv := servetest.Start(t, bin.path, pg)
	if code := get(t, srv.URL+"/api/v1/documents", secret); code != 200 {
		t.Fatalf("GET /api/v1/documents with the minted token = %d\n%s", code, srv.Stderr())
	}
	bin.must("member", "remove", "--db", pg, "--org", "touring", "--email", "tm@touring.example")
	// The server keeps a verified token for the token cache's TTL, so a removal made
	// by another process (this command) reaches it within that time.
	var code int
	refused := func() bool {
		code = get(t, srv.URL+"/api/v1/documents", secret)
		return code == 401
	}
	if !pollUntil(t, identityapp.DefaultTokenCacheTTL+5*time.Second, 100*time.Millisecond, refused) {
		t.Errorf("a removed member's token answers %d after the token cache's TTL, want 401", code)
	}
}

// TestCommandsThatReadNeverCreateADatabase: a command run with a mistyped location,
// or in another directory, says there is no database instead of starting an empty
// one; and every command says which database it opened.
func TestCommandsThatReadNeverCreateADatabase(t *testing.T) {
	t.Parallel()
	missing := filepath.Join(t.TempDir(), "typo.db")
	for _, args := range [][]string{
		{"token", "list", "--org", "demo", "--email", "demo@example.com"},
		{"member", "list", "--org", "demo"},
		{"export", "--org", "demo"},
	} {
		r := roadcase(t, missing, args...)
		if r.code == 0 || !strings.Contains(r.stderr, "no database at "+missing) {
			t.Errorf("%s on a missing database: exit %d, stderr:\n%s", args[0], r.code, r.stderr)
		}
		if _, err := os.Stat(missing); err == nil {
			t.Fatalf("%s created %s", args[0], missing)
		}
	}
	r := mustRun(t, missing, "migrate")
	if !strings.Contains(r.stderr, "location="+missing) {
		t.Errorf("migrate does not say which database it opened:\n%s", r.stderr)
	}
}

// Not parallel: the default's home directory is os.UserHomeDir's, read from
// the process's HOME.
func TestTheDefaultDatabaseIsOnePlacePerUser(t *testing.T) {
	t.Setenv("HOME", "/home/ada")
	for _, dataHome := range []string{"", "relative/ignored"} {
		if p, _ := defaultDatabasePath(dataHome); p != "/home/ada/.local/share/roadcase/roadcase.db" {
			t.Errorf("default with XDG_DATA_HOME=%q = %s", dataHome, p)
		}
	}
	if p, _ := defaultDatabasePath("/data/xdg"); p != "/data/xdg/roadcase/roadcase.db" {
		t.Errorf("default with XDG_DATA_HOME = %s", p)
	}
	cfg := loadConfigWith(t, "XDG_DATA_HOME=/data/xdg")
	db, err := locateDatabase("", cfg.DataHome, true)
	if err != nil || !db.Default || db.Path != "/data/xdg/roadcase/roadcase.db" {
		t.Errorf("locateDatabase(\"\") = %+v, %v", db, err)
	}
	db, err = locateDatabase("postgres://app:s3cret@db:5432/roadcase", "", false)
	if err != nil || strings.Contains(db.Display, "s3cret") {
		t.Errorf("a PostgreSQL location is shown as %q (%v)", db.Display, err)
	}
}
