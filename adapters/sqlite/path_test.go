package sqlite

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFilePath(t *testing.T) {
	for in, want := range map[string]string{
		"./roadcase.db": "./roadcase.db", "/data/roadcase.db": "/data/roadcase.db",
		"sqlite:///data/roadcase.db": "/data/roadcase.db", "sqlite:roadcase.db": "roadcase.db",
		"file:/data/roadcase.db?cache=shared": "/data/roadcase.db", "C:/data/roadcase.db": "C:/data/roadcase.db",
	} {
		if got, err := FilePath(in); err != nil || got != want {
			t.Errorf("FilePath(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", ":memory:", "mysql://root@localhost/roadcase", "sqlite://"} {
		if _, err := FilePath(bad); err == nil {
			t.Errorf("FilePath(%q) succeeded", bad)
		}
	}
}

func TestOpenSaysWhyItCannotOpen(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "not-a-dir")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(filepath.Join(file, "roadcase.db")); err == nil || !strings.Contains(err.Error(), "cannot create the database directory") {
		t.Errorf("a path under a file: %v", err)
	}
	if _, err := Open(dir); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("a directory: %v", err)
	}
	db, err := Open("sqlite://" + filepath.Join(dir, "sub", "roadcase.db"))
	if err != nil {
		t.Fatalf("an sqlite:// URL: %v", err)
	}
	_ = db.Close()
	if _, err := os.Stat(filepath.Join(dir, "sub", "roadcase.db")); err != nil {
		t.Errorf("the file was not created where the URL says: %v", err)
	}
}
