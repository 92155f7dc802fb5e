package openapi

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// markedDoc is a document with a marked string property, a marked array property,
// a marked path parameter and an unmarked property, each marked with name.
func markedDoc(name string) *openapi3.T {
	mark := func(s *openapi3.Schema) *openapi3.SchemaRef {
		s.Extensions = map[string]any{ExtEnum: name}
		return s.NewRef()
	}
	thing := openapi3.NewObjectSchema().
		WithPropertyRef("colour", mark(openapi3.NewStringSchema())).
		WithPropertyRef("colours", mark(openapi3.NewArraySchema().WithItems(openapi3.NewStringSchema()))).
		WithProperty("name", openapi3.NewStringSchema())
	op := openapi3.NewOperation()
	param := openapi3.NewPathParameter("colour")
	param.Schema = mark(openapi3.NewStringSchema())
	op.AddParameter(param)
	op.Responses = openapi3.NewResponses(openapi3.WithStatus(200, &openapi3.ResponseRef{Value: openapi3.NewResponse().WithDescription("OK")}))
	doc := &openapi3.T{
		OpenAPI:    Version,
		Info:       &openapi3.Info{Title: "T", Version: "1"},
		Components: &openapi3.Components{Schemas: openapi3.Schemas{"Thing": thing.NewRef()}},
		Paths:      openapi3.NewPaths(),
	}
	doc.AddOperation("/things/{colour}", "GET", op)
	return doc
}

var colours = []Enum{{Name: "Colour", Description: "A colour.", Values: []string{"blue", "red"}}}

func TestApplyEnumsPointsEveryMarkAtTheOneComponent(t *testing.T) {
	t.Parallel()
	doc := markedDoc("Colour")
	if err := applyEnums(doc, colours); err != nil {
		t.Fatal(err)
	}
	const ref = "#/components/schemas/Colour"
	c := doc.Components.Schemas["Colour"]
	if c == nil || len(c.Value.Enum) != 2 || c.Value.Description != "A colour." {
		t.Fatalf("component Colour = %+v", c)
	}
	thing := doc.Components.Schemas["Thing"].Value
	if got := thing.Properties["colour"].Ref; got != ref {
		t.Errorf("a marked string refers to %q, want %q", got, ref)
	}
	if arr := thing.Properties["colours"]; arr.Ref != "" || arr.Value.Items.Ref != ref || arr.Value.Extensions[ExtEnum] != nil {
		t.Errorf("a marked array is not an array of %s without its mark: %+v", ref, arr.Value)
	}
	if thing.Properties["name"].Ref != "" {
		t.Error("an unmarked property was changed")
	}
	p := doc.Paths.Value("/things/{colour}").Get.Parameters[0].Value
	if p.Schema.Ref != ref {
		t.Errorf("a marked parameter refers to %q, want %q", p.Schema.Ref, ref)
	}
	if err := doc.Validate(t.Context(), openapi3.DisableExamplesValidation()); err != nil {
		t.Errorf("the result does not validate: %v", err)
	}
}

func TestApplyEnumsRefusesAMarkThatNamesNoEnum(t *testing.T) {
	t.Parallel()
	err := applyEnums(markedDoc("Color"), colours)
	if err == nil || !strings.Contains(err.Error(), `"Color"`) {
		t.Fatalf("err = %v, want one naming the unknown enum", err)
	}
}

func TestCatalogEnumsAreTheServedSets(t *testing.T) {
	t.Parallel()
	enums, err := CatalogEnums()
	if err != nil {
		t.Fatal(err)
	}
	sizes := map[string]int{}
	for _, e := range enums {
		sizes[e.Name] = len(e.Values)
	}
	if sizes["DocumentTypeKey"] != 29 || sizes["DocumentCategory"] == 0 || sizes["RecordKind"] == 0 {
		t.Errorf("enum sizes %v, want 29 type keys and some categories and record kinds", sizes)
	}
}

