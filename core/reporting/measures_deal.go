package reporting

import "github.com/roadcase/roadcase/core/records"

// settledFigures returns a show's settlement as records.Settlement lays it out:
// the signed figures when its settlement is in; otherwise Deal.Settle projected
// over the tiers' gross and tickets sold and the deal's budgeted show expenses,
// the provisional settlement sheet's figures.
func settledFigures(s ShowFact) records.SettlementFigures {
	if s.Settlement != nil {
		return signed(s).Figures(s.Deal)
	}
	return s.Deal.Settle(s.Gross, int(s.Sold), s.Deal.ShowExpenses)
}

// signed returns a show's signed settlement as the record it was built from.
func signed(s ShowFact) records.Settlement {
	st := s.Settlement
	return records.Settlement{ShowID: s.Show, Currency: s.Currency, Rate: st.Rate,
		GrossBoxOffice: st.GrossBoxOffice, TicketTax: st.TicketTax, FacilityFees: st.FacilityFees,
		ShowExpenses: st.ShowExpenses, PromoterProfit: st.PromoterProfit, ArtistPayout: st.ArtistPayout,
		Withholding: st.Withholding, Commission: st.Commission, DepositsPaid: st.DepositsPaid}
}

// sellout returns the offer sheet's figures: the deal settled at a sellout of the
// sellable tickets with the budgeted show expenses.
func sellout(s ShowFact) (records.SettlementFigures, int) {
	sellable := int(s.Allotment - s.Comps - s.Kills)
	return s.Deal.Settle(s.Potential, sellable, s.Deal.ShowExpenses), sellable
}

// depositsPaid returns the deposits received so far against a show, from all its
// deposit invoices whatever the scope's dates or group (Facts.Deposits) by
// records.ShowDeposits (net of tax, every payment counted), unless its signed
// settlement recorded what it deducted.
func depositsPaid(p *Part, s ShowFact) int64 {
	if s.Settlement != nil {
		return s.Settlement.DepositsPaid
	}
	var invs []records.Invoice
	for _, f := range p.Deposits {
		if f.Show == s.Show {
			invs = append(invs, records.Invoice{ID: f.Invoice, ShowID: f.Show, Kind: f.Kind, Status: f.Status,
				TaxRate: f.TaxRate, Lines: []records.InvoiceLine{{Quantity: 1, UnitPrice: f.Subtotal}},
				Payments: []records.Payment{{Amount: f.Paid}}})
		}
	}
	return records.ShowDeposits(records.Show{ID: s.Show, Deal: s.Deal}, invs, "").Paid
}

// ofSide returns the shows of one side of their deals (records.DealSide): the
// request's deal_side, or, left out, the side every show is on. Shows of both
// sides without deal_side give none: amounts the organization is paid and amounts
// it pays are never added together.
func ofSide(p *Part, shows []ShowFact) []ShowFact {
	side := records.DealSide(p.Args["deal_side"])
	if side == "" {
		for _, s := range shows {
			switch got := p.look.side[s.Project]; {
			case side == "":
				side = got
			case got != side:
				return nil
			}
		}
	}
	return Where(shows, func(s ShowFact) bool { return p.look.side[s.Project] == side })
}

// dealShows is the shows on sale of one side of their deals (ofSide).
func dealShows(p *Part) []ShowFact { return ofSide(p, onSale(p)) }

// percentageDeal is the shows on sale of one side whose deal shares a
// percentage: the shows a split point means something for.
func percentageDeal(p *Part) []ShowFact {
	return Where(dealShows(p), func(s ShowFact) bool { return s.Deal.Type != records.DealFlat })
}

// dealMeasure is a money measure summing f over the shows on sale of one side
// of their deals (dealShows).
func dealMeasure(key, description string, f func(ShowFact) int64) Measure {
	return Measure{Key: key, Description: description, Unit: UnitMoney, Families: FamilyShows,
		Params: []string{"deal_side"}, Sum: func(p *Part) Num { return SumOf(dealShows(p), f) }}
}

// figureMeasure is a money measure summing one settlement line over the shows on
// sale of one side, signed or projected (settledFigures).
func figureMeasure(key, description string, f func(records.SettlementFigures) int64) Measure {
	return dealMeasure(key, description, func(s ShowFact) int64 { return f(settledFigures(s)) })
}

