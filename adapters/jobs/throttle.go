package jobs

import (
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/roadcase/roadcase/core/kernel"
)

// throttle limits each organization's mails per second in this process: one
// token bucket per organization. Several replicas each hold their own, so the
// rate an organization sees is the configured one times the replicas running.
//
// EnqueueDeliveries already schedules each organization's jobs at that pace
// (see pace), so that a later send of another organization is not queued
// behind a large one. A job that still finds its organization's bucket empty
// (several sends enqueued together, a restart) does not wait in its worker
// slot, which would hold up every other organization's mail: it reserves the
// next free instant of the bucket and is snoozed until then. When River hands
// it back, the reservation is honoured instead of taking a second token, so a
// job is snoozed at most once per process: one snooze per excess job, not a
// retry storm.
type throttle struct {
	limit rate.Limit
	burst int

	mu        sync.Mutex
	orgs      map[kernel.ID]*rate.Limiter
	promised  map[int64]time.Time // job id → the instant reserved for it
	lastPrune time.Time
}

// pruneEvery is how often admit forgets stale state: reservations of jobs that
// never came back (another replica ran them, or they were cancelled) and the
// buckets of organizations that have been idle long enough to be full again.
const pruneEvery = time.Minute

// newThrottle returns a throttle allowing perSecond mails a second with bursts
// of burst to each organization; rate.Inf allows everything.
func newThrottle(perSecond float64, burst int) *throttle {
	return &throttle{
		limit:    rate.Limit(perSecond),
		burst:    burst,
		orgs:     map[kernel.ID]*rate.Limiter{},
		promised: map[int64]time.Time{},
	}
}

// admit tells whether job may send for org now (0) or how long it must wait.
// A positive wait is a reservation: the job should come back after it.
func (t *throttle) admit(org kernel.ID, job int64, now time.Time) time.Duration {
	if t.limit == rate.Inf {
		return 0
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.prune(now)
	if _, ok := t.promised[job]; ok {
		// River runs a snoozed job no earlier than it was told to.
		delete(t.promised, job)
		return 0
	}
	lim, ok := t.orgs[org]
	if !ok {
		lim = rate.NewLimiter(t.limit, t.burst)
		t.orgs[org] = lim
	}
	r := lim.ReserveN(now, 1)
	wait := r.DelayFrom(now)
	if wait > 0 {
		t.promised[job] = now.Add(wait)
	}
	return wait
}

// pace is when, from now, the n-th (from 0) of one organization's new jobs is
// due if the organization sends at the throttle's rate: the first burst at
// once, then one every 1/rate. Jobs enqueued so are seldom snoozed.
func (t *throttle) pace(n int) time.Duration {
	if t.limit == rate.Inf || n < t.burst {
		return 0
	}
	return time.Duration(float64(n-t.burst+1) / float64(t.limit) * float64(time.Second))
}

// prune drops, at most once per pruneEvery, reservations long past and the
// buckets that are full. The caller holds t.mu.
func (t *throttle) prune(now time.Time) {
	if now.Sub(t.lastPrune) < pruneEvery {
		return
	}
	t.lastPrune = now
	for job, at := range t.promised {
		if now.Sub(at) > 10*pruneEvery {
			delete(t.promised, job)
		}
	}
	for org, lim := range t.orgs {
		if lim.TokensAt(now) >= float64(t.burst) {
			delete(t.orgs, org)
		}
	}
}
