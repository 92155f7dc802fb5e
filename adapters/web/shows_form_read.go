package web

import (
	"net/http"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// readShow builds the show the form describes, on top of base (the show as it
// is, for the fields the form does not show; empty for a new one). zone is the
// show's zone: the form's, or the venue's when the form leaves it empty. Parse
// errors land on f beside their inputs.
func readShow(f *recordForm, base records.Show, zone string) records.Show {
	x := base
	cur := f.Get("currency")
	x.VenueID, x.Date, x.Status = kernel.ID(f.Get("venue_id")), f.date("date"), records.ShowStatus(f.Get("status"))
	x.Stage, x.TimeZone, x.Capacity, x.Currency = f.Get("stage"), zone, f.whole("capacity"), cur
	x.DoorsAt = f.clockOn("doors_at", x.Date, zone, "")
	x.StartsAt = f.clockOn("starts_at", x.Date, zone, f.Get("doors_at"))
	after := f.Get("starts_at")
	if after == "" {
		after = f.Get("doors_at")
	}
	x.CurfewAt = f.clockOn("curfew_at", x.Date, zone, after)
	x.Deal = records.Deal{Type: records.DealType(f.Get("deal/type")), Guarantee: f.amount("deal/guarantee", cur),
		ArtistPercent:         kernel.BasisPoints(f.percentUnits("deal/artist_percent_bp", shareScale)),
		PromoterProfitPercent: kernel.BasisPoints(f.percentUnits("deal/promoter_profit_percent_bp", shareScale)),
		ShowExpenses:          f.amount("deal/show_expenses", cur),
		FacilityFeePerTicket:  f.amount("deal/facility_fee_per_ticket", cur),
		TicketTaxRate:         taxRate(f.percentUnits(ticketTaxInput, taxRateScale)),
		Deposit:               f.amount("deal/deposit", cur),
		CommissionRate:        kernel.BasisPoints(f.percentUnits("deal/commission_rate_bp", shareScale)),
		WithholdingRate:       taxRate(f.percentUnits(withholdingInput, taxRateScale))}
	x.GuestAllocation, x.MerchGross, x.Notes = f.whole("guest_allocation"), f.amount("merch_gross", cur), f.Get("notes")
	x.ScannedAttendance = nil
	if f.Get("scanned_attendance") != "" {
		n := f.whole("scanned_attendance")
		x.ScannedAttendance = &n
	}
	x.Cancellation = readCancellation(f, cur)
	x.Tiers = readTiers(f, cur)
	return x
}

// readCancellation is the form's cancellation terms, nil when it has none.
func readCancellation(f *recordForm, cur string) *records.Cancellation {
	c := records.Cancellation{By: records.CancelledBy(f.Get("cancellation/by")), On: f.date("cancellation/on"),
		Reason: f.Get("cancellation/reason"), Fee: f.amount("cancellation/fee", cur)}
	if c == (records.Cancellation{}) {
		return nil
	}
	return &c
}

// readTiers reads the tier rows that have anything in them and are not marked
// for removal, noting which row each came from so that errors land on it.
func readTiers(f *recordForm, cur string) []records.TicketTier {
	var tiers []records.TicketTier
	var rows []int
	for i := range tierRows(f.Values) {
		if f.Get(tierName(i, "remove")) != "" {
			continue
		}
		t := records.TicketTier{ID: kernel.ID(f.Get(tierName(i, "id"))), Name: f.Get(tierName(i, "name")),
			Price: f.amount(tierName(i, "price"), cur), Allotment: f.whole(tierName(i, "allotment")),
			Sold: f.whole(tierName(i, "sold")), Comps: f.whole(tierName(i, "comps")), Kills: f.whole(tierName(i, "kills"))}
		if t == (records.TicketTier{}) {
			continue
		}
		tiers, rows = append(tiers, t), append(rows, i)
	}
	f.moveRows("tiers", rows)
	return tiers
}

// clockOn reads the input name, a clock time, as the instant it is in zone on
// date, or on the next day when it is earlier than after (a clock time of the
// same evening, such as doors): a curfew of 01:00 after doors at 19:00 is past
// midnight. nil when the input is empty.
func (f *recordForm) clockOn(name string, date kernel.Date, zone, after string) *time.Time {
	clock := f.Get(name)
	if clock == "" || date == "" {
		return nil
	}
	if c, err := time.Parse("15:04", clock); err == nil {
		clock = c.Format("15:04")
	}
	if a, err := time.Parse("15:04", after); err == nil && clock < a.Format("15:04") {
		date = date.AddDays(1)
	}
	t, err := localInstant(date, clock, zone)
	if err != nil {
		f.fail(inputID(name), errorMessage(err))
		return nil
	}
	return &t
}

// postedValues is every value of a post by name (the first of each), from
// which a form with rows learns how many rows were sent.
func postedValues(r *http.Request) map[string]string {
	m := make(map[string]string, len(r.PostForm))
	for k, v := range r.PostForm {
		if len(v) > 0 {
			m[k] = v[0]
		}
	}
	return m
}
