package documents

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"

	"github.com/roadcase/roadcase/core/records"
)

var keyPattern = regexp.MustCompile(`^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$`)

// maxKeyLength bounds a key so that it stays readable in a path.
const maxKeyLength = 64

// Check verifies the parts of t's contract that do not need a schema validator:
// the key is kebab case, title and description are set, the category is one of
// Categories, every record kind is a project-scoped kind listed once, the schema is
// a draft 2020-12 object schema with the type's $id, and the sample is an object.
// That the sample satisfies the schema is checked by the schema validator. Check
// returns every problem it finds, joined.
func (t Type) Check() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if !keyPattern.MatchString(t.Key) || len(t.Key) > maxKeyLength {
		bad("key %q is not kebab case (lowercase letters and digits joined by single hyphens, at most %d characters)", t.Key, maxKeyLength)
	}
	if t.Title == "" {
		bad("title is empty")
	}
	if t.Description == "" {
		bad("description is empty")
	}
	if !slices.Contains(Categories, t.Category) {
		bad("category %q is not one of %v", t.Category, Categories)
	}
	for i, k := range t.RecordKinds {
		if !slices.Contains(RecordKinds, k) {
			bad("record_kinds[%d] %q is not a project-scoped record kind", i, k)
		}
		if slices.Index(t.RecordKinds, k) < i {
			bad("record_kinds lists %q twice", k)
		}
	}
	errs = append(errs, checkSchemaHead(t.Key, t.Schema)...)
	var sample map[string]any
	if err := json.Unmarshal(t.Sample, &sample); err != nil || sample == nil {
		bad("sample is not a JSON object")
	}
	return errors.Join(errs...)
}

// checkSchemaHead checks the top of a type's schema: dialect, $id, object type.
func checkSchemaHead(key string, raw json.RawMessage) []error {
	var head struct {
		Schema string `json:"$schema"`
		ID     string `json:"$id"`
		Type   any    `json:"type"`
		Title  string `json:"title"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return []error{fmt.Errorf("schema is not a JSON object: %w", err)}
	}
	var errs []error
	if head.Schema != SchemaDialect {
		errs = append(errs, fmt.Errorf("schema $schema is %q, want %q", head.Schema, SchemaDialect))
	}
	if head.ID != SchemaID(key) {
		errs = append(errs, fmt.Errorf("schema $id is %q, want %q", head.ID, SchemaID(key)))
	}
	if head.Type != "object" {
		errs = append(errs, fmt.Errorf("schema type is %v, want \"object\"", head.Type))
	}
	if head.Title == "" {
		errs = append(errs, errors.New("schema has no title"))
	}
	return errs
}

// kindsEqual reports whether a and b hold the same kinds, in any order.
func kindsEqual(a, b []records.Kind) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}
