package reporting

// Every deal figure of a show is its signed settlement's once that is in, and
// until then Deal.Settle projected over the tickets sold so far with the deal's
// budgeted show expenses: the provisional settlement sheet's figures.
const (
	settledOrProjected = ", as signed once a show is settled and projected by Deal.Settle over the tickets sold and the budgeted show expenses until then."
	noPercentageDeal   = noShows + " Or none of them has a versus or door-split deal: a flat deal has no split point." + bothSides
	// bothSides is the null rule every deal figure shares (records.DealSide).
	bothSides = " Null too when the scope holds deals of both sides (a tour's, whose payouts the organization receives, and a festival's or event's, whose payouts it pays) and deal_side does not pick one: amounts received and paid are never added."
)

// dealKPIs are the deal and settlement figures of the shows on sale (confirmed and
// settled), per show summed, in each show's currency.
var dealKPIs = []KPI{
	{Key: "guarantee", Name: "Guarantee", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "The fee the deals guarantee the artist whatever the show takes.",
		Formula:     "Σ guarantee", Facts: []string{"deal.guarantee"}, Null: noShows + bothSides,
		Compute: func(e *Env) Num { return e.Fact("deal.guarantee") }},
	{Key: "show_expenses", Name: "Show expenses", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "The promoter's costs of putting the shows on" + settledOrProjected,
		Formula:     "Σ show expenses", Facts: []string{"deal.show_expenses"}, Null: noShows + bothSides,
		Compute: func(e *Env) Num { return e.Fact("deal.show_expenses") }},
	{Key: "promoter_profit", Name: "Promoter profit", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "The promoter's agreed margin on the show expenses, recouped before a percentage deal pays (none in a flat deal)" + settledOrProjected,
		Formula:     "Σ promoter % × show expenses", Facts: []string{"deal.promoter_profit"}, Null: noShows + bothSides,
		Compute: func(e *Env) Num { return e.Fact("deal.promoter_profit") }},
	{Key: "split_point", Name: "Split point", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "What the promoter recoups before a percentage deal shares: expenses and promoter profit, plus the guarantee in a door split" + settledOrProjected,
		Formula:     "Σ show expenses + promoter profit (+ guarantee in a door split), over versus and door-split deals",
		Facts:       []string{"deal.split_point"}, Null: noPercentageDeal,
		Compute: func(e *Env) Num { return e.Fact("deal.split_point") }},
	{Key: "net_to_split", Name: "Net to split", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "What the box office leaves above the split point, negative when a show did not reach it" + settledOrProjected,
		Formula:     "Σ NBOR − split point, over versus and door-split deals",
		Facts:       []string{"deal.net_to_split"}, Null: noPercentageDeal,
		Compute: func(e *Env) Num { return e.Fact("deal.net_to_split") }},
	{Key: "overage", Name: "Overage", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "What the deals pay above the guarantee, the practitioner's overage rather than the bare artist share (docs/money.md)" + settledOrProjected,
		Formula:     "Σ max(0, payout − guarantee), per show", Facts: []string{"deal.overage"}, Null: noShows + bothSides,
		Compute: func(e *Env) Num { return e.Fact("deal.overage") }},
	{Key: "artist_payout", Name: "Artist payout", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "What the deals pay the artist before withholding (flat: the guarantee; versus: the greater of it and artist % × net to split; door split: guarantee + artist % × net to split)" + settledOrProjected,
		Formula:     "Σ payout by deal type, per show", Facts: []string{"deal.payout"}, Null: noShows + bothSides,
		Compute: func(e *Env) Num { return e.Fact("deal.payout") }},
	{Key: "withholding", Name: "Withholding", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "Foreign artist tax the promoters withhold from the payouts for the tax office" + settledOrProjected,
		Formula:     "Σ withholding % × payout", Facts: []string{"deal.withholding"}, Null: noShows + bothSides,
		Compute: func(e *Env) Num { return e.Fact("deal.withholding") }},
	{Key: "agent_commission", Name: "Agent commission", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "The booking agent's commission on the payouts, before withholding" + settledOrProjected,
		Formula:     "Σ commission % × payout", Facts: []string{"deal.commission"}, Null: noShows + bothSides,
		Compute: func(e *Env) Num { return e.Fact("deal.commission") }},
	{Key: "net_to_artist", Name: "Net to artist", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "What the artist keeps of the shows: the payout less withholding and agent commission" + settledOrProjected,
		Formula:     "Σ payout − withholding − agent commission", Facts: []string{"deal.net_to_artist"}, Null: noShows + bothSides,
		Compute: func(e *Env) Num { return e.Fact("deal.net_to_artist") }},
	{Key: "promoter_net", Name: "Promoter net", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "The promoters' profit on the shows, a loss if negative; it includes the promoter profit" + settledOrProjected,
		Formula:     "Σ NBOR − show expenses − payout", Facts: []string{"deal.promoter_net"}, Null: noShows + bothSides,
		Compute: func(e *Env) Num { return e.Fact("deal.promoter_net") }},
}

