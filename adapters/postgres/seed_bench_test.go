package postgres_test

import (
	"bytes"
	"context"
	stdsql "database/sql"
	"errors"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// recordTables lists the records tables in an order in which every table only
// refers to tables before it, the order a bare COPY must load them in.
var recordTables = []string{
	"venues", "people", "venue_contacts", "projects", "shows", "show_contacts", "ticket_tiers",
	"crew_assignments", "timesheet_entries", "schedule_items", "travel_segments", "travel_passengers",
	"accommodations", "rooms", "room_occupants", "guest_list_entries", "budget_lines", "expenses",
	"income_lines", "invoices", "invoice_lines", "payments", "settlements", "settlement_expenses",
}

// referencedTables are the records tables other tables refer to. After loading
// one of them the COPY baseline refreshes its statistics with ANALYZE, as seeding
// does: without them each foreign-key check of the referring rows scans the
// parent table, and a bare COPY of the schedule items alone outlasts the
// driver's 10 s read timeout at --scale 100.
var referencedTables = map[string]bool{
	"venues": true, "people": true, "projects": true, "shows": true, "travel_segments": true,
	"accommodations": true, "rooms": true, "invoices": true, "settlements": true,
}

// BenchmarkSeedVsCopy measures what `roadcase seed demo --scale N` spends on its
// big dataset beside a COPY of the same rows into the same schema, on the same
// database server, in one run. Each iteration seeds a fresh database the way the
// command does (the demo organization and its base data, then the generated tours
// with skipExisting) and times the generated tours; then it loads the same rows,
// exported once with COPY … TO from a database holding nothing else, into another
// fresh database holding the same base data, with one COPY … FROM STDIN per table
// (and ANALYZE after each table in referencedTables) in one transaction, and
// times that. Both count the table rows written. N is $ROADCASE_SEED_SCALE, 100
// by default; run with -benchtime 1x -count 3 and take the medians
// (scripts/seed-vs-copy.sh does).
func BenchmarkSeedVsCopy(b *testing.B) {
	scale := 100
	if s := os.Getenv("ROADCASE_SEED_SCALE"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			b.Fatalf("ROADCASE_SEED_SCALE=%q: want a positive number", s)
		}
		scale = n
	}
	ctx := context.Background()
	o := demo.Organizations()[0]
	scaled := demo.Scaled(o, scale)
	tables, rows := exportScaled(b, ctx, o, scaled)
	if want := demo.Rows(scaled); rows != want {
		b.Fatalf("the tables hold %d rows, demo.Rows counts %d", rows, want)
	}
	var seeding, copying time.Duration
	for b.Loop() {
		b.StopTimer()
		db := seedBenchBase(b, ctx, o)
		b.StartTimer()
		started := time.Now()
		if err := sql.NewRecordStore(db).InsertDataset(ctx, o.ID, scaled, true); err != nil {
			b.Fatal(err)
		}
		seeding += time.Since(started)
		b.StopTimer()
		into := seedBenchBase(b, ctx, o)
		b.StartTimer()
		copying += copyTables(b, ctx, into, tables)
	}
	rate := func(d time.Duration) float64 { return float64(rows*b.N) / d.Seconds() }
	b.ReportMetric(float64(rows), "rows")
	b.ReportMetric(rate(seeding), "seed-rows/s")
	b.ReportMetric(rate(copying), "copy-rows/s")
	b.ReportMetric(rate(seeding)/rate(copying), "seed/copy")
}

// seedBenchBase opens a fresh database holding the demo organization and its base
// data, as the seed writes them before the generated tours.
func seedBenchBase(b *testing.B, ctx context.Context, o demo.Org) *sql.DB {
	db := seedBenchOrg(b, ctx, o)
	if err := sql.NewRecordStore(db).InsertDataset(ctx, o.ID, o.Data, true); err != nil {
		b.Fatal(err)
	}
	return db
}

// seedBenchOrg opens a fresh database holding the demo organization o and no
// records.
func seedBenchOrg(b *testing.B, ctx context.Context, o demo.Org) *sql.DB {
	db := pgtest.Open(b)
	err := sql.NewIdentityStore(db).CreateOrganization(ctx, identity.Organization{ID: o.ID, Slug: o.Slug,
		Name: o.Name, Currency: o.Currency, TimeZone: o.TimeZone, CreatedAt: demo.CreatedAt})
	if err != nil {
		b.Fatal(err)
	}
	return db
}

// exportScaled writes scaled alone into a fresh database and returns its rows
// table by table, in COPY's text format, and how many there are.
func exportScaled(b *testing.B, ctx context.Context, o demo.Org, scaled records.Dataset) ([][]byte, int) {
	db := seedBenchOrg(b, ctx, o)
	if err := sql.NewRecordStore(db).InsertDataset(ctx, o.ID, scaled, false); err != nil {
		b.Fatal(err)
	}
	conn, err := db.Bun().Conn(ctx)
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close()
	out := make([][]byte, len(recordTables))
	total := 0
	for i, table := range recordTables {
		var buf bytes.Buffer
		var tag pgconn.CommandTag
		err := conn.Raw(func(dc any) (err error) {
			tag, err = dc.(*stdlib.Conn).Conn().PgConn().CopyTo(ctx, &buf, "COPY "+table+" TO STDOUT")
			return err
		})
		if err != nil {
			b.Fatalf("export %s: %v", table, err)
		}
		total += int(tag.RowsAffected())
		out[i] = buf.Bytes()
	}
	return out, total
}

// copyTables loads tables, in recordTables' order, into db with one COPY FROM
// STDIN each and ANALYZE after each of referencedTables, in one transaction, and
// returns the time it took.
func copyTables(b *testing.B, ctx context.Context, db *sql.DB, tables [][]byte) time.Duration {
	conn, err := db.Bun().Conn(ctx)
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close()
	started := time.Now()
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		b.Fatal(err)
	}
	// Rolled back before the connection closes, which waits for it; after Commit
	// there is nothing left to roll back.
	defer func() {
		if err := tx.Rollback(); err != nil && !errors.Is(err, stdsql.ErrTxDone) {
			b.Error(err)
		}
	}()
	for i, table := range recordTables {
		err := conn.Raw(func(dc any) error {
			_, err := dc.(*stdlib.Conn).Conn().PgConn().CopyFrom(ctx, bytes.NewReader(tables[i]), "COPY "+table+" FROM STDIN")
			return err
		})
		if err != nil {
			b.Fatalf("copy %s: %v", table, err)
		}
		if !referencedTables[table] {
			continue
		}
		if _, err := conn.ExecContext(ctx, "ANALYZE "+table); err != nil {
			b.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		b.Fatal(err)
	}
	return time.Since(started)
}
