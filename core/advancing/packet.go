package advancing

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Kind is the kind of engagement a packet advances; it chooses a shell's default
// sections and audiences.
type Kind string

// The packet kinds.
const (
	// KindClubShow is a headline show in a club, theatre or arena: the full advance.
	KindClubShow Kind = "club_show"
	// KindFestivalSlot is a slot on a festival bill: the festival's production office
	// runs the site, so changeovers, credentials and shared backline matter more, and
	// there is no ticketing settlement.
	KindFestivalSlot Kind = "festival_slot"
	// KindCorporateEvent is a private or corporate engagement: the client is the
	// audience instead of a promoter, with no guest list or merchandise.
	KindCorporateEvent Kind = "corporate_event"
)

// Kinds lists every packet kind.
var Kinds = []Kind{KindClubShow, KindFestivalSlot, KindCorporateEvent}

// Valid reports whether k is one of Kinds.
func (k Kind) Valid() bool {
	for _, x := range Kinds {
		if x == k {
			return true
		}
	}
	return false
}

// Status is where a packet stands, in the words promoter advance forms use.
type Status string

// The packet statuses, in order.
const (
	// StatusDraft: built, not yet sent to anyone.
	StatusDraft Status = "draft"
	// StatusSent: sent to at least one audience, no section started.
	StatusSent Status = "sent"
	// StatusInProgress: at least one section requested or under way.
	StatusInProgress Status = "in_progress"
	// StatusComplete: every required section complete or not applicable.
	StatusComplete Status = "complete"
)

// Packet is an advance packet: what must be confirmed for a project, or for one of
// its shows, and who sees what.
type Packet struct {
	ID        kernel.ID
	OrgID     kernel.ID
	ProjectID kernel.ID
	ShowID    *kernel.ID // nil for a packet about the whole project
	Kind      Kind
	Title     string
	Status    Status
	DueOn     *kernel.Date // the date every required section is due by
	Sections  []Section    // in position order
	Audiences []Audience   // in position order
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Progress counts a packet's required sections and how many of them are done
// (complete or not applicable, by Section.ItemStatus).
func (p Packet) Progress() (done, required int) {
	for _, s := range p.Sections {
		if !s.Required {
			continue
		}
		required++
		if s.ItemStatus().Done() {
			done++
		}
	}
	return done, required
}

// Overdue reports whether the packet's due date has passed on today with a
// required section still open.
func (p Packet) Overdue(today kernel.Date) bool {
	if p.DueOn == nil || !p.DueOn.Before(today) {
		return false
	}
	done, required := p.Progress()
	return done < required
}

// DerivedStatus is the status the sections and sends imply: complete when every
// required section is done, in progress when any section has started, sent when
// the packet went to an audience, draft otherwise.
func (p Packet) DerivedStatus(sent bool) Status {
	done, required := p.Progress()
	if required > 0 && done == required {
		return StatusComplete
	}
	for _, s := range p.Sections {
		if s.ItemStatus().Started() {
			return StatusInProgress
		}
	}
	if sent {
		return StatusSent
	}
	return StatusDraft
}
