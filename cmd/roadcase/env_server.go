package main

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// serverConfig is how serve runs its listeners: how it drains on SIGTERM, how
// long a request may wait, and how many connections it holds.
type serverConfig struct {
	// DrainDelay is how long the public listener keeps serving after SIGTERM,
	// while /readyz already answers 503, so that load balancers stop sending
	// before it stops accepting (ROADCASE_DRAIN_DELAY; zero stops at once).
	DrainDelay time.Duration
	// ShutdownGrace is how long requests in flight may run once the public
	// listener stops accepting; connections still open then are closed
	// (ROADCASE_SHUTDOWN_GRACE). The job queue is given as long to stop.
	ShutdownGrace time.Duration
	// RequestTimeout is the deadline of every public request's context, which
	// the database calls it makes inherit (ROADCASE_REQUEST_TIMEOUT).
	RequestTimeout time.Duration
	// MaxConnections caps the public listener's open connections
	// (ROADCASE_MAX_CONNECTIONS); past it, new ones wait in the kernel's
	// backlog until one closes.
	MaxConnections int
	// LogFlush is how long log lines may wait in serve's buffer before they
	// are written out (ROADCASE_LOG_FLUSH; zero writes each line at once, see
	// logBuffer).
	LogFlush time.Duration
}

// The serverConfig defaults.
const (
	defaultDrainDelay     = 5 * time.Second
	defaultShutdownGrace  = 20 * time.Second
	defaultRequestTimeout = 30 * time.Second
	defaultMaxConnections = 1024
	defaultLogFlush       = 100 * time.Millisecond
)

// loadServerConfig reads the listeners' configuration from the environment.
func loadServerConfig() (serverConfig, error) {
	c := serverConfig{DrainDelay: defaultDrainDelay, ShutdownGrace: defaultShutdownGrace,
		RequestTimeout: defaultRequestTimeout, MaxConnections: defaultMaxConnections, LogFlush: defaultLogFlush}
	for _, d := range []struct {
		name string
		dst  *time.Duration
		min  time.Duration
	}{
		{"ROADCASE_DRAIN_DELAY", &c.DrainDelay, 0},
		{"ROADCASE_SHUTDOWN_GRACE", &c.ShutdownGrace, time.Millisecond},
		{"ROADCASE_REQUEST_TIMEOUT", &c.RequestTimeout, time.Millisecond},
		{"ROADCASE_LOG_FLUSH", &c.LogFlush, 0},
	} {
		s := strings.TrimSpace(os.Getenv(d.name))
		if s == "" {
			continue
		}
		v, err := time.ParseDuration(s)
		if err != nil || v < d.min {
			if d.min == 0 {
				return c, usageError("%s must be a duration of zero or more (such as 5s), got %q", d.name, s)
			}
			return c, usageError("%s must be a positive duration (such as 20s), got %q", d.name, s)
		}
		*d.dst = v
	}
	if s := strings.TrimSpace(os.Getenv("ROADCASE_MAX_CONNECTIONS")); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return c, usageError("ROADCASE_MAX_CONNECTIONS must be a positive number, got %q", s)
		}
		c.MaxConnections = n
	}
	return c, nil
}
