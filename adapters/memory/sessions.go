package memory

import (
	"bytes"
	"context"
	"time"

	"github.com/roadcase/roadcase/ports"
)

// SessionStore is a Backend's browser sessions. Sessions are part of the
// backend's state, so a rolled-back transaction takes back a session it wrote,
// as it does in the SQL store.
type SessionStore struct{ b *Backend }

var _ ports.SessionStore = (*SessionStore)(nil)

// session is one stored session: its encoded data and when it expires.
type session struct {
	data   []byte
	expiry time.Time
}

// FindSession returns a session's data if it exists and expires after now.
func (s *SessionStore) FindSession(ctx context.Context, key string, now time.Time) ([]byte, bool, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	x, ok := st.sessions[key]
	if !ok || !x.expiry.After(now) {
		return nil, false, nil
	}
	return bytes.Clone(x.data), true, nil
}

// CommitSession creates or replaces a session.
func (s *SessionStore) CommitSession(ctx context.Context, key string, data []byte, expiry time.Time) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	st.sessions[key] = session{data: bytes.Clone(data), expiry: identityTime(expiry)}
	return nil
}

// DeleteSession removes a session; removing a missing one is not an error.
func (s *SessionStore) DeleteSession(ctx context.Context, key string) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	delete(st.sessions, key)
	return nil
}

// DeleteExpiredSessions removes every session that expired at or before now and
// returns how many there were.
func (s *SessionStore) DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error) {
	st, unlock := s.b.write(ctx)
	defer unlock()
	n := 0
	for k, x := range st.sessions {
		if !x.expiry.After(now) {
			delete(st.sessions, k)
			n++
		}
	}
	return n, nil
}
