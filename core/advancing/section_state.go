package advancing

import "github.com/roadcase/roadcase/core/kernel"

// The rule of a section's status, which the portal, the manager's page, the
// mail and both writes (a recipient's save and a manager's edit) apply alike:
// a section's status follows its confirmed items. Every item (field) of a
// section is required: a section with items is complete only when all of them
// are confirmed, and in progress when some are. A section marked complete with
// items still to confirm is in progress. Otherwise, and for a section without
// items or not applicable, the status is the one recorded: a manager's
// not started, requested or in progress, or the complete of a section that has
// nothing to fill in.

// ItemStatus is the status the section's items give it, by the rule above.
func (s Section) ItemStatus() SectionStatus {
	if s.Status == SectionNotApplicable || len(s.Fields) == 0 {
		return s.Status
	}
	switch n := s.Confirmed(); {
	case n == len(s.Fields):
		return SectionComplete
	case n > 0 || s.Status == SectionComplete:
		return SectionInProgress
	default:
		return s.Status
	}
}

// Overdue reports whether the section's due date has passed on today (a date in
// the zone the section is due in) while the section still needs work.
func (s Section) Overdue(today kernel.Date) bool {
	return s.DueOn != nil && s.DueOn.Before(today) && !s.ItemStatus().Done()
}
