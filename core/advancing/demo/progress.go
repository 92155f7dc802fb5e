package demo

import (
	"hash/fnv"
	"strconv"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// progress sets a packet's sections as the advance would stand on today:
//   - a show that has happened was advanced in full, each required section
//     completed in the fortnight before its due date, optional ones complete or not
//     applicable, except for one show in seven where the settlement or guest list
//     was never confirmed;
//   - a show whose due date has passed is mid-advance and overdue: schedule and
//     production complete, hospitality in progress, travel requested, the rest not
//     started;
//   - a show still ahead of its due date has had its sections requested;
//   - a packet without a show is a draft.
func progress(p *advancing.Packet, show *records.Show, d records.Dataset, today kernel.Date) {
	if show == nil {
		return
	}
	due := *p.DueOn
	switch {
	case show.Date.Before(today):
		missed := hash(string(show.ID))%7 == 0
		for i := range p.Sections {
			s := &p.Sections[i]
			switch {
			case missed && (s.Kind == advancing.SectionSettlement || s.Kind == advancing.SectionGuestList):
				s.Status = advancing.SectionInProgress
			case !s.Required && hash(string(s.ID))%3 == 0:
				s.Status = advancing.SectionNotApplicable
			default:
				completeOn(s, due.AddDays(-int(hash(string(s.ID))%14)), show, d)
			}
		}
	case due.Before(today):
		for i := range p.Sections {
			s := &p.Sections[i]
			switch s.Kind {
			case advancing.SectionSchedule, advancing.SectionProduction:
				completeOn(s, due.AddDays(-3), show, d)
			case advancing.SectionHospitality:
				s.Status = advancing.SectionInProgress
			case advancing.SectionTravelLodging:
				s.Status = advancing.SectionRequested
			}
		}
	case !today.Before(due.AddDays(-7)):
		for i := range p.Sections {
			p.Sections[i].Status = advancing.SectionRequested
		}
	}
}

// completeOn marks s complete on day at 16:00 UTC and confirms every field: with
// what the records answer (times from the show, the building's parking, Wi-Fi
// and hospital, the guest arrangements), the others as agreed.
func completeOn(s *advancing.Section, day kernel.Date, show *records.Show, d records.Dataset) {
	at := day.Time(time.UTC).Add(16 * time.Hour)
	s.Status, s.CompletedAt = advancing.SectionComplete, &at
	values := map[string]string{}
	local := func(t *time.Time) string {
		if t == nil {
			return ""
		}
		loc, err := time.LoadLocation(show.TimeZone)
		if err != nil {
			loc = time.UTC
		}
		return t.In(loc).Format("15:04")
	}
	values["doors"], values["headline_set"], values["curfew"] = local(show.DoorsAt), local(show.StartsAt), local(show.CurfewAt)
	for _, v := range d.Venues {
		if v.ID == show.VenueID {
			values["bus_parking"], values["wifi"], values["hospital"] = v.Parking, v.WiFi, v.Hospital
		}
	}
	if show.GuestAllocation > 0 {
		values["allocation"] = strconv.Itoa(show.GuestAllocation)
	}
	values["pickup"] = show.GuestPickup
	for i := range s.Fields {
		v := values[s.Fields[i].Key]
		if v == "" {
			v = agreed // a complete section has every item confirmed (advancing.Section.ItemStatus)
		}
		s.Fields[i].Value = &v
	}
}

// agreed is the answer of an item the records do not hold, in a section the
// other side completed.
const agreed = "As agreed"

func hash(s string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(s))
	return h.Sum32()
}
