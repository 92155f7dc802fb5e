// Command startup measures how long `roadcase serve` takes to become ready: it
// starts the binary -n times on the same database and, for each start, times
// from just before the exec to the first 200 answer of /readyz on the
// operational listener, which it polls every -poll (1 ms). It prints each start's
// time and then the median, minimum and maximum. scripts/startup.sh builds the
// binary, seeds the database and runs it.
//
//	startup -bin ./roadcase -db /tmp/rc.db -n 20 [-- extra serve arguments]
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
	db := flag.String("db", "", "the database (ROADCASE_DB) every start opens")
	n := flag.Int("n", 20, "how many starts to time")
	poll := flag.Duration("poll", time.Millisecond, "how often /readyz is asked")
	timeout := flag.Duration("timeout", 60*time.Second, "how long one start may take")
	quiet := flag.Bool("q", false, "print only the summary")
	flag.Parse()
	if *db == "" || *n < 1 {
		fmt.Fprintln(os.Stderr, "usage: startup -bin BIN -db DB [-n N] [-- serve arguments]")
		os.Exit(2)
	}
	times := make([]time.Duration, 0, *n)
	cpus := make([]time.Duration, 0, *n)
	for i := range *n {
		d, cpu, err := timeStart(*bin, *db, flag.Args(), *poll, *timeout)
		if err != nil {
			fmt.Fprintf(os.Stderr, "start %d: %v\n", i+1, err)
			os.Exit(1)
		}
		if !*quiet {
			fmt.Printf("start %2d: %6.1f ms (CPU %.0f ms)\n", i+1, ms(d), ms(cpu))
		}
		times, cpus = append(times, d), append(cpus, cpu)
	}
	slices.Sort(times)
	slices.Sort(cpus)
	fmt.Printf("ready after: median %.1f ms, min %.1f ms, max %.1f ms; CPU used by then: median %.0f ms (%d starts)\n",
		ms(times[len(times)/2]), ms(times[0]), ms(times[len(times)-1]), ms(cpus[len(cpus)/2]), len(times))
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
