package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	nethttp "net/http"
	"sync/atomic"
	"time"

	"github.com/roadcase/roadcase/adapters/jobs"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

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

	// Log lines are written out in batches (logBuffer), warnings and errors at once.
	if cfg.Server.LogFlush > 0 {
		buf := newLogBuffer(env.stderr, cfg.Server.LogFlush)
		defer func() { _ = buf.Close() }() // flushes to stderr, the last place to report to
		env.log = slog.New(flushOnWarn{newLogger(buf, cfg.Log).Handler(), buf})
	}
	// Every warning and error is logged at most once per outageLogEvery a kind,
	// so that an outage does not log two lines per request.
	logs := newThrottle(env.log.Handler(), outageLogEvery, outageKind)
	defer logs.Flush()
	env.log = slog.New(logs)
	tuneGC(env.log, cfg.Runtime)
	cfg.DB = config.DSN(withServeBounds(cfg.DB.Reveal()))
	m, err := openMain(ctx, env, *cfg, true)
	if err != nil {
		return err
	}
	defer func() {
		if err := m.Close(); err != nil {
			env.log.Warn("database did not close cleanly", "err", err)
		}
	}()
	warnEphemeralCursorKey(*cfg, env.log)
	ms, err := m.openMergeSend(ctx)
	if err != nil {
		return err
	}
	pay, err := m.openPayments(ms)
	if err != nil {
		return err
	}
	obs, err := m.observability(ctx, ms.Queue)
	if err != nil {
		return err
	}
	defer obs.Close()
	// Neither parses its templates nor loads the document catalog here: that
	// is left to warmUp, once serve is ready, or to the first request.
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
		if banner, err = m.loadDemo(ctx, cfg.Addr, cfg.BaseURL()); err != nil {
			return err
		}
	}

	var draining atomic.Bool
	api := newPublicServer(obs.public(boundRequests(publicHandler(srv.Handler(), pages.Handler(), webhooks),
		cfg.Server.RequestTimeout, &draining)), cfg.Server)
	gate := newReadyGate(afterReadyAtMost)
	ops := newOpsServer(obs.ops(opsHandler(m.conn, &draining, gate.open)))
	public, err := listen(cfg.Addr, cfg.Server.MaxConnections)
	if err != nil {
		return err
	}
	opsEnd, err := listen(cfg.OpsAddr, opsMaxConnections)
	if err != nil {
		_ = public.ln.Close() // never served; err is the failure to report
		return err
	}
	public.srv, opsEnd.srv = api, ops
	api.ConnState = public.fresh.track
	m.runSnapshotSchedule(ctx, kernel.SystemClock{})
	keepStatistics(ctx, m.conn, statisticsEvery, m.Log)
	// Once serve has said it is ready (readyGate), not before, and one after
	// the other: the pages' templates are parsed, the documents service is
	// built, expired sessions are removed and the job queue starts.
	// Readiness is the database answering (opsHandler); a page or document
	// request meanwhile builds what it needs itself, and jobs enqueued wait in
	// their table. A warm-up or the queue failing stops serve as a failed
	// server does.
	ctx, startFailed := context.WithCancelCause(ctx)
	defer startFailed(nil)
	queueCtx, stopQueueTries := context.WithCancel(ctx)
	queueStarted := make(chan struct{}) // closed once the queue started, or never will
	go func() {
		defer close(queueStarted)
		if !gate.wait(queueCtx) {
			return
		}
		if err := warmUp(pages.Warm, m.documents.Warm); err != nil {
			startFailed(err)
			return
		}
		cleanSessions(ctx, pages)
		<-startQueue(queueCtx, ms.Queue, env.log, startFailed) // stopped gracefully below
	}()
	env.log.Info("roadcase serving", "addr", public.ln.Addr().String(), "ops_addr", opsEnd.ln.Addr().String(), "backend", m.DB.Backend,
		"payments", pay != nil)
	if banner != "" {
		_, _ = fmt.Fprint(env.stdout, banner) // a courtesy for the terminal; serving goes on without it
	}
	err = serveUntilDone(ctx, env.log, cfg.Server, &draining, public, opsEnd, func() {
		// Let running deliveries finish (their mail recorded as sent) before the
		// database closes; the rest wait in the queue for the next start.
		stopQueueTries()
		<-queueStarted
		stopCtx, stopCancel := context.WithTimeout(context.Background(), cfg.Server.ShutdownGrace)
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
	})
	if serr := startError(ctx); serr != nil {
		return errors.Join(err, serr)
	}
	return err
}

