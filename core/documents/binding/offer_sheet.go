package binding

import "github.com/roadcase/roadcase/core/records"

// offerSheetFromShow lays out the promoter's offer for a show: the scaling of its
// ticket tiers, the gross potential and net potential at a sellout, the deal, the
// budgeted show expenses and the promoter's break-even.
func offerSheetFromShow(src Source) (map[string]any, error) {
	show, project, venue, err := settlementSheetLoad(src, src.Ref.ID)
	if err != nil {
		return nil, err
	}
	cur, d := show.Currency, show.Deal
	out := map[string]any{
		"time_zone":   show.TimeZone,
		"artist":      settlementSheetArtist(project),
		"tour":        project.Name,
		"show_date":   string(show.Date),
		"show_status": string(show.Status),
		"venue":       settlementSheetVenue(venue, show.Capacity),
	}
	out["venue"].(map[string]any)["capacity"] = int64(show.Capacity)
	if show.DoorsAt != nil {
		out["doors_at"] = Instant(*show.DoorsAt, show.TimeZone)
	}
	if show.StartsAt != nil {
		out["show_at"] = Instant(*show.StartsAt, show.TimeZone)
	}
	if p := settlementSheetPromoter(src, show); p != nil {
		out["promoter"] = PersonValue(*p)
	}
	tiers := make([]any, 0, len(show.Tiers))
	for _, t := range show.Tiers {
		tiers = append(tiers, map[string]any{
			"name":            t.Name,
			"price":           Money(t.Price, cur),
			"allotment":       int64(t.Allotment),
			"comps":           int64(t.Comps),
			"kills":           int64(t.Kills),
			"sellable":        int64(max(0, t.Sellable())),
			"gross_potential": Money(max(0, t.Potential()), cur),
		})
	}
	out["tiers"] = tiers

	sellable := max(0, show.Sellable())
	f := d.Settle(max(0, show.Potential()), sellable, d.ShowExpenses)
	potential := map[string]any{
		"sellable":        int64(sellable),
		"gross_potential": Money(f.Gross, cur),
		"facility_fees":   Money(f.FacilityFees, cur),
		"ticket_tax":      Money(f.TicketTax, cur),
		"net_potential":   Money(f.NBOR, cur),
	}
	if d.FacilityFeePerTicket > 0 {
		potential["facility_fee_per_ticket"] = Money(d.FacilityFeePerTicket, cur)
	}
	if d.TicketTaxRate > 0 {
		potential["ticket_tax_percent"] = d.TicketTaxRate.Percent()
	}
	out["potential"] = potential

	deal := settlementSheetDeal(d, cur)
	if d.Deposit > 0 {
		deal["deposit"] = Money(d.Deposit, cur)
	}
	out["deal"] = deal
	out["expenses"] = map[string]any{"total": Money(d.ShowExpenses, cur)}
	if d.Type != records.DealFlat {
		out["split"] = map[string]any{
			"promoter_profit": Money(f.PromoterProfit, cur),
			"split_point":     Money(f.SplitPoint, cur),
		}
	}
	if tickets, gross, ok := d.BreakEven(f, sellable); ok {
		out["break_even"] = map[string]any{"tickets": tickets, "gross": Money(gross, cur)}
	}
	out["artist_at_sellout"] = Money(f.Payout, cur)
	return out, nil
}
