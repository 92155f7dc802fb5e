// Package schemagen generates JSON values that satisfy a JSON Schema (draft
// 2020-12), as pgregory.net/rapid generators, for property-based tests of code
// that takes schema-valid data: the document types' validator, renderer and API.
//
// It understands the keywords the document type schemas use: type (object, array,
// string, integer, number, boolean, null), properties, required,
// additionalProperties (no other member is ever generated), dependentRequired,
// minProperties, maxProperties, items, minItems, maxItems, enum, const, minLength
// and maxLength (counted in code points, as the validator counts), pattern,
// format (date, date-time, email, uri), minimum, maximum, exclusiveMinimum,
// exclusiveMaximum, local $ref (siblings of $ref narrow the referenced schema),
// anyOf and oneOf (one branch is chosen; oneOf branches must exclude each other),
// and the annotations. Compile refuses any other keyword, and any other format,
// so that a schema change the generator does not understand is an error rather
// than a silent drift to invalid instances.
//
// Edge values come with raised probability: boundaries of every range, the
// largest integers, integers written as 1.0 or 1e3, negative zero, empty and
// shortest strings, longest strings of multi-byte, astral, combining and
// right-to-left characters, date-times with a lower-case t or z, offsets up to
// ±23:59, fractional seconds and leap seconds (only where the validator accepts
// one), the shortest and longest e-mail addresses and URIs, empty optional arrays
// and objects with every optional member absent or present. The plain choice of
// every draw is the one rapid shrinks to, so a failing instance shrinks to the
// edge that makes it fail.
//
// It is a test-support package: tests import it; the service does not.
package schemagen
