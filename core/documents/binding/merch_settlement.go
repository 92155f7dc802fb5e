package binding

// merchSettlementFromShow settles the show's merch: the venue's fee at its merch
// rate on the gross, the artist's net, and the gross per head of the attendance
// (scanned when the door count is in, tickets sold until then).
func merchSettlementFromShow(src Source) (map[string]any, error) {
	show, project, venue, err := settlementSheetLoad(src, src.Ref.ID)
	if err != nil {
		return nil, err
	}
	cur := show.Currency
	tax := show.MerchGross - show.MerchNet()
	out := map[string]any{
		"artist":            settlementSheetArtist(project),
		"tour":              project.Name,
		"show_date":         string(show.Date),
		"venue":             showPnLVenue(venue),
		"merch_gross":       Money(show.MerchGross, cur),
		"fee_basis":         Money(show.MerchNet(), cur),
		"venue_fee_percent": Percent(show.VenueMerchRate),
		"venue_fee":         Money(show.VenueMerchFee(), cur),
		"net_to_artist":     Money(show.MerchToArtist(), cur),
	}
	if tax > 0 {
		out["deductions"] = []any{map[string]any{
			"description": "Sales tax included in the gross (" + show.MerchTaxRate.String() + ")",
			"amount":      Money(tax, cur),
		}}
	}
	attendance, basis := int64(show.Sold()), "tickets_sold"
	if show.ScannedAttendance != nil {
		attendance, basis = int64(*show.ScannedAttendance), "scanned"
	}
	if attendance > 0 {
		out["attendance"] = attendance
		out["attendance_basis"] = basis
		out["per_head"] = Money((2*show.MerchGross+attendance)/(2*attendance), cur)
	}
	return out, nil
}
