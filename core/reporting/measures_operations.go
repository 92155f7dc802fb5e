package reporting

import (
	"slices"
	"strconv"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// requiredSections is the part's required advance sections: optional ones have
// nothing to complete.
func requiredSections(p *Part) []SectionFact {
	return Where(p.Sections, func(f SectionFact) bool { return f.Required })
}

// completedSections is the required sections complete with a completion time, the
// ones the advance completion report times.
func completedSections(p *Part) []SectionFact {
	return Where(requiredSections(p), func(f SectionFact) bool {
		return advancing.SectionStatus(f.Status) == advancing.SectionComplete && f.CompletedAt != nil
	})
}

// overdueSection reports whether a section of a packet with a show is overdue on
// asOf by the overdue advances report's rule: required, not done (neither complete
// nor not applicable), and asOf after the show's date less lead days.
func overdueSection(f SectionFact, asOf kernel.Date, lead int) bool {
	if !f.Required || f.ShowDate.IsZero() || advancing.SectionStatus(f.Status).Done() {
		return false
	}
	return f.ShowDate.AddDays(-lead).Before(asOf)
}

// overduePackets counts the packets overdue on as_of; nil without sections. A
// packet with a show is overdue when one of its sections is (overdueSection). A
// packet about the whole project has no show to count back from, so its sections'
// due dates stand in: it is overdue when advancing.Packet.Overdue says so, its
// latest required due date passed with a required section open, the advance
// status board's rule (days_before_show does not apply to it).
func overduePackets(p *Part) Num {
	if len(p.Sections) == 0 {
		return nil
	}
	lead, err := strconv.Atoi(p.Args["days_before_show"])
	if err != nil {
		lead = 7 // the parameter's default
	}
	var late int64
	for _, pk := range packetsOf(p.Facts) {
		if pk.first.ShowDate.IsZero() {
			if pk.packet().Overdue(p.Today) {
				late++
			}
			continue
		}
		if slices.ContainsFunc(pk.sections, func(f SectionFact) bool { return overdueSection(f, p.Today, lead) }) {
			late++
		}
	}
	return Int(late)
}

// withGuestList is the shows on sale with a guest allocation agreed.
func withGuestList(p *Part) []ShowFact {
	return Where(onSale(p), func(s ShowFact) bool { return s.GuestAllocation > 0 })
}

// labourHours is a labour measure in hours: minutes of each row summed, ÷ 60.
func labourHours(key, description string, minutes func(LabourFact) int64) Measure {
	return Measure{Key: key, Description: description, Unit: UnitHours, Families: FamilyLabour,
		Sum: func(p *Part) Num { return Div(SumOf(p.Labour, minutes), Int(60)) }}
}

// operationsMeasures are the advance sections' progress, the guest lists of the
// shows on sale and the crew's timesheet hours.
var operationsMeasures = []Measure{
	{Key: "sections.required", Description: "Required advance sections.", Unit: UnitCount, Families: FamilySections,
		Sum: func(p *Part) Num { return SumOf(requiredSections(p), func(SectionFact) int64 { return 1 }) }},
	{Key: "sections.done", Description: "Required advance sections done: complete or not applicable.",
		Unit: UnitCount, Families: FamilySections, Sum: func(p *Part) Num {
			return SumOf(requiredSections(p), func(f SectionFact) int64 {
				if advancing.SectionStatus(f.Status).Done() {
					return 1
				}
				return 0
			})
		}},
	{Key: "sections.completed", Description: "Required advance sections complete with a completion time.",
		Unit: UnitCount, Families: FamilySections,
		Sum: func(p *Part) Num { return SumOf(completedSections(p), func(SectionFact) int64 { return 1 }) }},
	{Key: "sections.days_to_complete", Description: "Σ days from the packet's creation to completion (whole seconds), over the required sections complete.",
		Unit: UnitDays, Families: FamilySections, Sum: func(p *Part) Num {
			seconds := SumOf(completedSections(p), func(f SectionFact) int64 {
				return int64(f.CompletedAt.Sub(f.PacketCreatedAt).Seconds())
			})
			return Div(seconds, Int(86400))
		}},
	{Key: "advances.overdue_packets", Description: "Packets with a required section not done although their show is days_before_show days away or closer on as_of; a packet without a show, when its sections' latest required due date is before as_of.",
		Unit: UnitCount, Families: FamilySections, Params: []string{"as_of", "days_before_show"}, Sum: overduePackets},
	{Key: "guests.allocation", Description: "Σ guest places agreed, over the shows on sale with an allocation.",
		Unit: UnitCount, Families: FamilyShows,
		Sum: func(p *Part) Num { return SumOf(withGuestList(p), func(s ShowFact) int64 { return s.GuestAllocation }) }},
	{Key: "guests.places", Description: "Σ guest places approved or checked in, over the shows on sale with an allocation.",
		Unit: UnitCount, Families: FamilyShows,
		Sum: func(p *Part) Num { return SumOf(withGuestList(p), func(s ShowFact) int64 { return s.GuestPlaces }) }},
	labourHours("crew.regular_hours", "Σ regular timesheet hours, every status.", func(f LabourFact) int64 { return f.Minutes }),
	labourHours("crew.overtime_hours", "Σ overtime timesheet hours, every status.",
		func(f LabourFact) int64 { return f.OvertimeMinutes * f.Entries }),
}
