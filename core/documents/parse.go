package documents

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/roadcase/roadcase/core/records"
)

// typeFile is the shape of a catalog/types/<key>.json file.
type typeFile struct {
	Key         string          `json:"key"`
	Title       string          `json:"title"`
	Description string          `json:"description"`
	Category    string          `json:"category"`
	RecordKinds []records.Kind  `json:"record_kinds"`
	Schema      json.RawMessage `json:"schema"`
	Sample      json.RawMessage `json:"sample"`
}

// ParseType reads one type file named name (e.g. "day-sheet.json"), adds the shared
// time zone definition to its schema (see WithTimeZones), checks it (see
// Type.Check) and derives its merge fields. Unknown fields in the file are an error,
// so a misspelt attribute cannot be silently dropped.
func ParseType(name string, data []byte) (Type, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f typeFile
	if err := dec.Decode(&f); err != nil {
		return Type{}, fmt.Errorf("%s: %w", name, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Type{}, fmt.Errorf("%s: data after the top-level object", name)
	}
	if want := strings.TrimSuffix(name, ".json"); f.Key != want {
		return Type{}, fmt.Errorf("%s: key %q does not match the file name (want %q)", name, f.Key, want)
	}
	schema, err := WithTimeZones(f.Schema)
	if err != nil {
		return Type{}, fmt.Errorf("%s: %w", name, err)
	}
	t := Type{
		Key:         f.Key,
		Title:       f.Title,
		Description: f.Description,
		Category:    f.Category,
		RecordKinds: f.RecordKinds,
		Schema:      schema,
		Sample:      f.Sample,
	}
	if t.RecordKinds == nil {
		t.RecordKinds = []records.Kind{}
	}
	if err := t.Check(); err != nil {
		return Type{}, fmt.Errorf("%s: %w", name, err)
	}
	fields, err := MergeFields(t.Schema)
	if err != nil {
		return Type{}, fmt.Errorf("%s: %w", name, err)
	}
	t.MergeFields = fields
	return t, nil
}
