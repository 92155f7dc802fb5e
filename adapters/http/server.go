package http

import (
	"log/slog"
	nethttp "net/http"
	"time"

	"github.com/roadcase/roadcase/adapters/clientaddr"
	"github.com/roadcase/roadcase/ports"
)

// DefaultMaxBodyBytes is the request body limit used when Config.MaxBodyBytes is zero.
const DefaultMaxBodyBytes int64 = 1 << 20

// Config holds the adapter's settings.
type Config struct {
	// MaxBodyBytes caps the size of a request body; a larger body is refused with 413.
	// Zero or less means DefaultMaxBodyBytes.
	MaxBodyBytes int64
	// MaxRenderBodyBytes caps the body of the render route instead (see
	// DefaultMaxRenderBodyBytes, which zero or less means).
	MaxRenderBodyBytes int64
	// MaxHeaderBytes caps the size of a request's head; a larger one is refused
	// with a 431 problem. Zero or less means DefaultMaxHeaderBytes. It must stay
	// below the http.Server's MaxHeaderBytes, which Go answers in plain text.
	MaxHeaderBytes int
	// Logger receives the access log, panics and the causes of internal errors.
	// Nil discards them.
	Logger *slog.Logger
	// Observer is told of every request with its route pattern, status and
	// duration (metrics, tracing). Nil observes nothing and costs nothing.
	Observer RequestObserver
	// RateLimits are the quotas Deps.RateLimiter enforces (see RateLimits).
	RateLimits RateLimits
	// ClientAddresses tells the client address the address quota counts
	// under; the zero value trusts no proxy (the peer's address).
	ClientAddresses clientaddr.Resolver
	// RateLimitObserver is told of every request a quota refuses (metrics).
	// Nil observes nothing.
	RateLimitObserver RateLimitObserver
}

// Deps holds the driving ports the handlers call. Each domain adds its own field;
// a nil field is only acceptable when the server is built to read its route table.
type Deps struct {
	// Auth resolves bearer tokens and reads the caller's current role.
	Auth ports.Authenticator
	// Documents lists document types and renders documents.
	Documents ports.Documents
	// Advancing reads packet graphs, packets, their children and tracking boards,
	// and creates packet shells.
	Advancing ports.Advancing
	// Reporting publishes the KPI catalog and computes KPI values.
	Reporting ports.Reporting
	// Idempotency keeps the answers of requests sent with an Idempotency-Key.
	Idempotency ports.IdempotencyStore
	// RateLimiter counts requests against Config.RateLimits. Nil enforces no
	// quota and sends no rate-limit fields.
	RateLimiter ports.RateLimiter
}

// Server is the HTTP adapter: a router with Roadcase's middleware and routes.
type Server struct {
	cfg    Config
	deps   Deps
	logger *slog.Logger
	engine *router
	large  chan struct{}    // one render body above MaxBodyBytes at a time (see limitBody)
	now    func() time.Time // the time an Idempotency-Key claim expires from
	fixed  catalogs         // the catalogs' answers, encoded once (see catalog.go)
}

// New builds the server and registers every route of every domain. It panics if a
// route declaration is inconsistent (see Route), which is a programming error caught
// by the package's tests. New(Config{}, Deps{}) is valid for reading Routes.
func New(cfg Config, deps Deps) *Server {
	s := newServer(cfg, deps)
	s.mount(s.routes())
	return s
}

// Handler returns the server as an http.Handler, for an http.Server the caller owns
// (and shuts down).
func (s *Server) Handler() nethttp.Handler { return s.engine }

// newServer builds the engine and its middleware without any route, so that tests
// can mount routes of their own with the same machinery.
func newServer(cfg Config, deps Deps) *Server {
	if cfg.MaxBodyBytes <= 0 {
		cfg.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if cfg.MaxHeaderBytes <= 0 {
		cfg.MaxHeaderBytes = DefaultMaxHeaderBytes
	}
	if cfg.MaxRenderBodyBytes <= 0 {
		cfg.MaxRenderBodyBytes = DefaultMaxRenderBodyBytes
	}
	logger := cfg.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &Server{cfg: cfg, deps: deps, logger: logger, engine: newRouter(), large: make(chan struct{}, 1), now: time.Now}

	e := s.engine
	if cfg.Observer != nil {
		e.Use(s.observe)
	}
	e.Use(s.requestID, s.accessLog, s.recovery, s.limitHead, s.limitBody)
	if deps.RateLimiter != nil {
		e.NoRoute(s.limitAnonymous, s.noRoute)
		e.NoMethod(s.limitAnonymous, s.noMethod)
	} else {
		e.NoRoute(s.noRoute)
		e.NoMethod(s.noMethod)
	}
	return s
}
