package main

import (
	"context"
	"fmt"
	"io"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// execute does what cfg asks: it starts a server if -serve says so, serves the bare
// answer with -bare (returning a nil report when interrupted), or builds the
// workload, loads the API with it (soaking with -soak) and writes the report to
// stdout; progress and notes go to stderr.
func execute(ctx context.Context, cfg config, stdout, stderr io.Writer) (*report, error) {
	if cfg.serve != "" {
		fmt.Fprintf(stderr, "loadgen: starting %s serve --demo\n", cfg.serve)
		srv, err := startServer(cfg.serve, cfg.db)
		if err != nil {
			return nil, err
		}
		defer srv.stop()
		cfg.base, cfg.token, cfg.pid = srv.base, srv.token, srv.pid()
		fmt.Fprintf(stderr, "loadgen: serve --demo is process %d on %s\n", cfg.pid, cfg.base)
	}
	c := newClient(cfg.base, cfg.token)
	if cfg.bare != "" {
		return nil, c.serveBare(ctx, stderr, cfg.bare, cfg.get)
	}
	name, targets, err := cfg.workload(ctx, c)
	if err != nil {
		return nil, err
	}
	if err := applyWeights(targets, cfg.weights); err != nil {
		return nil, err
	}
	tr, err := newTargeter(cfg.base, cfg.token, targets)
	if err != nil {
		return nil, err
	}
	l := load{workers: cfg.workers, rate: cfg.rate, duration: cfg.duration}
	var rep *report
	if cfg.soak > 0 {
		l.duration = cfg.soak
		t, s := soak(ctx, tr, targets, l, cfg.pid, cfg.sample, cfg.tolerance, stderr)
		rep = newReport(name, cfg.base, l, 0, t)
		rep.Soak = s
	} else {
		if cfg.warmup > 0 {
			attack(ctx, tr, load{workers: l.workers, rate: l.rate, duration: cfg.warmup}, func(*vegeta.Result) {})
		}
		t := newTally(targets)
		attack(ctx, tr, l, t.add)
		t.close()
		rep = newReport(name, cfg.base, l, cfg.warmup, t)
	}
	if cfg.json {
		return rep, rep.writeJSON(stdout)
	}
	rep.writeText(stdout)
	return rep, nil
}

// workload returns the workload the flags choose, named for the report: the mix,
// one GET, or one render.
func (cfg config) workload(ctx context.Context, c client) (string, []target, error) {
	switch {
	case cfg.mix || cfg.soak > 0:
		targets, err := c.mixWorkload(ctx)
		return "mix", targets, err
	case cfg.get != "":
		return "GET " + cfg.get, getWorkload(cfg.get), nil
	default:
		targets, err := c.renderWorkload(ctx, cfg.docType, cfg.record)
		return "render " + cfg.docType, targets, err
	}
}
