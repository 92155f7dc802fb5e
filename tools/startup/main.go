// Command startup measures how long `roadcase serve` takes to become ready: it
// starts the binary -n times on the same database and, for each start, times
// from just before the exec to the first 200 answer of /readyz on the
// operational listener, which it polls every -poll (1 ms). It prints each start's
// time and then the median, minimum and maximum. With -baseline it starts that
// binary and -bin in turn, so that both meet the same load, and prints a
// summary of each. scripts/startup.sh builds the binary, seeds the database and
// runs it.
//
//	startup -bin ./roadcase -db /tmp/rc.db -n 20 [-- extra serve arguments]
//	startup -baseline /tmp/roadcase-main -bin ./roadcase -db /tmp/rc.db -n 15
package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	bin := flag.String("bin", "./roadcase", "the roadcase binary")
	baseline := flag.String("baseline", "", "a second binary, started in turn with -bin, each as often, to compare the two in one batch")
	db := flag.String("db", "", "the database (ROADCASE_DB) every start opens")
	n := flag.Int("n", 20, "how many starts to time (of each binary)")
	poll := flag.Duration("poll", time.Millisecond, "how often /readyz is asked")
	timeout := flag.Duration("timeout", 60*time.Second, "how long one start may take")
	quiet := flag.Bool("q", false, "print only the summary")
	flag.Parse()
	if *db == "" || *n < 1 {
		fmt.Fprintln(os.Stderr, "usage: startup -bin BIN [-baseline BIN] -db DB [-n N] [-- serve arguments]")
		os.Exit(2)
	}
	bins := []string{*bin}
	if *baseline != "" {
		bins = []string{*baseline, *bin}
	}
	times := make([][]time.Duration, len(bins))
	cpus := make([][]time.Duration, len(bins))
	for i := range *n {
		for b, path := range bins {
			d, cpu, err := timeStart(path, *db, flag.Args(), *poll, *timeout)
			if err != nil {
				fmt.Fprintf(os.Stderr, "%s start %d: %v\n", path, i+1, err)
				os.Exit(1)
			}
			if !*quiet {
				fmt.Printf("%s start %2d: %6.1f ms (CPU %.0f ms)\n", path, i+1, ms(d), ms(cpu))
			}
			times[b], cpus[b] = append(times[b], d), append(cpus[b], cpu)
		}
	}
	for b, path := range bins {
		label := ""
		if len(bins) > 1 {
			label = path + ": "
		}
		slices.Sort(times[b])
		slices.Sort(cpus[b])
		t, c := times[b], cpus[b]
		fmt.Printf("%sready after: median %.1f ms, min %.1f ms, max %.1f ms; CPU used by then: median %.0f ms (%d starts)\n",
			label, ms(t[len(t)/2]), ms(t[0]), ms(t[len(t)-1]), ms(c[len(c)/2]), len(t))
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// timeStart starts bin serve on db with free ports and returns the time from the
// exec to the first 200 of /readyz, and the CPU time (user and system) the
// server had used by then; it then stops the server with SIGTERM.
func timeStart(bin, db string, extra []string, poll, timeout time.Duration) (time.Duration, time.Duration, error) {
	addr, ops := freeAddr(), freeAddr()
	args := append([]string{"serve", "--db", db, "--addr", addr, "--ops-addr", ops}, extra...)
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "ROADCASE_DRAIN_DELAY=0")
	cmd.Stdout, cmd.Stderr = nil, nil
	client := &http.Client{Timeout: time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	url := "http://" + ops + "/readyz"
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return 0, 0, err
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	defer func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(30 * time.Second):
			_ = cmd.Process.Kill()
			<-exited
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	tick := time.NewTicker(poll)
	defer tick.Stop()
	for {
		if resp, err := client.Get(url); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return time.Since(start), cpuTime(cmd.Process.Pid), nil
			}
		}
		select {
		case err := <-exited:
			exited <- err // for the deferred stop
			return 0, 0, fmt.Errorf("serve stopped before it was ready: %v", err)
		case <-ctx.Done():
			return 0, 0, fmt.Errorf("not ready after %s", timeout)
		case <-tick.C:
		}
	}
}

// freeAddr returns a 127.0.0.1 address with a port nobody listened on a moment ago.
func freeAddr() string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// cpuTime returns the user and system CPU time process pid has used, from
// /proc/PID/stat (Linux; 0 elsewhere). The clock tick is taken to be 100 Hz,
// as on every Linux Go runs on.
func cpuTime(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(b)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:]) // after the command name
	if len(fields) < 13 {
		return 0
	}
	utime, _ := strconv.Atoi(fields[11])
	stime, _ := strconv.Atoi(fields[12])
	return time.Duration(utime+stime) * 10 * time.Millisecond
}
