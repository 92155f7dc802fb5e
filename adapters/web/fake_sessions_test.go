package web

import (
	"bytes"
	"context"
	"sync"
	"time"
)

// sessions is an in-memory ports.SessionStore that remembers every key it was
// given, so that a test can check it never saw a cookie's value.
type sessions struct {
	mu   sync.Mutex
	data map[string]storedSession
	seen map[string]bool
}

type storedSession struct {
	data   []byte
	expiry time.Time
}

func newSessions() *sessions {
	return &sessions{data: map[string]storedSession{}, seen: map[string]bool{}}
}

func (s *sessions) FindSession(ctx context.Context, key string, now time.Time) ([]byte, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seen[key] = true
	x, ok := s.data[key]
	if !ok || !x.expiry.After(now) {
		return nil, false, nil
	}
	return bytes.Clone(x.data), true, nil
}

func (s *sessions) CommitSession(ctx context.Context, key string, data []byte, expiry time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seen[key] = true
	s.data[key] = storedSession{data: bytes.Clone(data), expiry: expiry}
	return nil
}

func (s *sessions) DeleteSession(ctx context.Context, key string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seen[key] = true
	delete(s.data, key)
	return nil
}

func (s *sessions) DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for k, x := range s.data {
		if !x.expiry.After(now) {
			delete(s.data, k)
			n++
		}
	}
	return n, nil
}

func (s *sessions) has(key string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.data[key]
	return ok
}

func (s *sessions) keys() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for k := range s.seen {
		out = append(out, k)
	}
	return out
}
