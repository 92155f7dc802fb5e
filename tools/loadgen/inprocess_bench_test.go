package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jsonschema"
	"github.com/roadcase/roadcase/adapters/render"
	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/app"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/demo"
)

// renderWorkers is how many goroutines render at once, as many as the
// connections scripts/render-vs-inprocess.sh opens to the server: 8 goroutines
// per GOMAXPROCS (run it with GOMAXPROCS=1 to match a server pinned on one CPU).
const renderWorkers = 8

// BenchmarkRenderInProcess renders every catalog type from its sample through
// the documents service, with no HTTP in between: the in-process cost that the
// render route (POST /api/v1/documents/{type}/render with the sample as data,
// which loadgen -type sends) is measured against. The service is wired as serve
// wires it: the real catalog, validator and renderer, the system clock, and the
// render log over an SQLite file holding the demo organization, so that each
// render also pays its log insert. The render carries a token id as the HTTP
// path's does. What serve adds and this leaves out: the HTTP exchange, token
// authentication, the request's JSON envelope, the middleware (request log,
// metrics, traces, limits) and the render log's timing decorator.
//
// Besides ns/op it reports renders/s and the process's CPU time per render
// (user and system, from getrusage), which moves less than throughput on a
// shared machine:
//
//	GOMAXPROCS=1 taskset -c 0 go -C tools test -run '^$' -bench 'RenderInProcess$/^day-sheet$' -benchtime 10s ./loadgen
func BenchmarkRenderInProcess(b *testing.B) { benchmarkRenders(b, true) }

// BenchmarkRenderInProcessUnlogged is BenchmarkRenderInProcess without the
// render log, so that the log insert's share of a render (its CPU, and the
// waits for SQLite's one writer and its commit) can be told from the rest.
func BenchmarkRenderInProcessUnlogged(b *testing.B) { benchmarkRenders(b, false) }

// benchmarkRenders runs one sub-benchmark per catalog type, with renderWorkers
// goroutines per GOMAXPROCS rendering the type's sample, through a service that
// logs its renders when logged.
func benchmarkRenders(b *testing.B, logged bool) {
	ctx := context.Background()
	db, err := sqlite.Open(filepath.Join(b.TempDir(), "roadcase.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	if err := db.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	org := seedDemoOrg(b, ctx, db)
	cat, err := catalog.Load()
	if err != nil {
		b.Fatal(err)
	}
	renderer, err := render.New()
	if err != nil {
		b.Fatal(err)
	}
	deps := app.Deps{Catalog: cat, Validator: jsonschema.New(), Renderer: renderer,
		Records: rcsql.NewRecordStore(db), Orgs: rcsql.NewIdentityStore(db), Clock: kernel.SystemClock{}}
	if logged {
		deps.Renders = rcsql.NewRenderLog(db)
	}
	svc, err := app.New(deps)
	if err != nil {
		b.Fatal(err)
	}
	// serve logs a render it could not log and answers all the same; so does this,
	// once, with the count at the end.
	var logFailures atomic.Int64
	svc.ReportRenderLogFailures(func(_ context.Context, _ documents.Render, err error) {
		if logFailures.Add(1) == 1 {
			b.Logf("render not logged: %v", err)
		}
	})
	ctx = kernel.WithActor(ctx, kernel.NewID())
	for _, t := range cat.Types() {
		// The bytes loadgen sends: the contract's sample, compacted by the JSON
		// encoding of the request body.
		var data bytes.Buffer
		if err := json.Compact(&data, t.Sample); err != nil {
			b.Fatal(err)
		}
		b.Run(t.Key, func(b *testing.B) {
			b.SetParallelism(renderWorkers)
			b.ReportAllocs()
			before := cpuTime()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					if _, err := svc.RenderData(ctx, org, t.Key, data.Bytes()); err != nil {
						b.Error(err)
						return
					}
				}
			})
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "renders/s")
			b.ReportMetric(float64((cpuTime()-before).Microseconds())/float64(b.N), "cpu-µs/op")
		})
	}
	if n := logFailures.Load(); n > 0 {
		b.Logf("%d renders were not logged", n)
	}
}

// seedDemoOrg writes the demo organization that serve --demo's token belongs to,
// and its records, into db, and returns its id.
func seedDemoOrg(b *testing.B, ctx context.Context, db *rcsql.DB) kernel.ID {
	o := demo.Organizations()[0]
	err := rcsql.NewIdentityStore(db).CreateOrganization(ctx, identity.Organization{ID: o.ID, Slug: o.Slug,
		Name: o.Name, Currency: o.Currency, TimeZone: o.TimeZone, CreatedAt: demo.CreatedAt})
	if err != nil {
		b.Fatal(err)
	}
	if err := rcsql.NewRecordStore(db).InsertDataset(ctx, o.ID, o.Data, true); err != nil {
		b.Fatal(err)
	}
	return o.ID
}

// cpuTime is the CPU time, user and system, this process has used so far.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
