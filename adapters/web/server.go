package web

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/roadcase/roadcase/adapters/clientaddr"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/exchange"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// Session timeouts used when Config leaves them zero.
const (
	DefaultIdleTimeout = 12 * time.Hour
	DefaultLifetime    = 7 * 24 * time.Hour
)

// Config is how the composition root sets the pages up.
type Config struct {
	// PublicURL is the address people reach the platform at, such as
	// "https://roadcase.example" or "http://127.0.0.1:8080". Its scheme decides
	// the session cookie's Secure attribute (https → Secure), and its origin is
	// trusted by the cross-origin check even behind a proxy that rewrites Host.
	PublicURL string
	// IdleTimeout ends a session nobody used for this long (default 12h).
	IdleTimeout time.Duration
	// Lifetime ends a session this long after sign-in, used or not (default 7 days).
	Lifetime time.Duration
	// Logger receives internal errors, which pages never show (default: discard).
	Logger *slog.Logger
	// Clock tells the time (default: the wall clock). Session deadlines are the
	// session library's and follow the wall clock, so production passes
	// kernel.SystemClock.
	Clock kernel.Clock
	// APIDocs serves /docs and everything under it, with its own headers; nil
	// leaves /docs to the not-found page.
	APIDocs http.Handler
	// ProcessorOrigins are the payment processor's hosted pages the payment
	// pages send people to (https origins; default DefaultProcessorOrigins).
	// A custom checkout domain is added here.
	ProcessorOrigins []string
	// Observer is told of every page request with its route pattern, status
	// and duration (metrics, tracing). Nil observes nothing and costs nothing.
	Observer RequestObserver
	// ClientAddresses tells the client address sign-in and the portal are
	// throttled by; the zero value trusts no proxy (the peer's address).
	ClientAddresses clientaddr.Resolver
}

// Deps are the ports the pages call. Accounts, Team, Tokens and Sessions are
// required. The advancing pages are mounted when Advancing, Workspace and Send
// are set (all three or none), the recipient portal when Portal is, the
// payments settings when PaymentSettings is, and the invoice pages and the
// clients' pay pages when InvoicePayments is.
type Deps struct {
	Accounts ports.Accounts
	Team     ports.Team
	Tokens   ports.Tokens
	Sessions ports.SessionStore

	Advancing ports.Advancing
	Workspace ports.AdvanceWorkspace
	Send      ports.MergeSend
	Portal    ports.Portal

	// PaymentSettings serves /settings/payments to owners and admins; nil on
	// a platform without a payment processor.
	PaymentSettings ports.PaymentSettings
	// InvoicePayments serves /invoices to members and /pay/{token} to
	// clients; nil on a platform without a payment processor.
	InvoicePayments ports.InvoicePayments

	// Records, RecordList and RecordData serve the records pages (/projects,
	// /venues, /people and their forms): all three or none. Records writes,
	// RecordList pages the indexes and RecordData reads a project's records
	// for its hub.
	Records    ports.RecordsEditor
	RecordList ports.RecordLister
	RecordData ports.DatasetLoader
	// Invoices serves the invoicing pages (the invoice list, the draft form
	// and the actions on an invoice) with the records pages; it takes over
	// /invoices from InvoicePayments, keeping the pay link.
	Invoices ports.InvoiceBook
	// Profiles serves the organization's legal profile page
	// (/organization/legal-profile); nil leaves the page out.
	Profiles ports.LegalProfileEditor
	// Settlements serves the shows' settlement worksheets
	// (/shows/{id}/settlement) beside the records pages; nil leaves them out.
	Settlements ports.SettlementWorksheets
	// Reporting serves the report pages (/reports) and the dashboard
	// (/dashboard) to members and above; nil leaves them out.
	Reporting ports.Reporting

	// Cursors signs the record lists' page links; nil makes a key for the
	// process (links then die with it), as the API does without one.
	Cursors *kernel.CursorCodec

	// Documents, when set, lists on each record's page the documents made
	// from it and serves them at /documents/{type}/{id}; PDF, when set too,
	// offers each as a PDF download (see docs_pages_routes.go).
	Documents ports.Documents
	PDF       ports.PDFPrinter

	// Importer serves the spreadsheet imports (/imports) beside the records
	// pages; ImportTemplate, when set, writes a kind's template for them to
	// download ("xlsx" or "csv"). Nil leaves the pages out.
	Importer       ports.Importer
	ImportTemplate func(w io.Writer, spec tabular.Spec, format string) error
	// Transfer serves /exports beside the records pages: the organization or
	// a project exported as Roadcase's document, and such a document
	// imported. WriteWorkbook and ReadWorkbook, when set, offer it as an .xlsx
	// workbook too (adapters/spreadsheet). Nil leaves the page out.
	Transfer      ports.RecordsTransfer
	WriteWorkbook func(w io.Writer, doc exchange.Document) error
	ReadWorkbook  func(data []byte) (exchange.Document, error)
}

