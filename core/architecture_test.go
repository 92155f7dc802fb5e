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

// rule says which imports the files under a directory prefix may have, beyond the
// standard library. dir is the importing package's module-relative directory and
// test whether the importing file is a _test.go file. broken says what a refused
// import breaks and where to allow it if it is meant.
type rule struct {
	prefix  string
	allowed func(dir string, test bool, imp string) bool
	broken  string
}

// within reports whether imp is one of the module-relative packages prefixes or
// under one of them.
func within(imp string, prefixes ...string) bool {
	for _, p := range prefixes {
		if imp == module+"/"+p || strings.HasPrefix(imp, module+"/"+p+"/") {
			return true
		}
	}
	return false
}

// under reports whether the module-relative directory dir is prefix or under it.
func under(dir, prefix string) bool {
	return dir == prefix || strings.HasPrefix(dir, prefix+"/")
}

// link is one import a core package may make of another domain's package. from is
// a package and every package under it; to is exactly one package, so that allowing
// a domain's model does not also allow its use cases, demo or exchange format. A
// link marked tests serves only test files, which build their fixtures through
// another domain's packages; the package's own code may not use it.
type link struct {
	from, to string
	tests    bool
	why      string
}

// crossDomain is every import one core domain may make of another; the kernel is
// shared by all and needs no entry. A domain reaches into another only by adding a
// line here, with its reason, so that it cannot happen by accident.
var crossDomain = []link{
	{from: "core/documents", to: "core/records", why: "types name the record kinds they accept; binders read records to fill documents"},
	{from: "core/records/exchange", to: "core/identity", why: "an exchange document describes its organization and owner"},
	{from: "core/records/app", to: "core/identity", why: "an import creates its organization and owner; the demo seeds members and tokens"},
	{from: "core/advancing", to: "core/records", why: "shells are filled from projects, shows, venues, people and crew"},
	{from: "core/payments", to: "core/records", why: "an invoice's views carry the invoice; its money rules (balance due, payable, fee, reversals) live in records"},
	{from: "core/payments/app", to: "core/identity", why: "the payment settings need the caller's role; onboarding names the organization and the person connecting it"},
	{from: "core/advancing/app", to: "core/identity", why: "creating a shell needs the caller's role"},
	{from: "core/identity/app", to: "core/mail", why: "sign-up, password reset and invitations mail their links as mail messages"},
	{from: "core/advancing/app", to: "core/mail", why: "the merge send mails each recipient their merged packet and portal link"},
	{from: "core/records/app", to: "core/mail", why: "sending an invoice mails the rendered invoice to its client"},
	{from: "core/reporting", to: "core/records", why: "facts are records summed, and measures apply the money rules per row"},
	{from: "core/reporting", to: "core/advancing", why: "funnel facts are tallied by the advancing rules, and recipient reports list a batch's progress"},
	{from: "core/reporting/app", to: "core/records/demo", why: "the demo's snapshot history is taken for the demo organizations"},
	{from: "core/advancing/app", to: "core/records/demo", why: "the advancing demo is laid over the records demo's organizations and day"},

	{from: "core/documents/app", to: "core/identity", tests: true, why: "rendering prints the caller's organization as the sender, which the tests' fake organization finder returns (the code reads it through ports.OrganizationFinder)"},
	{from: "core/advancing", to: "core/records/demo", tests: true, why: "tests build packets over the records demo"},
	{from: "core/documents", to: "core/records/demo", tests: true, why: "tests bind every type from demo records of every kind it accepts: binders leave the records as they found them, and their data without the JSON text is the round trip's"},
	{from: "core/records/app", to: "core/documents/app", tests: true, why: "the settlement worksheet's tests render the settlement sheet through the documents service, to hold the worksheet's figures to the document's to the cent"},
	{from: "core/records/app", to: "core/documents/catalog", tests: true, why: "the documents service those tests render through reads the real catalog"},
	{from: "core/advancing/app", to: "core/records/app", tests: true, why: "tests seed the records demo through the records use cases"},
	{from: "core/advancing/app", to: "core/identity/app", tests: true, why: "the records use cases the tests seed with need the identity ones"},
	{from: "core/reporting", to: "core/records/demo", tests: true, why: "tests resolve every KPI and report over the demo"},
	{from: "core/reporting", to: "core/advancing/demo", tests: true, why: "the demo's funnel facts come from the advancing demo"},
	{from: "core/records/app", to: "core/identity/app", tests: true, why: "tests create organizations, members and tokens through the identity use cases"},
}

