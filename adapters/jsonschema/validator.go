// Package jsonschema validates document data against the document types' JSON
// Schemas with santhosh-tekuri/jsonschema (draft 2020-12, formats asserted), and
// turns the library's error tree into the flat, sorted field errors the API shows.
package jsonschema

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	js "github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

var _ ports.SchemaValidator = (*Validator)(nil)

// Validator holds compiled schemas by document type key. A schema is compiled
// before the first validation against it (the documents service does so at
// the type's first use); Compile and Validate are safe for concurrent use.
type Validator struct {
	mu      sync.RWMutex
	schemas map[string]*js.Schema
}

// New returns a validator with no schemas.
func New() *Validator {
	return &Validator{schemas: map[string]*js.Schema{}}
}

// Compile compiles schema under key as draft 2020-12 (whatever its $schema says
// wins, and every catalog schema says 2020-12), with format assertion on, after
// checking it against its meta-schema. Only references inside the schema resolve:
// nothing is fetched. KindInvalid for a schema that does not compile; KindConflict
// if key was compiled before.
func (v *Validator) Compile(key string, schema json.RawMessage) error {
	doc, err := js.UnmarshalJSON(bytes.NewReader(schema))
	if err != nil {
		return kernel.Invalid("schema of "+key+" is not JSON", kernel.FieldError{Pointer: "", Code: "json", Detail: err.Error()})
	}
	c := js.NewCompiler()
	c.DefaultDraft(js.Draft2020)
	c.AssertFormat()
	c.UseLoader(noLoader{})
	loc := "roadcase:///documents/" + key + ".json"
	if err := c.AddResource(loc, doc); err != nil {
		return &kernel.Error{Kind: kernel.KindInvalid, Code: "invalid_schema", Message: "schema of " + key + " is not valid", Err: err}
	}
	sch, err := c.Compile(loc)
	if err != nil {
		return &kernel.Error{Kind: kernel.KindInvalid, Code: "invalid_schema", Message: "schema of " + key + " is not valid", Err: err}
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if _, dup := v.schemas[key]; dup {
		return kernel.Conflict("schema of " + key + " compiled twice")
	}
	v.schemas[key] = sch
	return nil
}

// Validate checks data against the schema compiled under key and returns every
// violation as a field error: the pointer is the instance location relative to
// data, the code the failing keyword ("required", "type", "maxLength", "format",
// "additionalProperties"…), the detail the library's English message. Missing
// required properties and unexpected additional properties are reported one by
// one, each at the property's own pointer. A number too long or too large to
// read (see documents.NumberProblems) is refused, with code "number", before the
// schema is applied. The list is sorted by pointer (array
// indices compared as numbers), then code, then detail. KindNotFound if no schema
// was compiled under key.
func (v *Validator) Validate(key string, data any) ([]kernel.FieldError, error) {
	v.mu.RLock()
	sch, ok := v.schemas[key]
	v.mu.RUnlock()
	if !ok {
		return nil, kernel.NotFound("schema of document type " + key)
	}
	if unreadable := documents.NumberProblems(data); len(unreadable) > 0 {
		// The library panics on some of these (1e1000000000 against a maximum).
		return unreadable, nil
	}
	err := validate(sch, data)
	if err == nil {
		return nil, nil
	}
	var ve *js.ValidationError
	if !errors.As(err, &ve) {
		return nil, kernel.Internal(fmt.Errorf("validate %s: %w", key, err))
	}
	return fieldErrors(ve), nil
}

// validate runs the compiled schema, turning a panic of the library into an
// internal error rather than a crashed request.
func validate(sch *js.Schema, data any) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = kernel.Internal(fmt.Errorf("schema validator panicked: %v", r))
		}
	}()
	return sch.Validate(data)
}

// noLoader refuses every external reference, so that a schema cannot make the
// validator fetch anything.
type noLoader struct{}

func (noLoader) Load(url string) (any, error) {
	return nil, fmt.Errorf("external reference %s is not allowed", url)
}
