package openapi

import (
	"errors"
	"fmt"
	"slices"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/reporting"
)

// ExtEnum marks, in the annotations, a property or parameter whose values are one
// of the closed sets in Enums: `extensions:"x-roadcase-enum=DocumentCategory"` on a
// DTO field, `Extensions(x-roadcase-enum=DocumentTypeKey)` on a @Param. The
// post-processing replaces the marked schema with a reference to the set's one
// component, so each set is written once and generators make one type of it.
const ExtEnum = "x-roadcase-enum"

// Enum is a closed set of string values, published as a component schema.
type Enum struct {
	Name        string
	Description string
	Values      []string
}

// CatalogEnums returns the closed sets of the documents domain, read from the
// catalog the server serves: its type keys, categories and record kinds.
func CatalogEnums() ([]Enum, error) {
	c, err := catalog.Load()
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, t := range c.Types() {
		keys = append(keys, t.Key)
	}
	slices.Sort(keys)
	kinds := make([]string, len(documents.RecordKinds))
	for i, k := range documents.RecordKinds {
		kinds[i] = string(k)
	}
	return []Enum{
		{Name: "DocumentTypeKey", Description: "The key of a document type.", Values: keys},
		{Name: "DocumentCategory", Description: "The group a document type belongs to.", Values: slices.Clone(documents.Categories)},
		{Name: "RecordKind", Description: "A kind of record a document can be rendered from.", Values: kinds},
	}, nil
}

// Enums returns every closed set the document publishes: the catalog's
// (CatalogEnums), the advancing domain's (AdvancingEnums) and the reporting
// domain's (ReportingEnums).
func Enums() ([]Enum, error) {
	c, err := CatalogEnums()
	if err != nil {
		return nil, err
	}
	return slices.Concat(c, AdvancingEnums(), ReportingEnums()), nil
}

// ReportingEnums returns the closed sets of the reporting domain, read from
// core/reporting: KPI categories, units, parameter kinds, input kinds, the
// dimensions values group by, report column types, and snapshot kinds and
// triggers. KPI keys, report keys and parameter names are not closed sets: the
// catalog grows, and a client generated today must read tomorrow's answers.
func ReportingEnums() []Enum {
	categories := make([]string, len(reporting.Categories))
	for i, c := range reporting.Categories {
		categories[i] = c.Key
	}
	return []Enum{
		{Name: "MetricCategory", Description: "A heading of the metric catalog.", Values: categories},
		{Name: "MetricUnit", Description: "What a metric's value measures: money (integer minor units of the value's currency), " +
			"count, ratio (a fraction, 0.8734), percent (a hundredfold ratio, 87.34), days or hours.",
			Values: enumValues(reporting.Units)},
		{Name: "MetricParameterKind", Description: "How a metric parameter's value is read: enum (one of its values), " +
			"text, date (2026-05-31), integer (a whole number from its minimum) or id (a UUID).",
			Values: enumValues(metricParamKinds)},
		{Name: "MetricInputKind", Description: "What a value was computed from: a fact (a sum or count over records) " +
			"or another metric of the catalog.", Values: []string{string(reporting.InputFact), "metric"}},
		{Name: "MetricDimension", Description: "A dimension metric values can be grouped by.",
			Values: enumValues(reporting.Dimensions)},
		{Name: "ReportColumnType", Description: "How a report column's cells are read: text, id (a UUID), " +
			"date (2026-05-31), number (with its column's unit) or boolean; any cell can be null.",
			Values: enumValues(reportColumnTypes)},
		{Name: "SnapshotKind", Description: "What a snapshot captured: a report, or a set of metric values.",
			Values: enumValues(snapshotKinds)},
		{Name: "SnapshotTrigger", Description: "What took a snapshot: the roadcase snapshot take command, " +
			"the server's snapshot schedule, or the demo seed's history.", Values: enumValues(snapshotTriggers)},
	}
}

