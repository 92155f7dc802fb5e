package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/kernel"
)

// RenderData validates caller data against the type's schema and renders it.
// KindNotFound for an unknown type. KindInvalid (code "invalid_data") with every
// schema violation, pointers prefixed with "/data" so that they point into the
// render request's body, and for a top-level time_zone that is not an IANA zone
// name (code "time_zone").
func (s *Service) RenderData(ctx context.Context, org kernel.ID, key string, data json.RawMessage) ([]byte, error) {
	t, err := s.Get(ctx, key)
	if err != nil {
		return nil, err
	}
	v, err := decode(data)
	if err != nil {
		return nil, kernel.InvalidField("/data", "invalid_json", "data is not a JSON value").WithCode("invalid_data")
	}
	violations, err := s.validator.Validate(key, v)
	if err != nil {
		return nil, err
	}
	if len(violations) == 0 {
		violations = checkTimeZone(v)
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
	return s.render(ctx, t, v)
}

func (s *Service) render(ctx context.Context, t documents.Type, data any) ([]byte, error) {
	return s.renderer.Render(ctx, t.Key, t.Title, data)
}

// checkTimeZone checks the zone in which a document prints its times: by the
// conventions a top-level "time_zone" holding an IANA name. The schema can only
// bound its length; an unknown name would silently print times in the offsets
// they were written with.
func checkTimeZone(data any) []kernel.FieldError {
	m, ok := data.(map[string]any)
	if !ok {
		return nil
	}
	tz, ok := m["time_zone"].(string)
	if !ok {
		return nil
	}
	if _, err := time.LoadLocation(tz); err != nil || tz == "" || tz == "Local" {
		return []kernel.FieldError{{Pointer: "/time_zone", Code: "time_zone",
			Detail: fmt.Sprintf("%q is not an IANA time zone name such as Europe/Berlin", tz)}}
	}
	return nil
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
