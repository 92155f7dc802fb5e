package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/kernel"
)

// RenderData validates caller data against the type's schema and renders it.
// KindNotFound for an unknown type. KindInvalid (code "invalid_data") with every
// schema violation, pointers prefixed with "/data" so that they point into the
// render request's body. Every rule is in the schema (time zones included, as
// the enum of $defs/time_zone), so data a client's validator accepts renders.
// A number no schema can read (documents.NumberProblems) is refused before the
// validator sees it.
func (s *Service) RenderData(ctx context.Context, org kernel.ID, key string, data json.RawMessage) ([]byte, error) {
	started := s.clock.Now()
	t, err := s.Get(ctx, key)
	if err != nil {
		return nil, err
	}
	v, err := decode(data)
	if err != nil {
		return nil, kernel.InvalidField("/data", "invalid_json", "data is not a JSON value").WithCode("invalid_data")
	}
	if _, err := s.prepare(t); err != nil {
		return nil, err
	}
	violations := documents.NumberProblems(v)
	if len(violations) == 0 {
		if violations, err = s.validator.Validate(key, v); err != nil {
			return nil, err
		}
	}
	if len(violations) > 0 {
		for i := range violations {
			violations[i].Pointer = "/data" + violations[i].Pointer
		}
		msg := fmt.Sprintf("the data does not match the schema of %s: %d problem", key, len(violations))
		if len(violations) > 1 {
			msg += "s"
		}
		return nil, kernel.Invalid(msg, violations...).WithCode("invalid_data")
	}
	html, err := s.render(ctx, t, v)
	if err == nil {
		s.logRender(ctx, org, t, "", started, html)
	}
	return html, err
}

// render renders data that satisfied t's schema, its numbers first written
// plainly (documents.PlainNumbers), so that 1.0 and 1e0 print, and compare in a
// template, as 1 does.
func (s *Service) render(ctx context.Context, t documents.Type, data any) ([]byte, error) {
	return s.renderer.Render(ctx, t.Key, t.Title, documents.PlainNumbers(data))
}

// decode decodes one JSON value keeping numbers as json.Number, so that integers
// of any size keep their precision through validation and rendering.
func decode(raw []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("data after the JSON value")
	}
	return v, nil
}
