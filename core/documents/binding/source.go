package binding

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Source is what a Binder reads: the record it was asked for and every record of
// that record's project (venues and people the project refers to included), indexed
// for lookup. Now is the time of the request, for "generated at" lines and ages.
type Source struct {
	Ref     records.Ref
	OrgName string
	Now     time.Time
	// PayLink is the address where the client pays an invoice record online,
	// when the organization allows the link and the invoice is payable; "".
	PayLink string
	*Index
}

// Index gives by-id access to a dataset's records.
type Index struct {
	Data     records.Dataset
	projects map[kernel.ID]*records.Project
	venues   map[kernel.ID]*records.Venue
	people   map[kernel.ID]*records.Person
	shows    map[kernel.ID]*records.Show
}

// NewIndex indexes d. The index refers to d's slices; do not modify d afterwards.
func NewIndex(d records.Dataset) *Index {
	ix := &Index{
		Data:     d,
		projects: make(map[kernel.ID]*records.Project, len(d.Projects)),
		venues:   make(map[kernel.ID]*records.Venue, len(d.Venues)),
		people:   make(map[kernel.ID]*records.Person, len(d.People)),
		shows:    make(map[kernel.ID]*records.Show, len(d.Shows)),
	}
	for i := range d.Projects {
		ix.projects[d.Projects[i].ID] = &d.Projects[i]
	}
	for i := range d.Venues {
		ix.venues[d.Venues[i].ID] = &d.Venues[i]
	}
	for i := range d.People {
		ix.people[d.People[i].ID] = &d.People[i]
	}
	for i := range d.Shows {
		ix.shows[d.Shows[i].ID] = &d.Shows[i]
	}
	return ix
}

// Project returns the project with id, or nil.
func (ix *Index) Project(id kernel.ID) *records.Project { return ix.projects[id] }

// Venue returns the venue with id, or nil.
func (ix *Index) Venue(id kernel.ID) *records.Venue { return ix.venues[id] }

// Person returns the person with id, or nil.
func (ix *Index) Person(id kernel.ID) *records.Person { return ix.people[id] }

// Show returns the show with id, or nil.
func (ix *Index) Show(id kernel.ID) *records.Show { return ix.shows[id] }

// notFound is returned when the record a binder was asked for is not in its source,
// which means the loader and the binder disagree: an internal error, not the caller's.
func notFound(what string, id kernel.ID) error {
	return kernel.Internal(&missingError{what: what, id: id})
}

type missingError struct {
	what string
	id   kernel.ID
}

func (e *missingError) Error() string {
	return "binding: " + e.what + " " + string(e.id) + " not in source"
}

// DraftSettlementOf returns the show's settlement worksheet not yet signed, or
// nil when it has none.
func (ix *Index) DraftSettlementOf(show kernel.ID) *records.Settlement {
	for i := range ix.Data.Settlements {
		if s := &ix.Data.Settlements[i]; s.ShowID == show && s.Draft {
			return s
		}
	}
	return nil
}

// SettlementOf returns the show's signed settlement, the latest one if the data
// holds several, or nil when the show is not settled.
func (ix *Index) SettlementOf(show kernel.ID) *records.Settlement {
	var st *records.Settlement
	for i := range ix.Data.Settlements {
		s := &ix.Data.Settlements[i]
		if s.ShowID == show && s.Signed() && (st == nil || s.SettledAt.After(st.SettledAt)) {
			st = s
		}
	}
	return st
}
