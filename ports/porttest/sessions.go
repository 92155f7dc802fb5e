package porttest

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/roadcase/roadcase/ports"
)

// sessionCases returns the SessionStore contract.
func sessionCases() []contractCase {
	return []contractCase{
		{"a session is found until it expires, and replaced whole", sessionFoundUntilExpiry},
		{"an unknown session is not found", sessionUnknown},
		{"deleting a session is idempotent", sessionDelete},
		{"expired sessions are deleted and counted", sessionDeleteExpired},
		{"binary session data with zero bytes is read back whole", sessionBinary},
		{"a session committed in a failing transaction is rolled back", sessionRollback},
	}
}

// sessionKey stands for the hash of a session cookie.
const sessionKey = "3f2a9c1e5b7d4a6f8e0c2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a"

// sessionWant checks what FindSession says of key at now.
func sessionWant(t *testing.T, ctx context.Context, s ports.SessionStore, key string, now time.Time, want []byte) {
	t.Helper()
	got, found, err := s.FindSession(ctx, key, now)
	identityMust(t, err)
	switch {
	case want == nil && found:
		t.Errorf("FindSession(%.8s, %s) found %q, want no session", key, now, got)
	case want != nil && (!found || !bytes.Equal(got, want)):
		t.Errorf("FindSession(%.8s, %s) = %q, %v; want %q", key, now, got, found, want)
	}
}

func sessionFoundUntilExpiry(t *testing.T, ctx context.Context, b Backend) {
	s := b.Sessions
	expiry := identityBase.Add(time.Hour)
	identityMust(t, s.CommitSession(ctx, sessionKey, []byte("first"), expiry.In(accountZone)))
	sessionWant(t, ctx, s, sessionKey, identityBase, []byte("first"))
	sessionWant(t, ctx, s, sessionKey, expiry.Add(-time.Microsecond), []byte("first"))
	sessionWant(t, ctx, s, sessionKey, expiry, nil)
	identityMust(t, s.CommitSession(ctx, sessionKey, []byte("second"), expiry.Add(time.Hour)))
	sessionWant(t, ctx, s, sessionKey, expiry.Add(30*time.Minute), []byte("second"))
}

func sessionUnknown(t *testing.T, ctx context.Context, b Backend) {
	identityMust(t, b.Sessions.CommitSession(ctx, sessionKey, []byte("data"), identityBase.Add(time.Hour)))
	sessionWant(t, ctx, b.Sessions, "unknown", identityBase, nil)
	sessionWant(t, ctx, b.Sessions, "", identityBase, nil)
}

func sessionDelete(t *testing.T, ctx context.Context, b Backend) {
	s := b.Sessions
	identityMust(t, s.CommitSession(ctx, sessionKey, []byte("data"), identityBase.Add(time.Hour)))
	identityMust(t, s.CommitSession(ctx, "other", []byte("kept"), identityBase.Add(time.Hour)))
	identityMust(t, s.DeleteSession(ctx, sessionKey))
	sessionWant(t, ctx, s, sessionKey, identityBase, nil)
	identityMust(t, s.DeleteSession(ctx, sessionKey))
	identityMust(t, s.DeleteSession(ctx, "unknown"))
	sessionWant(t, ctx, s, "other", identityBase, []byte("kept"))
}

func sessionDeleteExpired(t *testing.T, ctx context.Context, b Backend) {
	s := b.Sessions
	for key, expiry := range map[string]time.Time{"past": identityBase.Add(-time.Hour), "now": identityBase,
		"live": identityBase.Add(time.Microsecond)} {
		identityMust(t, s.CommitSession(ctx, key, []byte(key), expiry))
	}
	for _, want := range []int{2, 0} {
		n, err := s.DeleteExpiredSessions(ctx, identityBase)
		identityMust(t, err)
		if n != want {
			t.Errorf("DeleteExpiredSessions() = %d, want %d", n, want)
		}
	}
	sessionWant(t, ctx, s, "live", identityBase, []byte("live"))
	// A session deleted as expired is gone, not merely hidden by FindSession's now.
	sessionWant(t, ctx, s, "now", identityBase.Add(-2*time.Hour), nil)
}

func sessionBinary(t *testing.T, ctx context.Context, b Backend) {
	data := []byte{0, 1, 0xff, 0, 'a', 0x80, 0}
	data = append(data, bytes.Repeat([]byte{0, 0xfe}, 4096)...)
	identityMust(t, b.Sessions.CommitSession(ctx, sessionKey, data, identityBase.Add(time.Hour)))
	sessionWant(t, ctx, b.Sessions, sessionKey, identityBase, data)
	// The store keeps its own copy: changing the caller's slice changes nothing.
	data[0] = 'x'
	got, _, err := b.Sessions.FindSession(ctx, sessionKey, identityBase)
	identityMust(t, err)
	if len(got) == 0 || got[0] != 0 {
		t.Error("changing the committed slice changed the stored session")
	}
}

func sessionRollback(t *testing.T, ctx context.Context, b Backend) {
	s := b.Sessions
	identityMust(t, s.CommitSession(ctx, "kept", []byte("before"), identityBase.Add(time.Hour)))
	err := b.Tx.WithinTx(ctx, func(ctx context.Context) error {
		identityMust(t, s.CommitSession(ctx, sessionKey, []byte("data"), identityBase.Add(time.Hour)))
		identityMust(t, s.CommitSession(ctx, "kept", []byte("after"), identityBase.Add(time.Hour)))
		sessionWant(t, ctx, s, sessionKey, identityBase, []byte("data"))
		return errIdentityAbort
	})
	if !errors.Is(err, errIdentityAbort) {
		t.Fatalf("WithinTx() = %v, want %v", err, errIdentityAbort)
	}
	sessionWant(t, ctx, s, sessionKey, identityBase, nil)
	sessionWant(t, ctx, s, "kept", identityBase, []byte("before"))
}
