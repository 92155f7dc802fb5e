package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/roadcase/roadcase/adapters/clientaddr"
	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// environ carries a command's streams and logger.
type environ struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	log            *slog.Logger
}

// config is the service configuration: environment first, flags override.
type config struct {
	DB           string
	Addr         string
	OpsAddr      string
	MaxBodyBytes int64
	// MaxRenderBodyBytes is the render route's own limit (its bodies are larger).
	MaxRenderBodyBytes int64
	// CursorKey signs the paging cursors of list endpoints (ROADCASE_CURSOR_KEY, at
	// least 32 bytes); every replica needs the same one. Empty means a random key
	// per process (see cursorCodec).
	CursorKey string
	// Snapshots is the snapshot schedule serve runs (ROADCASE_SNAPSHOTS; see
	// reporting.ParseSchedule), checked when the configuration loads.
	Snapshots []reporting.ScheduledSnapshot
	// PublicURL is where people reach the platform's pages (ROADCASE_PUBLIC_URL):
	// the base of the links in account mails, and https there makes the session
	// cookie Secure. Empty means http:// followed by Addr.
	PublicURL string
	// SessionIdle and SessionLifetime end a browser session after that long
	// without a request, and that long after sign-in whatever happens
	// (ROADCASE_SESSION_IDLE, ROADCASE_SESSION_LIFETIME, Go durations).
	SessionIdle     time.Duration
	SessionLifetime time.Duration
	// Payments configures online payments through Stripe (env_payments.go).
	Payments paymentsConfig
	// Server is how serve drains, bounds requests and caps connections (env_server.go).
	Server serverConfig
	// ClientAddresses tells the client address behind a request
	// (ROADCASE_TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed).
	ClientAddresses clientaddr.Resolver
}

func loadConfig() (config, error) {
	c := config{
		DB:           envOr("ROADCASE_DB", ""), // empty: defaultDatabasePath
		Addr:         envOr("ROADCASE_ADDR", "127.0.0.1:8080"),
		OpsAddr:      envOr("ROADCASE_OPS_ADDR", "127.0.0.1:9090"),
		MaxBodyBytes: 1 << 20,
		// The adapter's default, which every document type's largest valid data fits.
		MaxRenderBodyBytes: httpapi.DefaultMaxRenderBodyBytes,
		CursorKey:          os.Getenv("ROADCASE_CURSOR_KEY"),
		PublicURL:          strings.TrimRight(envOr("ROADCASE_PUBLIC_URL", ""), "/"),
		SessionIdle:        12 * time.Hour,
		SessionLifetime:    7 * 24 * time.Hour,
	}
	if c.PublicURL != "" {
		if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return c, usageError("ROADCASE_PUBLIC_URL must be an http:// or https:// address, got %q", c.PublicURL)
		}
	}
	for name, dst := range map[string]*time.Duration{
		"ROADCASE_SESSION_IDLE":     &c.SessionIdle,
		"ROADCASE_SESSION_LIFETIME": &c.SessionLifetime,
	} {
		if s := os.Getenv(name); s != "" {
			d, err := time.ParseDuration(s)
			if err != nil || d < time.Minute {
				return c, usageError("%s must be a duration of at least 1m (such as 12h), got %q", name, s)
			}
			*dst = d
		}
	}
	if c.CursorKey != "" && len(c.CursorKey) < kernel.MinCursorKeyBytes {
		return c, usageError("ROADCASE_CURSOR_KEY must be at least %d bytes long", kernel.MinCursorKeyBytes)
	}
	schedule, err := reporting.ParseSchedule(os.Getenv("ROADCASE_SNAPSHOTS"))
	if err != nil {
		return c, usageError("ROADCASE_SNAPSHOTS: %s", err)
	}
	c.Snapshots = schedule
	if c.Payments, err = loadPaymentsConfig(); err != nil {
		return c, err
	}
	if c.Server, err = loadServerConfig(); err != nil {
		return c, err
	}
	if c.ClientAddresses, err = clientaddr.Parse(os.Getenv("ROADCASE_TRUSTED_PROXIES")); err != nil {
		return c, usageError("ROADCASE_TRUSTED_PROXIES: %s", err)
	}
	for name, dst := range map[string]*int64{
		"ROADCASE_MAX_BODY_BYTES":        &c.MaxBodyBytes,
		"ROADCASE_MAX_RENDER_BODY_BYTES": &c.MaxRenderBodyBytes,
	} {
		if s := os.Getenv(name); s != "" {
			n, err := strconv.ParseInt(s, 10, 64)
			if err != nil || n <= 0 {
				return c, usageError("%s must be a positive number of bytes, got %q", name, s)
			}
			*dst = n
		}
	}
	return c, nil
}

// publicURL is where people reach the platform's pages: ROADCASE_PUBLIC_URL, or
// the public listener's address over http, with localhost for a wildcard host
// (0.0.0.0:8080 in a container is reached as localhost:8080, never 0.0.0.0).
func (c config) publicURL() string {
	if c.PublicURL != "" {
		return c.PublicURL
	}
	host, port, err := net.SplitHostPort(c.Addr)
	if err != nil {
		return "http://" + c.Addr
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}

func envOr(key, def string) string {
	if v := strings.TrimSpace(os.Getenv(key)); v != "" {
		return v
	}
	return def
}

// newLogger logs to w as text (or JSON with ROADCASE_LOG_FORMAT=json) at the level
// ROADCASE_LOG_LEVEL names.
func newLogger(w io.Writer) *slog.Logger {
	var level slog.Level
	if err := level.UnmarshalText([]byte(envOr("ROADCASE_LOG_LEVEL", "info"))); err != nil {
		level = slog.LevelInfo
	}
	opts := &slog.HandlerOptions{Level: level}
	if envOr("ROADCASE_LOG_FORMAT", "text") == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

// newFlags returns a flag set that reports errors instead of exiting.
func newFlags(name string, env environ) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(env.stderr)
	return fs
}

type usageErr struct{ msg string }

func (e usageErr) Error() string { return e.msg }

func usageError(format string, a ...any) error { return usageErr{fmt.Sprintf(format, a...)} }

func isUsage(err error) bool {
	var u usageErr
	return errors.As(err, &u) || errors.Is(err, flag.ErrHelp)
}

// describe renders an error for a person at a terminal: the caller-safe message and,
// for invalid input, every offending field.
func describe(err error) string {
	e, ok := kernel.AsError(err)
	if !ok {
		return err.Error()
	}
	var b strings.Builder
	b.WriteString(err.Error())
	for _, f := range e.Fields {
		if f.Detail == e.Message {
			continue
		}
		fmt.Fprintf(&b, "\n  %s: %s", f.Pointer, f.Detail)
	}
	return b.String()
}

// commandFlags loads the configuration and returns a flag set for the command name
// whose --db flag overrides it: every command that opens the database takes --db.
func commandFlags(name string, env environ) (*config, *flag.FlagSet, error) {
	cfg, err := loadConfig()
	if err != nil {
		return nil, nil, err
	}
	fs := newFlags(name, env)
	fs.StringVar(&cfg.DB, "db", cfg.DB,
		"a postgres:// URL or an SQLite file path (default $ROADCASE_DB, else ~/.local/share/roadcase/roadcase.db)")
	return &cfg, fs, nil
}
