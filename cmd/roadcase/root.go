package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/adapters/argon2id"
	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/adapters/postgres"
	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
	"github.com/roadcase/roadcase/adapters/web"
	"github.com/roadcase/roadcase/adapters/zxcvbn"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
	advancingapp "github.com/roadcase/roadcase/core/advancing/app"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
	reportingapp "github.com/roadcase/roadcase/core/reporting/app"
	"github.com/roadcase/roadcase/ports"
)

// Main is the composition root, in the style of wtf's cmd/wtfd: the configuration,
// the one backend it names, and the use cases over that backend. Every subcommand
// opens one with openMain and calls the use cases through their driving ports; only
// serve goes on to build the HTTP adapter (see serveHTTP).
type Main struct {
	Config config.Config
	Log    *slog.Logger
	DB     *Database

	Identity *identityapp.Service
	Records  *recordsapp.Service
	// Editor writes records one at a time for the platform's pages.
	Editor *recordsapp.Editor
	// Profiles changes the organization's legal profile for its page.
	Profiles  *recordsapp.ProfileEditor
	Advancing *advancingapp.Service
	Reporting *reportingapp.Service
	Mailer    ports.Mailer
	// Accounts is the platform's account and team use cases (sign-up, sign-in,
	// passwords, invitations), which the web pages call.
	Accounts *identityapp.Accounts
	// documents is the documents service httpServer wires, built at its first
	// use or Warm (see httpServer); nil before httpServer.
	documents *lazyDocuments

	conn             *rcsql.DB
	pool             *postgres.Pool // the pgx pool beneath conn on PostgreSQL, for River; nil on SQLite
	identityStore    ports.IdentityStore
	recordStore      ports.RecordStore
	advancingStore   ports.AdvancingStore
	idempotencyStore ports.IdempotencyStore
	snapshotStore    ports.SnapshotStore
	renderLog        ports.RenderLog
	outboxStore      ports.OutboxStore
	sessionStore     ports.SessionStore
	// cursors signs paging cursors: the API's lists and the platform's.
	cursors kernel.CursorCodec
	// obs observes the servers serve builds (metrics, tracing); nil elsewhere.
	obs *observability
}

// openMain opens the database cfg names (creating an SQLite file only when
// mayCreate), applies pending migrations, says at info level which database it is,
// and wires the use cases. The caller closes the returned Main.
func openMain(ctx context.Context, env environ, cfg config.Config, mayCreate bool) (*Main, error) {
	return openObservedMain(ctx, env, cfg, mayCreate, nil)
}

