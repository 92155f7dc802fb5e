package web

import (
	"strconv"

	"github.com/roadcase/roadcase/core/records"
)

// showValues is a show as its form's text: amounts in its currency's major
// unit, percentages in percent, times on the clock of its zone.
func showValues(x records.Show) map[string]string {
	cur, d := x.Currency, x.Deal
	m := map[string]string{
		"venue_id": string(x.VenueID), "date": x.Date.String(), "status": string(x.Status), "stage": x.Stage,
		"time_zone": x.TimeZone, "capacity": wholeText(x.Capacity), "currency": cur,
		"deal/type": string(d.Type), "deal/guarantee": amountText(d.Guarantee, cur),
		"deal/artist_percent_bp":          percentText(int64(d.ArtistPercent), shareScale),
		"deal/promoter_profit_percent_bp": percentText(int64(d.PromoterProfitPercent), shareScale),
		"deal/show_expenses":              amountText(d.ShowExpenses, cur),
		"deal/facility_fee_per_ticket":    amountText(d.FacilityFeePerTicket, cur),
		ticketTaxInput:                    percentText(int64(d.TicketTaxRate), taxRateScale),
		"deal/deposit":                    amountText(d.Deposit, cur),
		"deal/commission_rate_bp":         percentText(int64(d.CommissionRate), shareScale),
		withholdingInput:                  percentText(int64(d.WithholdingRate), taxRateScale),
		"guest_allocation":                wholeText(x.GuestAllocation),
		"merch_gross":                     amountText(x.MerchGross, cur), "notes": x.Notes,
	}
	_, m["doors_at"] = localClock(x.DoorsAt, x.TimeZone)
	_, m["starts_at"] = localClock(x.StartsAt, x.TimeZone)
	_, m["curfew_at"] = localClock(x.CurfewAt, x.TimeZone)
	if x.ScannedAttendance != nil {
		m["scanned_attendance"] = strconv.Itoa(*x.ScannedAttendance)
	}
	if c := x.Cancellation; c != nil {
		m["cancellation/by"], m["cancellation/on"], m["cancellation/reason"] = string(c.By), c.On.String(), c.Reason
		m["cancellation/fee"] = amountText(c.Fee, cur)
	}
	for i, t := range x.Tiers {
		m[tierName(i, "id")], m[tierName(i, "name")], m[tierName(i, "price")] = string(t.ID), t.Name, amountText(t.Price, cur)
		m[tierName(i, "allotment")], m[tierName(i, "sold")] = wholeText(t.Allotment), wholeText(t.Sold)
		m[tierName(i, "comps")], m[tierName(i, "kills")] = wholeText(t.Comps), wholeText(t.Kills)
	}
	return m
}

// wholeText writes a count for an input: "" for 0.
func wholeText(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}
