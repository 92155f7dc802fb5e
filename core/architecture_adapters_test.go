package core_test

import (
	"strings"
	"testing"
)

// adapterLinks is every import one adapter makes of another; an adapter is
// adapters/<name> with the packages under it, which import each other freely. As
// in crossDomain, from is a package and every package under it, to is exactly one
// package, and a link marked tests serves only test files. Adapters are
// technologies at the edge: one reaches into another only by adding a line here,
// with its reason, so that the web pages cannot come to depend on the renderer's
// internals, or a store on the HTTP API, by accident.
var adapterLinks = []link{
	{from: "adapters/http", to: "adapters/httperr", why: "API problems take their status from the one table of error kinds"},
	{from: "adapters/web", to: "adapters/httperr", why: "problem pages take their status from the one table of error kinds"},
	{from: "adapters/http", to: "adapters/clientaddr", why: "the address quota counts a client by the one subscriber rule"},
	{from: "adapters/web", to: "adapters/clientaddr", why: "the portal's address limit counts a client by the one subscriber rule"},
	{from: "adapters/render", to: "adapters/isolation", why: "documents isolate caller strings by the one bidi rule"},
	{from: "adapters/web", to: "adapters/isolation", why: "the pages isolate caller strings by the one bidi rule, as documents do"},
	{from: "adapters/web", to: "adapters/redact", why: "the pages log paths through the one redaction of bearer secrets"},
	{from: "adapters/outbox", to: "adapters/redact", why: "the outbox logs and keeps mails through the one redaction of bearer secrets"},
	{from: "adapters/render", to: "adapters/moneyfmt", why: "documents print money, and group and sign their figures, in the one money format"},
	{from: "adapters/web", to: "adapters/moneyfmt", why: "invoice and pay pages print money as the documents do"},
	{from: "adapters/http", to: "adapters/reportcsv", why: "a report's CSV is written by the one writer the pages' CSV links use too"},
	{from: "adapters/web", to: "adapters/reportcsv", why: "the report pages' CSV links are the API's CSV, from the one writer"},
	{from: "adapters/spreadsheet", to: "adapters/reportcsv", why: "an import's CSV template keeps its cells from being formulas by the reports' CSV rule (reportcsv.Text)"},
	{from: "adapters/postgres", to: "adapters/sql", why: "PostgreSQL is a dialect of the shared Bun stores and migrations"},
	{from: "adapters/sqlite", to: "adapters/sql", why: "SQLite is a dialect of the shared Bun stores and migrations"},
	{from: "adapters/sql/sqlbench", to: "adapters/render", why: "the render benchmarks render with the real renderer"},
	{from: "adapters/sql/sqlbench", to: "adapters/jsonschema", why: "the render benchmarks validate with the real schema validator"},
	{from: "adapters/sql/sqlbench", to: "adapters/recordcache", why: "the render benchmarks measure renders through the record cache as serve wires it"},
	{from: "adapters/web/browsertest", to: "adapters/render/htmlcheck", why: "the browser checks hold pages to the same HTML rules as documents"},
	{from: "adapters/jobs", to: "adapters/sql", why: "jobs are inserted in the transaction WithinTx carries (sql.SQLTx), beside the records that need them"},
	{from: "adapters/postgres/pgtest", to: "adapters/testenv", why: "a missing test database skips or fails as every missing tool does"},
	{from: "adapters/ratelimit/redis/redistest", to: "adapters/testenv", why: "a missing Redis skips or fails as every missing tool does"},
	{from: "adapters/render/htmlcheck", to: "adapters/testenv", why: "a missing html-validate skips or fails as every missing tool does"},
	{from: "adapters/stripe/stripemock", to: "adapters/testenv", why: "a missing stripe-mock skips or fails as every missing tool does"},
	{from: "adapters/web/browsertest", to: "adapters/testenv", why: "a missing Chromium or axe-core skips or fails as every missing tool does"},
	{from: "adapters/pdf/pdftest", to: "adapters/testenv", why: "a missing pdftotext skips or fails as every missing tool does"},

	{from: "adapters/http", to: "adapters/memory", tests: true, why: "handler tests run the real use cases on the in-memory stores"},
	{from: "adapters/http", to: "adapters/jsonschema", tests: true, why: "document handler tests validate with the real schema validator"},
	{from: "adapters/http", to: "adapters/render", tests: true, why: "document handler tests render with the real renderer"},
	{from: "adapters/http", to: "adapters/metrics", tests: true, why: "the observer benchmarks measure the Prometheus request observer"},
	{from: "adapters/outbox", to: "adapters/memory", tests: true, why: "the outbox is tested over the in-memory store"},
	{from: "adapters/recordcache", to: "adapters/memory", tests: true, why: "the cache is tested in front of the in-memory record store"},
	{from: "adapters/render", to: "adapters/memory", tests: true, why: "tests render every type from records loaded through the in-memory store"},
	{from: "adapters/render", to: "adapters/jsonschema", tests: true, why: "tests check every sample and bound record against its schema"},
	{from: "adapters/render", to: "adapters/web/browsertest", tests: true, why: "documents are laid out and inspected in the same headless browser as the pages"},
	{from: "adapters/web", to: "adapters/render/htmlcheck", tests: true, why: "the pages' audit holds them to the same HTML rules as documents"},
	{from: "adapters/pdf", to: "adapters/web/browsertest", tests: true, why: "the Chromium printer's tests find the browser as every browser test does"},
	{from: "adapters/pdf", to: "adapters/testenv", tests: true, why: "the Chromium printer's tests skip without a browser as every tool test does"},
	{from: "adapters/web/docsui", to: "adapters/testenv", tests: true, why: "the reference's browser test skips without axe-core as every tool test does"},
	{from: "adapters/sql", to: "adapters/sqlite", tests: true, why: "the shared stores are tested on SQLite"},
	{from: "adapters/sql", to: "adapters/postgres", tests: true, why: "the shared stores are tested on PostgreSQL"},
	{from: "adapters/sql", to: "adapters/postgres/pgtest", tests: true, why: "the shared stores' PostgreSQL tests get their database from pgtest"},
	{from: "adapters/sql", to: "adapters/sqlite/sqlitetest", tests: true, why: "the shared stores' SQLite tests get a migrated database from sqlitetest"},
	{from: "adapters/sqlite", to: "adapters/sql/sqlbench", tests: true, why: "the shared benchmarks run on SQLite"},
	{from: "adapters/postgres", to: "adapters/sql/sqlbench", tests: true, why: "the shared benchmarks run on PostgreSQL"},
	{from: "adapters/jobs", to: "adapters/sqlite", tests: true, why: "the job queue is tested on SQLite, and the merge send at scale by default"},
	{from: "adapters/jobs", to: "adapters/postgres", tests: true, why: "the job queue runs on PostgreSQL"},
	{from: "adapters/jobs", to: "adapters/postgres/pgtest", tests: true, why: "the job queue's tests get their database from pgtest"},
	{from: "adapters/jobs", to: "adapters/smtp", tests: true, why: "delivery jobs are tested sending through the SMTP mailer"},
	{from: "adapters/jobs", to: "adapters/smtp/smtptest", tests: true, why: "delivery jobs send to the test SMTP server"},
	{from: "adapters/jobs", to: "adapters/web", tests: true, why: "the merge send at scale writes portal links as the web adapter does"},
}

