package reporting

import (
	"slices"

	"github.com/roadcase/roadcase/core/records"
)

// merchSettlementReport is the merch settlement of each show on sale, by the
// rules of records.Show: the sales tax taken out of the gross, the venue's fee on
// what is left, and what the artist keeps.
var merchSettlementReport = Report{
	Key: "merch_settlement", Title: "Merch settlement", Category: "finance", Long: true,
	Description: "Per confirmed or settled show, in its currency: merch gross, the sales tax it includes, the " +
		"venue's fee, the merch net the artist keeps, and the spend per head over the door scan (null until the " +
		"scan is in). The totals per currency take per head over the shows whose scan is in, as the " +
		"merch_per_head KPI does.",
	Families: FamilyProjects | FamilyShows | FamilyNames,
	Columns: slices.Concat(showColumns, []Column{
		textColumn("currency", "Currency"), moneyColumn("merch_gross", "Merch gross"),
		moneyColumn("merch_tax", "Sales tax"), moneyColumn("venue_merch_fee", "Venue merch fee"),
		moneyColumn("merch_net", "Merch net"), numberColumn("paid_attendance", "Paid attendance", UnitCount),
		moneyColumn("merch_per_head", "Merch per head"),
	}),
	Build: buildMerchSettlement,
}

func buildMerchSettlement(s *Sheet) Table {
	var t Table
	totals := currencyTotals{}
	for _, show := range s.Facts.Shows {
		if show.Status != records.ShowConfirmed && show.Status != records.ShowSettled {
			continue
		}
		m := merchShow(show)
		values := []int64{show.MerchGross, show.MerchGross - m.MerchNet(), m.VenueMerchFee(), m.MerchToArtist()}
		row := append(append(Row(s.showCells(show.Show)), show.Currency), intCells(values...)...)
		var attendance, perHead any
		var scan [3]int64 // over the shows whose scan is in: merch gross, heads, shows
		if show.Scanned != nil {
			attendance = Int(*show.Scanned)
			perHead = rounded(Div(Int(show.MerchGross), Int(*show.Scanned)), UnitMoney)
			scan = [3]int64{show.MerchGross, *show.Scanned, 1}
		}
		t.Add(append(row, attendance, perHead), showKey(show))
		totals.add(show.Currency, append(values, scan[:]...)...)
	}
	t.Sort()
	t.Totals = totals.rows(func(cur string, sums []int64) Row {
		row := append(append(Row(nullCells(len(showColumns))), cur), intCells(sums[:4]...)...)
		if sums[6] == 0 {
			return append(row, nil, nil) // no scan in: attendance unknown
		}
		return append(row, Int(sums[5]), rounded(Div(Int(sums[4]), Int(sums[5])), UnitMoney))
	})
	return t
}