func TestANullableMarkBecomesTheSetWrittenOutWithNull(t *testing.T) {
	t.Parallel()
	doc := markedDoc("Colour")
	thing := doc.Components.Schemas["Thing"].Value
	thing.Properties["colour"].Value.Nullable = true
	thing.Properties["colour"].Value.Description = "The thing's colour, if it has one."
	if err := applyEnums(doc, colours); err != nil {
		t.Fatal(err)
	}
	p := thing.Properties["colour"]
	if p.Ref != "" || !p.Value.Nullable || !p.Value.Type.Is(openapi3.TypeString) || len(p.Value.AllOf) != 0 ||
		!slices.Equal(p.Value.Enum, []any{"blue", "red", nil}) || p.Value.Description != "The thing's colour, if it has one." {
		t.Fatalf("a nullable marked string = %+v", p.Value)
	}
	for _, c := range []struct {
		value any
		ok    bool
	}{{nil, true}, {"blue", true}, {"green", false}, {7, false}} {
		if err := p.Value.VisitJSON(c.value); (err == nil) != c.ok {
			t.Errorf("%v: valid = %v, want %v (%v)", c.value, err == nil, c.ok, err)
		}
	}
}

func TestAdvancingEnumsHoldEveryValueTheModelUses(t *testing.T) {
	t.Parallel()
	sets := map[string][]string{}
	for _, e := range AdvancingEnums() {
		sets[e.Name] = e.Values
	}
	project := records.Project{ID: kernel.NewID(), Name: "P", Kind: records.ProjectTour, StartsOn: "2026-12-01"}
	p, err := advancing.NewShell(records.Dataset{}, project, advancing.ShellRequest{}, kernel.NewID, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	p.Audiences[0].Contacts = []kernel.ID{kernel.NewID()}
	batch := advancing.SendBatch{ID: kernel.NewID(), PacketID: p.ID, AudienceID: p.Audiences[0].ID}
	g := advancing.BuildGraph(project, []advancing.Packet{p}, []advancing.SendBatch{batch}, nil)
	types, relations := map[string]bool{}, map[string]bool{}
	for _, n := range g.Nodes {
		types[string(n.Type)] = true
	}
	for _, e := range g.Edges {
		relations[string(e.Relation)] = true
	}
	statuses := map[string]bool{}
	for _, s := range []advancing.SectionStatus{advancing.SectionNotStarted, advancing.SectionRequested, advancing.SectionComplete} {
		for _, sent := range []bool{false, true} {
			q := p
			q.Sections = slices.Clone(p.Sections)
			for i := range q.Sections {
				q.Sections[i].Status = s
				// A section's status follows its items (Section.ItemStatus):
				// complete is every item confirmed.
				q.Sections[i].Fields = slices.Clone(q.Sections[i].Fields)
				for j := range q.Sections[i].Fields {
					if s == advancing.SectionComplete {
						confirmed := "as agreed"
						q.Sections[i].Fields[j].Value = &confirmed
					} else {
						q.Sections[i].Fields[j].Value = nil
					}
				}
			}
			statuses[string(q.DerivedStatus(sent))] = true
		}
	}
	for name, used := range map[string]map[string]bool{
		"PacketGraphNodeType": types, "PacketGraphRelation": relations, "AdvancePacketStatus": statuses,
	} {
		if got := slices.Sorted(maps.Keys(used)); !slices.Equal(got, slices.Sorted(slices.Values(sets[name]))) {
			t.Errorf("%s = %v, but the model uses %v", name, sets[name], got)
		}
	}
	if n := len(sets["FunnelStageOrExit"]); n != len(sets["FunnelStage"])+len(sets["FunnelExit"]) || n != 8 {
		t.Errorf("FunnelStageOrExit has %d values", n)
	}
	if n := len(sets["AdvanceSectionKind"]); n != len(advancing.SectionTypes) {
		t.Errorf("AdvanceSectionKind has %d values", n)
	}
}
