package porttest

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/ports"
)

// Backend is one backend's driven ports, all over the same data: what the
// Identity store writes the Records store sees, and Tx's transactions span them
// all.
type Backend struct {
	Identity    ports.IdentityStore
	Accounts    ports.AccountStore
	Sessions    ports.SessionStore
	Records     ports.RecordStore
	Advancing   ports.AdvancingStore
	Send        ports.SendStore
	Idempotency ports.IdempotencyStore
	Snapshots   ports.SnapshotStore
	Renders     ports.RenderLog
	Facts       ports.FactStore
	Outbox      ports.OutboxStore
	Payments    ports.PaymentStore
	Imports     ports.ImportStore
	Tx          ports.TxRunner
}

// contractCase is one contract test, run on a fresh Backend. It may use every port
// of the backend, so a case can check how ports work together (a report over
// records, a transaction spanning two stores).
type contractCase struct {
	name string
	run  func(t *testing.T, ctx context.Context, b Backend)
}

// domain is the contract cases of one part of the backend. Setup, when set,
// prepares each fresh backend before one of its cases runs.
type domain struct {
	name  string
	setup func(t *testing.T, b Backend)
	cases []contractCase
}

// domains returns every part of the contract, in the order Run runs them.
func domains() []domain {
	return []domain{
		{name: "identity", cases: identityCases()},
		{name: "accounts", cases: accountCases()},
		{name: "sessions", cases: sessionCases()},
		{name: "records", setup: func(t *testing.T, b Backend) { CreateRecordOrganizations(t, b.Identity) },
			cases: recordCases()},
		{name: "advancing", setup: advancingSetup, cases: advancingCases()},
		{name: "send", setup: advancingSetup, cases: sendCases()},
		{name: "idempotency", setup: advancingSetup, cases: idempotencyCases()},
		{name: "reporting", setup: func(t *testing.T, b Backend) { CreateRecordOrganizations(t, b.Identity) },
			cases: reportingCases()},
		{name: "snapshots", setup: func(t *testing.T, b Backend) { CreateRecordOrganizations(t, b.Identity) },
			cases: snapshotCases()},
		{name: "mail", setup: func(t *testing.T, b Backend) { CreateRecordOrganizations(t, b.Identity) }, cases: mailCases()},
		{name: "payments", setup: paymentSetup, cases: paymentCases()},
		{name: "imports", setup: func(t *testing.T, b Backend) { CreateRecordOrganizations(t, b.Identity) },
			cases: importCases()},
		{name: "backend", cases: backendCases},
	}
}

// Run holds a backend to the whole contract: every case of every port, each on the
// fresh Backend newBackend returns for it (with that case's test), in parallel. So
// newBackend must return an empty backend of its own each time, and clean it up
// with t.Cleanup if it needs to. Every case runs on every backend: none is skipped.
// The subtests are named domain/case, e.g. "records/a dataset is loaded back".
func Run(t *testing.T, newBackend func(t *testing.T) Backend) {
	for _, d := range domains() {
		t.Run(d.name, func(t *testing.T) {
			t.Parallel()
			for _, tc := range d.cases {
				t.Run(tc.name, func(t *testing.T) {
					t.Parallel()
					b := newBackend(t)
					if d.setup != nil {
						d.setup(t, b)
					}
					tc.run(t, context.Background(), b)
				})
			}
		})
	}
}