// settlementKPIs are what changes hands on the night, the offer's break-even,
// the settlement against the offer, and what cancelled shows still owe.
var settlementKPIs = []KPI{
	{Key: "balance_due", Name: "Balance due", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "What the promoters pay on the night: the payout less withholding and the deposits received (negative when the deposits exceed it)" + settledOrProjected,
		Formula:     "Σ payout − withholding − deposits received", Facts: []string{"deal.balance_due"},
		Null:    noShows + bothSides + " A settled show deducts the deposits it signed for; one not yet settled the deposits received so far on all its deposit invoices, whatever the scope's dates or grouping (net of VAT, records.ShowDeposits).",
		Compute: func(e *Env) Num { return e.Fact("deal.balance_due") }},
	{Key: "break_even_tickets", Name: "Break-even tickets", Category: "deal", Unit: UnitCount, Grain: "show",
		Description: "Tickets a show must sell for its net receipts to cover the budgeted show expenses and the guarantee, the tiers selling as at a sellout (Deal.BreakEven, the offer sheet's figure).",
		Formula:     "Σ ⌈(show expenses + guarantee) × sellable ÷ NBOR at a sellout⌉, per show",
		Facts:       []string{"deal.break_even_tickets"},
		Null:        noShows + " Or no show's sellout leaves receipts after fees and tax.",
		Compute:     func(e *Env) Num { return e.Fact("deal.break_even_tickets") }},
	{Key: "break_even_gross", Name: "Break-even gross", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "The gross at which a show's net receipts cover the budgeted show expenses and the guarantee (Deal.BreakEven, the offer sheet's figure).",
		Formula:     "Σ ⌈(show expenses + guarantee) × gross potential ÷ NBOR at a sellout⌉, per show",
		Facts:       []string{"deal.break_even_gross"},
		Null:        noShows + " Or no show's sellout leaves receipts after fees and tax.",
		Compute:     func(e *Env) Num { return e.Fact("deal.break_even_gross") }},
	{Key: "settlement_variance", Name: "Settlement variance", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "The signed payout against the payout the offer sheet projected (the deal settled at a sellout with the budgeted show expenses), negative when the show paid less than offered.",
		Formula:     "Σ signed payout − offer payout at a sellout, over the settled shows",
		Facts:       []string{"deal.payout_signed", "deal.payout_offered"},
		Null:        "No settled show in scope." + bothSides,
		Compute:     func(e *Env) Num { return Sub(e.Fact("deal.payout_signed"), e.Fact("deal.payout_offered")) }},
	{Key: "cancellation_fees", Name: "Cancellation fees", Category: "deal", Unit: UnitMoney, Grain: "show",
		Description: "What cancelled shows still owe the artist: the fee their cancellation terms set less the deposits received, negative when the artist returns deposits.",
		Formula:     "Σ cancellation fee − deposits received, over cancelled shows",
		Facts:       []string{"deal.cancellation_balance"},
		Null: "No cancelled show in scope with its cancellation terms recorded." + bothSides + " Deposits received are those on all the show's deposit " +
			"invoices, whatever the scope's dates or grouping, net of VAT (records.ShowDeposits).",
		Compute: func(e *Env) Num { return e.Fact("deal.cancellation_balance") }},
}
