package doctest

import (
	"encoding/json"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/records"
)

// FixtureKey is the key of the fixture type.
const FixtureKey = "fixture-sheet"

// FixtureSchema is the fixture type's schema: a small day sheet with a money $def,
// a date, date-times shown in a required time zone, a nested venue, an enum, a
// percentage, a list of objects and a list of strings.
const FixtureSchema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://roadcase.dev/schemas/documents/fixture-sheet.json",
  "title": "Fixture sheet",
  "description": "A test document type.",
  "type": "object",
  "additionalProperties": false,
  "required": ["title", "time_zone", "show_date", "venue", "fee", "items"],
  "$defs": {
    "money": {
      "type": "object", "title": "Money", "description": "An amount in minor units of an ISO 4217 currency.",
      "additionalProperties": false, "required": ["amount", "currency"],
      "properties": {
        "amount": {"type": "integer", "minimum": 0, "title": "Amount", "description": "Minor units."},
        "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "title": "Currency", "description": "ISO 4217 code."}
      }
    }
  },
  "properties": {
    "title": {"type": "string", "minLength": 1, "maxLength": 200, "title": "Title", "description": "The show's name."},
    "time_zone": {"$ref": "#/$defs/time_zone", "title": "Time zone", "description": "IANA zone."},
    "show_date": {"type": "string", "format": "date", "title": "Show date", "description": "Local date."},
    "doors_at": {"type": "string", "format": "date-time", "title": "Doors", "description": "When doors open."},
    "venue": {
      "type": "object", "title": "Venue", "description": "Where.", "additionalProperties": false,
      "required": ["name"],
      "properties": {
        "name": {"type": "string", "minLength": 1, "maxLength": 200, "title": "Name", "description": "Venue name."},
        "city": {"type": "string", "maxLength": 100, "title": "City", "description": "City."},
        "email": {"type": "string", "format": "email", "maxLength": 200, "title": "Email", "description": "Contact."}
      }
    },
    "fee": {"$ref": "#/$defs/money", "title": "Fee", "description": "The guarantee."},
    "capacity": {"type": "integer", "minimum": 0, "title": "Capacity", "description": "Tickets."},
    "artist_percent": {"type": "number", "minimum": 0, "maximum": 100, "title": "Artist %", "description": "Share."},
    "status": {"type": "string", "enum": ["hold", "confirmed"], "title": "Status", "description": "Deal status."},
    "items": {
      "type": "array", "minItems": 1, "maxItems": 5, "title": "Items", "description": "Lines.",
      "items": {
        "type": "object", "additionalProperties": false, "required": ["name", "qty"],
        "properties": {
          "name": {"type": "string", "minLength": 1, "maxLength": 200, "title": "Name", "description": "Line."},
          "qty": {"type": "integer", "minimum": 0, "title": "Quantity", "description": "How many."},
          "note": {"type": "string", "maxLength": 500, "title": "Note", "description": "Remark."}
        }
      }
    },
    "notes": {"type": "string", "maxLength": 2000, "title": "Notes", "description": "Free text."},
    "tags": {"type": "array", "maxItems": 10, "title": "Tags", "description": "Labels.", "items": {"type": "string", "maxLength": 20}}
  }
}`

// FixtureSample is data that validates against FixtureSchema and uses every field.
const FixtureSample = `{
  "title": "Northern Lights at Columbiahalle",
  "time_zone": "Europe/Berlin",
  "show_date": "2026-03-14",
  "doors_at": "2026-03-14T18:30:00Z",
  "venue": {"name": "Columbiahalle", "city": "Berlin", "email": "production@columbiahalle.example"},
  "fee": {"amount": 1250000, "currency": "EUR"},
  "capacity": 3500,
  "artist_percent": 85,
  "status": "confirmed",
  "items": [{"name": "Catering", "qty": 24, "note": "Vegan options"}, {"name": "Towels", "qty": 12}],
  "notes": "Load-in via the rear dock.",
  "tags": ["sold out", "seated"]
}`

// FixtureType returns the fixture document type, renderable from caller data and
// from shows. Its merge fields are derived like a catalog type's.
func FixtureType() documents.Type {
	schema := ServedFixtureSchema()
	fields, err := documents.MergeFields(schema)
	if err != nil {
		panic("doctest: fixture schema: " + err.Error())
	}
	return documents.Type{
		Key:         FixtureKey,
		Title:       "Fixture sheet",
		Description: "A test document type that uses every schema feature.",
		Category:    documents.CategoryDayAndTour,
		RecordKinds: []records.Kind{records.KindShow},
		Schema:      schema,
		Sample:      json.RawMessage(FixtureSample),
		MergeFields: fields,
	}
}

// ServedFixtureSchema returns FixtureSchema as the catalog serves it: with the
// shared $defs/time_zone added (see documents.WithTimeZones).
func ServedFixtureSchema() json.RawMessage {
	schema, err := documents.WithTimeZones(json.RawMessage(FixtureSchema))
	if err != nil {
		panic("doctest: fixture schema: " + err.Error())
	}
	return schema
}

// FixtureCatalog returns a catalog holding only the fixture type.
func FixtureCatalog() *documents.Catalog {
	c, err := documents.NewCatalog([]documents.Type{FixtureType()},
		map[string][]records.Kind{FixtureKey: {records.KindShow}})
	if err != nil {
		panic("doctest: fixture catalog: " + err.Error())
	}
	return c
}
