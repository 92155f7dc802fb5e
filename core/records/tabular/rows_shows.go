package tabular

import (
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// showRow reads a show of the project: matched by date, venue and stage.
func showRow(r *rowCtx) {
	b := r.b
	var date kernel.Date
	r.date(keyDate, &date)
	if date == "" && !r.failed {
		r.fail(keyDate, records.CodeRequired, "a date such as 2026-05-01", "Enter the show's date.")
	}
	venue, ok := r.venue(keyVenue)
	if r.failed || !ok {
		return
	}
	stage, _ := r.cell(keyStage)
	key := showKey(date, venue.ID, stage)
	at, found := b.ex.shows[key]
	s := records.Show{ID: b.in.NewID(), OrgID: b.in.OrgID, ProjectID: b.ex.project, VenueID: venue.ID, Date: date,
		Stage: stage, Status: records.ShowConfirmed, TimeZone: venue.TimeZone, Capacity: venue.Capacity,
		Currency: b.projectCurrency(), Deal: records.Deal{Type: records.DealFlat}, CreatedAt: b.in.Now}
	if found {
		s = b.in.Existing.Shows[at]
	} else {
		at = -1
	}
	status, deal := string(s.Status), string(s.Deal.Type)
	r.choice(keyStatus, &status)
	r.choice(keyDealType, &deal)
	s.Status, s.Deal.Type = records.ShowStatus(status), records.DealType(deal)
	s.Currency = r.currency(keyCurrency, s.Currency)
	if r.has(keyCapacity) {
		r.integer(keyCapacity, &s.Capacity)
	}
	r.zone(keyZone, &s.TimeZone)
	cur := s.Currency
	r.money(keyGuarantee, cur, &s.Deal.Guarantee)
	r.basisPoints(keyArtistPct, &s.Deal.ArtistPercent)
	r.basisPoints(keyPromoPct, &s.Deal.PromoterProfitPercent)
	r.money(keyShowCosts, cur, &s.Deal.ShowExpenses)
	r.money(keyFacility, cur, &s.Deal.FacilityFeePerTicket)
	r.ppm(keyTicketTax, &s.Deal.TicketTaxRate)
	r.money(keyDeposit, cur, &s.Deal.Deposit)
	r.basisPoints(keyCommPct, &s.Deal.CommissionRate)
	r.ppm(keyWithhold, &s.Deal.WithholdingRate)
	r.integer(keyGuestCap, &s.GuestAllocation)
	r.text(keyNotes, &s.Notes)
	r.showTimes(&s)
	if r.failed {
		return
	}
	label := string(s.Date) + " · " + venue.Name
	if s.Stage != "" {
		label += " · " + s.Stage
	}
	keep(r, record[records.Show]{kind: records.KindShow, key: key, at: at, rec: s, id: s.ID, label: label,
		alone: func(s records.Show) records.Dataset { return records.Dataset{Shows: []records.Show{s}} }},
		b.in.Existing.Shows, &b.plan.New.Shows)
}

// projectCurrency is the project's currency, "" without a project.
func (b *builder) projectCurrency() string {
	if b.in.Project == nil {
		return ""
	}
	return b.in.Project.Currency
}

// venue finds the venue the cell of field key names, by its name and, when
// two venues share it, the row's city; false (and the row failed) when it
// names none or cannot say which.
func (r *rowCtx) venue(key string) (records.Venue, bool) {
	name, _ := r.cell(key)
	if name == "" {
		r.fail(key, records.CodeRequired, "a venue's name", "Enter the venue's name, as the venues list has it.")
		return records.Venue{}, false
	}
	ex := r.b.ex
	found := ex.venueNames[foldName(name)]
	city, _ := r.cell(keyCity)
	if city != "" {
		var inCity []int
		for _, i := range found {
			if foldName(ex.d.Venues[i].City) == foldName(city) {
				inCity = append(inCity, i)
			}
		}
		found = inCity
	}
	switch {
	case len(found) == 1:
		return ex.d.Venues[found[0]], true
	case len(found) == 0 && city != "":
		r.fail(key, CodeUnknownReference, "the name of a venue in the venues list",
			fmt.Sprintf("No venue called %q in %s is in the venues list: add it there first, or correct the name or the city.", name, city))
	case len(found) == 0:
		r.fail(key, CodeUnknownReference, "the name of a venue in the venues list",
			fmt.Sprintf("No venue called %q is in the venues list: add it there first, or correct the name.", name))
	default:
		cities := make([]string, len(found))
		for i, v := range found {
			cities[i] = ex.d.Venues[v].City
		}
		r.fail(key, CodeAmbiguous, "a venue's name and its city",
			fmt.Sprintf("%d venues are called %q (in %s): add a City column to say which.", len(found), name, strings.Join(cities, ", ")))
	}
	return records.Venue{}, false
}
