package app_test

// The records use cases are tested on the in-memory stores, the core's test double,
// with the identity use cases providing People.

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/app"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/records/exchange"
	"github.com/roadcase/roadcase/ports"
)

// fixture is the records use cases and the identity use cases over one memory
// backend.
type fixture struct {
	svc      *app.Service
	identity *identityapp.Service
	records  ports.RecordStore
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	clock := &kernel.FixedClock{T: time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)}
	b := memory.New()
	ids, recs, tx := b.Identity(), b.Records(), b.Tx()
	people := identityapp.NewService(ids, tx, clock)
	svc, err := app.New(app.Deps{Records: recs, Log: recs, Orgs: ids, People: people, Tx: tx, Clock: clock})
	must(t, err)
	return &fixture{svc: svc, identity: people, records: recs}
}

// harbourDocument is the smaller demo organization as an export document.
func harbourDocument() exchange.Document {
	o := demo.Organizations()[1]
	return exchange.Export(exchange.Organization{Slug: o.Slug, Name: o.Name, Currency: o.Currency, TimeZone: o.TimeZone}, o.Data)
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

func wantError(t *testing.T, err error, kind kernel.Kind, code string) {
	t.Helper()
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != kind || (code != "" && e.Code != code) {
		t.Fatalf("error = %v, want kind %v with code %q", err, kind, code)
	}
}

var ctx = context.Background()
