package binding

import (
	"strconv"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// dealMemoFromShow confirms the agreed terms of a show: the parties (the
// organization for the artist, the show's promoter as buyer), the engagement, the
// deal, the ticket prices, the deposit and the terms the show's record implies.
func dealMemoFromShow(src Source) (map[string]any, error) {
	show, project, venue, err := settlementSheetLoad(src, src.Ref.ID)
	if err != nil {
		return nil, err
	}
	cur, d := show.Currency, show.Deal
	out := map[string]any{
		"time_zone":    show.TimeZone,
		"show_status":  string(show.Status),
		"artist":       settlementSheetArtist(project),
		"tour":         project.Name,
		"artist_party": dealMemoArtistParty(src, project),
		"buyer":        dealMemoBuyer(src, show, venue),
		"show_date":    string(show.Date),
		"venue":        settlementSheetVenue(venue, show.Capacity),
	}
	if !src.Now.IsZero() {
		out["memo_date"] = string(dealMemoToday(src.Now, show.TimeZone))
	}
	if project.Code != "" {
		out["reference"] = project.Code + "-" + strings.ReplaceAll(string(show.Date), "-", "")
	}
	if show.DoorsAt != nil {
		out["doors_at"] = Instant(*show.DoorsAt, show.TimeZone)
	}
	if show.StartsAt != nil {
		out["show_at"] = Instant(*show.StartsAt, show.TimeZone)
	}
	deal := settlementSheetDeal(d, cur)
	if d.Type != records.DealFlat && d.ShowExpenses > 0 {
		deal["show_expenses"] = Money(d.ShowExpenses, cur)
	}
	out["deal"] = deal
	prices := make([]any, 0, len(show.Tiers))
	for _, t := range show.Tiers {
		prices = append(prices, map[string]any{"name": t.Name, "price": Money(t.Price, cur)})
	}
	out["ticket_prices"] = prices
	if d.Deposit > 0 {
		out["deposits"] = []any{map[string]any{"description": "Deposit against the guarantee", "amount": Money(d.Deposit, cur)}}
	}
	out["key_terms"] = dealMemoTerms(show)
	return out, nil
}

// dealMemoToday is the civil date of now at the venue.
func dealMemoToday(now time.Time, tz string) kernel.Date {
	return kernel.DateOf(now, Zone(tz))
}

// dealMemoArtistParty is the artist's side: the organization that tours the act.
func dealMemoArtistParty(src Source, project *records.Project) map[string]any {
	if src.OrgName != "" {
		return map[string]any{"name": src.OrgName}
	}
	return map[string]any{"name": settlementSheetArtist(project)}
}

// dealMemoBuyer is the promoter buying the show: the company of the show's
// promoter contact (or the contact's own name), or the venue itself when no
// promoter is listed, as for a show the venue promotes.
func dealMemoBuyer(src Source, show *records.Show, venue *records.Venue) map[string]any {
	if p := settlementSheetPromoter(src, show); p != nil {
		name := p.Company
		if name == "" {
			name = p.FullName()
		}
		return map[string]any{"name": name, "contact": PersonValue(*p)}
	}
	m := map[string]any{"name": venue.Name}
	PutString(m, "address", strings.Join(dealMemoNonEmpty(venue.Address, venue.PostalCode+" "+venue.City), ", "))
	return m
}

// dealMemoTerms lists the terms that follow from the show's record: the stage,
// the venue's merch fee and the foreign artist tax withheld.
func dealMemoTerms(show *records.Show) []any {
	terms := []any{}
	if show.Stage != "" {
		terms = append(terms, "Stage: "+show.Stage+".")
	}
	if show.VenueMerchRate > 0 {
		terms = append(terms, "Merchandise: the venue's fee is "+dealMemoPercent(show.VenueMerchRate)+" of merchandise sales.")
	}
	if show.Deal.WithholdingRate > 0 {
		terms = append(terms, "Foreign artist tax of "+show.Deal.WithholdingRate.String()+" is withheld from the payout, with a certificate of the tax paid.")
	}
	return terms
}

// dealMemoPercent writes basis points as a percentage: 2000 → "20%", 1250 → "12.5%".
// Tax rates, in millionths, print themselves (kernel.PPM.String).
func dealMemoPercent(bp kernel.BasisPoints) string {
	return strconv.FormatFloat(Percent(bp), 'f', -1, 64) + "%"
}

// dealMemoNonEmpty returns the trimmed values that are not blank.
func dealMemoNonEmpty(values ...string) []string {
	var out []string
	for _, v := range values {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}
