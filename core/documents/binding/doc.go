// Package binding maps production records to document data. For each document type
// and each record kind it accepts, one Binder turns the record (and the records
// around it: a show's venue, tiers, schedule, contacts…) into a JSON-shaped value
// that validates against the type's schema. Binders register themselves from init
// functions, one file per document type.
package binding
