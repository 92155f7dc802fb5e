package main

import (
	"context"
	nethttp "net/http"
	"strings"
	"time"

	"github.com/roadcase/roadcase/adapters/web"
	"github.com/roadcase/roadcase/adapters/web/docsui"
	"github.com/roadcase/roadcase/core/kernel"
)

// openAPIPath is where the API serves its OpenAPI document, which /docs renders.
const openAPIPath = "/api/v1/openapi.json"

// sessionCleanupEvery is how often serve removes expired browser sessions.
const sessionCleanupEvery = time.Hour

// webServer wires the platform's pages (sign-up, sign-in, API settings, members)
// and the API reference at /docs over m.
func (m *Main) webServer() (*web.Server, error) {
	return web.New(web.Config{PublicURL: m.Config.publicURL(), IdleTimeout: m.Config.SessionIdle,
		Lifetime: m.Config.SessionLifetime, Logger: m.Log, Clock: kernel.SystemClock{},
		APIDocs: docsui.Handler(openAPIPath)}, web.Deps{
		Accounts: m.Accounts, Team: m.Accounts, Tokens: m.Identity, Sessions: m.sessionStore,
	})
}

// publicHandler serves the API under /api/ and the platform's pages everywhere
// else, on the one public listener.
func publicHandler(api, pages nethttp.Handler) nethttp.Handler {
	return nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		if r.URL.Path == "/api" || strings.HasPrefix(r.URL.Path, "/api/") {
			api.ServeHTTP(w, r)
			return
		}
		pages.ServeHTTP(w, r)
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
