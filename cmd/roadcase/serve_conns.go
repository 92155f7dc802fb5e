package main

import (
	"net"
	nethttp "net/http"
	"sync"
	"time"
)

// freshConns follows, as a server's ConnState hook, the connections the server
// has accepted but not yet read a request from, so that serve can let those
// requests be read before it shuts the server down: net/http closes, without
// an answer, a connection whose request it reads after Shutdown has begun.
type freshConns struct {
	mu    sync.Mutex
	conns map[net.Conn]struct{}
}

func newFreshConns() *freshConns { return &freshConns{conns: map[net.Conn]struct{}{}} }

// track records c's new state s.
func (f *freshConns) track(c net.Conn, s nethttp.ConnState) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if s == nethttp.StateNew {
		f.conns[c] = struct{}{}
	} else {
		delete(f.conns, c)
	}
}

// count returns how many connections wait for their first request to be read.
func (f *freshConns) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.conns)
}

// wait returns once no connection waits for its first request to be read, or
// after limit, and reports how many still do.
func (f *freshConns) wait(limit time.Duration) int {
	for deadline := time.Now().Add(limit); ; time.Sleep(time.Millisecond) {
		n := f.count()
		if n == 0 || !time.Now().Before(deadline) {
			return n
		}
	}
}
