package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"time"
)

// server is a `roadcase serve --demo` that loadgen started itself, with the rate
// limits off so that what it measures is the server's work, not the limiter's 429s.
type server struct {
	cmd *exec.Cmd
	dir string
	// base is the public listener's URL and token the all-scope token the demo
	// banner printed.
	base, token string
	exited      chan struct{}
}

// tokenLine is the banner's line that holds the demo token.
var tokenLine = regexp.MustCompile(`^\s+(rc_pat_[0-9A-Za-z]+)$`)

// startServer runs bin serve --demo on free loopback ports and on db, or on a new
// SQLite file in a temporary directory when db is empty, and returns once the
// banner (printed when both listeners are up) has shown the token. The server's
// log goes to serve.log in the temporary directory, which stop removes. When
// another process takes a port between its choice and the bind, it tries again
// on others, up to three times.
func startServer(bin, db string) (*server, error) {
	dir, err := os.MkdirTemp("", "loadgen-serve-")
	if err != nil {
		return nil, err
	}
	if db == "" {
		db = filepath.Join(dir, "roadcase.db")
	}
	for attempt := 1; ; attempt++ {
		s, err := launch(bin, db, dir)
		if err == nil {
			return s, nil
		}
		if attempt == 3 || !strings.Contains(err.Error(), "address already in use") {
			os.RemoveAll(dir)
			return nil, err
		}
	}
}

// launch starts one serve --demo that logs to serve.log in dir and waits for its
// banner; on failure the process has exited and the error quotes its log's end.
func launch(bin, db, dir string) (*server, error) {
	addr, ops := freeAddr(), freeAddr()
	log, err := os.Create(filepath.Join(dir, "serve.log"))
	if addr == "" || ops == "" || err != nil {
		return nil, errors.Join(errors.New("no free loopback port or no log file"), err)
	}
	s := &server{dir: dir, base: "http://" + addr, exited: make(chan struct{})}
	s.cmd = exec.Command(bin, "serve", "--demo", "--db", db, "--addr", addr, "--ops-addr", ops)
	s.cmd.Env = append(os.Environ(), "ROADCASE_RATE_LIMIT_TOKEN=off", "ROADCASE_RATE_LIMIT_ORG=off", "ROADCASE_RATE_LIMIT_ANON=off")
	s.cmd.Stderr = log
	stdout, err := s.cmd.StdoutPipe()
	if err == nil {
		err = s.cmd.Start()
	}
	if err != nil {
		log.Close()
		return nil, err
	}
	go func() { s.cmd.Wait(); log.Close(); close(s.exited) }()
	token := make(chan string, 1)
	go func() { token <- readToken(stdout); io.Copy(io.Discard, stdout) }()
	select {
	case s.token = <-token:
	case <-time.After(5 * time.Minute):
	}
	if s.token == "" {
		s.halt()
		return nil, fmt.Errorf("%s serve --demo printed no token; its log ends:\n%s", bin, s.logTail())
	}
	return s, nil
}

// readToken reads the banner up to the line naming the OpenAPI document, its last,
// and returns the token it printed, or "" when the output ends first.
func readToken(stdout io.Reader) string {
	token := ""
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if m := tokenLine.FindStringSubmatch(sc.Text()); m != nil {
			token = m[1]
		}
		if strings.Contains(sc.Text(), "openapi.json") {
			return token
		}
	}
	return ""
}

// pid is the server process's id.
func (s *server) pid() int { return s.cmd.Process.Pid }

// stop halts the server and removes the temporary directory.
func (s *server) stop() {
	s.halt()
	os.RemoveAll(s.dir)
}

// halt sends SIGTERM and waits up to 30 seconds for the server to drain and exit,
// then kills it.
func (s *server) halt() {
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(30 * time.Second):
		s.cmd.Process.Kill()
		<-s.exited
	}
}

// logTail returns the last lines of the server's log.
func (s *server) logTail() string {
	b, _ := os.ReadFile(filepath.Join(s.dir, "serve.log"))
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return strings.Join(lines[max(0, len(lines)-10):], "\n")
}

// freeAddr returns a loopback address with a port nobody listens on right now, or
// "" when none can be had.
func freeAddr() string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return ""
	}
	defer ln.Close()
	return ln.Addr().String()
}
