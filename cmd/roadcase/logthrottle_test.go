package main

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"
)

// syncBuffer is a bytes.Buffer safe for the throttle's timers to write to.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) lines() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return strings.Split(strings.TrimSpace(s.b.String()), "\n")
}

func newThrottledLogger(every time.Duration) (*slog.Logger, *throttle, *syncBuffer) {
	var buf syncBuffer
	h := slog.NewTextHandler(&buf, &slog.HandlerOptions{
		ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{}
			}
			return a
		},
	})
	t := newThrottle(h, every, outageKind)
	return slog.New(t), t, &buf
}

// The throttle's periods run on synctest's clock: the sleeps take no time, and a
// period's summary has been logged when the sleep past its end returns.
func TestAnOutageLogsItsFirstFailureThenOneLineAPeriodWithTheCount(t *testing.T) {
	t.Parallel()
	synctest.Test(t, testAnOutageLogsItsFirstFailureThenOneLineAPeriodWithTheCount)
}

func testAnOutageLogsItsFirstFailureThenOneLineAPeriodWithTheCount(t *testing.T) {
	log, _, buf := newThrottledLogger(200 * time.Millisecond)
	for i := range 1000 {
		log.Warn("request failed", "error", "database unavailable", "route", "/api/v1/projects", "n", i)
		log.Error("http request", "route", "/api/v1/projects", "status", 503)
	}
	time.Sleep(300 * time.Millisecond)
	synctest.Wait()
	got := buf.lines()
	want := []string{
		`level=WARN msg="request failed" error="database unavailable" route=/api/v1/projects n=0`,
		`level=ERROR msg="http request" route=/api/v1/projects status=503`,
		`level=WARN msg="request failed" error="database unavailable" route=/api/v1/projects n=999 suppressed=999`,
		`level=ERROR msg="http request" route=/api/v1/projects status=503 suppressed=999`,
	}
	if len(got) != len(want) {
		t.Fatalf("logged %d lines, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	for _, w := range want[:2] {
		if got[0] != w && got[1] != w {
			t.Errorf("the first lines\n%s\nlack\n%s", strings.Join(got[:2], "\n"), w)
		}
	}
	for _, w := range want[2:] {
		if got[2] != w && got[3] != w {
			t.Errorf("the summary lines\n%s\nlack\n%s", strings.Join(got[2:], "\n"), w)
		}
	}
}

func TestKindsAreThrottledApartAndInfoPassesThrough(t *testing.T) {
	t.Parallel()
	log, _, buf := newThrottledLogger(time.Hour)
	for range 3 {
		log.Info("http request", "route", "/api/v1/projects", "status", 200)
		log.Error("http request", "route", "/api/v1/projects", "status", 503)
		log.Error("http request", "route", "/api/v1/shows", "status", 503)
		log.Error("http request", "route", "/api/v1/shows", "status", 500)
		log.Warn("request failed", "route", "/api/v1/shows")
	}
	if got := len(buf.lines()); got != 3+4 {
		t.Errorf("logged %d lines, want 3 info lines and one of each of 4 kinds:\n%s", got, strings.Join(buf.lines(), "\n"))
	}
}

func TestAKindQuietForAPeriodLogsAtOnceAgain(t *testing.T) {
	t.Parallel()
	synctest.Test(t, func(t *testing.T) {
		log, _, buf := newThrottledLogger(50 * time.Millisecond)
		log.Warn("request failed")
		time.Sleep(80 * time.Millisecond)
		synctest.Wait()
		log.Warn("request failed")
		if got := buf.lines(); len(got) != 2 || strings.Contains(got[1], "suppressed") {
			t.Errorf("logged %q, want the two records as they came", got)
		}
	})
}

func TestFlushLogsWhatIsHeldBack(t *testing.T) {
	t.Parallel()
	log, th, buf := newThrottledLogger(time.Hour)
	derived := log.With("component", "web")
	for range 5 {
		derived.Warn("web: a dependency is unavailable")
	}
	th.Flush()
	th.Flush()
	got := buf.lines()
	if len(got) != 2 || got[1] != `level=WARN msg="web: a dependency is unavailable" component=web suppressed=4` {
		t.Errorf("after Flush: %q", got)
	}
	if !log.Handler().Enabled(context.Background(), slog.LevelInfo) || log.Handler().Enabled(context.Background(), slog.LevelDebug) {
		t.Error("the throttle does not report the wrapped handler's levels")
	}
}