// coreLibraries are the packages from outside the module the core may import:
// CLDR's locale data, which reading a number or an amount as a locale writes
// it needs (kernel.ParseAmount: which mark separates decimals in German, the
// symbol of a currency), and which the core cannot keep a copy of the way it
// keeps the currencies' digits (core/kernel/currency_cldr_gen.go).
var coreLibraries = map[string]bool{
	"golang.org/x/text/language": true,
	"golang.org/x/text/message":  true,
	"golang.org/x/text/number":   true,
	"golang.org/x/text/currency": true,
	// Unicode normalization, to compare names and headers without their accents.
	"golang.org/x/text/unicode/norm": true,
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

// isApp reports whether dir is a domain's use-case package, core/<domain>/app, or
// under one.
func isApp(dir string) bool {
	d := domainOf(dir)
	return d != "" && under(dir, "core/"+d+"/app")
}

// coreAllowed reports whether a file of the core package in dir may import imp:
// the kernel, its own domain, another domain's package that crossDomain links it
// to, and, for a use-case package, the ports. A test file may also use the links
// marked tests.
func coreAllowed(dir string, test bool, imp string) bool {
	if coreLibraries[imp] {
		return true
	}
	if within(imp, "ports") {
		return isApp(dir)
	}
	if !within(imp, "core") {
		return false
	}
	target := strings.TrimPrefix(imp, module+"/")
	from, to := domainOf(dir), domainOf(target)
	if to == "kernel" || (from != "" && from == to) {
		return true
	}
	for _, l := range crossDomain {
		if under(dir, l.from) && target == l.to && (test || !l.tests) {
			return true
		}
	}
	return false
}

// portsAllowed reports whether the ports package in dir may import imp: the core's
// models and other ports, never a use case (the use cases implement and call the
// ports, not the other way round).
func portsAllowed(dir string, test bool, imp string) bool {
	if within(imp, "ports") {
		return true
	}
	return within(imp, "core") && !isApp(strings.TrimPrefix(imp, module+"/"))
}

var rules = []rule{
	{"core/", coreAllowed, "which breaks cmd → adapters → ports → core, or crosses domains without a link in crossDomain (core/architecture_test.go)"},
	{"ports/", portsAllowed, "but ports import only the core's models and other ports"},
	{"adapters/", adapterAllowed, "but an adapter may not import cmd, nor another adapter without a link in adapterLinks: add one with its reason in core/architecture_adapters_test.go"},
	{"cmd/", func(dir string, test bool, imp string) bool { return true }, "which cmd may"},
}

// ruleFor returns the rule of the files in the module-relative directory dir.
func ruleFor(dir string) (rule, bool) {
	for _, r := range rules {
		if strings.HasPrefix(dir+"/", r.prefix) {
			return r, true
		}
	}
	return rule{}, false
}

// walk calls fn for every import of every Go file of the module that is not from
// the standard library: the file's module-relative path and directory, whether it
// is a test, and the import path.
func walk(t *testing.T, fn func(rel, dir string, test bool, imp string)) {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	files := 0
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
		files++
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		for _, imp := range imports(t, path) {
			if !isStdlib(imp) {
				fn(rel, filepath.ToSlash(filepath.Dir(rel)), strings.HasSuffix(rel, "_test.go"), imp)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files == 0 {
		t.Fatal("no Go files were found; the walk is broken")
	}
}

func TestDependenciesPointInward(t *testing.T) {
	checked := 0
	walk(t, func(rel, dir string, test bool, imp string) {
		r, ok := ruleFor(dir)
		if !ok || testDouble(rel, imp) {
			return
		}
		checked++
		if !r.allowed(dir, test, imp) {
			t.Errorf("%s imports %s, %s", rel, imp, r.broken)
		}
	})
	if checked == 0 {
		t.Fatal("no imports were checked; the walk is broken")
	}
}

func TestRulesRejectOutwardImports(t *testing.T) {
	cases := []ruleCase{
		{"a model may import the kernel", "core/records", false, module + "/core/kernel", true},
		{"the kernel may not import a domain", "core/kernel", false, module + "/core/records", false},
		{"a domain may import its own packages", "core/records/app", false, module + "/core/records/exchange", true},
		{"a listed cross-domain import is allowed", "core/documents/binding", false, module + "/core/records", true},
		{"a listed import is allowed from the packages under its domain", "core/documents/app", false, module + "/core/records", true},
		{"records may not reach into documents", "core/records", false, module + "/core/documents", false},
		{"advancing may not reach into identity's use cases", "core/advancing", false, module + "/core/identity/app", false},
		{"a link to a model does not open its use cases", "core/advancing/app", false, module + "/core/identity/app", false},
		{"a link from a use case does not open the rest of its domain", "core/advancing", false, module + "/core/identity", false},
		{"a domain may not import another unlisted", "core/reporting", false, module + "/core/documents", false},
		{"a new domain may not reach into another's use cases", "core/reporting/app", false, module + "/core/identity/app", false},
		{"a test-only link serves a test", "core/records/app", true, module + "/core/identity/app", true},
		{"a test-only link does not serve the package", "core/records/app", false, module + "/core/identity/app", false},
		{"a test may not cross domains unlisted", "core/documents/app", true, module + "/core/advancing", false},
		{"a model may not import ports even in a linked domain", "core/advancing", false, module + "/ports", false},
		{"a model may not import a port", "core/records", false, module + "/ports", false},
		{"a model may not import bun", "core/documents", false, "github.com/uptrace/bun", false},
		{"the core may read CLDR's locale data", "core/kernel", false, "golang.org/x/text/language", true},
		{"the core may not import the rest of x/text", "core/kernel", false, "golang.org/x/text/encoding", false},
		{"a use case may import ports", "core/identity/app", false, module + "/ports", true},
		{"a use case may not import an adapter", "core/identity/app", false, module + "/adapters/sql", false},
		{"a port may import a model", "ports", false, module + "/core/advancing", true},
		{"a port may not import a use case", "ports", false, module + "/core/records/app", false},
		{"a port may not import an adapter", "ports", false, module + "/adapters/memory", false},
		{"a contract suite may not import a framework", "ports/porttest", false, "github.com/uptrace/bun", false},
		{"an adapter may import bun", "adapters/sql", false, "github.com/uptrace/bun", true},
		{"an adapter may not import cmd", "adapters/http", false, module + "/cmd/roadcase", false},
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
	checkRuleCases(t, cases)
}

// TestEveryLinkIsUsedAndCrossesDomains keeps crossDomain honest: each link joins
// two different domains, gives its reason and appears once; the package's own code
// uses every link not marked tests, and a test uses every link marked tests, so
// that a link left behind by a removed import, or wider than its use, is noticed.
func TestEveryLinkIsUsedAndCrossesDomains(t *testing.T) {
	checkLinks(t, crossDomain, "crossDomain", func(from, to string) bool {
		d := domainOf(from)
		return d != "" && d != "kernel" && domainOf(to) != "" && d != domainOf(to)
	})
}

// checkLinks holds the link table named table to its rules: each link joins two
// units (crosses says whether from and to do), gives its reason and appears once;
// the code under from uses every link not marked tests, and a test under from
// every link marked tests.
func checkLinks(t *testing.T, links []link, table string, crosses func(from, to string) bool) {
	t.Helper()
	seen := map[[2]string]bool{}
	for _, l := range links {
		if seen[[2]string{l.from, l.to}] {
			t.Errorf("%s: %s → %s is listed twice", table, l.from, l.to)
		}
		seen[[2]string{l.from, l.to}] = true
		if !crosses(l.from, l.to) {
			t.Errorf("%s: %s → %s does not join two different ones", table, l.from, l.to)
		}
		if l.why == "" {
			t.Errorf("%s: %s → %s gives no reason", table, l.from, l.to)
		}
	}
	used := make([]bool, len(links))
	walk(t, func(rel, dir string, test bool, imp string) {
		target := strings.TrimPrefix(imp, module+"/")
		for i, l := range links {
			if under(dir, l.from) && target == l.to && test == l.tests {
				used[i] = true
			}
		}
	})
	for i, l := range links {
		switch {
		case !used[i] && l.tests:
			t.Errorf("%s: no test under %s imports %s; drop the link", table, l.from, l.to)
		case !used[i]:
			t.Errorf("%s: no code under %s imports %s; drop the link, or mark it tests if only tests do", table, l.from, l.to)
		}
	}
}

// testDouble reports whether imp is allowed in a test of the core although the
// package may not import it: the in-memory adapter, which the core's tests run
// against as the design says. Test files cross domains only by crossDomain's links.
func testDouble(file, imp string) bool {
	return strings.HasSuffix(file, "_test.go") && strings.HasPrefix(file, "core/") &&
		within(imp, "adapters/memory")
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

// ruleCase is one question put to the import rules: may a file of dir (a test
// file when test is set) import imp?
type ruleCase struct {
	name, dir string
	test      bool
	imp       string
	want      bool
}

// checkRuleCases asks the rule covering each case's directory and compares.
func checkRuleCases(t *testing.T, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, ok := ruleFor(c.dir)
			if !ok {
				t.Fatalf("no rule covers %s", c.dir)
			}
			if got := r.allowed(c.dir, c.test, c.imp); got != c.want {
				t.Fatalf("allowed(%s, test=%v, %s) = %v, want %v", c.dir, c.test, c.imp, got, c.want)
			}
		})
	}
}
