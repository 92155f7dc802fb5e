// Command startup measures how long `roadcase serve` takes to become ready: it
// starts the binary -n times on the same database and, for each start, times
// from just before the exec to the first 200 answer of /readyz on the
// operational listener, which it polls every -poll (1 ms). It prints each start's
// time and then the median, minimum and maximum. With -baseline it starts that
// binary and -bin in turn, so that both meet the same load, and prints a
// summary of each; with -bare (tools/startup/bare, a trivial net/http server)
// it starts that one in turn too and prints each median as a multiple of its.
// With -first it then asks the public listener for each of those paths once,
// in order, and times each answer (the first request of a page after a start).
// scripts/startup.sh builds the binaries, seeds the database and runs it.
//
//	startup -bin ./roadcase -db /tmp/rc.db -n 20 [-- extra serve arguments]
//	startup -baseline /tmp/roadcase-main -bin ./roadcase -db /tmp/rc.db -n 15
//	startup -bin ./roadcase -bare /tmp/bare -first /api/v1/openapi.json,/signin -db /tmp/rc.db
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"
)

func main() {
	bin := flag.String("bin", "./roadcase", "the roadcase binary")
	baseline := flag.String("baseline", "", "a second binary, started in turn with -bin, each as often, to compare the two in one batch")
	bare := flag.String("bare", "", "a trivial net/http binary (tools/startup/bare), started in turn too, as the floor")
	first := flag.String("first", "", "comma-separated paths asked of the public listener once each, in order, after ready")
	db := flag.String("db", "", "the database (ROADCASE_DB) every start opens")
	n := flag.Int("n", 20, "how many starts to time (of each binary)")
	poll := flag.Duration("poll", time.Millisecond, "how often /readyz is asked")
	timeout := flag.Duration("timeout", 60*time.Second, "how long one start may take")
	quiet := flag.Bool("q", false, "print only the summary")
	flag.Parse()
	if *db == "" || *n < 1 {
		fmt.Fprintln(os.Stderr, "usage: startup -bin BIN [-baseline BIN] [-bare BIN] [-first PATHS] -db DB [-n N] [-- serve arguments]")
		os.Exit(2)
	}
	bins := []string{*bin}
	if *baseline != "" {
		bins = []string{*baseline, *bin}
	}
	if *bare != "" {
		bins = append(bins, *bare)
	}
	var paths []string
	if *first != "" {
		paths = strings.Split(*first, ",")
	}
	runs := make([][]start, len(bins))
	for i := range *n {
		for b, path := range bins {
			p := paths
			if path == *bare {
				p = nil // it serves /readyz only
			}
			s, err := timeStart(path, *db, flag.Args(), p, *poll, *timeout)
			if err != nil {
				fmt.Fprintf(os.Stderr, "%s start %d: %v\n", path, i+1, err)
				os.Exit(1)
			}
			if !*quiet {
				fmt.Printf("%s start %2d: %6.1f ms (CPU %.1f ms)%s\n", path, i+1, ms(s.ready), ms(s.cpu), s.firstText(p))
			}
			runs[b] = append(runs[b], s)
		}
	}
	var floor time.Duration
	if *bare != "" {
		floor = median(runs[len(bins)-1], func(s start) time.Duration { return s.ready })
	}
	for b, path := range bins {
		summarize(path, len(bins) > 1, runs[b], floor, paths)
	}
}

// summarize prints the median, minimum and maximum ready time of one binary's
// starts, the median CPU used by then, the median as a multiple of floor (when
// not 0), and the median time of each first request.
func summarize(path string, label bool, runs []start, floor time.Duration, paths []string) {
	prefix := ""
	if label {
		prefix = path + ": "
	}
	ready := sorted(runs, func(s start) time.Duration { return s.ready })
	fmt.Printf("%sready after: median %.1f ms, min %.1f ms, max %.1f ms; CPU used by then: median %.1f ms (%d starts)",
		prefix, ms(ready[len(ready)/2]), ms(ready[0]), ms(ready[len(ready)-1]),
		ms(median(runs, func(s start) time.Duration { return s.cpu })), len(runs))
	if floor > 0 {
		fmt.Printf("; %.1f× the bare server's %.1f ms", float64(ready[len(ready)/2])/float64(floor), ms(floor))
	}
	fmt.Println()
	for i, p := range paths {
		if len(runs[0].first) <= i {
			break
		}
		fmt.Printf("%s  first GET %s after ready: median %.1f ms\n", prefix, p,
			ms(median(runs, func(s start) time.Duration { return s.first[i] })))
	}
}

func sorted(runs []start, f func(start) time.Duration) []time.Duration {
	d := make([]time.Duration, len(runs))
	for i, r := range runs {
		d[i] = f(r)
	}
	slices.Sort(d)
	return d
}

func median(runs []start, f func(start) time.Duration) time.Duration {
	d := sorted(runs, f)
	return d[len(d)/2]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