// jobQueue is what serve starts and stops of the merge send's queue.
type jobQueue interface {
	Start(ctx context.Context) error
}

// startQueue starts q in the background and returns a channel closed once
// Start has returned for good. A database that does not answer yet (a
// restart, a failover, an outage as serve starts) is waited for: Start is
// tried again with a growing pause, each failure logged, while ctx lasts, as
// the requests meanwhile answer 503 and their jobs wait in their table. Only a
// queue that can never start (jobs.ErrNoDeliverer) cancels serve's context,
// with a startFailure as its cause, which startError reads back.
func startQueue(ctx context.Context, q jobQueue, log *slog.Logger, fail context.CancelCauseFunc) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		pause := queueRetryFirst
		for attempt := 1; ; attempt++ {
			// Cancelling Start's context stops a started queue at once, so
			// Start has one that lasts; ctx ends the tries.
			err := q.Start(context.WithoutCancel(ctx))
			if err == nil {
				return
			}
			if errors.Is(err, jobs.ErrNoDeliverer) {
				fail(startFailure{fmt.Errorf("job queue: %w", err)})
				return
			}
			log.Warn("job queue did not start; trying again", "err", err, "attempt", attempt, "retry_in", pause)
			select {
			case <-ctx.Done():
				return
			case <-time.After(pause):
			}
			pause = min(2*pause, queueRetryMost)
		}
	}()
	return done
}

// The pauses between two tries at starting the job queue: the first, doubled
// after each failure up to the longest.
const (
	queueRetryFirst = 250 * time.Millisecond
	queueRetryMost  = 10 * time.Second
)

// startFailure is the cause serve's context is cancelled with when what starts
// once serve is ready (the job queue, the warm-ups) fails.
type startFailure struct{ err error }

func (e startFailure) Error() string { return e.err.Error() }
func (e startFailure) Unwrap() error { return e.err }

// startError returns the start failure that ended ctx, if that is what ended
// it.
func startError(ctx context.Context) error {
	var f startFailure
	if errors.As(context.Cause(ctx), &f) {
		return f
	}
	return nil
}

// opsHandler serves /healthz (the process is up) and /readyz (the database answers
// and the process is not draining) on the operational listener, apart from the
// public API (docs/operations.md, "Drain, timeouts and outages"). Once draining is set, /readyz answers 503 at
// once, without asking the database, so that load balancers stop sending. The
// database is given readyTimeout to answer, so that a frozen one gets a 503
// well within a probe's usual 2 s, not a probe that times out.
// ready, when not nil, is called after each 200 of /readyz (readyGate.open).
// readyTimeout bounds /readyz's ping of the database.
const readyTimeout = time.Second

func opsHandler(db ports.Pinger, draining *atomic.Bool, ready func()) nethttp.Handler {
	mux := nethttp.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w nethttp.ResponseWriter, _ *nethttp.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = fmt.Fprintln(w, "ok") // a failed write is the prober gone; the status is sent
	})
	mux.HandleFunc("GET /readyz", func(w nethttp.ResponseWriter, r *nethttp.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), readyTimeout)
		defer cancel()
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		if draining.Load() {
			w.WriteHeader(nethttp.StatusServiceUnavailable)
			_, _ = fmt.Fprintln(w, "draining")
			return
		}
		if err := db.Ping(ctx); err != nil {
			w.WriteHeader(nethttp.StatusServiceUnavailable)
			_, _ = fmt.Fprintln(w, "database unavailable")
			return
		}
		_, _ = fmt.Fprintln(w, "ready")
		if ready != nil {
			ready()
		}
	})
	return mux
}
