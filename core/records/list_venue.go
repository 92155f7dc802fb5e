package records

import "github.com/roadcase/roadcase/core/kernel"

// VenueShow is a show as a venue's list of shows gives it: the show's own
// fields (without its tiers and contacts, which the list does not read) and
// the name of its project.
type VenueShow struct {
	Show    Show
	Project string
}

// CheckedVenueShows is Checked for a venue's shows, whose cursor's key is a
// show's date (YYYY-MM-DD).
func (q ListQuery) CheckedVenueShows() (ListQuery, error) {
	q, err := q.Checked(1)
	if err == nil && q.After != nil && !kernel.Date(q.After.Keys[0]).Valid() {
		return q, invalidListCursor()
	}
	return q, err
}

// CheckedIDs returns the ids a store looks records up by: at most MaxList,
// each canonical (KindInvalid, code "invalid_ids", otherwise).
func CheckedIDs(ids []kernel.ID) error {
	if len(ids) > MaxList {
		return kernel.Invalid("too many ids: look up at most 200 records at once").WithCode("invalid_ids")
	}
	for _, id := range ids {
		if p, err := kernel.ParseID(string(id)); err != nil || p != id {
			return kernel.Invalid("not a record id: " + string(id)).WithCode("invalid_ids")
		}
	}
	return nil
}