// Server serves the platform's pages. Build it with New.
type Server struct {
	cfg       Config
	deps      Deps
	log       *slog.Logger
	clock     kernel.Clock
	sessions  *scs.SessionManager
	pages     *pageSet // parsed at first use or by Warm
	static    *assets
	origin    string        // scheme://host of PublicURL
	limits    *portalLimits // the recipient portal's
	payLimit  *portalLimits // the pay pages'
	processor processorPages
	cursors   kernel.CursorCodec // the record lists'
}

// New checks cfg and deps and builds the server: its session manager, its
// static assets and its page templates, each parsed at its first use or by
// Warm.
func New(cfg Config, deps Deps) (*Server, error) {
	if deps.Accounts == nil || deps.Team == nil || deps.Tokens == nil || deps.Sessions == nil {
		return nil, errors.New("web: Accounts, Team, Tokens and Sessions are required")
	}
	if set := advancingDeps(deps); set != 0 && set != 3 {
		return nil, errors.New("web: Advancing, Workspace and Send go together: set all three or none")
	}
	if set := recordsDeps(deps); set != 0 && set != 3 {
		return nil, errors.New("web: Records, RecordList and RecordData go together: set all three or none")
	}
	u, err := url.Parse(cfg.PublicURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("web: PublicURL %q must be an absolute http or https address", cfg.PublicURL)
	}
	if cfg.IdleTimeout <= 0 {
		cfg.IdleTimeout = DefaultIdleTimeout
	}
	if cfg.Lifetime <= 0 {
		cfg.Lifetime = DefaultLifetime
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Clock == nil {
		cfg.Clock = kernel.SystemClock{}
	}
	s := &Server{cfg: cfg, deps: deps, log: cfg.Logger, clock: cfg.Clock,
		origin: u.Scheme + "://" + u.Host, limits: newPortalLimits(cfg.Clock), payLimit: newPortalLimits(cfg.Clock)}
	if s.processor, err = newProcessorPages(cfg.ProcessorOrigins); err != nil {
		return nil, err
	}
	if s.cursors, err = cursorCodec(deps.Cursors); err != nil {
		return nil, err
	}
	if s.static, err = loadAssets(); err != nil {
		return nil, err
	}
	if s.pages, err = newPageSet(s.static); err != nil {
		return nil, err
	}
	s.sessions = s.newSessionManager(strings.EqualFold(u.Scheme, "https"))
	return s, nil
}

// CleanupSessions removes the sessions that have expired and returns how many
// there were. The composition root calls it on a ticker.
func (s *Server) CleanupSessions(ctx context.Context) (int, error) {
	n, err := s.deps.Sessions.DeleteExpiredSessions(ctx, s.clock.Now())
	if err != nil {
		s.log.WarnContext(ctx, "web: removing expired sessions", "error", err)
		return 0, err
	}
	s.log.DebugContext(ctx, "web: removed expired sessions", "count", n)
	return n, nil
}
