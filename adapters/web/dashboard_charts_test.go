package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// chartSection is the part of a dashboard page that draws the chart id.
func chartSection(t *testing.T, body, id string) string {
	t.Helper()
	start := strings.Index(body, `aria-labelledby="`+id+`-heading"`)
	if start < 0 {
		t.Fatalf("no chart %s", id)
	}
	end := strings.Index(body[start:], "</section>\n</details>")
	rest := body[start:]
	if end >= 0 {
		rest = rest[end:]
	}
	if next := strings.Index(rest, `<section class="dashboard-chart"`); next >= 0 {
		return body[start : start+len(body[start:])-len(rest)+next]
	}
	return body[start:]
}

func TestTheAgingChartDrawsTheReportsBucketsAsOfThePeriodsEnd(t *testing.T) {
	f := newReportsFixture(t)
	p := f.project.ID
	f.facts.f.Invoices = []reporting.InvoiceFact{
		{Invoice: kernel.NewID(), Project: p, Kind: records.InvoiceStandard, Status: records.InvoiceSent, Client: "Columbiahalle",
			Currency: "EUR", IssuedOn: "2026-03-01", DueOn: "2026-03-15", Subtotal: 10000},
		{Invoice: kernel.NewID(), Project: p, Kind: records.InvoiceStandard, Status: records.InvoiceSent, Client: "Tempodrom",
			Currency: "EUR", IssuedOn: "2026-04-20", DueOn: "2026-05-20", Subtotal: 250000},
	}
	query := url.Values{"project_id": {string(p)}, "from": {"2026-04-01"}, "to": {"2026-04-30"}}
	page := f.signedIn(f.member.Email).get("/dashboard?" + query.Encode())
	wantStatus(t, page, http.StatusOK)
	aging := chartSection(t, page.body, "chart-aging")
	// As of 30 April the March invoice is 46 days late; the April one not due.
	for _, want := range []string{">Current</text>", ">€2,500.00</text>", ">31–60 days</text>", ">€100.00</text>",
		">Over 90 days</text>", `href="/reports/receivables_aging/csv?as_of=2026-04-30&amp;from=2026-04-01&amp;project_id=`,
		`<tr class="report-total"><td>Total</td><td>EUR</td>`} {
		if !strings.Contains(aging, want) {
			t.Errorf("the aging chart lacks %q\n%s", want, aging)
		}
	}
	if n := strings.Count(aging, `fill="#0b57d0"/>`); n != 5 {
		t.Errorf("%d bucket bars, want 5", n)
	}
}

func TestTheFunnelChartShowsAnUnreportedDeliveryAsImpliedNotAsAFailure(t *testing.T) {
	f := newReportsFixture(t)
	batch, p := kernel.NewID(), f.project.ID
	fact := func(furthest, exit string, n int64) reporting.FunnelFact {
		return reporting.FunnelFact{Batch: batch, Packet: kernel.NewID(), Project: p, Month: "2026-04",
			Furthest: furthest, Exit: exit, Count: n}
	}
	f.facts.f.Funnel = []reporting.FunnelFact{fact("acknowledged", "", 2), fact("opened", "", 1), fact("sent", "", 1),
		fact("queued", "failed", 1)}
	query := url.Values{"project_id": {string(p)}, "from": {"2026-04-01"}, "to": {"2026-04-30"}}
	page := f.signedIn(f.member.Email).get("/dashboard?" + query.Encode())
	wantStatus(t, page, http.StatusOK)
	funnel := chartSection(t, page.body, "chart-funnel")
	for _, want := range []string{">Sent</text>", ">4 of 5</text>", ">Delivered (implied)</text>", ">3 implied</text>",
		">Acknowledged</text>", ">2 of 5</text>", ">Failed</text>", ">1 of 5</text>", "stroke-dasharray",
		"the delivery rate is unknown, not a failure", `href="/reports/send_batch_funnel/csv?from=2026-04-01`,
		`<tr class="report-total"><td>Total</td>`} {
		if !strings.Contains(funnel, want) {
			t.Errorf("the funnel chart lacks %q\n%s", want, funnel)
		}
	}
	// Failed, then the delivery rate: unknown, not 0 %; the open rate is of those sent.
	if !strings.Contains(funnel, `<td class="num">1</td><td class="num"><span aria-hidden="true">—</span>`+
		`<span class="visually-hidden">no data</span></td><td class="num">75.00`+"\u00a0%</td>") {
		t.Errorf("the unknown delivery rate is not shown as unknown:\n%s", funnel)
	}
}
