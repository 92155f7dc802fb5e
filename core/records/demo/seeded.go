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

// Rows counts the records of d with their children as the rows they become
// (records.Dataset.Rows).
func Rows(d records.Dataset) int { return d.Rows() }
