package jobs_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jobs"
)

func TestOneOrganizationsBacklogDoesNotHoldUpAnother(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		l := newLedger()
		cfg := base
		cfg.Deliverer, cfg.PerOrgRate, cfg.PerOrgBurst = l.deliverer("q"), 50, 20
		q := start(t, cfg)

		big, small := recipients("big", 0, 200), recipients("small", 0, 10)
		began := time.Now()
		enqueue(t, q, big)
		// The big organization's jobs are ahead in the queue once the first is sent.
		eventually(t, sendBound, func() bool { return l.sentCount() > 0 },
			func() string { return "none of the big organization's mails was sent" })
		enqueue(t, q, small)
		l.waitSent(t, len(big)+len(small))
		took := time.Since(began)
		l.sentOnce(t, append(slices.Clone(big), small...))

		// 200 mails at 50/s after a burst of 20 need 3.6 s: a floor the token
		// bucket guarantees, however slow the machine.
		if took < 3*time.Second {
			t.Errorf("the big organization's 200 mails took %s, want at least 3 s at 50/s", took)
		}
		last := map[string]int{}
		l.mu.Lock()
		for i, id := range l.order {
			org, _, _ := strings.Cut(string(id), "-")
			last[org] = i
		}
		l.mu.Unlock()
		t.Logf("200 mails of one organization in %s; the other's 10 done by position %d of 210", took, last["small"]+1)
		if last["small"] > last["big"] {
			t.Errorf("the small organization's last mail went out at position %d, after the big one's last (%d)", last["small"], last["big"])
		}
	})
}

// Each call of EnqueueDeliveries paces its own recipients; five sends of one
// organization enqueued together exceed its burst, and the throttle snoozes
// the excess until the organization's rate allows it.
func TestSendsOfOneOrganizationEnqueuedTogetherShareItsRate(t *testing.T) {
	eachBackend(t, func(t *testing.T, base jobs.Config) {
		l := newLedger()
		cfg := base
		cfg.Deliverer, cfg.PerOrgRate, cfg.PerOrgBurst = l.deliverer("q"), 50, 20
		q := start(t, cfg)

		rs := recipients("org1", 0, 100)
		began := time.Now()
		for i := 0; i < len(rs); i += 20 {
			enqueue(t, q, rs[i:i+20])
		}
		l.waitSent(t, len(rs))
		l.sentOnce(t, rs)
		// 100 mails at 50/s after a burst of 20 need 1.6 s.
		if took := time.Since(began); took < 1500*time.Millisecond {
			t.Errorf("100 mails took %s, want at least 1.6 s at 50/s", took)
		}
	})
}