// openObservedMain is openMain whose use cases run every statement through
// hook, when it is not nil (the records pages' benchmarks count statements
// with it); the migrations and the job queue do not.
func openObservedMain(ctx context.Context, env environ, cfg config.Config, mayCreate bool, hook bun.QueryHook) (*Main, error) {
	db, err := locateDatabase(cfg.DB.Reveal(), cfg.DataHome, mayCreate)
	if err != nil {
		return nil, err
	}
	var conn *rcsql.DB
	var pool *postgres.Pool
	if db.Backend == backendPostgres {
		conn, pool, err = postgres.OpenPool(cfg.DB.Reveal())
	} else {
		conn, err = sqlite.Open(db.Path)
	}
	if err != nil {
		return nil, err
	}
	if err := conn.Migrate(ctx); err != nil {
		_ = conn.Close() // the error returned below is the one worth reporting
		return nil, err
	}
	env.log.Info("database", db.logAttrs()...)
	if hook != nil {
		conn = conn.WithQueryHook(hook)
	}
	m := &Main{Config: cfg, Log: env.log, DB: db, conn: conn, pool: pool,
		identityStore: rcsql.NewIdentityStore(conn), recordStore: rcsql.NewRecordStore(conn),
		advancingStore: rcsql.NewAdvancingStore(conn), idempotencyStore: rcsql.NewIdempotencyStore(conn),
		snapshotStore: rcsql.NewSnapshotStore(conn), renderLog: rcsql.NewRenderLog(conn)}
	clock := kernel.SystemClock{}
	m.outboxStore = rcsql.NewOutboxStore(conn)
	if m.Mailer, err = newMailer(cfg.Mail, env.log, m.outboxStore, clock); err != nil {
		_ = conn.Close() // the error returned below is the one worth reporting
		return nil, err
	}
	m.Identity = identityapp.NewService(m.identityStore, conn, clock)
	m.Identity.CacheTokens(cfg.TokenCacheTTL, 0)
	// The last use of a token is written off the request path; a write that fails
	// or is dropped is logged here (the core does not log) and retried at next use.
	m.Identity.ReportTouchFailures(func(ctx context.Context, token kernel.ID, err error) {
		env.log.WarnContext(ctx, "token last use not recorded", "token_id", token.String(), "err", err)
	})
	m.sessionStore = rcsql.NewSessionStore(conn)
	m.Accounts = identityapp.NewAccounts(identityapp.AccountsDeps{Identity: m.identityStore,
		Accounts: rcsql.NewAccountStore(conn), Tx: conn, Clock: clock,
		Hasher: argon2id.Hasher{Params: argon2id.Default}, Screen: zxcvbn.Screener{},
		Mailer: m.Mailer, Links: web.NewLinks(cfg.BaseURL()), Tokens: m.Identity})
	// A reset link is looked up and mailed after the answer (so that the answer
	// cannot tell a registered address from an unknown one); its failure is
	// logged here.
	m.Accounts.ReportLaterFailures(func(ctx context.Context, what string, err error) {
		env.log.WarnContext(ctx, "work after an answer failed", "work", what, "err", err)
	})
	m.Records, err = recordsapp.New(recordsapp.Deps{Records: m.recordStore, Log: m.recordStore, Orgs: m.identityStore,
		People: m.Identity, Tx: conn, Clock: clock})
	if err != nil {
		_ = conn.Close() // the error returned below is the one worth reporting
		return nil, fmt.Errorf("records use cases: %w", err)
	}
	m.Editor, err = recordsapp.NewEditor(recordsapp.EditorDeps{Records: m.recordStore,
		Roles: memberRoles{m.identityStore}, Users: m.identityStore, Tx: conn, Clock: clock})
	if err != nil {
		_ = conn.Close() // the error returned below is the one worth reporting
		return nil, fmt.Errorf("records editor: %w", err)
	}
	m.Profiles, err = recordsapp.NewProfileEditor(recordsapp.ProfileEditorDeps{Profiles: rcsql.NewRecordStore(conn),
		Roles: memberRoles{m.identityStore}, Users: m.identityStore, Clock: clock})
	if err != nil {
		_ = conn.Close() // the error returned below is the one worth reporting
		return nil, fmt.Errorf("legal profile editor: %w", err)
	}
	cursors, err := cursorCodec(cfg)
	m.cursors = cursors
	if err == nil {
		m.Advancing, err = advancingapp.New(advancingapp.Deps{Store: m.advancingStore, Records: m.recordStore,
			Cursors: cursors, Clock: clock, DeliveryReports: cfg.Mail.MailgunSigningKey != ""})
	}
	if err != nil {
		_ = conn.Close() // the error returned below is the one worth reporting
		return nil, fmt.Errorf("advancing use cases: %w", err)
	}
	m.Reporting, err = reportingapp.New(reportingapp.Deps{Facts: rcsql.NewFactStore(conn), Records: m.recordStore,
		Datasets: m.recordStore, Batches: m.advancingStore, Clock: clock, Cursors: cursors,
		Snapshots: m.snapshotStore, Encoder: httpapi.SnapshotEncoder{},
		DeliveryReports: cfg.Mail.MailgunSigningKey != ""})
	if err != nil {
		_ = conn.Close() // the error returned below is the one worth reporting
		return nil, fmt.Errorf("reporting use cases: %w", err)
	}
	return m, nil
}

// Close waits for the account mails still being sent after their answers,
// then releases the database connection.
func (m *Main) Close() error {
	if m.Accounts != nil {
		m.Accounts.Wait()
	}
	return m.conn.Close()
}

// withMain loads the configuration, lets flags change it, opens a Main and runs fn
// with it. Commands that only read or change an existing database pass mayCreate
// false, so that a mistyped or missing location is an error, not a new empty file.
func withMain(ctx context.Context, env environ, cfg config.Config, mayCreate bool, fn func(*Main) error) error {
	m, err := openMain(ctx, env, cfg, mayCreate)
	if err != nil {
		return err
	}
	err = fn(m)
	if closeErr := m.Close(); closeErr != nil {
		err = errors.Join(err, fmt.Errorf("close the database: %w", closeErr))
	}
	return err
}
