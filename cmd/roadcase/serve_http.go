package main

import (
	"context"
	"fmt"
	"sync"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/adapters/jsonschema"
	"github.com/roadcase/roadcase/adapters/recordcache"
	"github.com/roadcase/roadcase/adapters/render"
	"github.com/roadcase/roadcase/core/documents"
	documentsapp "github.com/roadcase/roadcase/core/documents/app"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// httpServer wires the documents use cases and the HTTP adapter over m. The
// documents service is built at its first use or when m.documents.Warm runs
// (serve does once it is ready), whichever comes first: building it loads the
// document catalog, which readiness does not need. A broken built-in contract
// (a type file that does not parse) then fails that build, which serve
// reports as a failed start; the catalog's tests refuse one first.
// payLinks, when not nil, prints the pay link on invoices rendered from records.
func (m *Main) httpServer(payLinks ports.PayLinker) (*httpapi.Server, error) {
	renderer, err := render.New()
	if err != nil {
		return nil, fmt.Errorf("document templates: %w", err)
	}
	m.documents = &lazyDocuments{build: sync.OnceValues(func() (*documentsapp.Service, error) {
		cat, err := catalog.Load()
		if err != nil {
			return nil, fmt.Errorf("document catalog: %w", err)
		}
		docs, err := documentsapp.New(documentsapp.Deps{
			Catalog: cat, Validator: jsonschema.New(), Renderer: renderer,
			Records: documentRecords(m.recordStore, m.Config.RecordCache), Orgs: m.identityStore, Clock: kernel.SystemClock{}, Renders: m.renders(),
			PayLinks: payLinks,
		})
		if err != nil {
			return nil, err
		}
		// A render whose log entry could not be written still answers; the loss is
		// logged here, since the core does not log.
		docs.ReportRenderLogFailures(func(ctx context.Context, r documents.Render, err error) {
			m.Log.WarnContext(ctx, "render not logged", "doc_type", r.Type, "err", err)
		})
		return docs, nil
	})}
	docs := m.documents
	// Rate limits: counted in Redis when ROADCASE_REDIS_URL is set, so that
	// they hold across replicas, and in process otherwise.
	limiter, err := openRateLimiter(m.Config.RateLimits, m.Log)
	if err != nil {
		return nil, err
	}
	return httpapi.New(httpapi.Config{MaxBodyBytes: m.Config.MaxBodyBytes, RateLimits: m.Config.RateLimits.Limits,
		ClientAddresses:    m.Config.ClientAddresses,
		RateLimitObserver:  m.rateLimitObserver(),
		MaxRenderBodyBytes: m.Config.MaxRenderBodyBytes, Logger: m.Log, Observer: m.requestObserver()}, httpapi.Deps{
		Auth:        m.Identity,
		Documents:   docs,
		Advancing:   m.Advancing,
		Reporting:   m.Reporting,
		Idempotency: m.idempotencyStore,
		RateLimiter: limiter,
	}), nil
}

// documentRecords returns the record store the documents service renders
// from: store behind a recordcache of budget records (ROADCASE_RECORD_CACHE),
// which the records revision keeps current, or store itself for 0.
func documentRecords(store ports.RecordStore, budget int) ports.RecordStore {
	if budget == 0 {
		return store
	}
	return recordcache.New(store, budget)
}
