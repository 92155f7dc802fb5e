package main

import (
	"context"
	"errors"
	"log/slog"
	"net"
	nethttp "net/http"
	"sync/atomic"
	"time"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

// opsShutdownTimeout bounds the operational listener's own stop, the last step:
// its requests are short.
const opsShutdownTimeout = 2 * time.Second

// firstReadLimit bounds how long serve waits, once the public listener is
// closed, for the first request of the connections it accepted to be read: a
// client that connected and sends nothing does not hold the stop longer.
const firstReadLimit = time.Second

// endpoint is a server and the listener it serves.
type endpoint struct {
	srv *nethttp.Server
	ln  net.Listener
	// tcp is the TCP listener under ln, which quiesce stops taking connections
	// before it is closed; nil when ln is not a TCP listener.
	tcp *net.TCPListener
	// fresh follows srv's connections whose first request is not read yet.
	fresh *freshConns
}

// serveUntilDone serves public and ops until ctx is cancelled (SIGTERM, SIGINT)
// or a server fails, then stops in this order:
//
//  1. draining is set: /readyz answers 503 and the public answers say
//     "Connection: close";
//  2. the public listener goes on serving for cfg.DrainDelay, while load
//     balancers notice (skipped when a server failed);
//  3. the public listener stops accepting, and the requests in flight may
//     finish within cfg.ShutdownGrace; connections still open then (a client
//     that sends its body a byte a second) are closed, which is no failure;
//  4. afterPublic runs: the job queue stops and the last uses are written;
//  5. the operational listener stops, last, so that probes are answered
//     throughout.
//
// It returns nil on a clean stop and the server's failure otherwise.
func serveUntilDone(ctx context.Context, log *slog.Logger, cfg config.Server, draining *atomic.Bool,
	public, ops endpoint, afterPublic func()) error {
	failed := make(chan error, 2)
	for _, e := range []endpoint{public, ops} {
		go func() {
			// The listener is closed before the server shuts down (see stopAccepting).
			if err := e.srv.Serve(e.ln); err != nil && !errors.Is(err, nethttp.ErrServerClosed) &&
				!errors.Is(err, net.ErrClosed) {
				failed <- err
			}
		}()
	}
	var serveErr error
	select {
	case <-ctx.Done():
	case serveErr = <-failed:
		log.Error("server failed", "err", serveErr)
	}
	draining.Store(true)
	if serveErr == nil && cfg.DrainDelay > 0 {
		log.Info("draining: /readyz answers 503, the API goes on serving", "drain_delay", cfg.DrainDelay)
		timer := time.NewTimer(cfg.DrainDelay)
		select {
		case <-timer.C:
		case serveErr = <-failed:
			timer.Stop()
			log.Error("server failed", "err", serveErr)
		}
	}
	log.Info("shutting down: no new connections, finishing in-flight requests", "grace", cfg.ShutdownGrace)
	stopAccepting(log, public)
	stopServer(log, public.srv, cfg.ShutdownGrace, "public")
	afterPublic()
	stopServer(log, ops.srv, opsShutdownTimeout, "ops")
	if serveErr == nil {
		log.Info("stopped")
	}
	return serveErr
}

// stopAccepting closes e's listener, having first made it take as few new
// connections as it can (quiesce), and waits up to firstReadLimit for the
// server to read the first request of every connection it accepted, so that
// the Shutdown that follows answers them.
func stopAccepting(log *slog.Logger, e endpoint) {
	if e.tcp != nil {
		quiesce(e.tcp)
	}
	_ = e.ln.Close()
	if e.fresh == nil {
		return
	}
	if n := e.fresh.wait(firstReadLimit); n > 0 {
		log.Warn("connections without a request at shutdown", "connections", n)
	}
}

// stopServer stops srv accepting and waits for its requests in flight, up to
// grace; then it closes the connections still open.
func stopServer(log *slog.Logger, srv *nethttp.Server, grace time.Duration, name string) {
	ctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	if err := srv.Shutdown(ctx); errors.Is(err, context.DeadlineExceeded) {
		log.Warn("shutdown grace over: closing the connections still open", "listener", name, "grace", grace)
		_ = srv.Close()
	}
}
