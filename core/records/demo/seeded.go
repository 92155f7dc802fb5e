package demo

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Seeded is one demo organization as the store holds it after seeding.
type Seeded struct {
	OrgID      kernel.ID
	Slug       string
	OwnerEmail string
	// IDs lists the stored records' ids, kind by kind, in the store's order.
	IDs map[records.Kind][]kernel.ID
}

// Progress reports one dataset written (or, on a re-run, checked) by a seed: Rows
// counts its records with their children (tiers, lines, payments, rooms) as the
// rows they become.
type Progress struct {
	Slug    string
	Rows    int
	Elapsed time.Duration
}

// Rows counts the records of d with their children as the rows they become: one
// per record, ticket tier, contact, passenger, room, occupant, invoice line,
// payment and itemised settlement expense.
func Rows(d records.Dataset) int {
	n := 0
	for _, c := range d.Count() {
		n += c
	}
	for _, v := range d.Venues {
		n += len(v.Contacts)
	}
	for _, s := range d.Shows {
		n += len(s.Tiers) + len(s.Contacts)
	}
	for _, t := range d.Travel {
		n += len(t.PassengerIDs)
	}
	for _, a := range d.Accommodations {
		n += len(a.Rooms)
		for _, r := range a.Rooms {
			n += len(r.OccupantIDs)
		}
	}
	for _, inv := range d.Invoices {
		n += len(inv.Lines) + len(inv.Payments)
	}
	for _, s := range d.Settlements {
		n += len(s.Expenses)
	}
	return n
}
