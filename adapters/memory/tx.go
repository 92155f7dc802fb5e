package memory

import (
	"context"
	"maps"
	"slices"
	"sync"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// TxRunner is a Backend's ports.TxRunner. A transaction holds the backend's write
// lock from start to end, so transactions are serializable; it rolls back by putting
// back the copy of the state it took when it began.
type TxRunner struct{ b *Backend }

var _ ports.TxRunner = (*TxRunner)(nil)

// txKey is the context key under which a transaction of backend b travels; keying
// by backend keeps the transactions of two backends apart in one context.
type txKey struct{ b *Backend }

// tx is one transaction. Its mutex stands in for the backend's lock (which the
// transaction holds) for store calls made with its context, so that goroutines
// sharing that context take turns; done marks a transaction that has ended.
type tx struct {
	mu   sync.Mutex
	done bool
}

// WithinTx runs fn in one transaction carried in the context it passes to fn: every
// call with that context to a store of the backend joins it, and so does a nested
// WithinTx, so only the outermost call ends it. While it runs, calls that do not
// carry it wait. If fn returns an error or panics, the backend's state is put back
// as it was before (a panic is raised again after that); fn's error is returned
// unchanged.
func (r *TxRunner) WithinTx(ctx context.Context, fn func(ctx context.Context) error) error {
	b := r.b
	if t := b.joined(ctx); t != nil {
		t.mu.Unlock()
		return fn(ctx)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	t := &tx{}
	snapshot := b.st.clone()
	b.committedImports.Store(snapshot.imports)
	committed := false
	defer func() {
		t.mu.Lock()
		t.done = true
		b.committedImports.Store(nil)
		if !committed {
			// The snapshot's imports were readers' (readImports), who may
			// still hold them: the live state gets a copy of its own.
			snapshot.imports = snapshot.imports.clone()
			b.st = snapshot
		}
		t.mu.Unlock()
	}()
	err := fn(context.WithValue(ctx, txKey{b}, t))
	committed = err == nil
	return err
}

// clone returns a copy of s that shares nothing s's methods change. The stored
// identity and account values are never changed in place (a change replaces the
// map entry, and slices and pointers are copied on the way in and out), so copying
// the maps and the failures is enough for them; each organization's records are
// copied deeply.
func (s *state) clone() *state {
	c := &state{
		orgs:        maps.Clone(s.orgs),
		users:       maps.Clone(s.users),
		members:     maps.Clone(s.members),
		tokens:      maps.Clone(s.tokens),
		credentials: maps.Clone(s.credentials),
		tickets:     maps.Clone(s.tickets),
		failures:    slices.Clone(s.failures),
		sessions:    maps.Clone(s.sessions),
		records:     make(map[kernel.ID]*orgRecords, len(s.records)),
		advancing:   s.advancing.clone(),
		snapshots:   slices.Clone(s.snapshots),
		renders:     slices.Clone(s.renders),
		payments:    s.payments.clone(),
		imports:     s.imports.clone(),
	}
	for id, o := range s.records {
		c.records[id] = o.clone()
	}
	return c
}

// clone returns a deep copy of o.
func (o *orgRecords) clone() *orgRecords {
	c := &orgRecords{
		data:      o.data.Clone(),
		refs:      make(map[records.Kind]map[kernel.ID]records.Ref, len(o.refs)),
		children:  make(map[childKind]map[kernel.ID]bool, len(o.children)),
		numbers:   maps.Clone(o.numbers),
		settled:   maps.Clone(o.settled),
		revision:  o.revision,
		versions:  maps.Clone(o.versions),
		activity:  slices.Clone(o.activity),
		sequences: maps.Clone(o.sequences),
	}
	for k, m := range o.refs {
		c.refs[k] = maps.Clone(m)
	}
	for k, m := range o.children {
		c.children[k] = maps.Clone(m)
	}
	return c
}
