// Command loadgen puts load on a running Roadcase API through vegeta's attacker and
// reports, for each kind of request and for all of them, the throughput, the
// success ratio, the status codes and the latency percentiles (p50, p90, p99,
// max), so that speed is measured on the real HTTP path rather than asserted in
// tests. By default it renders one document type, from the type's own sample or
// from a record, with a fixed number of concurrent workers (a closed loop) for a
// fixed duration:
//
//	loadgen -token rc_pat_… -type day-sheet -record 06274a1e-… -c 8 -d 20s
//
// With -mix it sends a weighted mix of the API's common requests instead: contract
// reads, renders from data and from records, advance packet graphs and send
// batches, metric values and reports, with the ids discovered through the API:
//
//	loadgen -token rc_pat_… -mix -c 4 -d 30s
//	loadgen -token rc_pat_… -mix -rate 50 -d 30s -weights report=30,packets=0
//
// With -get it sends GET requests to one path, each worker over one kept-alive
// connection; with -bare it fetches that path's answer once and serves the same
// bytes from a bare net/http server on the given address until interrupted, so
// that the API can be compared with the fastest server of the same answer:
//
//	loadgen -token rc_pat_… -get /api/v1/documents/invoice -bare 127.0.0.1:8081 &
//	loadgen -token rc_pat_… -get /api/v1/documents/invoice -c 64 -d 10s
//	loadgen -get /api/v1/documents/invoice -base http://127.0.0.1:8081 -c 64 -d 10s
//
// With -soak it runs the mix at a moderate rate for that long while it samples the
// server's resident set size (VmRSS in /proc/PID/status, Linux only) and fails
// unless the RSS stays flat; the server is -pid's, or one loadgen starts itself
// with -serve (roadcase serve --demo on a temporary SQLite file, or on -db):
//
//	loadgen -serve ./roadcase -soak 30m
//	loadgen -token rc_pat_… -pid 4242 -soak 5m -rate 40
//
// -serve works for the other modes too; it turns the rate limits off. The token
// is read from -token or ROADCASE_TOKEN and never printed. The exit status is 1
// when any request failed or the RSS grew, 2 for a usage error.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fail(2, err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	rep, err := execute(ctx, cfg, os.Stdout, os.Stderr)
	if err != nil {
		fail(1, err)
	}
	if rep != nil && !rep.ok() {
		os.Exit(1)
	}
}

func fail(code int, err error) {
	fmt.Fprintln(os.Stderr, "loadgen:", err)
	os.Exit(code)
}