// dealMeasures are the deal and settlement lines of the shows, one per-show rule
// of core/records summed, in each show's currency.
var dealMeasures = []Measure{
	dealMeasure("deal.guarantee", "Σ the deals' guarantees, over the shows on sale.",
		func(s ShowFact) int64 { return s.Deal.Guarantee }),
	figureMeasure("deal.show_expenses", "Σ show expenses: actual when settled, else the deal's budget.",
		func(f records.SettlementFigures) int64 { return f.Expenses }),
	figureMeasure("deal.promoter_profit", "Σ promoter % × show expenses (none in a flat deal).",
		func(f records.SettlementFigures) int64 { return f.PromoterProfit }),
	figureMeasure("deal.overage", "Σ payout − guarantee, never negative, per show.",
		func(f records.SettlementFigures) int64 { return f.Overage }),
	figureMeasure("deal.payout", "Σ what the deals pay the artist, before withholding (Deal.Settle or as signed).",
		func(f records.SettlementFigures) int64 { return f.Payout }),
	figureMeasure("deal.withholding", "Σ withholding % × payout.",
		func(f records.SettlementFigures) int64 { return f.Withholding }),
	figureMeasure("deal.commission", "Σ agent commission % × payout.",
		func(f records.SettlementFigures) int64 { return f.Commission }),
	figureMeasure("deal.net_to_artist", "Σ payout − withholding − commission (records.NetToArtist).",
		func(f records.SettlementFigures) int64 {
			return records.NetToArtist(f.Payout, f.Withholding, f.Commission)
		}),
	figureMeasure("deal.promoter_net", "Σ NBOR − show expenses − payout, per show.",
		func(f records.SettlementFigures) int64 { return f.PromoterNet }),
	{Key: "deal.split_point", Description: "Σ split points, over the shows on sale with a versus or door-split deal.",
		Unit: UnitMoney, Families: FamilyShows, Params: []string{"deal_side"}, Sum: func(p *Part) Num {
			return SumOf(percentageDeal(p), func(s ShowFact) int64 { return settledFigures(s).SplitPoint })
		}},
	{Key: "deal.net_to_split", Description: "Σ NBOR − split point, over the shows on sale with a versus or door-split deal.",
		Unit: UnitMoney, Families: FamilyShows, Params: []string{"deal_side"}, Sum: func(p *Part) Num {
			return SumOf(percentageDeal(p), func(s ShowFact) int64 { return settledFigures(s).NetToSplit })
		}},
	{Key: "deal.balance_due", Description: "Σ payout − withholding − deposits received (records.BalanceDue).",
		Unit: UnitMoney, Families: FamilyShows | FamilyDeposits, Params: []string{"deal_side"}, Sum: func(p *Part) Num {
			return SumOf(dealShows(p), func(s ShowFact) int64 {
				f := settledFigures(s)
				return records.BalanceDue(f.Payout, f.Withholding, depositsPaid(p, s))
			})
		}},
}

// settled is the shows on sale of one side whose signed settlement is in.
func settled(p *Part) []ShowFact {
	return Where(dealShows(p), func(s ShowFact) bool { return s.Settlement != nil })
}

// breakEvenShows is the shows on sale whose sellout leaves receipts after fees
// and tax, so that Deal.BreakEven has an answer.
func breakEvenShows(p *Part) []ShowFact {
	return Where(onSale(p), func(s ShowFact) bool {
		_, _, ok := s.Deal.BreakEven(sellout(s))
		return ok
	})
}

// breakEven returns a show's break-even tickets and gross by Deal.BreakEven, at the
// offer's budgeted show expenses.
func breakEven(s ShowFact) (tickets, gross int64) {
	tickets, gross, _ = s.Deal.BreakEven(sellout(s))
	return tickets, gross
}

// settlementMeasures are what the offer projected against what was signed, the
// break-even of the offer, and what cancelled shows still owe.
var settlementMeasures = []Measure{
	{Key: "deal.break_even_tickets", Description: "Σ tickets at which NBOR covers the budgeted show expenses and the guarantee (Deal.BreakEven).",
		Unit: UnitCount, Families: FamilyShows, Sum: func(p *Part) Num {
			return SumOf(breakEvenShows(p), func(s ShowFact) int64 { t, _ := breakEven(s); return t })
		}},
	{Key: "deal.break_even_gross", Description: "Σ gross at which NBOR covers the budgeted show expenses and the guarantee (Deal.BreakEven).",
		Unit: UnitMoney, Families: FamilyShows, Sum: func(p *Part) Num {
			return SumOf(breakEvenShows(p), func(s ShowFact) int64 { _, g := breakEven(s); return g })
		}},
	{Key: "deal.payout_signed", Description: "Σ the artist payout as signed, over the settled shows.",
		Unit: UnitMoney, Families: FamilyShows, Params: []string{"deal_side"}, Sum: func(p *Part) Num {
			return SumOf(settled(p), func(s ShowFact) int64 { return s.Settlement.ArtistPayout })
		}},
	{Key: "deal.payout_offered", Description: "Σ the payout the offer sheet projected (a sellout at the budgeted show expenses), over the settled shows.",
		Unit: UnitMoney, Families: FamilyShows, Params: []string{"deal_side"}, Sum: func(p *Part) Num {
			return SumOf(settled(p), func(s ShowFact) int64 { f, _ := sellout(s); return f.Payout })
		}},
	{Key: "deal.cancellation_balance", Description: "Σ the fee the cancellation terms set − deposits received, over cancelled shows with terms recorded (Show.CancellationBalance).",
		Unit: UnitMoney, Families: FamilyShows | FamilyDeposits, Params: []string{"deal_side"}, Sum: func(p *Part) Num {
			cancelled := ofSide(p, Where(p.Shows, func(s ShowFact) bool {
				return s.Status == records.ShowCancelled && s.CancellationFee != nil
			}))
			return SumOf(cancelled, func(s ShowFact) int64 {
				show := records.Show{Cancellation: &records.Cancellation{Fee: *s.CancellationFee}}
				return show.CancellationBalance(depositsPaid(p, s))
			})
		}},
}
