package binding

import (
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func init() {
	Register("settlement-sheet", records.KindShow, settlementSheetFromShow)
	Register("settlement-sheet", records.KindSettlement, settlementSheetFromSettlement)
}

// settlementSheetFromShow builds a provisional settlement from the show's current
// deal and ticket counts, before anything is signed.
func settlementSheetFromShow(src Source) (map[string]any, error) {
	show, project, venue, err := settlementSheetLoad(src, src.Ref.ID)
	if err != nil {
		return nil, err
	}
	f := settlementSheetSettle(show.Deal, show.Gross(), show.Sold())
	f.Deposits = show.Deal.Deposit
	f.Balance = f.Payout - f.Withholding - f.Deposits
	out := settlementSheetBase(src, show, project, venue)
	out["status"] = "provisional"
	settlementSheetPutFigures(out, show, project.Currency, f)
	return out, nil
}

// settlementSheetFromSettlement prints a signed settlement with the figures exactly
// as they were signed; only the tiers and the deal's percentages come from the show.
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
	show, project, venue, err := settlementSheetLoad(src, st.ShowID)
	if err != nil {
		return nil, err
	}
	f := settlementSheetFigures{
		Gross:          st.GrossBoxOffice,
		FacilityFees:   st.FacilityFees,
		Tax:            st.TicketTax,
		Expenses:       st.ShowExpenses,
		PromoterProfit: st.PromoterProfit,
		Payout:         st.ArtistPayout,
		Withholding:    st.Withholding,
		Commission:     st.Commission,
		Deposits:       st.DepositsPaid,
		Sold:           show.Sold(),
	}
	f.Adjusted = f.Gross - f.FacilityFees
	f.NBOR = f.Adjusted - f.Tax
	f.SplitPoint = f.Expenses + f.PromoterProfit
	f.NetToSplit = f.NBOR - f.SplitPoint
	f.Overage = max(0, f.Payout-show.Deal.Guarantee)
	f.Balance = f.Payout - f.Withholding - f.Deposits
	out := settlementSheetBase(src, show, project, venue)
	out["status"] = "final"
	out["settled_at"] = Instant(st.SettledAt, show.TimeZone)
	PutString(out, "settled_by", st.SettledBy)
	PutString(out, "notes", st.Notes)
	settlementSheetPutFigures(out, show, project.Currency, f)
	return out, nil
}

// settlementSheetBase fills the parts every settlement sheet has: the show, venue,
// promoter and ticket tiers.
func settlementSheetBase(src Source, show *records.Show, project *records.Project, venue *records.Venue) map[string]any {
	out := map[string]any{
		"time_zone": show.TimeZone,
		"artist":    settlementSheetArtist(project),
		"tour":      project.Name,
		"show_date": string(show.Date),
		"venue":     settlementSheetVenue(venue, show.Capacity),
	}
	if p := settlementSheetPromoter(src, show); p != nil {
		out["promoter"] = PersonValue(*p)
	}
	tiers := make([]any, 0, len(show.Tiers))
	for _, t := range show.Tiers {
		tiers = append(tiers, map[string]any{
			"name":      t.Name,
			"price":     Money(t.Price, project.Currency),
			"allotment": int64(t.Allotment),
			"sold":      int64(t.Sold),
			"comps":     int64(t.Comps),
			"kills":     int64(t.Kills),
			"gross":     Money(t.Gross(), project.Currency),
		})
	}
	out["tiers"] = tiers
	return out
}

