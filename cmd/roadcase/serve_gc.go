package main

import (
	"log/slog"
	"runtime/debug"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

// serveGCPercent is the garbage collector's target serve sets when GOGC is not
// set: the heap may grow to five times what is live before a collection,
// instead of the runtime's twice.
//
// Why: at 8 connections on the catalog's fixed answer, the 99th percentile was
// 5.2–5.6 times the median with the runtime's default and 4.2–4.3 times at 400
// (4.5–4.8 at 200), the bare net/http server's 3.3–4.0; the collections the
// requests' allocations trigger were the tail (docs/operations.md, "The
// catalog near the wire"). What it costs is memory: a live heap of about 40 MB
// (the demo, the records cache at its default) may reach 200 MB. GOGC, and
// GOMEMLIMIT (the Kubernetes manifest sets it below the container's limit, so
// that the collector works harder before the limit rather than the process
// being killed), override it.
const serveGCPercent = 400

// tuneGC sets serveGCPercent unless GOGC is set (the runtime applied it),
// and logs the collector's settings.
func tuneGC(log *slog.Logger, rt config.Runtime) {
	target := rt.GOGC
	if target == "" {
		debug.SetGCPercent(serveGCPercent)
		target = "400 (serve's default)"
	}
	limit := rt.GOMEMLIMIT
	if limit == "" {
		limit = "none"
	}
	log.Info("garbage collector", "gogc", target, "gomemlimit", limit)
}
