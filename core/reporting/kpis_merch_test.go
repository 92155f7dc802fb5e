package reporting_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// merchShow is worked example 8 at a show whose scan is in: €12,345 of merch, 19 %
// VAT inside, the venue's 20 %; 855 of 900 ticket holders scanned, €27,000 gross.
func merchShow() reporting.ShowFact {
	scanned := int64(855)
	return reporting.ShowFact{Show: "s-m", Project: "p-eu", Venue: "v1", Date: "2026-05-01", Status: records.ShowSettled,
		Currency: "EUR", Allotment: 1000, Sold: 900, Gross: 2_700_000, Scanned: &scanned,
		MerchGross: 1_234_500, MerchTaxRate: 190_000, VenueMerchRate: 2000}
}

// merchUnscanned is a pound show with merch whose door count is not in.
func merchUnscanned() reporting.ShowFact {
	return reporting.ShowFact{Show: "s-u", Project: "p-uk", Venue: "v2", Date: "2026-05-02", Status: records.ShowConfirmed,
		Currency: "GBP", Sold: 300, Gross: 900_000, MerchGross: 300_000, VenueMerchRate: 1000}
}

// incomeLine is an income line of the euro project, booked in cur at rate.
func incomeLine(kind records.IncomeKind, cur string, rate kernel.Rate, amount int64) reporting.MoneyFact {
	return reporting.MoneyFact{Project: "p-eu", Flow: reporting.FlowIncome, Category: string(kind), Month: "2026-05",
		Currency: cur, Rate: rate, Amount: amount, Count: 1}
}

// gbpToEUR is worked example 13's rate: £1.00 buys €1.1732.
const gbpToEUR kernel.Rate = 117_320_000

func TestMerchKPIs(t *testing.T) {
	both := shows(merchShow(), merchUnscanned())
	// £1,000 of sponsorship at 1.1732 is €1,173.20 of the €10,000 of income.
	sponsored := shows()
	sponsored.Money = []reporting.MoneyFact{
		incomeLine(records.IncomeSponsorship, "GBP", gbpToEUR, 100_000),
		incomeLine(records.IncomeTicketing, "EUR", 0, 882_680),
	}
	unsponsored := shows()
	unsponsored.Money = sponsored.Money[1:]
	runKPICases(t, []kpiCase{
		{name: "tax included, per currency", facts: both, key: "merch_gross", want: []string{"EUR 1234500", "GBP 300000"}},
		{name: "no shows is null", facts: shows(), key: "merch_gross", want: []string{" null"}},
		{name: "€12,345 over 855 heads, unscanned shows aside", facts: both, key: "merch_per_head", want: []string{"EUR 1444", "GBP null"}},
		{name: "20 % of the net of VAT", facts: both, key: "venue_merch_fee", want: []string{"EUR 207479", "GBP 30000"}},
		{name: "gross less VAT and the venue's fee", facts: both, key: "merch_net", want: []string{"EUR 829916", "GBP 270000"}},
		{name: "(€27,000 + €12,345) over 855 heads", facts: both, key: "revenue_per_attendee", want: []string{"EUR 4602", "GBP null"}},
		{name: "sponsorship converted once at its rate", facts: sponsored, key: "sponsorship_share", want: []string{"EUR 11.73"}},
		{name: "income without sponsorship is 0 %", facts: unsponsored, key: "sponsorship_share", want: []string{"EUR 0.00"}},
		{name: "no income is null", facts: both, key: "sponsorship_share", want: []string{" null"}},
	})
}
