package web

import (
	"slices"
	"strconv"
	"time"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

type hubVenue struct{ ID, Name, City, Address string }

// hubClock is a time of the show on its zone's clock: "19:30 CET", with
// NextDay set when it falls after midnight of the show's date.
type hubClock struct {
	At      time.Time
	Text    string
	NextDay bool
	// OtherDay is the local date when it is neither the show's nor the next.
	OtherDay string
}

// hubTerm is one term of the deal or the cancellation: its label and value.
type hubTerm struct{ Label, Value string }

// hubTickets are the tiers and their totals, each computed by core/records.
type hubTickets struct {
	Tiers     []hubTier
	Total     hubTier
	Potential string
	Scanned   string
}

type hubTier struct {
	Name, Price                             string
	Allotment, Sold, Comps, Kills, Sellable int
	Gross                                   string
}

// newShowHub builds the hub of show id from its scope d.
func newShowHub(d records.Dataset, id kernel.ID) showHubPage {
	x := d.Shows[0]
	ix := newHubIndex(d)
	loc := zone(x.TimeZone)
	p := showHubPage{ID: string(x.ID), Project: string(x.ProjectID), Date: x.Date.String(), Status: optionLabel(showStatuses, string(x.Status)),
		StatusKey: string(x.Status), Stage: x.Stage, Zone: x.TimeZone, Capacity: x.Capacity, Currency: x.Currency,
		DealType: optionLabel(dealTypes, string(x.Deal.Type))}
	if len(d.Projects) > 0 {
		p.ProjectName = d.Projects[0].Name
	}
	if len(d.Venues) > 0 {
		ve := d.Venues[0]
		p.Venue = hubVenue{ID: string(ve.ID), Name: ve.Name, City: ve.City, Address: ve.Address}
	}
	p.Title = joinNonEmpty(" · ", p.Venue.Name, p.Venue.City, x.Stage)
	p.Doors, p.Starts, p.Curfew = clockOf(x.DoorsAt, x.Date, loc), clockOf(x.StartsAt, x.Date, loc), clockOf(x.CurfewAt, x.Date, loc)
	p.Deal, p.Cancellation = dealTerms(x), cancellationTerms(x)
	p.Tickets = ticketsOf(x)
	p.Schedule = scheduleOf(d, x)
	p.Contacts, p.Crew = hubContactsOf(d, x, ix), crewOf(d, ix)
	p.TravelIn, p.TravelOut = travelOf(d, x, ix)
	p.Hotels = hotelsOf(d, ix)
	p.Guests = guestsOf(d, x)
	return p
}

// clockOf is t on loc's clock; zero for nil.
func clockOf(t *time.Time, date kernel.Date, loc *time.Location) hubClock {
	if t == nil {
		return hubClock{}
	}
	local := t.In(loc)
	c := hubClock{At: *t, Text: local.Format("15:04 MST")}
	switch day := kernel.DateOf(local, loc); day {
	case date:
	case date.AddDays(1):
		c.NextDay = true
	default:
		c.OtherDay = local.Format("Mon 2 Jan")
	}
	return c
}

// dealTerms lists the deal's terms that are set, money in the show's currency
// and percentages in percent.
func dealTerms(x records.Show) []hubTerm {
	d, cur := x.Deal, x.Currency
	money := func(n int64) string { return moneyfmt.Format(n, cur) }
	pct := func(n, scale int64) string { return percentText(n, scale) + " %" }
	all := []struct {
		label string
		set   bool
		value func() string
	}{
		{"Guarantee", true, func() string { return money(d.Guarantee) }},
		{"Artist's percentage", d.ArtistPercent != 0, func() string { return pct(int64(d.ArtistPercent), shareScale) }},
		{"Promoter profit", d.PromoterProfitPercent != 0, func() string { return pct(int64(d.PromoterProfitPercent), shareScale) }},
		{"Show expenses", d.ShowExpenses != 0, func() string { return money(d.ShowExpenses) }},
		{"Facility fee per ticket", d.FacilityFeePerTicket != 0, func() string { return money(d.FacilityFeePerTicket) }},
		{"Ticket tax rate", d.TicketTaxRate != 0, func() string { return pct(int64(d.TicketTaxRate), taxRateScale) }},
		{"Deposit", d.Deposit != 0, func() string { return money(d.Deposit) }},
		{"Agent's commission", d.CommissionRate != 0, func() string { return pct(int64(d.CommissionRate), shareScale) }},
		{"Withholding tax", d.WithholdingRate != 0, func() string { return pct(int64(d.WithholdingRate), taxRateScale) }},
	}
	var out []hubTerm
	for _, t := range all {
		if t.set {
			out = append(out, hubTerm{t.label, t.value()})
		}
	}
	return out
}

// cancellationTerms lists a cancelled show's terms.
func cancellationTerms(x records.Show) []hubTerm {
	c := x.Cancellation
	if c == nil {
		return nil
	}
	return []hubTerm{{"Cancelled by", optionLabel(cancelledBy, string(c.By))}, {"Cancelled on", c.On.String()},
		{"Reason", c.Reason}, {"Cancellation fee", moneyfmt.Format(c.Fee, x.Currency)}}
}

// ticketsOf is the tiers with the core's figures (records.TicketTier,
// records.Show) and the show's totals.
func ticketsOf(x records.Show) hubTickets {
	cur := x.Currency
	var t hubTickets
	for _, tier := range x.Tiers {
		t.Tiers = append(t.Tiers, hubTier{Name: tier.Name, Price: moneyfmt.Format(tier.Price, cur), Allotment: tier.Allotment,
			Sold: tier.Sold, Comps: tier.Comps, Kills: tier.Kills, Sellable: tier.Sellable(), Gross: moneyfmt.Format(tier.Gross(), cur)})
	}
	t.Total = hubTier{Name: "Total", Allotment: x.Allotment(), Sold: x.Sold(), Comps: x.Comps(), Kills: x.Kills(),
		Sellable: x.Sellable(), Gross: moneyfmt.Format(x.Gross(), cur)}
	t.Potential = moneyfmt.Format(x.Potential(), cur)
	if x.ScannedAttendance != nil {
		t.Scanned = strconv.Itoa(*x.ScannedAttendance)
	}
	return t
}

// joinNonEmpty joins the parts that are not empty with sep.
func joinNonEmpty(sep string, parts ...string) string {
	out := ""
	for _, s := range slices.DeleteFunc(parts, func(s string) bool { return s == "" }) {
		if out != "" {
			out += sep
		}
		out += s
	}
	return out
}
