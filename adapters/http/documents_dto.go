package http

import (
	"encoding/json"

	"github.com/roadcase/roadcase/core/documents"
)

// DocumentTypeSummary is one entry of the list of document types.
type DocumentTypeSummary struct {
	// The type's key, used in paths.
	Key string `json:"key" binding:"required" extensions:"x-roadcase-enum=DocumentTypeKey"`
	// The type's human name.
	Title string `json:"title" binding:"required" example:"Day sheet"`
	// What the document is for.
	Description string `json:"description" binding:"required" example:"One page per show day: times, venue, contacts and the day's schedule."`
	// The group the type belongs to.
	Category string `json:"category" binding:"required" extensions:"x-roadcase-enum=DocumentCategory"`
	// The kinds of record the type can be rendered from with record_id; empty when it is rendered from data only.
	RecordKinds []string `json:"record_kinds" binding:"required" extensions:"x-roadcase-enum=RecordKind"`
}

// DocumentTypeList is the whole catalog of document types.
type DocumentTypeList struct {
	// Every document type, sorted by category and then by key.
	Data []DocumentTypeSummary `json:"data" binding:"required"`
}

// DocumentType is a document type's contract: what render data must look like.
type DocumentType struct {
	// The type's key, used in paths.
	Key string `json:"key" binding:"required" extensions:"x-roadcase-enum=DocumentTypeKey"`
	// The type's human name.
	Title string `json:"title" binding:"required" example:"Day sheet"`
	// What the document is for.
	Description string `json:"description" binding:"required" example:"One page per show day: times, venue, contacts and the day's schedule."`
	// The group the type belongs to.
	Category string `json:"category" binding:"required" extensions:"x-roadcase-enum=DocumentCategory"`
	// The kinds of record the type can be rendered from with record_id; empty when it is rendered from data only.
	RecordKinds []string `json:"record_kinds" binding:"required" extensions:"x-roadcase-enum=RecordKind"`
	// The JSON Schema (draft 2020-12) that render data must satisfy.
	Schema json.RawMessage `json:"schema" binding:"required" swaggertype:"object"`
	// Realistic data that satisfies the schema; POST it as data to see the document.
	Sample json.RawMessage `json:"sample" binding:"required" swaggertype:"object"`
	// Every leaf path of the schema, for mail-merge tools: nested members joined by dots, array items marked with [].
	MergeFields []string `json:"merge_fields" binding:"required" example:"venue.name,schedule[].starts_at"`
}

// RenderDocumentRequest asks for a document, from caller data or from a record.
// Send exactly one of data and record_id; a member sent as null counts as absent.
// The published schema says so twice: in its description, for people and for
// generated doc comments, and as a oneOf of `required: [data]` and
// `required: [record_id]` beside additionalProperties: false, for validators
// (adapters/http/openapi adds it).
//
//	@Description	Exactly one of data and record_id: data to render the document from, or the identifier of a record to take the data from.
type RenderDocumentRequest struct {
	// The document's data; it must satisfy the type's JSON Schema.
	Data json.RawMessage `json:"data,omitempty" swaggertype:"object"`
	// The identifier of one of the organization's records, of a kind the type accepts.
	RecordID *string `json:"record_id,omitempty" format:"uuid" example:"0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f"`
}

func toDocumentTypeSummary(s documents.Summary) DocumentTypeSummary {
	return DocumentTypeSummary{Key: s.Key, Title: s.Title, Description: s.Description,
		Category: s.Category, RecordKinds: kindNames(s.RecordKinds)}
}

func toDocumentType(t documents.Type) DocumentType {
	fields := t.MergeFields
	if fields == nil {
		fields = []string{}
	}
	return DocumentType{Key: t.Key, Title: t.Title, Description: t.Description, Category: t.Category,
		RecordKinds: kindNames(t.RecordKinds), Schema: t.Schema, Sample: t.Sample, MergeFields: fields}
}
