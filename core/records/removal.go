package records

import (
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
)

// PlanRemoval sorts what refers to the record of kind k with id into what its
// removal takes with it and what stops it. d must hold every record that could
// refer to it: the record's project for a record of a project, the whole
// organization for a venue or a person.
//
//   - A show takes its schedule items and guest list with it; anything else tied
//     to it (money, hotel stays, timesheets) stops it: a show with money is
//     cancelled, not removed, so that its figures stay.
//   - A project takes its operational records (shows, crew, timesheets,
//     schedule, travel, hotels, guest lists, budget lines) and is stopped by its
//     money (expenses, income, invoices, settlements).
//   - A venue is stopped by its shows, a person by every record naming them.
//
// Takes comes in the order the records must be removed in: dependants before
// what they refer to.
func (d Dataset) PlanRemoval(k Kind, id kernel.ID) (takes, blockers []Ref) {
	switch k {
	case KindShow:
		return d.showRemoval(id)
	case KindProject:
		for _, r := range d.Dependants(KindProject, id) {
			if projectTakes[r.Kind] {
				takes = append(takes, r)
			} else {
				blockers = append(blockers, r)
			}
		}
	default:
		blockers = d.Dependants(k, id)
	}
	return inRemovalOrder(dedupe(takes)), dedupe(blockers)
}

// showRemoval sorts a show's dependants.
func (d Dataset) showRemoval(id kernel.ID) (takes, blockers []Ref) {
	for _, r := range d.Dependants(KindShow, id) {
		if showTakes[r.Kind] {
			takes = append(takes, r)
		} else {
			blockers = append(blockers, r)
		}
	}
	return takes, blockers
}

// showTakes are the kinds a show's removal takes with it; projectTakes those a
// project's does besides its shows.
var (
	showTakes    = map[Kind]bool{KindScheduleItem: true, KindGuestListEntry: true}
	projectTakes = map[Kind]bool{KindShow: true, KindCrewAssignment: true, KindTimesheetEntry: true, KindScheduleItem: true,
		KindTravelSegment: true, KindAccommodation: true, KindGuestListEntry: true, KindBudgetLine: true}
)

// inRemovalOrder sorts refs so that a record comes before every record it refers
// to: kinds in the reverse of Kinds, stable within a kind.
func inRemovalOrder(refs []Ref) []Ref {
	rank := make(map[Kind]int, len(Kinds))
	for i, k := range Kinds {
		rank[k] = i
	}
	slices.SortStableFunc(refs, func(a, b Ref) int { return rank[b.Kind] - rank[a.Kind] })
	return refs
}

// dedupe drops repeated refs, keeping the first.
func dedupe(refs []Ref) []Ref {
	seen := make(map[kernel.ID]bool, len(refs))
	return kept(refs, func(r Ref) bool {
		if seen[r.ID] {
			return false
		}
		seen[r.ID] = true
		return true
	})
}