// reportColumnTypes, snapshotKinds and snapshotTriggers list constants that
// core/reporting declares without a slice of them, in its order; a test holds
// them to the values the reports and snapshots use.
var (
	reportColumnTypes = []reporting.ColumnType{reporting.ColumnText, reporting.ColumnID, reporting.ColumnDate,
		reporting.ColumnNumber, reporting.ColumnBool}
	snapshotKinds    = []reporting.SnapshotKind{reporting.SnapshotReport, reporting.SnapshotMetrics}
	snapshotTriggers = []reporting.SnapshotTrigger{reporting.TriggerCommand, reporting.TriggerSchedule,
		reporting.TriggerDemo}
)

// AdvancingEnums returns the closed sets of the advancing domain, read from
// core/advancing: packet kinds and statuses, section kinds and statuses, audience
// kinds, the packet graph's node types and relations, and the delivery funnel's
// stages and exits.
func AdvancingEnums() []Enum {
	sectionKinds := make([]advancing.SectionKind, len(advancing.SectionTypes))
	for i, t := range advancing.SectionTypes {
		sectionKinds[i] = t.Kind
	}
	return []Enum{
		{Name: "AdvancePacketKind", Description: "The kind of engagement a packet advances; it chooses a shell's sections and audiences.",
			Values: enumValues(advancing.Kinds)},
		{Name: "AdvancePacketStatus", Description: "Where a packet stands: draft (not sent), sent (no section started), " +
			"in_progress (a section requested or under way), complete (every required section done).",
			Values: enumValues(packetStatuses)},
		{Name: "AdvanceSectionKind", Description: "The type of a packet's section.", Values: enumValues(sectionKinds)},
		{Name: "AdvanceSectionStatus", Description: "Where a section stands: not_started → requested → in_progress → complete, " +
			"or not_applicable.", Values: enumValues(advancing.SectionStatuses)},
		{Name: "AdvanceAudienceKind", Description: "The kind of group an audience is.", Values: enumValues(advancing.AudienceKinds)},
		{Name: "PacketGraphNodeType", Description: "What a node of the packet graph stands for.", Values: enumValues(graphNodeTypes)},
		{Name: "PacketGraphRelation", Description: "What an edge of the packet graph says, read \"source relation target\": " +
			"project has_packet packet; packet has_section section, has_audience audience, has_send_batch send_batch; " +
			"audience sees section; contact member_of audience; send_batch sent_to audience.",
			Values: enumValues(graphRelations)},
		{Name: "FunnelStage", Description: "A stage of the delivery funnel, in order.", Values: enumValues(advancing.Stages)},
		{Name: "FunnelExit", Description: "An exit of the delivery funnel: bounced (refused by the receiving server after it was sent) " +
			"or failed (not sent at all).", Values: enumValues(advancing.Exits)},
		{Name: "FunnelRateBase", Description: "The stage a funnel's open, view and acknowledgement rates are of: " +
			"delivered, or sent when deliveries are not reported.", Values: enumValues(advancing.RateBases)},
		{Name: "FunnelStageOrExit", Description: "A stage or an exit of the delivery funnel.",
			Values: enumValues(slices.Concat(advancing.Stages, advancing.Exits))},
	}
}

// metricParamKinds lists the parameter kinds core/reporting declares without a
// slice of them; a test holds every catalog parameter to one of them.
var metricParamKinds = []reporting.ParamKind{reporting.ParamEnum, reporting.ParamText, reporting.ParamDate,
	reporting.ParamInteger, reporting.ParamID}

// packetStatuses, graphNodeTypes and graphRelations list constants that
// core/advancing declares without a slice of them, in its order; a test holds
// them to the values the graph and packets use.
var (
	packetStatuses = []advancing.Status{advancing.StatusDraft, advancing.StatusSent, advancing.StatusInProgress,
		advancing.StatusComplete}
	graphNodeTypes = []advancing.NodeType{advancing.NodeProject, advancing.NodePacket, advancing.NodeSection,
		advancing.NodeAudience, advancing.NodeContact, advancing.NodeSendBatch}
	graphRelations = []advancing.Relation{advancing.RelHasPacket, advancing.RelHasSection, advancing.RelHasAudience,
		advancing.RelSees, advancing.RelMemberOf, advancing.RelHasSendBatch, advancing.RelSentTo}
)

