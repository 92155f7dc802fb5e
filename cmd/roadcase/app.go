package main

import (
	"context"
	"fmt"
	"log/slog"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/adapters/jsonschema"
	"github.com/roadcase/roadcase/adapters/render"
	documentsapp "github.com/roadcase/roadcase/core/documents/app"
	"github.com/roadcase/roadcase/core/documents/catalog"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
)

// application is the wired service: the use cases over the stores, and the HTTP
// adapter over the use cases.
type application struct {
	identity  *identityapp.Service
	documents *documentsapp.Service
	http      *httpapi.Server
	logger    *slog.Logger
}

// buildApp wires the use cases and the HTTP adapter over st. It fails when a built-in
// contract is broken (a schema that does not compile, a template that does not parse),
// so such a bug stops the start instead of a request.
func buildApp(st *stores, cfg config, log *slog.Logger) (*application, error) {
	clock := kernel.SystemClock{}
	ident := identityapp.NewService(st.identity, st.tx, clock)
	// The last use of a token is written off the request path; a write that fails
	// or is dropped is logged here (the core does not log) and retried at next use.
	ident.ReportTouchFailures(func(ctx context.Context, token kernel.ID, err error) {
		log.WarnContext(ctx, "token last use not recorded", "token_id", token.String(), "err", err)
	})

	cat, err := catalog.Load()
	if err != nil {
		return nil, fmt.Errorf("document catalog: %w", err)
	}
	renderer, err := render.New()
	if err != nil {
		return nil, fmt.Errorf("document templates: %w", err)
	}
	docs, err := documentsapp.New(documentsapp.Deps{
		Catalog: cat, Validator: jsonschema.New(), Renderer: renderer,
		Records: st.records, Orgs: st.identity, Clock: clock,
	})
	if err != nil {
		return nil, err
	}

	server := httpapi.New(httpapi.Config{MaxBodyBytes: cfg.MaxBodyBytes, MaxRenderBodyBytes: cfg.MaxRenderBodyBytes, Logger: log}, httpapi.Deps{
		Auth:      ident,
		Documents: docs,
	})
	return &application{identity: ident, documents: docs, http: server, logger: log}, nil
}
