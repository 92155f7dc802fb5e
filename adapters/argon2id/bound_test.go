package argon2id_test

import (
	"sync"
	"sync/atomic"
	"testing"

	"github.com/roadcase/roadcase/adapters/argon2id"
)

// TestHashesRunAtMostMaxConcurrentAtOnce starts four times as many hashes as may
// run at once and checks, while they run, that no more than MaxConcurrent ever
// hold their memory together, and that every one finishes and matches.
func TestHashesRunAtMostMaxConcurrentAtOnce(t *testing.T) {
	p := argon2id.Params{MemoryKiB: 8 * 1024, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}
	var peak atomic.Int32
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				return
			default:
				if n := argon2id.InFlight(); n > peak.Load() {
					peak.Store(n)
				}
			}
		}
	}()
	var wg sync.WaitGroup
	for range 4 * argon2id.MaxConcurrent {
		wg.Go(func() {
			h, err := argon2id.Hash("correct horse battery staple", p)
			if err != nil || !argon2id.Matches("correct horse battery staple", h) {
				t.Errorf("hash %q, %v", h, err)
			}
		})
	}
	wg.Wait()
	close(done)
	if got := peak.Load(); got > int32(argon2id.MaxConcurrent) || got == 0 {
		t.Errorf("at most %d hashes ran at once, want between 1 and %d", got, argon2id.MaxConcurrent)
	}
}
