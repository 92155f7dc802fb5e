// Command testtimes reads the output of `go test -json` on standard input and
// prints where the time went: the sum of the packages' elapsed times, the
// slowest packages and the slowest top-level tests, with whether each passed.
// A package's elapsed time is its test binary's run, from start to exit (a
// TestMain's clean-up included); with -p above 1 packages overlap, so the sum
// exceeds the wall time.
//
//	go test -count=1 -json ./... | go -C tools run ./testtimes -n 10
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
)

// event is the part of a test2json event testtimes reads.
type event struct {
	Action  string
	Package string
	Test    string
	Elapsed float64
}

// timing is one package's or test's elapsed seconds and how it ended.
type timing struct {
	name    string
	elapsed float64
	action  string
}

func main() {
	n := flag.Int("n", 10, "how many of the slowest packages and tests to print")
	flag.Parse()
	packages, tests, err := read(bufio.NewScanner(os.Stdin))
	if err != nil {
		fmt.Fprintln(os.Stderr, "testtimes:", err)
		os.Exit(1)
	}
	var sum float64
	for _, p := range packages {
		sum += p.elapsed
	}
	fmt.Printf("%d packages, elapsed summed: %.1f s\n", len(packages), sum)
	fmt.Println("slowest packages:")
	print(packages, *n)
	fmt.Println("slowest top-level tests:")
	print(tests, *n)
}

// read collects the final event of every package and top-level test.
func read(sc *bufio.Scanner) (packages, tests []timing, err error) {
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var e event
		if json.Unmarshal(sc.Bytes(), &e) != nil {
			continue // a build error or other line that is not an event
		}
		if e.Action != "pass" && e.Action != "fail" && e.Action != "skip" {
			continue
		}
		switch {
		case e.Test == "":
			packages = append(packages, timing{e.Package, e.Elapsed, e.Action})
		case !strings.Contains(e.Test, "/"):
			tests = append(tests, timing{short(e.Package) + " " + e.Test, e.Elapsed, e.Action})
		}
	}
	return packages, tests, sc.Err()
}

// print prints the n slowest of ts.
func print(ts []timing, n int) {
	slices.SortFunc(ts, func(a, b timing) int {
		switch {
		case a.elapsed > b.elapsed:
			return -1
		case a.elapsed < b.elapsed:
			return 1
		}
		return strings.Compare(a.name, b.name)
	})
	for _, t := range ts[:min(n, len(ts))] {
		fmt.Printf("  %7.1f s  %-4s %s\n", t.elapsed, t.action, t.name)
	}
}

// short drops the module path from a package's import path.
func short(pkg string) string {
	return strings.TrimPrefix(pkg, "github.com/roadcase/roadcase/")
}
