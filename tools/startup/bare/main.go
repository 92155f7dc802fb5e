// Command bare is the floor tools/startup measures `roadcase serve` against: a
// trivial net/http program, built with the same flags, that takes serve's
// arguments, listens on --ops-addr and answers 200 to GET /readyz at once. The
// time from its exec to that first 200 is what the machine charges any Go
// server for a start (fork, exec, the runtime, a listener), so serve's figure
// divided by it says how much serve adds.
package main

import (
	"flag"
	"fmt"
	"net/http"
	"os"
)

func main() {
	fs := flag.NewFlagSet("bare", flag.ExitOnError)
	ops := fs.String("ops-addr", "127.0.0.1:9090", "where /readyz answers")
	fs.String("db", "", "ignored (serve's)")
	fs.String("addr", "", "ignored (serve's)")
	fs.Bool("demo", false, "ignored (serve's)")
	args := os.Args[1:]
	if len(args) > 0 && args[0] == "serve" {
		args = args[1:]
	}
	_ = fs.Parse(args) // ExitOnError: a mistake exits 2
	mux := http.NewServeMux()
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = fmt.Fprintln(w, "ready")
	})
	if err := http.ListenAndServe(*ops, mux); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
