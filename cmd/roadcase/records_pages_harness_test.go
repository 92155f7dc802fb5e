package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	nethttp "net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sqlite/sqlitetest"
	"github.com/roadcase/roadcase/adapters/web"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/core/records/demo"
)

// recordsSite is the platform's pages as serve wires them (openMain and
// webServer) over a database of its own holding the demo, served in process
// to the demo owner signed in, with every statement the use cases run counted.
type recordsSite struct {
	tb         testing.TB
	m          *Main
	handler    nethttp.Handler
	statements *statementCounter
	cookie     string
	csrf       string
}

// statementCounter counts the statements run through the database (a Bun
// query hook, which the store's prepared statements also go through) and,
// when trace is set, keeps each one with its duration; when whole is set, it
// keeps each one's whole text, for EXPLAIN.
type statementCounter struct {
	n     atomic.Int64
	trace atomic.Bool
	whole atomic.Bool
	mu    sync.Mutex
	kept  []string
	texts []keptStatement
}

// keptStatement is a statement's whole text and, for a prepared one, its
// arguments ($1, $2…; none when Bun wrote them into the text).
type keptStatement struct {
	text string
	args []any
}

func (c *statementCounter) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

func (c *statementCounter) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	c.n.Add(1)
	if c.whole.Load() {
		c.mu.Lock()
		c.texts = append(c.texts, keptStatement{e.Query, e.QueryArgs})
		c.mu.Unlock()
	}
	if c.trace.Load() {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.kept = append(c.kept, fmt.Sprintf("%7.2f ms  %.200s", float64(time.Since(e.StartTime).Microseconds())/1000,
			strings.Join(strings.Fields(e.Query), " ")))
	}
}

// traced returns the statements kept since the last call and forgets them.
func (c *statementCounter) traced() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.kept
	c.kept = nil
	return out
}

// siteBackends names the databases the pages are measured on, by the DSN a
// test gets for each: a migrated SQLite file, or a fresh PostgreSQL database
// (skipped without ROADCASE_TEST_DATABASE_URL, failed without it when
// ROADCASE_REQUIRE_POSTGRES=1).
var siteBackends = []struct {
	name string
	dsn  func(testing.TB) string
}{
	{"sqlite", sqlitetest.Path},
	{"postgres", pgtest.MigratedDSN},
}

// newRecordsSite opens the database dsn names, seeds the demo with scale
// generated tours (seed demo --scale), and signs the demo owner in.
func newRecordsSite(tb testing.TB, dsn string, scale int) *recordsSite {
	tb.Helper()
	ctx := context.Background()
	cfg, err := loadConfig()
	if err != nil {
		tb.Fatal(err)
	}
	cfg.DB = config.DSN(dsn)
	cfg.PublicURL = "http://roadcase.test"
	s := &recordsSite{tb: tb, statements: &statementCounter{}}
	s.m, err = openObservedMain(ctx, environ{log: slog.New(slog.DiscardHandler)}, cfg, true, s.statements)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if err := s.m.Close(); err != nil {
			tb.Error(err)
		}
	})
	if _, err := s.m.Records.SeedDemo(ctx, scale, nil); err != nil {
		tb.Fatal(err)
	}
	pages, err := s.m.webServer(nil, nil)
	if err != nil {
		tb.Fatal(err)
	}
	s.handler = pages.Handler()
	owner, password := demo.Organizations()[0], demoPassword()
	if err := s.m.Accounts.SetPassword(ctx, owner.OwnerEmail, password); err != nil {
		tb.Fatal(err)
	}
	s.get("/signin")
	r := s.post("/signin", url.Values{"email": {owner.OwnerEmail}, "password": {password}})
	if r.code != nethttp.StatusSeeOther {
		tb.Fatalf("sign in: status %d\n%s", r.code, r.body)
	}
	s.get(r.header.Get("Location"))
	return s
}

// sitePage is one answer of the site and the statements it ran.
type sitePage struct {
	code       int
	header     nethttp.Header
	body       string
	statements int64
}

var csrfInput = regexp.MustCompile(`name="csrf_token" value="([^"]+)"`)

func (s *recordsSite) get(path string) sitePage {
	return s.do(httptest.NewRequest(nethttp.MethodGet, path, nil))
}

// post sends a form as a same-origin browser does, with the last token seen.
func (s *recordsSite) post(path string, form url.Values) sitePage {
	if form.Get("csrf_token") == "" {
		form.Set("csrf_token", s.csrf)
	}
	r := httptest.NewRequest(nethttp.MethodPost, path, strings.NewReader(form.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("Sec-Fetch-Site", "same-origin")
	return s.do(r)
}

// do serves r in process, with the session cookie, and counts the statements
// it ran (requests are served one at a time).
func (s *recordsSite) do(r *nethttp.Request) sitePage {
	if s.cookie != "" {
		r.AddCookie(&nethttp.Cookie{Name: web.SessionCookie, Value: s.cookie})
	}
	w := httptest.NewRecorder()
	before := s.statements.n.Load()
	s.handler.ServeHTTP(w, r)
	res := w.Result()
	body, _ := io.ReadAll(res.Body)
	for _, c := range res.Cookies() {
		if c.Name == web.SessionCookie {
			s.cookie = c.Value
		}
	}
	out := sitePage{code: res.StatusCode, header: res.Header, body: string(body), statements: s.statements.n.Load() - before}
	if m := csrfInput.FindStringSubmatch(out.body); m != nil {
		s.csrf = m[1]
	}
	return out
}

// mustGet gets path and fails unless it answers 200.
func (s *recordsSite) mustGet(path string) sitePage {
	s.tb.Helper()
	p := s.get(path)
	if p.code != nethttp.StatusOK {
		s.tb.Fatalf("GET %s: status %d\n%.2000s", path, p.code, p.body)
	}
	return p
}
