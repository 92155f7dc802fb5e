package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"time"
)

// config is what the flags ask for.
type config struct {
	base, token     string
	docType, record string
	get, bare       string
	mix             bool
	weights         string
	workers, rate   int
	duration        time.Duration
	warmup          time.Duration
	json            bool
	soak, sample    time.Duration
	tolerance       float64
	pid             int
	serve, db       string
}

// soakRate is the requests per second a soak sends when -rate is not given: a
// moderate load that a small server carries without queueing, so that what grows
// is memory, not backlog.
const soakRate = 20

// parseFlags reads the command line and checks that the flags go together.
func parseFlags(args []string) (config, error) {
	var c config
	fs := flag.NewFlagSet("loadgen", flag.ContinueOnError)
	fs.StringVar(&c.base, "base", "http://127.0.0.1:8080", "the API's base URL")
	fs.StringVar(&c.token, "token", os.Getenv("ROADCASE_TOKEN"), "a token with the scopes the requests need (default $ROADCASE_TOKEN)")
	fs.StringVar(&c.docType, "type", "day-sheet", "the document type to render")
	fs.StringVar(&c.record, "record", "", "render from this record id instead of the type's sample")
	fs.StringVar(&c.get, "get", "", "send GET requests to this path instead of rendering")
	fs.StringVar(&c.bare, "bare", "", "serve -get's answer from a bare net/http server on this address instead of loading")
	fs.BoolVar(&c.mix, "mix", false, "send the weighted mix of the API's common requests, ids discovered through the API")
	fs.StringVar(&c.weights, "weights", "", "change the mix's weights: name=weight,… (0 leaves a target out)")
	fs.IntVar(&c.workers, "c", 4, "concurrent workers, each over one kept-alive connection (with -rate, the initial number)")
	fs.IntVar(&c.rate, "rate", 0, fmt.Sprintf("requests per second, an open loop; 0 is a closed loop of -c workers (a soak's default: %d)", soakRate))
	fs.DurationVar(&c.duration, "d", 10*time.Second, "how long to measure")
	fs.DurationVar(&c.warmup, "warmup", time.Second, "how long to load before measuring")
	fs.BoolVar(&c.json, "json", false, "write the report as JSON (vegeta's metrics, latencies in nanoseconds)")
	fs.DurationVar(&c.soak, "soak", 0, "run the mix this long while sampling the server's RSS, and fail unless it stays flat")
	fs.DurationVar(&c.sample, "sample", 5*time.Second, "how often a soak samples the RSS")
	fs.Float64Var(&c.tolerance, "tolerance", 10, "the RSS growth in percent, last third's median over the second's, still called flat")
	fs.IntVar(&c.pid, "pid", 0, "the server process whose RSS a soak samples")
	fs.StringVar(&c.serve, "serve", "", "start this roadcase binary's serve --demo (rate limits off) and load it instead of -base")
	fs.StringVar(&c.db, "db", "", "with -serve, the database: a postgres:// URL or an SQLite path (default a temporary SQLite file)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	rateSet := false
	fs.Visit(func(f *flag.Flag) { rateSet = rateSet || f.Name == "rate" })
	if c.soak > 0 && !rateSet {
		c.rate = soakRate
	}
	c.tolerance /= 100
	return c, c.check()
}

// check refuses flags that do not go together.
func (c config) check() error {
	switch {
	case c.bare != "" && c.get == "":
		return errors.New("-bare needs -get, the path whose answer it serves")
	case c.mix && c.get != "":
		return errors.New("-mix and -get are two different workloads: choose one")
	case c.soak > 0 && (c.get != "" || c.bare != ""):
		return errors.New("-soak runs the mix: drop -get and -bare")
	case c.soak > 0 && (c.pid == 0) == (c.serve == ""):
		return errors.New("-soak needs the server: -pid of a running one, or -serve to start one (not both)")
	case c.soak > 0 && (c.sample <= 0 || c.soak < 6*c.sample):
		return errors.New("-soak must last at least six -sample intervals")
	case c.db != "" && c.serve == "":
		return errors.New("-db goes with -serve")
	case c.workers < 1 || c.rate < 0:
		return errors.New("-c must be 1 or more and -rate 0 or more")
	case c.token == "" && c.serve == "" && c.get == "":
		return errors.New("a token is required (-token or ROADCASE_TOKEN), except for -get or with -serve")
	}
	return nil
}