func enumValues[T ~string](values []T) []string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = string(v)
	}
	return out
}

// applyEnums adds each enum as a component schema and points every schema marked
// with ExtEnum at it: a marked string becomes the reference (or, when it is
// nullable, the set written out with null, see nullableRef), a marked array gets
// the reference as its items. A set only ever marked nullable has no component.
// A mark naming no enum is an error.
func applyEnums(doc *openapi3.T, enums []Enum) error {
	byName := map[string]*openapi3.SchemaRef{}
	for _, e := range enums {
		s := openapi3.NewStringSchema().WithEnum(anySlice(e.Values)...)
		s.Description = e.Description
		doc.Components.Schemas[e.Name] = s.NewRef()
		byName[e.Name] = openapi3.NewSchemaRef("#/components/schemas/"+e.Name, s)
	}
	var errs []error
	referred := map[string]bool{}
	resolve := func(ref *openapi3.SchemaRef) *openapi3.SchemaRef {
		if ref == nil || ref.Value == nil {
			return ref
		}
		name, ok := ref.Value.Extensions[ExtEnum].(string)
		if !ok {
			return ref
		}
		target, known := byName[name]
		if !known {
			errs = append(errs, fmt.Errorf("%s names %q, which is not an enum", ExtEnum, name))
			return ref
		}
		delete(ref.Value.Extensions, ExtEnum)
		referred[name] = !ref.Value.Nullable || ref.Value.Type.Is(openapi3.TypeArray) || referred[name]
		if ref.Value.Type.Is(openapi3.TypeArray) {
			ref.Value.Items = target
			return ref
		}
		if ref.Value.Nullable {
			return nullableRef(target, ref.Value.Description)
		}
		return target
	}
	for _, name := range componentNames(doc) {
		s := doc.Components.Schemas[name].Value
		if s == nil {
			continue
		}
		for prop, ref := range s.Properties {
			s.Properties[prop] = resolve(ref)
		}
	}
	for _, path := range doc.Paths.InMatchingOrder() {
		for _, op := range doc.Paths.Value(path).Operations() {
			for _, p := range op.Parameters {
				if p.Value == nil || p.Value.Schema == nil || p.Value.Schema.Value == nil {
					continue
				}
				// swag writes a @Param's extensions on the parameter, not its schema.
				if mark, ok := p.Value.Extensions[ExtEnum]; ok {
					delete(p.Value.Extensions, ExtEnum)
					if p.Value.Schema.Value.Extensions == nil {
						p.Value.Schema.Value.Extensions = map[string]any{}
					}
					p.Value.Schema.Value.Extensions[ExtEnum] = mark
				}
				p.Value.Schema = resolve(p.Value.Schema)
			}
		}
	}
	// A set every mark of which is nullable is written out where it is used
	// (nullableRef); its component would be an unused one.
	for name, used := range referred {
		if !used {
			delete(doc.Components.Schemas, name)
		}
	}
	return errors.Join(errs...)
}

// nullableRef is a schema that admits null or the value target admits. OpenAPI
// 3.0.3 ignores a nullable beside a $ref, and a nullable beside an allOf of the
// reference does not reach into it: a validator that reads the allOf still
// refuses null against the referred enum. So the enum is written out, with
// nullable beside its type and null among its values, as the 3.0.3 clarification
// of nullable asks; generators read it as an optional (pointer, Nil type or
// "| null") of a type of its own.
func nullableRef(target *openapi3.SchemaRef, description string) *openapi3.SchemaRef {
	s := &openapi3.Schema{Type: target.Value.Type, Nullable: true, Description: description,
		Enum: append(slices.Clone(target.Value.Enum), nil)}
	return s.NewRef()
}

func componentNames(doc *openapi3.T) []string {
	var names []string
	for n := range doc.Components.Schemas {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

func anySlice(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}
