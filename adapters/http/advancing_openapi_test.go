package http

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
)

// TestEveryWireTypeIsDescribedMemberByMember holds the OpenAPI document to the Go
// wire types, so that generated clients type every answer as it is written: each
// member is a property; a member that is always written is required; one that can
// be null is nullable (a closed set written out with null, see the openapi
// package's nullableRef); instants are date-times. A type whose members are
// exclusive (the render request) is described by one variant per member.
func TestEveryWireTypeIsDescribedMemberByMember(t *testing.T) {
	t.Parallel()
	doc := loadEmbedded(t)
	for _, v := range wireTypes {
		typ := reflect.TypeOf(v)
		ref := doc.Components.Schemas[typ.Name()]
		if ref == nil {
			t.Errorf("%s has no component schema", typ.Name())
			continue
		}
		s := ref.Value
		variants := map[string]*openapi3.Schema{}
		for _, v := range s.OneOf {
			for name := range v.Value.Properties {
				variants[name] = v.Value
			}
		}
		for i := range typ.NumField() {
			sf := typ.Field(i)
			name, opts, _ := strings.Cut(sf.Tag.Get("json"), ",")
			prop, required := s.Properties[name], slices.Contains(s.Required, name)
			if v := variants[name]; prop == nil && v != nil {
				// Each variant requires its member; in Go, each is optional.
				prop, required = v.Properties[name], false
			}
			where := typ.Name() + "." + name
			if prop == nil {
				t.Errorf("%s is not a property", where)
				continue
			}
			if inGo := strings.Contains(sf.Tag.Get("binding"), "required"); inGo != required {
				t.Errorf("%s: required in the document %v, in Go %v", where, required, inGo)
			}
			omitted := strings.Contains(opts, "omitempty")
			if sf.Type.Kind() == reflect.Pointer && !omitted && (prop.Ref != "" || !prop.Value.Nullable) {
				t.Errorf("%s can be null but is not nullable in the document", where)
			}
			base := sf.Type
			for base.Kind() == reflect.Pointer {
				base = base.Elem()
			}
			if base == reflect.TypeFor[time.Time]() && (prop.Value == nil || prop.Value.Format != "date-time") {
				t.Errorf("%s is an instant but not a date-time", where)
			}
		}
	}
}

func TestTheAdvancingOperationsDeclareTheirParametersAndHeaders(t *testing.T) {
	t.Parallel()
	doc := loadEmbedded(t)
	create := doc.Paths.Value("/api/v1/projects/{id}/advance-packets").Post
	key := create.Parameters.GetByInAndName("header", "Idempotency-Key")
	if key == nil || key.Required || key.Schema.Value.MaxLength == nil || *key.Schema.Value.MaxLength != 255 {
		t.Errorf("Idempotency-Key = %+v", key)
	}
	created := create.Responses.Value("201").Value
	for _, h := range []string{"Location", "Idempotent-Replayed"} {
		if created.Headers[h] == nil {
			t.Errorf("the 201 does not declare %s", h)
		}
	}
	for _, code := range []string{"409", "422"} {
		if r := create.Responses.Value(code); r == nil || !strings.Contains(*r.Value.Description, "idempotency_key_") {
			t.Errorf("the %s does not describe the Idempotency-Key's failure", code)
		}
	}
	for _, path := range []string{"/api/v1/advance-packets/{id}/sections", "/api/v1/advance-packets/{id}/audiences",
		"/api/v1/advance-packets/{id}/send-batches", "/api/v1/send-batches/{id}/tracking-board"} {
		op := doc.Paths.Value(path).Get
		limit := op.Parameters.GetByInAndName("query", "limit")
		if limit == nil || limit.Schema.Value.Min == nil || *limit.Schema.Value.Min != 1 || *limit.Schema.Value.Max != 100 ||
			limit.Schema.Value.Default != float64(25) {
			t.Errorf("%s: limit = %+v", path, limit)
		}
		if op.Parameters.GetByInAndName("query", "cursor") == nil || op.Responses.Value("200").Value.Headers["Link"] == nil ||
			op.Responses.Value("422") == nil {
			t.Errorf("%s: no cursor, Link or 422", path)
		}
	}
	board := doc.Paths.Value("/api/v1/send-batches/{id}/tracking-board").Get
	if stage := board.Parameters.GetByInAndName("query", "stage"); stage == nil ||
		stage.Schema.Ref != "#/components/schemas/FunnelStageOrExit" {
		t.Errorf("stage = %+v", stage)
	}
	graph := doc.Paths.Value("/api/v1/projects/{id}/advance-packets").Get
	if !strings.Contains(graph.Description, "JSON Graph Format") || !strings.Contains(graph.Description, "relation") {
		t.Errorf("the graph's description does not say it is JGF, and why: %q", graph.Description)
	}
	exit := doc.Components.Schemas["TrackedRecipient"].Value.Properties["exit"].Value
	exits := []any{"bounced", "failed"}
	if !exit.Nullable || len(exit.AllOf) != 0 || !slices.Equal(exit.Enum, append(slices.Clone(exits), nil)) {
		t.Errorf("exit = %+v", exit)
	}
	var null any
	if err := exit.VisitJSON(null); err != nil {
		t.Errorf("exit does not admit null: %v", err)
	}
}
