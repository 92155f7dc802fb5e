// Command roadcase is the one Roadcase binary and its composition root: it reads the
// configuration, opens the store the DSN names, builds the services and adapters, and
// runs one subcommand. Logs go to stderr; stdout carries only a command's result
// (a token, a JSON summary, an export), so it can be piped.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/gin-gonic/gin"
	httpapi "github.com/roadcase/roadcase/adapters/http"
)

const usage = `Roadcase: the integration API of a production-management platform.

Usage:
  roadcase serve [--addr ADDR] [--ops-addr ADDR] [--demo]
  roadcase migrate
  roadcase seed demo [--scale N]
  roadcase import --org SLUG [--owner-email EMAIL] FILE
  roadcase export --org SLUG
  roadcase snapshot take --org SLUG QUERY      (QUERY: report=KEY&… or key=KEY&key=KEY&…)
  roadcase advance packets --org SLUG --as EMAIL
  roadcase advance send --org SLUG --as EMAIL --packet ID --audience ID|KIND [--subject S] [--note N] [--wait 2m]
  roadcase member add --org SLUG --email EMAIL --role ROLE [--name NAME]
  roadcase member list --org SLUG
  roadcase member set-role --org SLUG --email EMAIL --role ROLE
  roadcase member remove --org SLUG --email EMAIL
  roadcase token mint --org SLUG --email EMAIL --scopes a,b [--name N] [--expires-in DURATION]
  roadcase token list --org SLUG --email EMAIL
  roadcase token revoke --org SLUG --id ID
  roadcase mail outbox [--limit N]             (the development outbox, newest first, JSON lines)

Every command takes --db DSN, which overrides ROADCASE_DB. Importing into a new
organization needs --owner-email: its owner, the first member who can mint tokens.
Roles, lowest first: viewer, member, manager, admin, owner.

Configuration (flags override the environment):
  ROADCASE_DB                     a postgres:// URL, or an SQLite file path or sqlite: URL
                                  (default $XDG_DATA_HOME/roadcase/roadcase.db, else
                                  ~/.local/share/roadcase/roadcase.db; printed at start)
                                  serve bounds Postgres statements: statement_timeout=5s and
                                  lock_timeout=3s unless the URL sets them (0 for none)
  ROADCASE_ADDR                   public listener: the API under /api/, the platform's pages
                                  elsewhere (default 127.0.0.1:8080)
  ROADCASE_PUBLIC_URL             where people reach the pages, the base of mailed links; https
                                  makes the session cookie Secure (default http:// + the address)
  ROADCASE_SESSION_IDLE           a browser session ends after this long unused (default 12h)
  ROADCASE_SESSION_LIFETIME       and this long after sign-in whatever happens (default 168h)
  ROADCASE_OPS_ADDR               /healthz, /readyz and /metrics listener (default 127.0.0.1:9090)
  ROADCASE_TRACING                otlp or off (default: on when OTEL_EXPORTER_OTLP_ENDPOINT is set)
  ROADCASE_DRAIN_DELAY            on SIGTERM, /readyz answers 503 and the API goes on serving this
                                  long before it stops accepting (default 5s; 0 stops at once)
  ROADCASE_SHUTDOWN_GRACE         then how long requests in flight may finish before their
                                  connections are closed (default 20s)
  ROADCASE_REQUEST_TIMEOUT        every request's deadline, its database calls included (default 30s)
  ROADCASE_MAX_CONNECTIONS        connections the public listener holds open at once (default 1024)
  ROADCASE_MAX_BODY_BYTES         request body limit in bytes (default 1048576)
  ROADCASE_MAX_RENDER_BODY_BYTES  the render route's body limit in bytes (default %d)
  ROADCASE_TOKEN_CACHE_TTL        how long a verified API token is kept before it is read again
                                  (default 5s, at most 1m, 0 turns it off): a token revoked by
                                  another process still works here that long
  ROADCASE_CURSOR_KEY             signs paging cursors; 32 bytes or more, the same on every
                                  replica (default: a random key per process)
  ROADCASE_SNAPSHOTS              serve's snapshot schedule: "<org-slug> <daily@HH:MM|weekly@DAY@HH:MM>
                                  <query>" entries (UTC) separated by ";", the query as the live
                                  endpoint takes it: report=tour_pnl or key=gross&key=net_profit
  ROADCASE_SMTP_HOST              the SMTP server mail is sent through (default none: the outbox)
  ROADCASE_SMTP_PORT              its port (default 587, 465 with tls, 25 with none)
  ROADCASE_SMTP_TLS               starttls (default, required), tls (implicit) or none
  ROADCASE_SMTP_USERNAME          with ROADCASE_SMTP_PASSWORD, the SMTP credentials (optional)
  ROADCASE_SMTP_FROM              the sender (default "Roadcase <noreply@roadcase.localhost>")
  ROADCASE_SEND_RATE              mails per second one organization's merge send may go out at, per
                                  process (default 10)
  ROADCASE_SEND_WORKERS           deliveries at once per process (default 4)
  ROADCASE_MAILGUN_SIGNING_KEY    Mailgun's webhook signing key; serves /hooks/mailgun when set
  ROADCASE_STRIPE_SECRET_KEY      Stripe secret key (sk_…); turns online payments on: payment
                                  settings, invoice pages, pay links and /hooks/stripe
  ROADCASE_STRIPE_WEBHOOK_SECRET  the /hooks/stripe endpoint's signing secret (whsec_…); required
                                  with the key
  ROADCASE_STRIPE_API_BASE        Stripe's API address (default Stripe's; tests use stripe-mock)
  ROADCASE_STRIPE_APPLICATION_FEE_BPS  the platform's fee on each payment in basis points (default 0)
  ROADCASE_STRIPE_HOSTED_ORIGINS  origins of Stripe's hosted pages people are sent to, separated by
                                  spaces (default https://connect.stripe.com https://checkout.stripe.com)
  ROADCASE_PAY_LINK_KEY           signs the pay links on invoices, 32 bytes or more (default:
                                  derived from the Stripe secret key)
  ROADCASE_LOG_LEVEL              debug, info, warn or error (default info)
  ROADCASE_LOG_FORMAT             text or json (default text)
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run executes one subcommand and returns the process exit code. It is main without
// the process: tests call it with their own arguments, streams and context.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		// Writes to the terminal: a failure there has nowhere else to be reported.
		_, _ = fmt.Fprintf(stdout, usage, httpapi.DefaultMaxRenderBodyBytes)
		return 0
	}
	gin.SetMode(gin.ReleaseMode)
	env := environ{stdin: stdin, stdout: stdout, stderr: stderr, log: newLogger(stderr)}
	var err error
	switch args[0] {
	case "serve":
		err = cmdServe(ctx, env, args[1:])
	case "migrate":
		err = cmdMigrate(ctx, env, args[1:])
	case "token":
		err = cmdToken(ctx, env, args[1:])
	case "member":
		err = cmdMember(ctx, env, args[1:])
	case "advance":
		err = cmdAdvance(ctx, env, args[1:])
	case "seed":
		err = cmdSeed(ctx, env, args[1:])
	case "export":
		err = cmdExport(ctx, env, args[1:])
	case "import":
		err = cmdImport(ctx, env, args[1:])
	case "snapshot":
		err = cmdSnapshot(ctx, env, args[1:])
	case "mail":
		err = cmdMail(ctx, env, args[1:])
	default:
		_, _ = fmt.Fprintf(stderr, "roadcase: unknown command %q\n\n", args[0])
		_, _ = fmt.Fprintf(stderr, usage, httpapi.DefaultMaxRenderBodyBytes)
		return 2
	}
	if err != nil {
		_, _ = fmt.Fprintf(stderr, "roadcase %s: %s\n", args[0], describe(err))
		if isUsage(err) {
			return 2
		}
		return 1
	}
	return 0
}
