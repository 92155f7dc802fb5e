// Package app holds the use cases of the documents domain: listing the catalog,
// reading a type's contract and rendering a document from caller data or from one
// of the caller's records. It implements ports.Documents.
package app

import (
	"context"
	"errors"
	"fmt"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/binding"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.Documents = (*Service)(nil)

// BinderLookup finds the binder of a document type for a record kind;
// binding.Lookup is the production one.
type BinderLookup func(docType string, kind records.Kind) (binding.Binder, bool)

// ReadsLookup tells which kinds of record the binder of a document type for a
// record kind reads, nil for all; binding.ReadsOf is the production one.
type ReadsLookup func(docType string, kind records.Kind) []records.Kind

// Deps are what the service needs. Orgs finds the calling organization, whose
// name binders print as the sender. Binders defaults to binding.Lookup, Reads to
// binding.ReadsOf (with Binders set, to nil: every binder reads everything) and
// Clock to the system clock.
type Deps struct {
	Catalog   *documents.Catalog
	Validator ports.SchemaValidator
	Renderer  ports.Renderer
	Records   ports.RecordReader
	Orgs      ports.OrganizationFinder
	Clock     kernel.Clock
	Binders   BinderLookup
	Reads     ReadsLookup
	// Renders, when set, logs every successful render (see logRender).
	Renders ports.RenderLog
	// PayLinks, when set, gives an invoice rendered from its record the
	// address of its pay page (ports.InvoicePayments decides when there is one).
	PayLinks ports.PayLinker
}

// Service implements ports.Documents.
type Service struct {
	catalog   *documents.Catalog
	validator ports.SchemaValidator
	renderer  ports.Renderer
	records   ports.RecordReader
	orgs      ports.OrganizationFinder
	clock     kernel.Clock
	binders   BinderLookup
	reads     ReadsLookup
	renders   ports.RenderLog
	payLinks  ports.PayLinker
	log       renderLog
	contracts map[string]*contract // by type key, prepared at first use
}

// New builds the service. Each type's contract is prepared at its first use
// (see prepare), not here: the catalog is compiled into the binary, so Check,
// which tests run, proves every contract once for all starts, and a start
// spends none of that work.
func New(d Deps) (*Service, error) {
	if d.Catalog == nil || d.Validator == nil || d.Renderer == nil || d.Records == nil || d.Orgs == nil {
		return nil, errors.New("documents: catalog, validator, renderer, record store and organization finder are required")
	}
	s := &Service{catalog: d.Catalog, validator: d.Validator, renderer: d.Renderer,
		records: d.Records, orgs: d.Orgs, clock: d.Clock, binders: d.Binders, reads: d.Reads, renders: d.Renders,
		payLinks: d.PayLinks, contracts: map[string]*contract{}}
	if s.clock == nil {
		s.clock = kernel.SystemClock{}
	}
	if s.binders == nil {
		s.binders = binding.Lookup
		if s.reads == nil {
			s.reads = binding.ReadsOf
		}
	}
	if s.reads == nil {
		s.reads = func(string, records.Kind) []records.Kind { return nil }
	}
	for _, t := range s.catalog.Types() {
		s.contracts[t.Key] = &contract{}
	}
	return s, nil
}

// Check prepares every type's contract and checks that every sample satisfies
// its schema, reporting every problem. The catalog's tests call it, so that a
// broken contract fails a test rather than a request.
func (s *Service) Check() error {
	var errs []error
	for _, t := range s.catalog.Types() {
		if _, err := s.prepare(t); err != nil {
			errs = append(errs, err)
			continue
		}
		sample, err := decode(t.Sample)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: sample: %w", t.Key, err))
			continue
		}
		violations, err := s.validator.Validate(t.Key, sample)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", t.Key, err))
		}
		for _, v := range violations {
			errs = append(errs, fmt.Errorf("%s: the sample fails its schema at %q: %s", t.Key, v.Pointer, v.Detail))
		}
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("documents: %w", err)
	}
	return nil
}

// List returns every type's summary in catalog order.
func (s *Service) List(ctx context.Context) []documents.Summary { return s.catalog.Summaries() }

// Get returns the contract of the type keyed key. KindNotFound if there is none.
func (s *Service) Get(ctx context.Context, key string) (documents.Type, error) {
	t, ok := s.catalog.Lookup(key)
	if !ok {
		return documents.Type{}, kernel.NotFound(fmt.Sprintf("document type %q", key)).WithCode("document_type_not_found")
	}
	return t, nil
}
