package records

import "github.com/roadcase/roadcase/core/kernel"

// ListQuery asks for one page of a list of records of one kind: the platform's
// projects, venues and people lists. Lists are in a fixed order (see
// ports.RecordLister) and paged by keyset: After is the position of the previous
// page's last item (its sort keys as text and its id), nil for the first page.
type ListQuery struct {
	// Search, when not blank, keeps the records in which it appears, ignoring
	// case, in one of the fields the list searches. "Ignoring case" means the
	// ASCII letters only (FoldASCII): "zebra" finds "Zebra", but "ångström" does
	// not find "Ångström", on every backend. Spaces around it are ignored, and
	// every character in it is taken literally (% and _ are not wildcards).
	Search string
	// Status, when set, keeps the projects of that status (projects only).
	Status ProjectStatus
	After  *kernel.Cursor
	// Limit is how many records to return, 1 to MaxList; 0 means MaxList.
	// Stores refuse anything else (Checked).
	Limit int
}

// MaxList is the most records one page of a list holds.
const MaxList = 200
