package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
	"github.com/roadcase/roadcase/core/kernel"
)

// The settlement the accountant types below, worked by hand in euro cents
// (percentages round half up to the cent, as docs/money.md settles them):
//
//	gross           = 35.00 × 1000 + 45.50 × 260       = 46,830.00
//	NBOR            = gross (no facility fee, no tax)   = 46,830.00
//	expenses        = 4,000.00 + 3,234.50 + 1,187.25    =  8,421.75
//	promoter profit = 15 % × 8,421.75 = 1,263.2625      =  1,263.26
//	split point     = 8,421.75 + 1,263.26               =  9,685.01
//	net to split    = 46,830.00 − 9,685.01              = 37,144.99
//	artist share    = 85 % × 37,144.99 = 31,573.2415    = 31,573.24
//	payout          = max(5,000.00, 31,573.24)          = 31,573.24
//	withholding     = 20 % × 31,573.24 = 6,314.648      =  6,314.65
//	balance due     = 31,573.24 − 6,314.65 − 0 deposits = 25,258.59
//
// The part payment of 10,000.00 then moves collected from 0 to 10,000.00 and
// outstanding from 25,258.59 to 15,258.59.
var settledByHand = struct {
	gross, expenses, profit, splitPoint, netToSplit, share, payout, withholding, balance int64
}{4_683_000, 842_175, 126_326, 968_501, 3_714_499, 3_157_324, 3_157_324, 631_465, 2_525_859}

// partPayment is the first payment the promoter makes on the balance invoice.
const partPayment = 1_000_000

