// Package core_test enforces the dependency direction cmd → adapters → ports → core
// over the whole module, so that a framework import into the core fails the build's
// tests rather than a code review.
package core_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/roadcase/roadcase"

// rule says which imports a package under a directory prefix may have, beyond the
// standard library.
type rule struct {
	prefix  string
	allowed func(pkgDir, imp string) bool
}

func within(imp string, prefixes ...string) bool {
	for _, p := range prefixes {
		if imp == module+"/"+p || strings.HasPrefix(imp, module+"/"+p+"/") {
			return true
		}
	}
	return false
}

// crossDomain lists every import one core domain may make of another; the kernel
// is shared by all and needs no entry. A new domain reaches into another only by
// adding a line here, with its reason, so that it cannot happen by accident.
var crossDomain = map[[2]string]string{
	{"documents", "records"}:  "binders read production records to fill documents",
	{"documents", "identity"}: "the render use case reads the caller's organization",
	{"records", "identity"}:   "imports create organizations and owners; exports describe the organization",
	{"advancing", "records"}:  "shells are filled from projects, shows, venues, people and crew",
	{"advancing", "identity"}: "creating a shell needs the caller's role",
}

// domainOf returns the domain of a module-relative directory or import path under
// core/ ("core/records/app" → "records"), or "" outside core.
func domainOf(path string) string {
	rest, ok := strings.CutPrefix(path, "core/")
	if !ok {
		return ""
	}
	d, _, _ := strings.Cut(rest, "/")
	return d
}

// coreAllowed reports whether the core package in dir may import imp: the
// kernel, its own domain, a domain crossDomain allows it, and, for a use-case
// package (core/<domain>/app), the ports.
func coreAllowed(dir, imp string) bool {
	if within(imp, "ports") {
		return strings.HasSuffix(dir, "/app") || strings.Contains(dir, "/app/")
	}
	if !within(imp, "core") {
		return false
	}
	from, to := domainOf(dir), domainOf(strings.TrimPrefix(imp, module+"/"))
	if to == "kernel" || to == "" || from == to {
		return true
	}
	_, ok := crossDomain[[2]string{from, to}]
	return ok
}

var rules = []rule{
	{"core/", coreAllowed},
	{"ports/", func(dir, imp string) bool { return within(imp, "core", "ports") }},
	{"adapters/", func(dir, imp string) bool { return !within(imp, "cmd") }},
}

func TestDependenciesPointInward(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		dir := filepath.ToSlash(filepath.Dir(rel)) + "/"
		for _, r := range rules {
			if !strings.HasPrefix(dir, r.prefix) {
				continue
			}
			checked++
			for _, imp := range imports(t, path) {
				if isStdlib(imp) || testDouble(rel, imp) {
					continue
				}
				if !r.allowed(strings.TrimSuffix(dir, "/"), imp) {
					t.Errorf("%s imports %s, which breaks cmd → adapters → ports → core, or crosses domains without an entry in crossDomain", rel, imp)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked == 0 {
		t.Fatal("no Go files were checked; the walk is broken")
	}
}

func TestRulesRejectOutwardImports(t *testing.T) {
	cases := []struct {
		name, dir, imp string
		want           bool
	}{
		{"a model may import the kernel", "core/records", module + "/core/kernel", true},
		{"a domain may import its own packages", "core/records/app", module + "/core/records/exchange", true},
		{"an allowed cross-domain import", "core/documents/binding", module + "/core/records", true},
		{"records may not reach into documents", "core/records", module + "/core/documents", false},
		{"a new domain may not reach into another's use cases", "core/reporting", module + "/core/identity/app", false},
		{"a new domain may not import another unlisted", "core/reporting", module + "/core/advancing", false},
		{"a model may not import ports even in a listed domain", "core/advancing", module + "/ports", false},
		{"a model may not import a port", "core/records", module + "/ports", false},
		{"a model may not import gin", "core/documents", "github.com/gin-gonic/gin", false},
		{"a use case may import ports", "core/identity/app", module + "/ports", true},
		{"a use case may not import an adapter", "core/identity/app", module + "/adapters/sql", false},
		{"a port may not import an adapter", "ports", module + "/adapters/memory", false},
		{"an adapter may import bun", "adapters/sql", "github.com/uptrace/bun", true},
		{"an adapter may not import cmd", "adapters/http", module + "/cmd/roadcase", false},
	}
	if !testDouble("core/identity/app/service_test.go", module+"/adapters/memory") {
		t.Error("a core test may use the in-memory adapter")
	}
	if testDouble("core/identity/app/service.go", module+"/adapters/memory") {
		t.Error("core code may not use the in-memory adapter")
	}
	if testDouble("core/identity/app/service_test.go", module+"/adapters/sql") {
		t.Error("a core test may not use the SQL adapter")
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, r := range rules {
				if strings.HasPrefix(c.dir+"/", r.prefix) {
					if got := r.allowed(c.dir, c.imp); got != c.want {
						t.Fatalf("allowed(%s, %s) = %v, want %v", c.dir, c.imp, got, c.want)
					}
					return
				}
			}
			t.Fatalf("no rule covers %s", c.dir)
		})
	}
}

// testDouble reports whether imp is allowed in a test of the core although the
// package may not import it: the in-memory adapter, which the core's tests run
// against as the design says, and other domains' packages, which tests use to build
// fixtures (an advancing test seeds records through the records use cases). Test
// files are not part of the package the rules protect.
func testDouble(file, imp string) bool {
	return strings.HasSuffix(file, "_test.go") && strings.HasPrefix(file, "core/") &&
		(within(imp, "adapters/memory") || within(imp, "core"))
}

// imports returns the import paths of the Go file at path.
func imports(t *testing.T, path string) []string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), path, src, parser.ImportsOnly)
	if err != nil {
		t.Fatalf("parse %s: %v", path, err)
	}
	var out []string
	for _, s := range f.Imports {
		p, _ := strconv.Unquote(s.Path.Value)
		out = append(out, p)
	}
	return out
}

func isStdlib(imp string) bool {
	first, _, _ := strings.Cut(imp, "/")
	return !strings.Contains(first, ".")
}