// adapterOf returns the adapter of a module-relative directory or import path
// under adapters/ ("adapters/postgres/pgtest" → "postgres"), or "" outside.
func adapterOf(path string) string {
	rest, ok := strings.CutPrefix(path, "adapters/")
	if !ok {
		return ""
	}
	a, _, _ := strings.Cut(rest, "/")
	return a
}

// adapterAllowed reports whether a file of the adapter package in dir may import
// imp: anything but cmd, the packages of its own adapter, and another adapter's
// package only through a link of adapterLinks (a test file also through a link
// marked tests).
func adapterAllowed(dir string, test bool, imp string) bool {
	if within(imp, "cmd") {
		return false
	}
	if !within(imp, "adapters") {
		return true
	}
	target := strings.TrimPrefix(imp, module+"/")
	if adapterOf(dir) == adapterOf(target) {
		return true
	}
	for _, l := range adapterLinks {
		if under(dir, l.from) && target == l.to && (test || !l.tests) {
			return true
		}
	}
	return false
}

func TestAdapterRules(t *testing.T) {
	cases := []ruleCase{
		{"an adapter may import its own packages", "adapters/postgres/pgtest", false, module + "/adapters/postgres", true},
		{"an adapter may import ports and the core", "adapters/web", false, module + "/core/advancing", true},
		{"an adapter may import a framework", "adapters/sql", false, "github.com/uptrace/bun", true},
		{"a listed link serves the adapter's code", "adapters/web", false, module + "/adapters/moneyfmt", true},
		{"a listed link serves the packages under its from", "adapters/web/hooks", false, module + "/adapters/httperr", true},
		{"a link opens exactly one package", "adapters/web", false, module + "/adapters/render", false},
		{"an unlisted adapter import is refused", "adapters/render", false, module + "/adapters/web", false},
		{"a test-only link serves a test", "adapters/http", true, module + "/adapters/memory", true},
		{"a test-only link does not serve the package", "adapters/http", false, module + "/adapters/memory", false},
		{"an adapter may not import cmd", "adapters/http", false, module + "/cmd/roadcase", false},
		{"cmd may import any adapter", "cmd/roadcase", false, module + "/adapters/render", true},
	}
	checkRuleCases(t, cases)
}

// TestEveryAdapterLinkIsUsedAndCrossesAdapters keeps adapterLinks as honest as
// crossDomain: each link joins two adapters, gives its reason, appears once and
// is used as it is marked.
func TestEveryAdapterLinkIsUsedAndCrossesAdapters(t *testing.T) {
	checkLinks(t, adapterLinks, "adapterLinks", func(from, to string) bool {
		return adapterOf(from) != "" && adapterOf(to) != "" && adapterOf(from) != adapterOf(to)
	})
}
