// Package doctest helps test code that works with document types: a fixture type
// that exercises every schema feature the conventions use, and walks over a
// type's schema and sample that produce the hostile-string and missing-field
// variants the framework's tests feed to the validator, the renderer and the API.
// It is imported by tests only.
package doctest
