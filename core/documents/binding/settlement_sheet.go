package binding

import (
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// settlementSheetFromShow prints the show's settlement: the signed one when the
// show is settled (a settled show has one account, the signed one), the
// cancellation terms when it is cancelled, and otherwise a provisional settlement
// from the show's current ticket counts and the expenses of its worksheet (the
// deal's budgeted expenses when it has none), with the deposits actually received
// so far: records.NewWorksheet, the rule the worksheet page computes with.
func settlementSheetFromShow(src Source) (map[string]any, error) {
	show, project, venue, err := settlementSheetLoad(src, src.Ref.ID)
	if err != nil {
		return nil, err
	}
	if st := src.SettlementOf(show.ID); st != nil {
		return settlementSheetSigned(src, st, show, project, venue), nil
	}
	deposits := records.ShowDeposits(*show, src.Data.Invoices, "")
	out := settlementSheetBase(src, show, project, venue)
	var f records.SettlementFigures // a cancelled show pays no deal
	var lines []records.SettledExpense
	if show.Status == records.ShowCancelled {
		out["status"] = "cancelled"
		out["cancellation"] = settlementSheetCancellation(show, deposits.Paid)
	} else {
		out["status"] = "provisional"
		if draft := src.DraftSettlementOf(show.ID); draft != nil {
			lines = draft.Expenses
		}
		f = records.NewWorksheet(*show, lines, src.Data.Invoices, "").Figures
	}
	settlementSheetPutFigures(out, show, f, deposits.Paid)
	settlementSheetPutExpenses(out, lines, show.Currency)
	if u := deposits.Unpaid(); u > 0 {
		out["payout"].(map[string]any)["deposits_unpaid"] = Money(u, show.Currency)
	}
	return out, nil
}

// settlementSheetFromSettlement prints a settlement: as signed, or for a draft
// the provisional settlement of its show.
func settlementSheetFromSettlement(src Source) (map[string]any, error) {
	var st *records.Settlement
	for i := range src.Data.Settlements {
		if src.Data.Settlements[i].ID == src.Ref.ID {
			st = &src.Data.Settlements[i]
		}
	}
	if st == nil {
		return nil, notFound("settlement", src.Ref.ID)
	}
	if st.Draft { // a worksheet not yet signed prints as its show's provisional settlement
		src.Ref = records.Ref{Kind: records.KindShow, ID: st.ShowID, ProjectID: src.Ref.ProjectID}
		return settlementSheetFromShow(src)
	}
	show, project, venue, err := settlementSheetLoad(src, st.ShowID)
	if err != nil {
		return nil, err
	}
	return settlementSheetSigned(src, st, show, project, venue), nil
}

// settlementSheetSigned prints st with the figures exactly as they were signed;
// only the tiers and the deal's percentages come from the show.
func settlementSheetSigned(src Source, st *records.Settlement, show *records.Show, project *records.Project, venue *records.Venue) map[string]any {
	f := st.Figures(show.Deal)
	out := settlementSheetBase(src, show, project, venue)
	out["status"] = "final"
	out["settled_at"] = Instant(st.SettledAt, show.TimeZone)
	PutString(out, "settled_by", st.SettledBy)
	// Who settled signs for the artist's side (the tour manager), unless that is
	// the promoter's own signatory, as at a festival the organization promotes:
	// one person never signs for both sides, so the artist's or agent's line is
	// left to be signed.
	if sign := out["signatories"].(map[string]any); sign["promoter"] != st.SettledBy {
		PutString(sign, "artist", st.SettledBy)
	}
	if st.PromoterSignatory != "" {
		out["signatories"].(map[string]any)["promoter"] = st.PromoterSignatory
	}
	PutString(out, "notes", st.Notes)
	settlementSheetPutFigures(out, show, f, st.DepositsPaid)
	settlementSheetPutExpenses(out, st.Expenses, show.Currency)
	PutString(out["payout"].(map[string]any), "payment_method", st.PaymentMethod)
	if st.Currency != project.Currency {
		out["exchange"] = settlementSheetExchange(st, project.Currency)
	}
	return out
}

// settlementSheetPutExpenses itemises the show expenses, at most 100 lines, with
// the offer's budget of each.
func settlementSheetPutExpenses(out map[string]any, expenses []records.SettledExpense, cur string) {
	if len(expenses) == 0 {
		return
	}
	lines := make([]any, 0, len(expenses))
	for _, e := range expenses[:min(len(expenses), 100)] {
		lines = append(lines, map[string]any{"description": e.Description,
			"amount": Money(e.Actual, cur), "budget": Money(e.Budget, cur)})
	}
	out["expenses"].(map[string]any)["lines"] = lines
}

// settlementSheetExchange states the rate the settlement was signed at and the
// payout in the project's home currency at that rate.
func settlementSheetExchange(st *records.Settlement, home string) map[string]any {
	m := map[string]any{"home_currency": home, "rate": st.Rate.String()}
	if v, err := st.InHome(st.ArtistPayout, home); err == nil {
		m["artist_payout_home"] = Money(v, home)
	}
	return m
}

// settlementSheetCancellation is the cancellation block of a cancelled show:
// who called it off, when and why, and what the terms leave owing once the
// deposits received count against the fee.
func settlementSheetCancellation(show *records.Show, depositsPaid int64) map[string]any {
	m := map[string]any{"deposits_paid": Money(depositsPaid, show.Currency)}
	c := show.Cancellation
	if c == nil {
		m["terms_recorded"] = false
		return m
	}
	m["terms_recorded"] = true
	m["cancelled_on"] = string(c.On)
	m["cancelled_by"] = string(c.By)
	PutString(m, "reason", c.Reason)
	m["fee"] = Money(c.Fee, show.Currency)
	m["balance"] = Money(show.CancellationBalance(depositsPaid), show.Currency)
	return m
}

// settlementSheetBase fills the parts every settlement sheet has: the show, venue,
// promoter and ticket tiers.
func settlementSheetBase(src Source, show *records.Show, project *records.Project, venue *records.Venue) map[string]any {
	out := map[string]any{
		"time_zone": show.TimeZone,
		"artist":    settlementSheetArtist(project),
		"tour":      project.Name,
		"currency":  show.Currency,
		"show_date": string(show.Date),
		"venue":     settlementSheetVenue(venue, show.Capacity),
	}
	sign := map[string]any{}
	if p := settlementSheetPromoter(src, show); p != nil {
		out["promoter"] = PersonValue(*p)
		sign["promoter"] = p.FullName()
	}
	out["signatories"] = sign
	tiers := make([]any, 0, len(show.Tiers))
	for _, t := range show.Tiers {
		tiers = append(tiers, map[string]any{
			"name":      t.Name,
			"price":     Money(t.Price, show.Currency),
			"allotment": int64(t.Allotment),
			"sold":      int64(t.Sold),
			"comps":     int64(t.Comps),
			"kills":     int64(t.Kills),
			"gross":     Money(t.Gross(), show.Currency),
		})
	}
	out["tiers"] = tiers
	return out
}

// settlementSheetPutFigures writes the box office, expenses, deal and payout blocks.
func settlementSheetPutFigures(out map[string]any, show *records.Show, f records.SettlementFigures, depositsPaid int64) {
	d, cur := show.Deal, show.Currency
	box := map[string]any{
		"tickets_sold":            int64(show.Sold()),
		"comps":                   int64(show.Comps()),
		"gross":                   Money(f.Gross, cur),
		"facility_fees":           Money(f.FacilityFees, cur),
		"adjusted_gross":          Money(f.AdjustedGross, cur),
		"ticket_tax":              Money(f.TicketTax, cur),
		"ticket_tax_percent":      d.TicketTaxRate.Percent(),
		"net_box_office_receipts": Money(f.NBOR, cur),
	}
	if d.FacilityFeePerTicket > 0 {
		box["facility_fee_per_ticket"] = Money(d.FacilityFeePerTicket, cur)
	}
	if show.ScannedAttendance != nil {
		box["scanned_attendance"] = int64(*show.ScannedAttendance)
	}
	out["box_office"] = box
	out["expenses"] = map[string]any{"total": Money(f.Expenses, cur), "budget": Money(d.ShowExpenses, cur),
		"variance": Money(f.Expenses-d.ShowExpenses, cur)}
	out["deal"] = settlementSheetDeal(d, cur)
	a := show.Audit()
	audit := map[string]any{"allotment": int64(a.Allotment), "kills": int64(a.Kills), "comps": int64(a.Comps),
		"sold": int64(a.Sold), "unsold": int64(a.Unsold)}
	if show.ScannedAttendance != nil {
		audit["scanned"], audit["no_shows"] = int64(a.Scanned), int64(a.NoShows)
	}
	out["ticket_audit"] = audit
	if d.Type != records.DealFlat {
		out["split"] = map[string]any{
			"promoter_profit": Money(f.PromoterProfit, cur),
			"split_point":     Money(f.SplitPoint, cur),
			"net_to_split":    Money(f.NetToSplit, cur),
		}
	}
	out["promoter_net"] = Money(f.PromoterNet, cur)
	payout := map[string]any{
		"guarantee":     Money(d.Guarantee, cur),
		"artist_payout": Money(f.Payout, cur),
		"withholding":   Money(f.Withholding, cur),
		"deposits_paid": Money(depositsPaid, cur),
		"balance_due":   Money(records.BalanceDue(f.Payout, f.Withholding, depositsPaid), cur),
		"net_to_artist": Money(records.NetToArtist(f.Payout, f.Withholding, f.Commission), cur),
	}
	if f.Overage > 0 {
		payout["overage"] = Money(f.Overage, cur)
	}
	if d.WithholdingRate > 0 {
		payout["withholding_percent"] = d.WithholdingRate.Percent()
	}
	if f.Commission > 0 || d.CommissionRate > 0 {
		payout["commission"] = Money(f.Commission, cur)
		payout["commission_percent"] = Percent(d.CommissionRate)
	}
	out["payout"] = payout
}

// settlementSheetDeal is the JSON shape of a deal shared by the batch's deal
// documents: type, guarantee, percentages and a one-line summary.
func settlementSheetDeal(d records.Deal, cur string) map[string]any {
	m := map[string]any{
		"type":      string(d.Type),
		"guarantee": Money(d.Guarantee, cur),
	}
	if d.Type != records.DealFlat {
		m["artist_percent"] = Percent(d.ArtistPercent)
		m["promoter_profit_percent"] = Percent(d.PromoterProfitPercent)
	}
	return m
}

// settlementSheetLoad finds a show with its project and venue in the source.
func settlementSheetLoad(src Source, showID kernel.ID) (*records.Show, *records.Project, *records.Venue, error) {
	show := src.Show(showID)
	if show == nil {
		return nil, nil, nil, notFound("show", showID)
	}
	project := src.Project(show.ProjectID)
	if project == nil {
		return nil, nil, nil, notFound("project", show.ProjectID)
	}
	venue := src.Venue(show.VenueID)
	if venue == nil {
		return nil, nil, nil, notFound("venue", show.VenueID)
	}
	return show, project, venue, nil
}

// settlementSheetVenue is the venue block of the batch's show documents: name,
// address, city and country, with the capacity configured for the show unless it
// is unknown (zero).
func settlementSheetVenue(v *records.Venue, capacity int) map[string]any {
	m := map[string]any{"name": v.Name}
	if capacity > 0 {
		m["capacity"] = int64(capacity)
	}
	PutString(m, "address", v.Address)
	PutString(m, "city", v.City)
	PutString(m, "country", v.Country)
	return m
}

// settlementSheetPromoter returns the show's promoter contact: the first contact
// whose role names the promoter, or nil.
func settlementSheetPromoter(src Source, show *records.Show) *records.Person {
	for _, c := range show.Contacts {
		if strings.Contains(strings.ToLower(c.Role), "promoter") {
			if p := src.Person(c.PersonID); p != nil {
				return p
			}
		}
	}
	return nil
}

// settlementSheetArtist names the act of a project: its artist, or the project's
// name when no artist is recorded (a corporate event's client may be left out).
func settlementSheetArtist(p *records.Project) string {
	if p.Artist != "" {
		return p.Artist
	}
	return p.Name
}
