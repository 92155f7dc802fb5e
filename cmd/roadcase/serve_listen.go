package main

import (
	"fmt"
	"net"
	nethttp "net/http"
	"time"

	"golang.org/x/net/netutil"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

// The public listener's limits. A request's headers must arrive within
// publicReadHeaderTimeout and its body within publicReadTimeout: a 64 MiB
// render body needs some 9 Mbit/s to arrive in time. The write timeout runs
// from the end of the headers to the end of the answer, so it covers the body,
// the work (the largest render takes about 3 s, a request's database calls at
// most RequestTimeout) and writing the answer.
const (
	publicReadHeaderTimeout = 10 * time.Second
	publicReadTimeout       = 60 * time.Second
	publicWriteTimeout      = 90 * time.Second
	publicIdleTimeout       = 120 * time.Second // longer than the usual load balancer's 60 s
	// Go answers a head over this (plus its 4 KiB read buffer) in plain text
	// before any handler runs; the API answers one over the lower
	// httpapi.DefaultMaxHeaderBytes with a problem.
	publicMaxHeaderBytes = 64 << 10
)

// The operational listener's limits: its answers are small and quick (/readyz
// waits at most two seconds for the database), and only probes and scrapers
// connect to it.
const (
	opsReadHeaderTimeout = 5 * time.Second
	opsReadTimeout       = 5 * time.Second
	opsWriteTimeout      = 10 * time.Second
	opsIdleTimeout       = 30 * time.Second
	opsMaxHeaderBytes    = 8 << 10
	opsMaxConnections    = 16
)

// newPublicServer returns the public listener's server for h, with its timeouts
// and header limit. Its write timeout is never shorter than the request timeout
// plus ten seconds, so that the answer to a request that ran out of time can
// still be written.
func newPublicServer(h nethttp.Handler, cfg config.Server) *nethttp.Server {
	return &nethttp.Server{
		Handler:           h,
		ReadHeaderTimeout: publicReadHeaderTimeout,
		ReadTimeout:       publicReadTimeout,
		WriteTimeout:      max(publicWriteTimeout, cfg.RequestTimeout+10*time.Second),
		IdleTimeout:       publicIdleTimeout,
		MaxHeaderBytes:    publicMaxHeaderBytes,
	}
}

// newOpsServer returns the operational listener's server for h.
func newOpsServer(h nethttp.Handler) *nethttp.Server {
	return &nethttp.Server{
		Handler:           h,
		ReadHeaderTimeout: opsReadHeaderTimeout,
		ReadTimeout:       opsReadTimeout,
		WriteTimeout:      opsWriteTimeout,
		IdleTimeout:       opsIdleTimeout,
		MaxHeaderBytes:    opsMaxHeaderBytes,
	}
}

// listen listens on addr and holds at most maxConns connections open at once:
// further ones wait, unaccepted, until one closes.
func listen(addr string, maxConns int) (endpoint, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return endpoint{}, fmt.Errorf("listen on %s: %w", addr, err)
	}
	tcp, _ := ln.(*net.TCPListener)
	return endpoint{ln: netutil.LimitListener(ln, maxConns), tcp: tcp, fresh: newFreshConns()}, nil
}
