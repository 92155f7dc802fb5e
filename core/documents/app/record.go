package app

import (
	"context"
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/binding"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// RenderRecord renders the type keyed key from one of org's records: it finds the
// record and loads what its binder reads (find), maps that to data with the type's
// binder for the record's kind, checks the data against the schema and renders it.
//
// KindNotFound for an unknown type, and for a record that org does not have,
// whether it does not exist or belongs to another organization (one message for
// both). KindInvalid at "/record_id" for an identifier that is not a UUID (code
// "invalid_uuid": a format error, decided before any lookup, so it reveals
// nothing) and for a record of a kind the type does not accept (code
// "record_kind_not_accepted", naming the accepted kinds). Bound data that fails
// the schema is a bug in the binder, never the caller's fault: KindInternal.
func (s *Service) RenderRecord(ctx context.Context, org kernel.ID, key string, recordID string) ([]byte, error) {
	started := s.clock.Now()
	t, err := s.Get(ctx, key)
	if err != nil {
		return nil, err
	}
	id, err := kernel.ParseID(recordID)
	if err != nil {
		return nil, kernel.InvalidField("/record_id", "invalid_uuid",
			"record_id must be a UUID such as 0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f").WithCode("invalid_uuid")
	}
	name := s.orgName(ctx, org)
	ref, ds, err := s.find(ctx, org, t, id)
	if err != nil {
		return nil, err
	}
	orgName, err := name()
	if err != nil {
		return nil, err
	}
	data, err := s.bind(ctx, org, orgName, t, ref, ds)
	if err != nil {
		return nil, err
	}
	html, err := s.render(ctx, t, data)
	if err == nil {
		s.logRender(ctx, org, t, id, started, html)
	}
	return html, err
}

// recordNotFound is the one answer for a record the caller cannot see.
func recordNotFound() error {
	return kernel.NotFound("record").WithCode("record_not_found")
}

func kindNotAccepted(t documents.Type, k records.Kind) error {
	accepted := "it is rendered from data only"
	if len(t.RecordKinds) > 0 {
		names := make([]string, len(t.RecordKinds))
		for i, rk := range t.RecordKinds {
			names[i] = string(rk)
		}
		accepted = "it accepts records of kind " + strings.Join(names, ", ")
	}
	detail := fmt.Sprintf("record_id names a record of kind %s, which %s cannot be rendered from; %s", k, t.Key, accepted)
	return kernel.InvalidField("/record_id", "record_kind_not_accepted", detail).WithCode("record_kind_not_accepted")
}

// orgName starts looking org up beside the load of the records, which does not
// need it, and returns the function that waits for its name: on PostgreSQL the
// two round trips then overlap.
func (s *Service) orgName(ctx context.Context, org kernel.ID) func() (string, error) {
	found := make(chan error, 1) // buffered: nobody may be waiting when the find fails
	var name string
	go func() {
		o, err := s.orgs.FindOrganizationByID(ctx, org)
		name = o.Name
		found <- err
	}()
	return func() (string, error) {
		if err := <-found; err != nil {
			return "", kernel.Internal(fmt.Errorf("find organization %s: %w", org, err))
		}
		return name, nil
	}
}

// bind maps ds, the records loaded for ref, to data that validates: text and
// lists longer than the schema allows are shortened (documents.Fit), anything
// else that fails the schema is a binder bug.
func (s *Service) bind(ctx context.Context, org kernel.ID, orgName string, t documents.Type, ref records.Ref,
	ds records.Dataset) (any, error) {
	binder, ok := s.binders(t.Key, ref.Kind)
	if !ok {
		return nil, kernel.Internal(fmt.Errorf("no binder for %s from %s", t.Key, ref.Kind))
	}
	payLink, err := s.payLink(ctx, org, ref, ds)
	if err != nil {
		return nil, err
	}
	m, err := binder(binding.Source{Ref: ref, OrgName: orgName, Now: s.clock.Now(), PayLink: payLink,
		Index: binding.NewIndex(ds)})
	if err != nil {
		if _, ok := kernel.AsError(err); ok {
			return nil, err
		}
		return nil, kernel.Internal(fmt.Errorf("bind %s from %s %s: %w", t.Key, ref.Kind, ref.ID, err))
	}
	data, err := jsonValue(m)
	if err != nil {
		return nil, kernel.Internal(fmt.Errorf("bind %s from %s %s: %w", t.Key, ref.Kind, ref.ID, err))
	}
	fitter, err := s.prepare(t)
	if err != nil {
		return nil, err
	}
	data = fitter.Fit(data)
	violations, err := s.validator.Validate(t.Key, data)
	if err != nil {
		return nil, err
	}
	if len(violations) > 0 {
		return nil, kernel.Internal(fmt.Errorf("binder of %s from %s %s produced data that fails the schema: %+v",
			t.Key, ref.Kind, ref.ID, violations))
	}
	return data, nil
}

// payLink returns the pay page's address of an invoice record, when PayLinks
// gives one; "" for every other record.
func (s *Service) payLink(ctx context.Context, org kernel.ID, ref records.Ref, ds records.Dataset) (string, error) {
	if s.payLinks == nil || ref.Kind != records.KindInvoice {
		return "", nil
	}
	for _, inv := range ds.Invoices {
		if inv.ID == ref.ID {
			link, err := s.payLinks.PayLink(ctx, org, inv)
			if err != nil {
				return "", fmt.Errorf("pay link of invoice %s: %w", inv.ID, err)
			}
			return link, nil
		}
	}
	return "", nil
}
