package main

import (
	"context"
	"sync"
	"time"
)

// afterReadyAtMost is how long serve waits, once it listens, for its first
// readiness probe before it starts its background work anyway (a deployment
// without probes).
const afterReadyAtMost = time.Second

// readyGate opens when /readyz first answers 200, or afterReadyAtMost after
// it was made, whichever comes first. serve starts its background work there
// (the warm-ups, the first session clean-up, the job queue): on two cores,
// work started as serve binds its listeners delayed the first readiness
// answer by half of that answer's time, since it competes for the CPU with
// the probe and opens database connections beside the probe's. Readiness is
// still the database answering and serve not draining; what the background
// work prepares, a request builds itself if it comes first.
type readyGate struct {
	once   sync.Once
	opened chan struct{}
	timer  *time.Timer
}

func newReadyGate(atMost time.Duration) *readyGate {
	g := &readyGate{opened: make(chan struct{})}
	g.timer = time.AfterFunc(atMost, g.open)
	return g
}

// open opens the gate; later calls do nothing. opsHandler calls it after
// each 200 of /readyz.
func (g *readyGate) open() {
	g.once.Do(func() {
		g.timer.Stop()
		close(g.opened)
	})
}

// wait reports whether the gate opened before ctx ended.
func (g *readyGate) wait(ctx context.Context) bool {
	select {
	case <-g.opened:
		return true
	case <-ctx.Done():
		return false
	}
}

// warmUp runs each of warms in turn and returns the first error: what the
// first requests would otherwise pay for (the pages' templates, about 30 ms
// of CPU, and the documents service, whose catalog is about 60), one after the
// other so as to take at most one core from the requests. An error is a
// broken built-in template or contract, which stops serve.
func warmUp(warms ...func() error) error {
	for _, warm := range warms {
		if err := warm(); err != nil {
			return startFailure{err}
		}
	}
	return nil
}
