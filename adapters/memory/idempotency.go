package memory

import (
	"context"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// IdempotencyStore is a Backend's Idempotency-Key records, each organization's
// apart. Like the SQL store it replaces only an expired claim, needs the
// organization to exist, and keeps instants in UTC at microsecond precision.
type IdempotencyStore struct {
	b   *Backend
	now func() time.Time // the time a claim's expiry is compared with
}

var _ ports.IdempotencyStore = (*IdempotencyStore)(nil)

// Reserve claims r.Key for r.OrgID with r's fingerprint until r.ExpiresAt, unless
// a claim that has not expired holds it: it returns the claim as stored and true,
// or the holding record and false. KindInvalid if the organization does not
// exist.
func (s *IdempotencyStore) Reserve(ctx context.Context, r ports.IdempotencyRecord) (ports.IdempotencyRecord, bool, error) {
	st, unlock := s.b.write(ctx)
	defer unlock()
	if _, ok := st.orgs[r.OrgID]; !ok {
		return ports.IdempotencyRecord{}, false, kernel.Invalid("the organization of an idempotency key does not exist")
	}
	o := st.advancing.org(r.OrgID, true)
	if held, ok := o.keys[r.Key]; ok && held.ExpiresAt.After(recordTime(s.now())) {
		return copyRecord(held), false, nil
	}
	claim := ports.IdempotencyRecord{OrgID: r.OrgID, Key: r.Key, Fingerprint: r.Fingerprint,
		ExpiresAt: recordTime(r.ExpiresAt)}
	o.keys[r.Key] = claim
	return claim, true, nil
}

// Complete stores the answer of the key r reserved with r's fingerprint.
// KindNotFound if no such reservation is waiting for its answer.
func (s *IdempotencyStore) Complete(ctx context.Context, r ports.IdempotencyRecord) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	o := st.advancing.org(r.OrgID, false)
	if o == nil {
		return kernel.NotFound("idempotency key reservation")
	}
	held, ok := o.keys[r.Key]
	if !ok || held.Done || held.Fingerprint != r.Fingerprint {
		return kernel.NotFound("idempotency key reservation")
	}
	held.Done, held.Status, held.Location, held.Body = true, r.Status, r.Location, emptyNil(slices.Clone(r.Body))
	o.keys[r.Key] = held
	return nil
}

// Release removes org's reservation of key if it has no answer yet.
func (s *IdempotencyStore) Release(ctx context.Context, org kernel.ID, key string) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	if o := st.advancing.org(org, false); o != nil && !o.keys[key].Done {
		delete(o.keys, key)
	}
	return nil
}

func copyRecord(r ports.IdempotencyRecord) ports.IdempotencyRecord {
	r.Body = slices.Clone(r.Body)
	return r
}
