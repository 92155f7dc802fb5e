// Package records is the production data every Roadcase domain reads: projects,
// venues, shows and their deals, people, crew, logistics and money. Every record
// belongs to exactly one organization. Money is integer minor units in the
// currency of the record's project; instants are UTC and shows keep the venue's zone.
package records