// settlementSheetPutFigures writes the box office, expenses, deal and payout blocks.
func settlementSheetPutFigures(out map[string]any, show *records.Show, cur string, f settlementSheetFigures) {
	d := show.Deal
	box := map[string]any{
		"tickets_sold":            int64(show.Sold()),
		"comps":                   int64(show.Comps()),
		"gross":                   Money(f.Gross, cur),
		"facility_fees":           Money(f.FacilityFees, cur),
		"adjusted_gross":          Money(f.Adjusted, cur),
		"ticket_tax":              Money(f.Tax, cur),
		"ticket_tax_percent":      Percent(d.TicketTaxRate),
		"net_box_office_receipts": Money(f.NBOR, cur),
	}
	if d.FacilityFeePerTicket > 0 {
		box["facility_fee_per_ticket"] = Money(d.FacilityFeePerTicket, cur)
	}
	if show.ScannedAttendance != nil {
		box["scanned_attendance"] = int64(*show.ScannedAttendance)
	}
	out["box_office"] = box
	out["expenses"] = map[string]any{"total": Money(f.Expenses, cur)}
	out["deal"] = settlementSheetDeal(d, cur)
	if d.Type != records.DealFlat {
		out["split"] = map[string]any{
			"promoter_profit": Money(f.PromoterProfit, cur),
			"split_point":     Money(f.SplitPoint, cur),
			"net_to_split":    Money(f.NetToSplit, cur),
		}
	}
	payout := map[string]any{
		"guarantee":     Money(d.Guarantee, cur),
		"artist_payout": Money(f.Payout, cur),
		"withholding":   Money(f.Withholding, cur),
		"deposits_paid": Money(f.Deposits, cur),
		"balance_due":   Money(f.Balance, cur),
	}
	if f.Overage > 0 {
		payout["overage"] = Money(f.Overage, cur)
	}
	if d.WithholdingRate > 0 {
		payout["withholding_percent"] = Percent(d.WithholdingRate)
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

// settlementSheetFigures is the settlement arithmetic of one show, in minor units.
type settlementSheetFigures struct {
	Gross          int64 // Σ price × sold
	FacilityFees   int64 // facility fee per ticket × tickets sold
	Adjusted       int64 // gross − facility fees
	Tax            int64 // ticket tax contained in the adjusted gross
	NBOR           int64 // net box office receipts: adjusted gross − tax
	Expenses       int64 // show expenses
	PromoterProfit int64 // promoter % × expenses
	SplitPoint     int64 // expenses + promoter profit
	NetToSplit     int64 // NBOR − split point; negative when the show lost money
	ArtistShare    int64 // artist % × max(0, net to split)
	Payout         int64 // what the deal pays the artist, before withholding
	Overage        int64 // payout − guarantee, never negative
	Withholding    int64 // withholding % × payout
	Commission     int64 // agent commission % × payout
	Deposits       int64 // paid to the artist before the show
	Balance        int64 // payout − withholding − deposits
	Sold           int
}

// settlementSheetSettle applies the standard settlement arithmetic to a gross of
// sold tickets under deal d: gross → adjusted gross → NBOR, split point = expenses
// + promoter profit, payout per deal type (flat: the guarantee; versus: the greater
// of the guarantee and the artist's share of the net; door split: the guarantee
// plus the artist's share of the net after the split point).
func settlementSheetSettle(d records.Deal, gross int64, sold int) settlementSheetFigures {
	f := settlementSheetFigures{Gross: gross, Sold: sold, Expenses: d.ShowExpenses}
	f.FacilityFees = d.FacilityFeePerTicket * int64(sold)
	f.Adjusted = f.Gross - f.FacilityFees
	f.Tax = settlementSheetIncludedTax(f.Adjusted, d.TicketTaxRate)
	f.NBOR = f.Adjusted - f.Tax
	f.PromoterProfit = d.PromoterProfitPercent.Of(f.Expenses)
	f.SplitPoint = f.Expenses + f.PromoterProfit
	f.NetToSplit = f.NBOR - f.SplitPoint
	f.ArtistShare = d.ArtistPercent.Of(max(0, f.NetToSplit))
	switch d.Type {
	case records.DealVersus:
		f.Payout = max(d.Guarantee, f.ArtistShare)
	case records.DealDoorSplit:
		f.Payout = d.Guarantee + f.ArtistShare
	default:
		f.Payout = d.Guarantee
	}
	f.Overage = f.Payout - d.Guarantee
	f.Withholding = d.WithholdingRate.Of(f.Payout)
	f.Commission = d.CommissionRate.Of(f.Payout)
	return f
}

// settlementSheetIncludedTax returns the tax contained in a tax-inclusive amount at
// rate: amount × rate ÷ (100% + rate), rounded half up to the minor unit.
func settlementSheetIncludedTax(amount int64, rate kernel.BasisPoints) int64 {
	if amount <= 0 || rate <= 0 {
		return 0
	}
	den := int64(10000 + rate)
	return (2*amount*int64(rate) + den) / (2 * den)
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
