package app

import (
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/identity"
)

// issuedRefreshEvery is the least time between two reads of the issued
// tokens' hashes: however many unknown secrets arrive, the store is read at
// most this often for all of them together.
const issuedRefreshEvery = time.Second

// issuedOverlap is how far before the last read's time the next read starts,
// so that a token committed late, or minted by a process whose clock runs a
// little behind, is not missed.
const issuedOverlap = 5 * time.Minute

// issuedTokens is the set of the hashes of every token ever issued, kept in
// memory (8 bytes a token) and read again from the store, from a little
// before the last read, when a secret it does not hold arrives and the last
// read began before that secret did. A hash in the set may still be unknown
// (its first 64 bits matched another's) or revoked: the set only says which
// secrets are worth a lookup.
type issuedTokens struct {
	mu        sync.Mutex // held by the one read at a time
	known     sync.Map   // uint64 prefix of a hash → struct{}
	loaded    bool
	lastRead  time.Time // when the last read began, on the wall clock
	lastSince time.Time // the service clock's time the last read began at
	every     time.Duration
}

func hashKey(hash string) uint64 {
	n, _ := strconv.ParseUint(hash[:min(16, len(hash))], 16, 64)
	return n
}

func (k *issuedTokens) has(hash string) bool {
	_, ok := k.known.Load(hashKey(hash))
	return ok
}

// MayBeIssued reports, without looking the secret up, whether secret may be
// a token this service issued: it has the token format (CheckSecretFormat)
// and its hash is among those of the tokens issued. A secret minted a moment
// ago, by this process or another, is found: a hash not in the set waits for
// a read of the store that begins after the secret arrived (at most one every
// issuedRefreshEvery, shared by every waiting secret). So a flood of made-up
// secrets costs one read a second, whatever its size, and a real token is
// never refused. The HTTP adapter asks it before looking up the token of a
// client address that has spent its quota of failed authentications. A store
// error is returned as it is.
func (s *Service) MayBeIssued(ctx context.Context, secret string) (bool, error) {
	if !identity.CheckSecretFormat(secret) {
		return false, nil
	}
	arrived := time.Now()
	hash := identity.HashSecret(secret)
	k := &s.issued
	if k.has(hash) {
		return true, nil
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.has(hash) {
		return true, nil
	}
	if k.loaded && k.lastRead.After(arrived) {
		return false, nil // a read that began after the secret arrived did not find it
	}
	if wait := k.every - time.Since(k.lastRead); k.loaded && wait > 0 {
		timer := time.NewTimer(wait)
		defer timer.Stop()
		select {
		case <-ctx.Done():
			return false, ctx.Err()
		case <-timer.C:
		}
	}
	since := time.Time{}
	if k.loaded {
		since = k.lastSince.Add(-issuedOverlap)
	}
	read, at := time.Now(), s.now()
	hashes, err := s.store.FindTokenHashes(ctx, since)
	if err != nil {
		return false, err
	}
	for _, h := range hashes {
		k.known.Store(hashKey(h), struct{}{})
	}
	k.loaded, k.lastRead, k.lastSince = true, read, at
	return k.has(hash), nil
}