// TestAShowSettledAndInvoicedInTheBrowserIsWhatTheAPIReads drives the real
// binary (serve on SQLite, an empty organization) from headless Chromium,
// auditing every page with axe-core and html-validate, as a tour accountant
// would: a project with one show (a versus deal with a guarantee, a
// percentage, promoter profit and withholding; two ticket tiers) at a venue
// whose manager signs for the promoter, the tour manager on the crew; the
// worksheet takes the box office (tiers sold, comps, the scan) and the
// promoter's expenses typed as people write money ("3 234,50", "1,187.25"), is
// recalculated, saved and signed by both sides; the balance it says is due is
// invoiced as a draft, issued with the first number of the sequence and paid
// in part. Through the API, with a token minted in the same session, the
// settlement sheet of the settlement record, the show report and the
// settlement report print the worksheet's payout and balance to the cent, the
// hand settlement above, and the KPIs collected and outstanding move by
// exactly the invoice's balance and the part payment. A member is refused
// (403) signing the worksheet and issuing the invoice.
func TestAShowSettledAndInvoicedInTheBrowserIsWhatTheAPIReads(t *testing.T) {
	t.Parallel() // its server has its own environment (smtpEnv)
	browserTest(t)
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	acc := newPerson(t, "") // skips here without Chromium unless it is required
	mails := smtptest.Start(t, "none", "", "")
	srv := servetest.Start(t, buildBinary(t), filepath.Join(t.TempDir(), "roadcase.db"), smtpEnv(mails)...)
	acc.base = srv.URL
	signUpAndSignIn(t, acc, mails, "Tess Ledger", "tess@example.com", "the settlement is done by midnight", "Lantern Management")
	member := joinAsMember(t, acc, srv, mails, "mo@example.com")

	// The records a settlement needs: the tour, the venue's manager (who signs
	// for the promoter), the tour manager on the crew, and the show.
	project := acc.save("/projects/new", form{
		fill: [][2]string{{"name", "Autumn Tour 2027"}, {"code", "AT27"}, {"artist", "The Lanterns"}},
		set:  [][2]string{{"kind", "tour"}, {"status", "confirmed"}, {"currency", "EUR"}, {"starts_on", "2027-04-10"}, {"ends_on", "2027-04-20"}},
	}, "Autumn Tour 2027")
	acc.save("/people/new", form{fill: [][2]string{{"first_name", "Vera"}, {"last_name", "Lind"}, {"title", "Venue manager"}}}, "People")
	vera := acc.linkedID("/people/", "Lind")
	acc.save("/people/new", form{fill: [][2]string{{"first_name", "Sam"}, {"last_name", "Rivera"}, {"title", "Tour manager"}}}, "People")
	sam := acc.linkedID("/people/", "Rivera")
	venue := venueForm("Paradiso", "Weteringschans 6", "Amsterdam", "NL", "Europe/Amsterdam")
	venue.set = append(venue.set, [2]string{"contacts-0-person_id", vera})
	venue.fill = append(venue.fill, [2]string{"contacts-0-role", "Venue manager"})
	paradiso := acc.save("/venues/new", venue, "Paradiso")
	acc.save("/projects/"+project+"/crew/new", form{
		set:  [][2]string{{"person_id", sam}, {"starts_on", "2027-04-13"}, {"ends_on", "2027-04-19"}},
		fill: [][2]string{{"role", "Tour manager"}, {"department", "Artist team"}, {"day_rate", "300.00"}},
	}, "Autumn Tour 2027")
	show := acc.save("/projects/"+project+"/shows/new", showForm(tourShow{venue: paradiso, date: "2027-04-14", currency: "EUR", deal: "versus",
		dealFields: [][2]string{{"deal-guarantee", "5,000.00"}, {"deal-artist_percent_bp", "85"}, {"deal-promoter_profit_percent_bp", "15"},
			{"deal-show_expenses", "8 000,00"}, {"deal-withholding_rate_ppm", "20"}},
		tiers: []tier{{"Floor", "35.00", 1200, 0}, {"Balcony", "45,50", 300, 0}}}), "Paradiso")

	// The worksheet: the box office and the promoter's expenses, recalculated,
	// saved as a draft and signed.
	sheet := "/shows/" + show + "/settlement"
	acc.open(sheet)
	acc.click(`button[name=action][value=add]`, "Settlement worksheet")
	acc.enter(form{fill: [][2]string{{"ws-tier-0-sold", "1000"}, {"ws-tier-0-comps", "20"}, {"ws-tier-1-sold", "260"}, {"ws-tier-1-comps", "10"},
		{"ws-scanned", "1250"},
		{"ws-expense-0-description", "Hall rent"}, {"ws-expense-0-budget", "4000"}, {"ws-expense-0-actual", "4,000.00"},
		{"ws-expense-1-description", "Production"}, {"ws-expense-1-budget", "3 000,00"}, {"ws-expense-1-actual", "3 234,50"},
		{"ws-expense-2-description", "Marketing"}, {"ws-expense-2-budget", "1,000.00"}, {"ws-expense-2-actual", "1,187.25"}}})
	acc.click(`button[name=action][value=recalculate]`, "Settlement worksheet")
	wantWorksheet(t, acc.worksheetFigures(), "recalculated")
	acc.click(`button[name=action][value=save]`, "Settlement worksheet")
	saved := acc.worksheetFigures()
	wantWorksheet(t, saved, "saved")
	status, text := member.postFrom(sheet, sheet+"/sign", acc.hidden("show_version", "settlement_version")+
		"&promoter_signatory=Vera+Lind&artist_signatory=Sam+Rivera")
	refusedForTheRole(t, "signing the worksheet", status, text)
	acc.choose("ws-promoter_signatory", "Vera Lind")
	acc.choose("ws-artist_signatory", "Sam Rivera")
	acc.click(`form[action$="/settlement/sign"] button[type=submit]`, "Settlement worksheet")
	if facts := acc.text("dl.facts"); !strings.Contains(facts, "Signed") || !strings.Contains(facts, "Vera Lind") || !strings.Contains(facts, "Sam Rivera") {
		t.Errorf("the signed worksheet's facts say:\n%s", facts)
	}
	wantWorksheet(t, acc.worksheetFigures(), "signed")

	// The balance the settlement says is due, invoiced to the promoter.
	token := acc.mintToken("settlement check", "documents:write", "reports:read")
	before := receivables(t, srv.URL, token, project)
	invoice := acc.save("/invoices/new?project="+project, form{
		set: [][2]string{{"kind", "standard"}, {"show_id", show}, {"currency", "EUR"}},
		fill: [][2]string{{"client_name", "Paradiso Promotions"}, {"client_country", "NL"}, {"tax_rate", "0"},
			{"lines-0-description", "Balance due under the signed settlement"}, {"lines-0-quantity", "1"},
			{"lines-0-unit_price", strings.TrimPrefix(saved["Balance due"], "€")}}, // typed as the worksheet prints it
	}, "Draft invoice for Paradiso Promotions")
	status, text = member.postFrom("/invoices/"+invoice, "/invoices/"+invoice+"/issue", acc.hidden("version"))
	refusedForTheRole(t, "issuing the invoice", status, text)
	acc.click(`form[action$="/issue"] button[type=submit]`, "Invoice INV-")
	if number := acc.heading(); !regexp.MustCompile(`^Invoice INV-\d{4}-0001$`).MatchString(number) {
		t.Errorf("the issued invoice is headed %q, want the first number of the year's sequence", number)
	}
	issued := receivables(t, srv.URL, token, project)
	acc.fill("pay-amount", "10 000,00")
	acc.click(`form[action$="/payments"] button[type=submit]`, "Invoice INV-")
	paid := receivables(t, srv.URL, token, project)
	if page := acc.mainText(); !strings.Contains(page, "Partly paid") || !strings.Contains(page, "15,258.59") {
		t.Errorf("the part-paid invoice's page does not say so with 15,258.59 left:\n%s", page)
	}

	// Through the API: the documents, the report and the KPIs agree to the cent.
	for _, c := range []struct {
		name string
		got  int64
		want int64
	}{
		{"the worksheet's payout", cents(saved["Artist payout"]), settledByHand.payout},
		{"the worksheet's balance due", cents(saved["Balance due"]), settledByHand.balance},
		{"outstanding once issued", issued.outstanding - before.outstanding, settledByHand.balance},
		{"collected once issued", issued.collected - before.collected, 0},
		{"collected after the part payment", paid.collected - issued.collected, partPayment},
		{"outstanding after the part payment", issued.outstanding - paid.outstanding, partPayment},
	} {
		if c.got != c.want {
			t.Errorf("%s is %d, want %d", c.name, c.got, c.want)
		}
	}
	row := settlementRow(t, srv.URL, token, show)
	for key, want := range map[string]int64{"gross": settledByHand.gross, "show_expenses": settledByHand.expenses,
		"promoter_profit": settledByHand.profit, "artist_payout": settledByHand.payout,
		"withholding": settledByHand.withholding, "deposits_paid": 0, "balance_due": settledByHand.balance} {
		if row[key] != want {
			t.Errorf("the settlement report's %s is %d, want %d (row %v)", key, row[key], want, row)
		}
	}
	settlement := kernel.NameID(kernel.ID(show), "settlement").String()
	for _, doc := range []struct{ key, record string }{{"settlement-sheet", settlement}, {"show-report", show}} {
		page := renderFromRecord(t, srv.URL, token, doc.key, doc.record)
		for _, want := range []string{saved["Artist payout"], saved["Withholding tax"], saved["Balance due"]} {
			if !strings.Contains(page, strings.TrimLeft(want, "−-€")) {
				t.Errorf("the %s does not print %s:\n%s", doc.key, want, page)
			}
		}
	}
}
