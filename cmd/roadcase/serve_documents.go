package main

import (
	"context"
	"encoding/json"

	"github.com/roadcase/roadcase/core/documents"
	documentsapp "github.com/roadcase/roadcase/core/documents/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.Documents = (*lazyDocuments)(nil)

// lazyDocuments is the documents service, built by build at the first call of
// any of its methods or of Warm; build gives every caller the same service or
// error.
type lazyDocuments struct {
	build func() (*documentsapp.Service, error)
}

// Warm builds the service if it is not built yet and returns why it could
// not be: serve calls it once it listens, and stops on that error.
func (d *lazyDocuments) Warm() error {
	_, err := d.build()
	return err
}

// List returns every type's summary; none if the service could not be built
// (Warm reports why, and serve stops).
func (d *lazyDocuments) List(ctx context.Context) []documents.Summary {
	s, err := d.build()
	if err != nil {
		return nil
	}
	return s.List(ctx)
}

// Get returns a type's contract; KindInternal if the service could not be built.
func (d *lazyDocuments) Get(ctx context.Context, key string) (documents.Type, error) {
	s, err := d.build()
	if err != nil {
		return documents.Type{}, kernel.Internal(err)
	}
	return s.Get(ctx, key)
}

// RenderData renders caller data; KindInternal if the service could not be built.
func (d *lazyDocuments) RenderData(ctx context.Context, org kernel.ID, key string, data json.RawMessage) ([]byte, error) {
	s, err := d.build()
	if err != nil {
		return nil, kernel.Internal(err)
	}
	return s.RenderData(ctx, org, key, data)
}

// RenderRecord renders from a record; KindInternal if the service could not be built.
func (d *lazyDocuments) RenderRecord(ctx context.Context, org kernel.ID, key string, recordID string) ([]byte, error) {
	s, err := d.build()
	if err != nil {
		return nil, kernel.Internal(err)
	}
	return s.RenderRecord(ctx, org, key, recordID)
}
