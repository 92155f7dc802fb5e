package http

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// fakeIdempotency is an in-memory ports.IdempotencyStore that counts its calls.
type fakeIdempotency struct {
	mu       sync.Mutex
	now      func() time.Time
	records  map[string]ports.IdempotencyRecord // by org and key
	reserved []ports.IdempotencyRecord          // every claim Reserve was asked for
	released int
	failNext error // Reserve's next answer, when set
}

var _ ports.IdempotencyStore = (*fakeIdempotency)(nil)

func newFakeIdempotency() *fakeIdempotency {
	return &fakeIdempotency{now: time.Now, records: map[string]ports.IdempotencyRecord{}}
}

func idemKey(org kernel.ID, key string) string { return string(org) + "\x00" + key }

func (s *fakeIdempotency) Reserve(_ context.Context, r ports.IdempotencyRecord) (ports.IdempotencyRecord, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reserved = append(s.reserved, r)
	if err := s.failNext; err != nil {
		s.failNext = nil
		return ports.IdempotencyRecord{}, false, err
	}
	if held, ok := s.records[idemKey(r.OrgID, r.Key)]; ok && held.ExpiresAt.After(s.now()) {
		return held, false, nil
	}
	claim := ports.IdempotencyRecord{OrgID: r.OrgID, Key: r.Key, Fingerprint: r.Fingerprint, ExpiresAt: r.ExpiresAt}
	s.records[idemKey(r.OrgID, r.Key)] = claim
	return claim, true, nil
}

func (s *fakeIdempotency) Complete(_ context.Context, r ports.IdempotencyRecord) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	held, ok := s.records[idemKey(r.OrgID, r.Key)]
	if !ok || held.Done || held.Fingerprint != r.Fingerprint {
		return kernel.NotFound("idempotency key reservation")
	}
	s.records[idemKey(r.OrgID, r.Key)] = r
	return nil
}

func (s *fakeIdempotency) Release(_ context.Context, org kernel.ID, key string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.records[idemKey(org, key)].Done {
		delete(s.records, idemKey(org, key))
	}
	s.released++
	return nil
}

// record returns org's record of the client's key, whichever token sent it.
func (s *fakeIdempotency) record(org kernel.ID, key string) (ports.IdempotencyRecord, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, r := range s.records {
		if r.OrgID == org && strings.HasSuffix(r.Key, "/"+key) {
			return r, true
		}
	}
	return ports.IdempotencyRecord{}, false
}

var errStoreDown = errors.New("connection refused")
