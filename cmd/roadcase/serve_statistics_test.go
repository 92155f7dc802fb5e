package main

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestServeRefreshesSQLiteStatisticsOfTablesThatGrow(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	db, err := sqlite.Open(filepath.Join(t.TempDir(), "stats.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := db.Close(); err != nil {
			t.Error(err)
		}
	}()
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	org := identity.Organization{ID: kernel.NewID(), Slug: "stats", Name: "Stats", Currency: "EUR", TimeZone: "UTC",
		CreatedAt: time.Now()}
	if err := rcsql.NewIdentityStore(db).CreateOrganization(ctx, org); err != nil {
		t.Fatal(err)
	}
	for i := range 2000 { // the render log grows with use, never through InsertDataset
		if _, err := db.Bun().ExecContext(ctx, `INSERT INTO render_log (org_id, id, doc_type, bytes, duration_us, at)
			VALUES (?, ?, ?, 100, 100, ?)`, org.ID, kernel.NewID(), fmt.Sprint("type-", i%29), rcsql.StorageTime(time.Now())); err != nil {
			t.Fatal(err)
		}
	}
	analysed := func() bool {
		var n int
		if err := db.Bun().NewRaw(`SELECT count(*) FROM sqlite_stat1 WHERE tbl = 'render_log'`).Scan(ctx, &n); err != nil {
			t.Fatal(err)
		}
		return n > 0
	}
	if analysed() {
		t.Fatal("the render log has statistics before any refresh; the test proves nothing")
	}
	keepStatistics(ctx, db, 10*time.Millisecond, slog.New(slog.DiscardHandler))
	if !pollUntil(t, 10*time.Second, 20*time.Millisecond, analysed) {
		t.Fatal("no statistics for the render log 10 s after refreshes every 10 ms")
	}
}
