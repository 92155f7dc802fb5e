package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// start is one timed start: the time from the exec to the first 200 of
// /readyz, the CPU the server had used by then, and the time each first
// request took.
type start struct {
	ready, cpu time.Duration
	first      []time.Duration
}

// firstText prints the first requests' times for a start's line.
func (s start) firstText(paths []string) string {
	var b strings.Builder
	for i, d := range s.first {
		fmt.Fprintf(&b, ", %s %.1f ms", paths[i], ms(d))
	}
	return b.String()
}

// timeStart starts bin serve on db with free ports and times it until /readyz
// answers 200; it then asks for each of paths on the public listener, in turn,
// timing each answer read to its end (a status other than 200 is an error),
// and stops the server with SIGTERM.
func timeStart(bin, db string, extra, paths []string, poll, timeout time.Duration) (start, error) {
	addr, ops := freeAddr(), freeAddr()
	args := append([]string{"serve", "--db", db, "--addr", addr, "--ops-addr", ops}, extra...)
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "ROADCASE_DRAIN_DELAY=0")
	var logs tail
	cmd.Stdout, cmd.Stderr = nil, &logs
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	url := "http://" + ops + "/readyz"
	began := time.Now()
	if err := cmd.Start(); err != nil {
		return start{}, err
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
				s := start{ready: time.Since(began), cpu: cpuTime(cmd.Process.Pid)}
				return s, s.askFirst(client, "http://"+addr, paths)
			}
		}
		select {
		case err := <-exited:
			exited <- err // for the deferred stop
			return start{}, fmt.Errorf("serve stopped before it was ready: %v; its last log lines:\n%s", err, logs.String())
		case <-ctx.Done():
			return start{}, fmt.Errorf("not ready after %s", timeout)
		case <-tick.C:
		}
	}
}

// askFirst times a GET of each path under base, in turn, into s.first.
func (s *start) askFirst(client *http.Client, base string, paths []string) error {
	for _, p := range paths {
		t := time.Now()
		resp, err := client.Get(base + p)
		if err != nil {
			return err
		}
		_, err = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if err != nil {
			return err
		}
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("GET %s: %s", p, resp.Status)
		}
		s.first = append(s.first, time.Since(t))
	}
	return nil
}

// tail keeps the last 4 KB written to it (a start's log, for its failure).
type tail struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 4096 {
		t.buf = t.buf[len(t.buf)-4096:]
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
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

// cpuTime returns the CPU time process pid's threads have used, from each
// thread's /proc/PID/task/TID/schedstat (Linux, nanoseconds; a thread that
// has exited is not counted, which a Go server's seldom do), or from
// /proc/PID/stat's user and system ticks (10 ms) where schedstat is missing.
func cpuTime(pid int) time.Duration {
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/schedstat", pid))
	var sum time.Duration
	for _, t := range tasks {
		b, err := os.ReadFile(t)
		if err != nil {
			continue
		}
		f := strings.Fields(string(b))
		if len(f) == 0 {
			continue
		}
		ns, _ := strconv.ParseInt(f[0], 10, 64)
		sum += time.Duration(ns)
	}
	if sum > 0 {
		return sum
	}
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
