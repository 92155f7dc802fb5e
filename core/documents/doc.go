// Package documents is the model of Roadcase's document types: the catalog of the
// 29 types, each type's contract (key, title, description, category, the record
// kinds it can be generated from, its JSON Schema, sample data and merge-field
// paths), and the derivation of merge-field paths from a schema. It is pure: schema
// validation and rendering are driven ports (ports.SchemaValidator, ports.Renderer),
// the use cases live in documents/app, the embedded type files in documents/catalog
// and the record-to-data mappings in documents/binding.
package documents
