package main

import (
	"bytes"
	"context"
	"log/slog"
	nethttp "net/http"
	"net/http/httptest"
	"sync"
	"testing"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/adapters/jsonschema"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/records/demo"
)

// contractService is the real service, wired by openMain and httpServer over a fresh SQLite
// database, with a token that may render documents, the catalog it serves, and a
// validator compiled from that catalog the way the service compiles its own.
type contractService struct {
	handler   nethttp.Handler
	token     string
	causes    *causeLog
	catalog   *documents.Catalog
	validator *jsonschema.Validator
}

// newContractService starts the service for a test. The configuration is the
// one `roadcase serve` would load (its body limit included), on a temporary
// database holding the first demo organization and its owner, without records.
func newContractService(t *testing.T) *contractService {
	t.Helper()
	ctx := context.Background()
	cfg := unlimitedConfig(t)
	causes := &causeLog{byRequest: map[string]string{}}
	m, err := openMain(ctx, environ{log: slog.New(causes)}, cfg, true)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := m.Close(); err != nil {
			t.Error(err)
		}
	})
	srv, err := m.httpServer(nil)
	if err != nil {
		t.Fatal(err)
	}
	org := demo.Organizations()[0]
	o, err := m.Identity.EnsureOrganization(ctx, identity.Organization{ID: org.ID, Slug: org.Slug, Name: org.Name,
		Currency: org.Currency, TimeZone: org.TimeZone})
	if err != nil {
		t.Fatal(err)
	}
	u, err := m.Identity.EnsureUser(ctx, identity.User{Email: org.OwnerEmail, Name: org.OwnerName})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Identity.EnsureMembership(ctx, o, u, identity.RoleOwner); err != nil {
		t.Fatal(err)
	}
	secret, _, err := m.Identity.MintToken(ctx, identity.MintInput{OrgSlug: org.Slug, Email: org.OwnerEmail,
		Name: "property test", Scopes: []string{string(identity.ScopeDocumentsWrite)}})
	if err != nil {
		t.Fatal(err)
	}
	cat, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	v := jsonschema.New()
	for _, typ := range cat.Types() {
		if err := v.Compile(typ.Key, typ.Schema); err != nil {
			t.Fatal(err)
		}
	}
	return &contractService{handler: srv.Handler(), token: secret, causes: causes, catalog: cat, validator: v}
}

// render posts body to the type's render endpoint and returns the answer and,
// for a 5xx, the cause the service logged.
func (s *contractService) render(key string, body []byte) (*httptest.ResponseRecorder, string) {
	req := httptest.NewRequest(nethttp.MethodPost, "/api/v1/documents/"+key+"/render", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+s.token)
	rec := httptest.NewRecorder()
	s.handler.ServeHTTP(rec, req)
	cause := ""
	if rec.Code >= 500 {
		cause = s.causes.of(rec.Header().Get(httpapi.HeaderRequestID))
	}
	return rec, cause
}

// causeLog is a slog handler that keeps the error behind every failed request,
// by request id, and drops every other record.
type causeLog struct {
	mu        sync.Mutex
	byRequest map[string]string
}

func (l *causeLog) Enabled(_ context.Context, level slog.Level) bool { return level >= slog.LevelWarn }

func (l *causeLog) Handle(_ context.Context, r slog.Record) error {
	var id, cause string
	r.Attrs(func(a slog.Attr) bool {
		switch a.Key {
		case "request_id":
			id = a.Value.String()
		case "error":
			cause = a.Value.String()
		}
		return true
	})
	if cause != "" {
		l.mu.Lock()
		l.byRequest[id] = cause
		l.mu.Unlock()
	}
	return nil
}

func (l *causeLog) WithAttrs([]slog.Attr) slog.Handler { return l }

func (l *causeLog) WithGroup(string) slog.Handler { return l }

func (l *causeLog) of(requestID string) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	if c, ok := l.byRequest[requestID]; ok {
		return c
	}
	return "(no cause logged)"
}

// unlimitedConfig is the configuration `roadcase serve` would load, on a
// temporary SQLite database, without the token and organization quotas: the
// contract and document tests send far more requests with one token than a
// quota allows, and the rate limits have tests of their own.
func unlimitedConfig(t *testing.T) config.Config {
	t.Helper()
	cfg := loadConfigWith(t, "ROADCASE_RATE_LIMIT_TOKEN=off", "ROADCASE_RATE_LIMIT_ORG=off")
	cfg.DB = config.DSN(migratedDSN(t))
	return cfg
}
