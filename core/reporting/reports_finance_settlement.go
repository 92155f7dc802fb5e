package reporting

import "slices"

// settlementReport lays out each settled show's signed settlement line by line,
// as records.Settlement keeps it: the artist's sheet (gross down to the balance
// paid on the night and the net to artist) and the promoter's net beside it.
var settlementReport = Report{
	Key: "settlement", Title: "Settlement", Category: "finance", Long: true,
	Description: "Per settled show, the settlement as signed: gross, facility fees, ticket tax, net box office " +
		"receipts, show expenses, promoter profit, the artist's payout, withholding, agent commission, deposits " +
		"received, the balance paid on the night and the net to artist, with the promoter's net for the internal " +
		"view; totals per currency and deal side (deal_side: received for what the organization is paid, paid for what it pays; never added together). settled_on is the date the sheet was signed in the venue's time zone " +
		"(records.Settlement.SettledOn), not the UTC date. Shows not yet settled are in the show P&L, projected.",
	Families: FamilyProjects | FamilyShows | FamilyNames,
	Columns: slices.Concat(showColumns, []Column{
		dateColumn("settled_on", "Settled on"), textColumn("currency", "Currency"), dealSideColumn,
		moneyColumn("gross", "Gross"), moneyColumn("facility_fees", "Facility fees"),
		moneyColumn("ticket_tax", "Ticket tax"), moneyColumn("nbor", "Net box office receipts"),
		moneyColumn("show_expenses", "Show expenses"), moneyColumn("promoter_profit", "Promoter profit"),
		moneyColumn("artist_payout", "Artist payout"), moneyColumn("withholding", "Withholding"),
		moneyColumn("agent_commission", "Agent commission"), moneyColumn("deposits_paid", "Deposits paid"),
		moneyColumn("balance_due", "Balance due"), moneyColumn("net_to_artist", "Net to artist"),
		moneyColumn("promoter_net", "Promoter net"),
	}),
	Build: buildSettlement,
}

func buildSettlement(s *Sheet) Table {
	var t Table
	totals := sideTotals{}
	for _, show := range s.Facts.Shows {
		if show.Settlement == nil {
			continue
		}
		st := signed(show)
		values := []int64{st.GrossBoxOffice, st.FacilityFees, st.TicketTax, st.NBOR(), st.ShowExpenses,
			st.PromoterProfit, st.ArtistPayout, st.Withholding, st.Commission, st.DepositsPaid,
			st.BalanceDue(), st.NetToArtist(), st.PromoterNet()}
		side := s.side(show.Project)
		row := append(Row(s.showCells(show.Show)), string(show.Settlement.SettledOn), show.Currency, side)
		t.Add(append(row, intCells(values...)...), showKey(show))
		totals.add(show.Currency, side, values...)
	}
	t.Sort()
	t.Totals = totals.rows(func(cur, side string, sums []int64) Row {
		return append(append(Row(nullCells(len(showColumns)+1)), cur, side), intCells(sums...)...)
	})
	return t
}

// commissionsReport is what the booking agent is owed: each settled show's
// payout, the commission rate of its deal and the commission as signed.
var commissionsReport = Report{
	Key: "commissions", Title: "Commissions", Category: "finance", Long: true,
	Description: "Per settled show, the artist's payout, the agent's commission rate from the deal and the " +
		"commission as signed, to reconcile the agency's statement; a totals row per currency and deal side gives the " +
		"effective rate, total commission over total payout.",
	Families: FamilyProjects | FamilyShows | FamilyNames,
	Columns: slices.Concat(showColumns, []Column{
		textColumn("currency", "Currency"), dealSideColumn, moneyColumn("artist_payout", "Artist payout"),
		numberColumn("commission_rate", "Commission rate", UnitPercent),
		moneyColumn("agent_commission", "Agent commission"),
	}),
	Build: buildCommissions,
}

func buildCommissions(s *Sheet) Table {
	var t Table
	totals := sideTotals{}
	for _, show := range s.Facts.Shows {
		if show.Settlement == nil {
			continue
		}
		payout, commission := show.Settlement.ArtistPayout, show.Settlement.Commission
		side := s.side(show.Project)
		row := append(Row(s.showCells(show.Show)), show.Currency, side, Int(payout),
			percentOfRate(show.Deal.CommissionRate), Int(commission))
		t.Add(row, showKey(show))
		totals.add(show.Currency, side, payout, commission)
	}
	t.Sort()
	t.Totals = totals.rows(func(cur, side string, sums []int64) Row {
		effective := rounded(Percent(Int(sums[1]), Int(sums[0])), UnitPercent)
		return append(Row(nullCells(len(showColumns))), cur, side, Int(sums[0]), effective, Int(sums[1]))
	})
	return t
}
