package records

// Sellable returns the tickets the tier can sell: Allotment − Comps − Kills.
func (t TicketTier) Sellable() int { return t.Allotment - t.Comps - t.Kills }

// Gross returns the tier's ticket gross in minor units: Price × Sold.
func (t TicketTier) Gross() int64 { return t.Price * int64(t.Sold) }

// Potential returns the tier's gross if every sellable ticket sold: Price × Sellable.
func (t TicketTier) Potential() int64 { return t.Price * int64(t.Sellable()) }

// Gross returns the show's ticket gross in minor units, summed over its tiers.
func (s Show) Gross() int64 {
	var sum int64
	for _, t := range s.Tiers {
		sum += t.Gross()
	}
	return sum
}

// Potential returns the show's gross potential: every sellable ticket sold.
func (s Show) Potential() int64 {
	var sum int64
	for _, t := range s.Tiers {
		sum += t.Potential()
	}
	return sum
}

// Sold returns the tickets sold over all tiers.
func (s Show) Sold() int {
	return s.sum(func(t TicketTier) int { return t.Sold })
}

// Sellable returns the sellable tickets over all tiers.
func (s Show) Sellable() int {
	return s.sum(TicketTier.Sellable)
}

// Comps returns the complimentary tickets over all tiers.
func (s Show) Comps() int {
	return s.sum(func(t TicketTier) int { return t.Comps })
}

// Kills returns the killed (unsellable) seats over all tiers.
func (s Show) Kills() int {
	return s.sum(func(t TicketTier) int { return t.Kills })
}

// Allotment returns the tickets allotted over all tiers.
func (s Show) Allotment() int {
	return s.sum(func(t TicketTier) int { return t.Allotment })
}

func (s Show) sum(f func(TicketTier) int) int {
	n := 0
	for _, t := range s.Tiers {
		n += f(t)
	}
	return n
}

// VenueMerchFee returns the venue's cut of merch at VenueMerchRate, taken on the
// merch gross net of sales tax (the tax belongs to the tax office, not to either
// side), rounded half away from zero to the minor unit.
func (s Show) VenueMerchFee() int64 { return s.VenueMerchRate.Of(s.MerchNet()) }

// MerchToArtist returns what the artist keeps of merch sales before its own
// costs: the gross less the tax and the venue's fee.
func (s Show) MerchToArtist() int64 { return s.MerchNet() - s.VenueMerchFee() }

// TicketAudit accounts for every ticket of a show: allotted = kills + comps + sold
// + unsold, and of the tickets issued (sold and comps) how many came through the
// doors.
type TicketAudit struct {
	Allotment, Kills, Comps, Sold, Unsold int
	Scanned, NoShows                      int // zero until the door scan is in
}

// NoShows returns a show's no-shows: *ticket holders who did not come*, the
// tickets issued (sold and comps, since the door scan counts both) less those
// scanned, never negative (a scan above the tickets issued, from a re-entry or a
// door sale, leaves none). The settlement sheet's ticket audit, the show report
// and the no_show_rate KPI all count them so; the rate is no-shows ÷ issued.
func NoShows(sold, comps, scanned int64) int64 { return max(0, sold+comps-scanned) }

// Audit returns the show's ticket audit.
func (s Show) Audit() TicketAudit {
	a := TicketAudit{Allotment: s.Allotment(), Kills: s.Kills(), Comps: s.Comps(), Sold: s.Sold()}
	a.Unsold = a.Allotment - a.Kills - a.Comps - a.Sold
	if s.ScannedAttendance != nil {
		a.Scanned = *s.ScannedAttendance
		a.NoShows = int(NoShows(int64(a.Sold), int64(a.Comps), int64(a.Scanned)))
	}
	return a
}
