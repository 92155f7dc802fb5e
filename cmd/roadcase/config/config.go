package config

import (
	"log/slog"
	"net"
	"time"

	"github.com/roadcase/roadcase/adapters/clientaddr"
	"github.com/roadcase/roadcase/core/reporting"
)

// Config is the whole configuration of a roadcase command, loaded and checked
// once by Load. Each field names the variable it is read from; the table
// (Vars) says its type, default and meaning.
type Config struct {
	// DB is the database: a postgres:// URL or an SQLite file path
	// (ROADCASE_DB, --db). Empty means the default file (DataHome).
	DB DSN
	// DataHome is XDG_DATA_HOME, where the default SQLite file is kept when
	// it is an absolute path.
	DataHome string
	// Addr and OpsAddr are the public and operational listeners' addresses
	// (ROADCASE_ADDR, --addr; ROADCASE_OPS_ADDR, --ops-addr).
	Addr, OpsAddr string
	// PublicURL is where people reach the platform's pages
	// (ROADCASE_PUBLIC_URL), without a trailing slash; empty means BaseURL's
	// default.
	PublicURL string
	// SessionIdle and SessionLifetime end a browser session after that long
	// without a request, and that long after sign-in whatever happens
	// (ROADCASE_SESSION_IDLE, ROADCASE_SESSION_LIFETIME).
	SessionIdle, SessionLifetime time.Duration
	// MaxBodyBytes is the API's request body limit, MaxRenderBodyBytes the
	// render route's own (ROADCASE_MAX_BODY_BYTES,
	// ROADCASE_MAX_RENDER_BODY_BYTES).
	MaxBodyBytes, MaxRenderBodyBytes int64
	// CursorKey signs the paging cursors of list endpoints
	// (ROADCASE_CURSOR_KEY); empty means a random key per process.
	CursorKey Secret
	// TokenCacheTTL is how long a verified token is kept before the store is
	// read again (ROADCASE_TOKEN_CACHE_TTL; zero turns the cache off).
	TokenCacheTTL time.Duration
	// RecordCache is how many records the documents service keeps from its
	// recent loads (ROADCASE_RECORD_CACHE; zero turns the cache off).
	RecordCache int
	// Snapshots is the snapshot schedule serve runs (ROADCASE_SNAPSHOTS).
	Snapshots []reporting.ScheduledSnapshot
	// ClientAddresses tells the client address behind a request
	// (ROADCASE_TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed).
	ClientAddresses clientaddr.Resolver
	// Log is how commands log.
	Log Log
	// Server is how serve drains, bounds requests and caps connections.
	Server Server
	// RateLimits is the API's quotas and where their counters live.
	RateLimits RateLimits
	// Tracing is whether serve exports OpenTelemetry traces.
	Tracing Tracing
	// Mail is how the platform's mail is sent, and the mail provider's webhook.
	Mail Mail
	// Send is how fast the merge send delivers.
	Send Send
	// Import bounds the spreadsheet imports.
	Import Import
	// Payments configures online payments through Stripe.
	Payments Payments
	// PDF is which engine prints documents as PDF.
	PDF PDF
	// Runtime is the Go runtime's own variables, as serve reports them.
	Runtime Runtime
}

// Log is how commands log (ROADCASE_LOG_LEVEL, ROADCASE_LOG_FORMAT).
type Log struct {
	Level slog.Level
	// JSON writes JSON lines instead of text.
	JSON bool
}

// Server is how serve runs its listeners: how it drains on SIGTERM, how long
// a request may wait, how many connections it holds and how it writes logs.
type Server struct {
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
	// are written out (ROADCASE_LOG_FLUSH; zero writes each line at once).
	LogFlush time.Duration
}

// Tracing says whether serve exports traces: Mode "otlp" turns it on, "off"
// keeps it off, and "" (unset) turns it on exactly when an OTLP endpoint is
// set. The exporter reads the other OTEL_* variables itself.
type Tracing struct {
	Mode string // ROADCASE_TRACING
	// Endpoint and TracesEndpoint are OTEL_EXPORTER_OTLP_ENDPOINT and
	// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT.
	Endpoint, TracesEndpoint string
}

// On reports whether traces are exported.
func (t Tracing) On() bool {
	switch t.Mode {
	case "otlp":
		return true
	case "off":
		return false
	}
	return t.EndpointSet()
}

// EndpointSet reports whether either OTLP endpoint variable is set; without
// one the exporter sends to a collector beside the process.
func (t Tracing) EndpointSet() bool { return t.Endpoint != "" || t.TracesEndpoint != "" }

// Send is how fast the merge send delivers, per process.
type Send struct {
	// Rate is the mails per second one organization may send
	// (ROADCASE_SEND_RATE); the burst is twice as many, at least 20.
	Rate float64
	// Workers is how many deliveries run at once (ROADCASE_SEND_WORKERS).
	Workers int
}

// Burst is how many mails an organization may send at once before Rate
// applies.
func (s Send) Burst() int { return max(20, int(s.Rate*2)) }

// Import bounds the spreadsheet imports, per process.
type Import struct {
	// MaxRows is the most data rows one import takes
	// (ROADCASE_IMPORT_MAX_ROWS).
	MaxRows int
	// Workers is how many import steps run at once (ROADCASE_IMPORT_WORKERS).
	Workers int
}

// Runtime is the Go runtime's variables (GOGC, GOMEMLIMIT), which the runtime
// itself applies; serve sets its own collector target when GOGC is unset.
type Runtime struct {
	GOGC, GOMEMLIMIT string
}

// BaseURL is where people reach the platform's pages: PublicURL, or the
// public listener's address over http, with localhost for a wildcard host
// (0.0.0.0:8080 in a container is reached as localhost:8080, never 0.0.0.0).
func (c Config) BaseURL() string {
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
