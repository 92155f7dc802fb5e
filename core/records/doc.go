// Package records is the production data every Roadcase domain reads: projects,
// venues, shows and their deals, people, crew, logistics and money. Every record
// belongs to exactly one organization. Money is integer minor units in the
// currency of the record's project; instants are UTC and shows keep the venue's zone.
//
// Every kind has a Validate method that checks its own invariants and returns
// kernel.KindInvalid with one kernel.FieldError per problem. Pointers are JSON
// pointers relative to the record, built from the snake_case form of the field
// names ("/tiers/2/sold", "/deal/artist_percent"); codes are the Code constants
// ("required", "out_of_order", "exceeds_allotment", ...). Dataset.Validate checks a
// whole dataset, with pointers relative to its export form ("/shows/3/venue_id"),
// and adds the checks that need more than one record: unique ids, references that
// resolve, a show of the record's own project, an invoice in its project's currency.
//
// Derived figures (TicketTier.Gross, Show.Sellable, Invoice.Outstanding,
// Accommodation.Nights, ...) use exact integer arithmetic; percentages of amounts
// round half away from zero to the minor unit (kernel.BasisPoints.Of, and
// kernel.PPM.Of for tax rates, which are millionths).
package records
