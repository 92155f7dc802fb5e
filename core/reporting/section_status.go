package reporting

import (
	"time"

	"github.com/roadcase/roadcase/core/advancing"
)

// SectionStatusOf is the status and completion time a section's fact carries:
// the status its items give it (advancing.Section.ItemStatus, complete only when
// every item is confirmed), which the portal, the manager's page and the API
// show, and its completion time only while that status is complete. Every
// store builds its section facts through it, so that the completion figures
// agree with the pages.
func SectionStatusOf(s advancing.Section) (string, *time.Time) {
	status := s.ItemStatus()
	if status != advancing.SectionComplete {
		return string(status), nil
	}
	return string(status), s.CompletedAt
}
