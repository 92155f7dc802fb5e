package memory

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
	"github.com/roadcase/roadcase/ports"
)

// Backend is one in-memory database: the state of every memory store behind one
// lock, so that its stores see each other's data (a record store knows which
// organizations exist) and one transaction spans them all. The zero value is not
// usable; call New.
type Backend struct {
	mu sync.RWMutex
	st *state
	// orgsElsewhere is true for a record store made by NewRecordStore, whose
	// organizations live in a backend it cannot see: it then accepts any
	// organization id instead of checking it as the SQL foreign key does.
	orgsElsewhere bool

	identity    *IdentityStore
	accounts    *AccountStore
	sessions    *SessionStore
	records     *RecordStore
	advancing   *AdvancingStore
	send        *SendStore
	idempotency *IdempotencyStore
	snapshots   *SnapshotStore
	renders     *RenderLog
	imports     *ImportStore
	tx          *TxRunner

	// committedImports is, while a transaction is open, the imports as they
	// were when it began: what readImports gives a reader outside it. It is
	// never changed once stored.
	committedImports atomic.Pointer[importState]
}

// state is everything a Backend stores. A transaction's snapshot is a copy of it.
type state struct {
	orgs    map[kernel.ID]identity.Organization
	users   map[kernel.ID]identity.User
	members map[memberKey]identity.Membership
	tokens  map[kernel.ID]identity.Token
	// credentials, tickets, failures and sessions are the accounts' state. Like
	// the identity values, the map values are never changed in place; a
	// transaction's snapshot copies the failures whole.
	credentials map[kernel.ID]identity.Credentials
	tickets     map[kernel.ID]identity.Ticket
	failures    []signInFailure
	sessions    map[string]session
	records     map[kernel.ID]*orgRecords
	advancing   *advancingState
	// snapshots and renders are append-only logs, in the order they were written.
	snapshots []reporting.Snapshot
	renders   []documents.Render
	// payments is the connected accounts and checkout sessions; the payments
	// recorded on invoices are in records.
	payments *paymentState
	// imports is the spreadsheet imports with their files, undos and the
	// remembered mappings.
	imports *importState
}

type memberKey struct{ org, user kernel.ID }

// New returns an empty backend.
func New() *Backend {
	b := &Backend{st: &state{
		orgs:        map[kernel.ID]identity.Organization{},
		users:       map[kernel.ID]identity.User{},
		members:     map[memberKey]identity.Membership{},
		tokens:      map[kernel.ID]identity.Token{},
		credentials: map[kernel.ID]identity.Credentials{},
		tickets:     map[kernel.ID]identity.Ticket{},
		sessions:    map[string]session{},
		records:     map[kernel.ID]*orgRecords{},
		advancing:   newAdvancingState(),
		payments:    newPaymentState(),
		imports:     newImportState(),
	}}
	b.identity, b.records, b.tx = &IdentityStore{b: b}, &RecordStore{b: b}, &TxRunner{b: b}
	b.advancing, b.idempotency = &AdvancingStore{b: b, now: time.Now}, &IdempotencyStore{b: b, now: time.Now}
	b.send = &SendStore{b: b}
	b.snapshots, b.renders = &SnapshotStore{b: b}, &RenderLog{b: b}
	b.accounts, b.sessions = &AccountStore{b: b}, &SessionStore{b: b}
	b.imports = &ImportStore{b: b}
	return b
}

// Identity returns the backend's identity store.
func (b *Backend) Identity() ports.IdentityStore { return b.identity }

// Accounts returns the backend's account store.
func (b *Backend) Accounts() ports.AccountStore { return b.accounts }

// Sessions returns the backend's session store.
func (b *Backend) Sessions() ports.SessionStore { return b.sessions }

// Records returns the backend's record store.
func (b *Backend) Records() ports.RecordStore { return b.records }

// Advancing returns the backend's advancing store.
func (b *Backend) Advancing() ports.AdvancingStore { return b.advancing }

// Idempotency returns the backend's idempotency store.
func (b *Backend) Idempotency() ports.IdempotencyStore { return b.idempotency }

// Snapshots returns the backend's snapshot store.
func (b *Backend) Snapshots() ports.SnapshotStore { return b.snapshots }

// Renders returns the backend's render log.
func (b *Backend) Renders() ports.RenderLog { return b.renders }

// Imports returns the backend's import store.
func (b *Backend) Imports() ports.ImportStore { return b.imports }

// Tx returns the backend's transaction runner, whose transactions span every store
// of the backend.
func (b *Backend) Tx() ports.TxRunner { return b.tx }

// read gives a store method the state to read, and the function to call when it is
// done. Inside a transaction of b (ctx carries it) the transaction already holds
// b's lock, so only the transaction's own mutex is taken; otherwise b's read lock.
func (b *Backend) read(ctx context.Context) (*state, func()) {
	if t := b.joined(ctx); t != nil {
		return b.st, t.mu.Unlock
	}
	b.mu.RLock()
	return b.st, b.mu.RUnlock
}

// write is read for a method that changes the state: outside a transaction it takes
// b's write lock.
func (b *Backend) write(ctx context.Context) (*state, func()) {
	if t := b.joined(ctx); t != nil {
		return b.st, t.mu.Unlock
	}
	b.mu.Lock()
	return b.st, b.mu.Unlock
}

// readImports is read for the imports, except that a reader outside a
// transaction does not wait for one that is open: it reads the imports as they
// were when that transaction began, the last committed ones, as a reader of
// the SQL stores would. So a page polling an import's progress is not held up
// by the import's own job. When no transaction is open, or one is beginning
// or ending, it reads the live state as read does.
func (b *Backend) readImports(ctx context.Context) (*importState, func()) {
	if t := b.joined(ctx); t != nil {
		return b.st.imports, t.mu.Unlock
	}
	if b.mu.TryRLock() {
		return b.st.imports, b.mu.RUnlock
	}
	if committed := b.committedImports.Load(); committed != nil {
		return committed, func() {}
	}
	b.mu.RLock()
	return b.st.imports, b.mu.RUnlock
}

// joined returns the live transaction of b that ctx carries, with its mutex locked,
// or nil (a context kept from a finished transaction carries none that is live).
func (b *Backend) joined(ctx context.Context) *tx {
	t, ok := ctx.Value(txKey{b}).(*tx)
	if !ok {
		return nil
	}
	t.mu.Lock()
	if t.done {
		t.mu.Unlock()
		return nil
	}
	return t
}
