package main

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// throttle is a slog.Handler that logs at most one record of a kind per period,
// so that an outage which fails every request (a database that is down) logs a
// few lines instead of two per request. The first record of a kind is logged
// at once; those that follow within the period are held back, and at its end
// the last of them is logged with "suppressed", the number held back (itself
// included), which starts the next period. A kind that stays quiet for a period
// logs its next record at once again. Records for which the key function
// reports false pass straight through.
type throttle struct {
	next  slog.Handler
	state *throttleState
}

// throttleState is shared by a throttle and the handlers derived from it.
type throttleState struct {
	every time.Duration
	key   func(slog.Record) (string, bool)

	mu    sync.Mutex
	kinds map[string]*heldBack
}

// heldBack is what a kind of record has held back in its current period.
type heldBack struct {
	until      time.Time // the end of the current period
	suppressed int
	last       slog.Record
	handler    slog.Handler // the handler that got last
	timer      *time.Timer  // logs last at until, when suppressed > 0
}

// newThrottle wraps next so that records of one kind, as key names them, are
// logged at most once every period.
func newThrottle(next slog.Handler, every time.Duration, key func(slog.Record) (string, bool)) *throttle {
	return &throttle{next: next, state: &throttleState{every: every, key: key, kinds: map[string]*heldBack{}}}
}

// Enabled reports whether the wrapped handler logs records at level.
func (t *throttle) Enabled(ctx context.Context, level slog.Level) bool {
	return t.next.Enabled(ctx, level)
}

// Handle logs r, or holds it back when a record of its kind was logged within
// the period.
func (t *throttle) Handle(ctx context.Context, r slog.Record) error {
	key, ok := t.state.key(r)
	if !ok {
		return t.next.Handle(ctx, r)
	}
	s := t.state
	s.mu.Lock()
	now := time.Now()
	k := s.kinds[key]
	if k == nil || (k.timer == nil && !now.Before(k.until)) {
		s.kinds[key] = &heldBack{until: now.Add(s.every)}
		s.mu.Unlock()
		return t.next.Handle(ctx, r)
	}
	k.suppressed++
	k.last, k.handler = r.Clone(), t.next
	if k.timer == nil {
		k.timer = time.AfterFunc(k.until.Sub(now), func() { s.release(key) })
	}
	s.mu.Unlock()
	return nil
}

// WithAttrs returns a throttle over next.WithAttrs(attrs) that shares t's
// periods.
func (t *throttle) WithAttrs(attrs []slog.Attr) slog.Handler {
	return &throttle{next: t.next.WithAttrs(attrs), state: t.state}
}

// WithGroup returns a throttle over next.WithGroup(name) that shares t's
// periods.
func (t *throttle) WithGroup(name string) slog.Handler {
	return &throttle{next: t.next.WithGroup(name), state: t.state}
}

// Flush logs what every kind holds back now, as at the end of its period: serve
// calls it before it exits.
func (t *throttle) Flush() {
	s := t.state
	s.mu.Lock()
	var keys []string
	for key, k := range s.kinds {
		if k.timer != nil && k.timer.Stop() {
			keys = append(keys, key)
		}
	}
	s.mu.Unlock()
	for _, key := range keys {
		s.release(key)
	}
}

// release logs the last record key held back, with the count, and starts the
// kind's next period.
func (s *throttleState) release(key string) {
	s.mu.Lock()
	k := s.kinds[key]
	r, h, n := k.last, k.handler, k.suppressed
	k.last, k.handler, k.suppressed, k.timer = slog.Record{}, nil, 0, nil
	k.until = time.Now().Add(s.every)
	s.mu.Unlock()
	if n > 0 {
		r.AddAttrs(slog.Int("suppressed", n))
		_ = h.Handle(context.Background(), r)
	}
}

// outageLogEvery is the period serve logs each kind of warning or error at most
// once in.
const outageLogEvery = 10 * time.Second

// outageKind is serve's key for throttle: every warning and error is throttled,
// by level, message, route and status, so that each failing route of an outage
// keeps a line per period for its cause and one for its answers; records below
// warning (the access log of answered requests) pass through.
func outageKind(r slog.Record) (string, bool) {
	if r.Level < slog.LevelWarn {
		return "", false
	}
	key := r.Level.String() + " " + r.Message
	r.Attrs(func(a slog.Attr) bool {
		switch a.Key {
		case "route", "status":
			key += " " + a.Key + "=" + a.Value.String()
		}
		return true
	})
	return key, true
}
