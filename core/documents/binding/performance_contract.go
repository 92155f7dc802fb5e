package binding

import (
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/records"
)

// performanceContractCancellation is the standard cancellation clause a contract
// generated from a record carries; the parties amend it in their own copy.
const performanceContractCancellation = "If the Promoter cancels the engagement other than for force majeure, " +
	"the full guarantee is payable to the Artist. If the Artist cancels other than for force majeure or " +
	"documented illness, the Artist returns any deposit received. If the engagement cannot take place " +
	"because of force majeure (events beyond the reasonable control of either party, such as government " +
	"action, epidemic, severe weather or the closure of the venue), neither party is liable to the other, " +
	"deposits are returned and no further payment is due."

// performanceContractFromShow drafts the contract for a show: the parties, the
// engagement with its times and set length, the deal, the payment terms and the
// standard cancellation clause.
func performanceContractFromShow(src Source) (map[string]any, error) {
	show, project, venue, err := settlementSheetLoad(src, src.Ref.ID)
	if err != nil {
		return nil, err
	}
	cur, d := show.Currency, show.Deal
	out := map[string]any{
		"time_zone":          show.TimeZone,
		"artist":             settlementSheetArtist(project),
		"tour":               project.Name,
		"artist_party":       dealMemoArtistParty(src, project),
		"promoter_party":     dealMemoBuyer(src, show, venue),
		"engagement":         performanceContractEngagement(src, show, venue),
		"cancellation_terms": performanceContractCancellation,
	}
	if !src.Now.IsZero() {
		out["contract_date"] = string(dealMemoToday(src.Now, show.TimeZone))
	}
	if project.Code != "" {
		out["reference"] = project.Code + "-" + strings.ReplaceAll(string(show.Date), "-", "")
	}
	deal := settlementSheetDeal(d, cur)
	if d.Type != records.DealFlat && d.ShowExpenses > 0 {
		deal["show_expenses"] = Money(d.ShowExpenses, cur)
	}
	out["compensation"] = deal
	prices := make([]any, 0, len(show.Tiers))
	for _, t := range show.Tiers {
		prices = append(prices, map[string]any{"name": t.Name, "price": Money(t.Price, cur)})
	}
	out["ticket_prices"] = prices

	pay := map[string]any{"balance_terms": performanceContractBalance(d)}
	if d.Deposit > 0 {
		pay["deposit"] = Money(d.Deposit, cur)
	}
	if d.WithholdingRate > 0 {
		pay["withholding_percent"] = d.WithholdingRate.Percent()
	}
	out["payment_terms"] = pay
	clauses := []any{}
	if show.VenueMerchRate > 0 {
		clauses = append(clauses, map[string]any{
			"title": "Merchandise",
			"text":  "The Artist may sell merchandise at the engagement. The venue's fee is " + dealMemoPercent(show.VenueMerchRate) + " of merchandise sales, settled on the night.",
		})
	}
	out["additional_clauses"] = clauses
	return out, nil
}

// performanceContractEngagement is the date, venue and times of the show; the set
// start and length come from the show's "set" schedule item when it has one.
func performanceContractEngagement(src Source, show *records.Show, venue *records.Venue) map[string]any {
	e := map[string]any{"date": string(show.Date), "venue": settlementSheetVenue(venue, show.Capacity)}
	PutString(e, "stage", show.Stage)
	if show.DoorsAt != nil {
		e["doors_at"] = Instant(*show.DoorsAt, show.TimeZone)
	}
	if show.StartsAt != nil {
		e["starts_at"] = Instant(*show.StartsAt, show.TimeZone)
	}
	if show.CurfewAt != nil {
		e["curfew_at"] = Instant(*show.CurfewAt, show.TimeZone)
	}
	var sets []records.ScheduleItem
	for _, it := range src.Data.Schedule {
		if it.ShowID == show.ID && it.Kind == records.ScheduleSet && it.EndsAt != nil && it.EndsAt.After(it.StartsAt) {
			sets = append(sets, it)
		}
	}
	slices.SortStableFunc(sets, func(a, b records.ScheduleItem) int { return a.StartsAt.Compare(b.StartsAt) })
	if len(sets) > 0 {
		if show.StartsAt == nil {
			e["starts_at"] = Instant(sets[0].StartsAt, show.TimeZone)
		}
		if minutes := int64(sets[0].EndsAt.Sub(sets[0].StartsAt).Minutes()); minutes >= 1 && minutes <= 600 {
			e["set_length_minutes"] = minutes
		}
	}
	return e
}

// performanceContractBalance states when the rest of the fee is paid.
func performanceContractBalance(d records.Deal) string {
	if d.Type == records.DealFlat {
		return "The guarantee, less any deposit paid, is payable to the Artist on the night of the engagement, at settlement."
	}
	return "The guarantee, less any deposit paid, and any percentage due under the deal are payable to the Artist " +
		"on the night of the engagement, at settlement, against a settlement sheet signed by both parties."
}
