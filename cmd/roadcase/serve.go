package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	nethttp "net/http"
	"time"

	"github.com/roadcase/roadcase/core/kernel"

	"github.com/roadcase/roadcase/ports"
)

// shutdownGrace bounds how long in-flight requests may run after SIGTERM.
const shutdownGrace = 20 * time.Second

func cmdServe(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("serve", env)
	if err != nil {
		return err
	}
	fs.StringVar(&cfg.Addr, "addr", cfg.Addr, "public API listen address")
	fs.StringVar(&cfg.OpsAddr, "ops-addr", cfg.OpsAddr, "health and readiness listen address")
	demo := fs.Bool("demo", false, "load the demo organizations and print a token with every scope, replacing the one printed at the last start")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if fs.NArg() > 0 {
		return usageError("unexpected argument %q", fs.Arg(0))
	}

	m, err := openMain(ctx, env, *cfg, true)
	if err != nil {
		return err
	}
	defer m.Close()
	warnEphemeralCursorKey(*cfg, env.log)
	ms, err := m.openMergeSend(ctx)
	if err != nil {
		return err
	}
	pay, err := m.openPayments(ms.Queue)
	if err != nil {
		return err
	}
	srv, err := m.httpServer(pay.payLinks())
	if err != nil {
		return err
	}
	pages, err := m.webServer(ms, pay)
	if err != nil {
		return err
	}
	webhooks, err := m.hooksHandler(ms, pay)
	if err != nil {
		return err
	}

	var banner string
	if *demo {
		if banner, err = m.loadDemo(ctx, cfg.Addr, cfg.publicURL()); err != nil {
			return err
		}
	}

	api := &nethttp.Server{
		Handler:           publicHandler(srv.Handler(), pages.Handler(), webhooks),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	ops := &nethttp.Server{Handler: opsHandler(m.conn), ReadHeaderTimeout: 5 * time.Second}
	apiLn, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", cfg.Addr, err)
	}
	opsLn, err := net.Listen("tcp", cfg.OpsAddr)
	if err != nil {
		apiLn.Close()
		return fmt.Errorf("listen on %s: %w", cfg.OpsAddr, err)
	}
	m.runSnapshotSchedule(ctx, kernel.SystemClock{})
	cleanSessions(ctx, pages)
	if err := ms.Queue.Start(context.WithoutCancel(ctx)); err != nil { // stopped gracefully below
		return fmt.Errorf("job queue: %w", err)
	}
	env.log.Info("roadcase serving", "addr", apiLn.Addr().String(), "ops_addr", opsLn.Addr().String(), "backend", m.DB.Backend,
		"payments", pay != nil)
	if banner != "" {
		fmt.Fprint(env.stdout, banner)
	}
	err = serveUntilDone(ctx, env.log, map[*nethttp.Server]net.Listener{api: apiLn, ops: opsLn})
	// Let running deliveries finish (their mail recorded as sent) before the
	// database closes; the rest wait in the queue for the next start.
	stopCtx, stopCancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer stopCancel()
	if serr := ms.Queue.Stop(stopCtx); serr != nil {
		env.log.Warn("job queue did not stop cleanly", "err", serr)
	}
	// Write the last uses still queued, within a bound, before the database closes.
	flushCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if ferr := m.Identity.FlushTouches(flushCtx); ferr != nil {
		env.log.Warn("token last uses not all recorded at shutdown", "err", ferr)
	}
	return err
}

// serveUntilDone serves on every listener until ctx is cancelled (SIGTERM, SIGINT)
// or a server fails; then it stops accepting, lets in-flight requests finish within
// shutdownGrace, and returns nil on a clean stop.
func serveUntilDone(ctx context.Context, log *slog.Logger, servers map[*nethttp.Server]net.Listener) error {
	failed := make(chan error, len(servers))
	for srv, ln := range servers {
		go func() {
			if err := srv.Serve(ln); err != nil && !errors.Is(err, nethttp.ErrServerClosed) {
				failed <- err
			}
		}()
	}
	var serveErr error
	select {
	case <-ctx.Done():
		log.Info("shutting down: finishing in-flight requests")
	case serveErr = <-failed:
		log.Error("server failed", "err", serveErr)
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	for srv := range servers {
		if err := srv.Shutdown(shutdownCtx); err != nil && serveErr == nil {
			serveErr = fmt.Errorf("shutdown: %w", err)
		}
	}
	if serveErr == nil {
		log.Info("stopped")
	}
	return serveErr
}

// opsHandler serves /healthz (the process is up) and /readyz (the database answers)
// on the operational listener, apart from the public API (DESIGN.md §2.10).
func opsHandler(db ports.Pinger) nethttp.Handler {
	mux := nethttp.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w nethttp.ResponseWriter, _ *nethttp.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		fmt.Fprintln(w, "ok")
	})
	mux.HandleFunc("GET /readyz", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		if err := db.Ping(ctx); err != nil {
			w.WriteHeader(nethttp.StatusServiceUnavailable)
			fmt.Fprintln(w, "database unavailable")
			return
		}
		fmt.Fprintln(w, "ready")
	})
	return mux
}
