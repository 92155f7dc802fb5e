package ports

import (
	"context"
	"encoding/json"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/kernel"
)

// SchemaValidator checks document data against the JSON Schemas of the document
// types. Schemas are compiled once, at start; validation is then safe for
// concurrent use.
type SchemaValidator interface {
	// Compile compiles schema, a JSON Schema draft 2020-12 document, under key.
	// KindInvalid if the schema is not a valid schema; KindConflict if key was
	// compiled before.
	Compile(key string, schema json.RawMessage) error
	// Validate checks data, a JSON value decoded with json.Number for numbers,
	// against the schema compiled under key. It returns every violation, sorted by
	// pointer and then by code, with pointers relative to data ("" is data itself,
	// "/venue/name" a member); a missing required property is reported at the
	// property's own pointer. No violations is a nil slice. KindNotFound if no
	// schema was compiled under key.
	Validate(key string, data any) ([]kernel.FieldError, error)
}

// Renderer turns a document type's data into a complete HTML page.
type Renderer interface {
	// Render renders the template of the type keyed key with data (a JSON value:
	// decoded with json.Number, or raw JSON bytes) into a self-contained HTML5 page
	// whose title starts with title. The output depends only on its inputs.
	// KindNotFound if there is no template for key; KindInternal if the template
	// fails on data, which is a bug since data validated against the type's schema.
	Render(ctx context.Context, key, title string, data any) ([]byte, error)
}

// Documents is the driving port of the documents domain: the catalog of document
// types and their rendering, scoped to the calling organization.
type Documents interface {
	// List returns the summary of every document type, in catalog order. The
	// catalog, and so what Get returns, is fixed while the process runs: the HTTP
	// adapter encodes it once.
	List(ctx context.Context) []documents.Summary
	// Get returns a document type's contract. KindNotFound if there is no type key.
	Get(ctx context.Context, key string) (documents.Type, error)
	// RenderData renders the type keyed key from caller data, raw JSON.
	// KindNotFound for an unknown type; KindInvalid (code "invalid_data") with every
	// violation of the type's schema, pointers prefixed with "/data" so they point
	// into a render request's body, and for a top-level time_zone that is not an
	// IANA zone name (pointer "/data/time_zone", code "time_zone").
	RenderData(ctx context.Context, org kernel.ID, key string, data json.RawMessage) ([]byte, error)
	// RenderRecord renders the type keyed key from one of org's records.
	// KindNotFound for an unknown type, and for a record that does not exist or
	// belongs to another organization (the two are indistinguishable); KindInvalid
	// at "/record_id" for an identifier that is not a UUID (code "invalid_uuid")
	// and for a record of a kind the type does not accept (code
	// "record_kind_not_accepted").
	RenderRecord(ctx context.Context, org kernel.ID, key string, recordID string) ([]byte, error)
}

// RenderLog keeps one row per rendered document. Rows are appended, never
// changed.
type RenderLog interface {
	// RecordRender appends a render. KindConflict if its id exists.
	RecordRender(ctx context.Context, r documents.Render) error
}
