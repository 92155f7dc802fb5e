package app_test

// The advancing use cases are tested on the in-memory backend, seeded with the
// demo organizations' records and advancing records.

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/advancing/app"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
	"github.com/roadcase/roadcase/core/records/demo"
)

var ctx = context.Background()

type fixture struct {
	svc   *app.Service
	b     *memory.Backend
	clock *kernel.FixedClock
	org   kernel.ID
	other kernel.ID
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	b := memory.New()
	clock := &kernel.FixedClock{T: time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)}
	people := identityapp.NewService(b.Identity(), b.Tx(), clock)
	recs, err := recordsapp.New(recordsapp.Deps{Records: b.Records(), Log: b.Records(), Orgs: b.Identity(), People: people, Tx: b.Tx(), Clock: clock})
	must(t, err)
	_, err = recs.SeedDemo(ctx, 0, nil)
	must(t, err)
	codec, err := kernel.NewCursorCodec([]byte("a test key that is long enough to sign cursors"))
	must(t, err)
	svc, err := app.New(app.Deps{Store: b.Advancing(), Records: b.Records(), Cursors: codec, Clock: clock})
	must(t, err)
	must(t, svc.SeedDemo(ctx, 0))
	orgs := demo.Organizations()
	return &fixture{svc: svc, b: b, clock: clock, org: orgs[0].ID, other: orgs[1].ID}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

func wantKind(t *testing.T, what string, err error, k kernel.Kind) {
	t.Helper()
	if !kernel.IsKind(err, k) {
		t.Errorf("%s: error %v, want kind %v", what, err, k)
	}
}

func recordEqual(t *testing.T, what string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

// demoPersonOf returns the id of a person of the demo organization org.
func demoPersonOf(org kernel.ID) kernel.ID {
	for _, o := range demo.Organizations() {
		if o.ID == org {
			return o.Data.People[0].ID
		}
	}
	return ""
}
