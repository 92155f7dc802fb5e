package app

import (
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// touchInterval is how often a token's last use is written at most.
const touchInterval = time.Minute

// touchLogPrune is the size above which the log forgets entries older than
// touchInterval, so that it stays as small as the set of recently used tokens.
const touchLogPrune = 4096

// touchLog remembers when this process last wrote each token's last use, so that a
// burst of requests with one token writes once a minute, not once a request.
type touchLog struct {
	mu   sync.Mutex
	last map[kernel.ID]time.Time
}

// due reports whether the last use of token id should be written at now, and if so
// records now as its last write: the stored lastUsed must be missing or older than a
// minute, and so must this process's own last write.
func (l *touchLog) due(id kernel.ID, lastUsed *time.Time, now time.Time) bool {
	if lastUsed != nil && now.Sub(*lastUsed) < touchInterval {
		return false
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if at, ok := l.last[id]; ok && now.Sub(at) < touchInterval {
		return false
	}
	if len(l.last) >= touchLogPrune {
		for k, at := range l.last {
			if now.Sub(at) >= touchInterval {
				delete(l.last, k)
			}
		}
	}
	l.last[id] = now
	return true
}

// forget drops id's entry after a failed or dropped write, so that the next use
// retries.
func (l *touchLog) forget(id kernel.ID) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.last, id)
}
