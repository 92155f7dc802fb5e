package main

import (
	"context"
	nethttp "net/http"
	"strings"
	"time"

	"github.com/roadcase/roadcase/adapters/web"
	"github.com/roadcase/roadcase/adapters/web/docsui"
	"github.com/roadcase/roadcase/adapters/web/hooks"
	"github.com/roadcase/roadcase/core/kernel"
)

// openAPIPath is where the API serves its OpenAPI document, which /docs renders.
const openAPIPath = "/api/v1/openapi.json"

// sessionCleanupEvery is how often serve removes expired browser sessions.
const sessionCleanupEvery = time.Hour

// webServer wires the platform's pages (sign-up, sign-in, API settings, members)
// and the API reference at /docs over m and, when ms is not nil, the advancing
// pages and the recipient portal over the merge send.
func (m *Main) webServer(ms *mergeSend, pay *onlinePayments) (*web.Server, error) {
	deps := web.Deps{Accounts: m.Accounts, Team: m.Accounts, Tokens: m.Identity, Sessions: m.sessionStore}
	if ms != nil {
		deps.Advancing, deps.Workspace, deps.Send, deps.Portal = m.Advancing, ms.Workspace, ms.Sender, ms.Sender
	}
	deps.Records, deps.RecordList, deps.RecordData, deps.Cursors = m.Editor, m.recordStore, m.recordStore, &m.cursors
	book, err := m.invoiceBook()
	if err != nil {
		return nil, err
	}
	deps.Invoices = book
	deps.Profiles = m.Profiles
	// Documents open from the record pages through the API's use case
	// (serve_docs_pages.go), printed as PDF by the configured engine if any.
	printer, err := m.pdfPrinter()
	if err != nil {
		return nil, err
	}
	deps.Documents, deps.PDF = pageDocuments{m}, printer
	deps.Settlements = m.Editor // the settlement worksheet's use cases are the editor's
	deps.Reporting = m.Reporting
	if err := m.importPages(&deps, ms); err != nil {
		return nil, err
	}
	if pay != nil {
		deps.PaymentSettings, deps.InvoicePayments = pay.Service, pay.Service
	}
	return web.New(web.Config{PublicURL: m.Config.BaseURL(), IdleTimeout: m.Config.SessionIdle,
		Lifetime: m.Config.SessionLifetime, Logger: m.Log, Clock: kernel.SystemClock{},
		APIDocs: docsui.Handler(openAPIPath), ProcessorOrigins: m.Config.Payments.HostedOrigins,
		Observer: m.requestObserver(), ClientAddresses: m.Config.ClientAddresses}, deps)
}

// hooksHandler serves the providers' signed event webhooks: the mail
// provider's at /hooks/mailgun when its signing key is configured, and
// Stripe's at /hooks/stripe when payments are configured; nil when neither is.
func (m *Main) hooksHandler(ms *mergeSend, pay *onlinePayments) (nethttp.Handler, error) {
	mux := nethttp.NewServeMux()
	mounted := false
	if key := m.Config.Mail.MailgunSigningKey; key != "" && ms != nil {
		mg, err := hooks.NewMailgun(hooks.MailgunConfig{SigningKey: key.Reveal(), Events: ms.Sender, Claims: ms.Store,
			Clock: kernel.SystemClock{}, Logger: m.Log})
		if err != nil {
			return nil, err
		}
		mux.Handle(hooks.MailgunPath, mg)
		mounted = true
	}
	if pay != nil {
		mux.Handle(hooks.StripePath, hooks.NewStripe(pay.Stripe, pay.Service, m.Log))
		mounted = true
	}
	if !mounted {
		return nil, nil
	}
	return m.observeHooks(mux), nil
}

// publicHandler serves the API under /api/, the webhooks under /hooks/ (when
// configured) and the platform's pages everywhere else, on the one public
// listener.
func publicHandler(api, pages, webhooks nethttp.Handler) nethttp.Handler {
	return nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		switch {
		case r.URL.Path == "/api" || strings.HasPrefix(r.URL.Path, "/api/"):
			api.ServeHTTP(w, r)
		case webhooks != nil && strings.HasPrefix(r.URL.Path, "/hooks/"):
			webhooks.ServeHTTP(w, r)
		default:
			pages.ServeHTTP(w, r)
		}
	})
}

// cleanSessions removes expired sessions every sessionCleanupEvery until ctx ends.
func cleanSessions(ctx context.Context, pages *web.Server) {
	go func() {
		tick := time.NewTicker(sessionCleanupEvery)
		defer tick.Stop()
		for {
			_, _ = pages.CleanupSessions(ctx) // failures are logged by the adapter
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
		}
	}()
}
