package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/postgres"
	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
	"github.com/roadcase/roadcase/adapters/stripe/stripemock"
	"github.com/roadcase/roadcase/adapters/stripe/stripetest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// The test platform's Stripe configuration: any key works against stripe-mock.
const (
	testStripeKey     = "sk_test_roadcase"
	testWebhookSecret = "whsec_roadcase_test_secret"
)

// TestPaymentsEndToEnd drives the real binary (serve --demo on SQLite) against
// stripe-mock: the demo owner connects the organization, Stripe's signed
// account.updated lets it take charges, an open demo invoice's pay link opens a
// checkout, and a signed checkout.session.completed, posted three times and
// after its payment_intent.succeeded, marks the invoice paid once; forged,
// stale and tampered events change nothing; another organization's invoice is
// never paid; the collected and outstanding figures move, and a refund moves
// them back.
func TestPaymentsEndToEnd(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	t.Run("sqlite", func(t *testing.T) {
		t.Parallel()
		paymentsEndToEnd(t, startPaymentsPlatform(t))
	})
	t.Run("postgres", func(t *testing.T) {
		t.Parallel()
		paymentsEndToEnd(t, startPaymentsPlatformOn(t, seededPostgresDSN(t)))
	})
}

func paymentsEndToEnd(t *testing.T, p *paymentsPlatform) {
	ctx := context.Background()

	owner := newBrowserlessClient(t, p.srv.URL)
	owner.signIn(p.srv.Email, p.srv.Password)
	if page := owner.get("/settings/payments", http.StatusOK); !strings.Contains(page, "Connect with Stripe") {
		t.Fatalf("the settings page offers no connection:\n%s", page)
	}
	resp := owner.post("/settings/payments", "/settings/payments/onboard", url.Values{})
	if loc := resp.Header.Get("Location"); resp.StatusCode != http.StatusSeeOther || !strings.HasPrefix(loc, "https://") {
		t.Fatalf("onboard: %d to %q, want 303 to Stripe's hosted onboarding", resp.StatusCode, loc)
	}
	account := p.account(ctx, t)
	if account.ProcessorID == "" || account.ChargesEnabled {
		t.Fatalf("after onboarding started: %+v", account)
	}
	p.send(t, "evt_acct_1", "account.updated", account.ProcessorID, time.Now(), stripetest.Account(payments.AccountState{
		ProcessorID: account.ProcessorID, DetailsSubmitted: true, ChargesEnabled: true, PayoutsEnabled: true}), http.StatusOK)
	waitFor(t, "the account to take charges", func() bool { return p.account(ctx, t).ChargesEnabled })
	owner.submit("/settings/payments", "/settings/payments/online", url.Values{"online_payments": {"on"}}, http.StatusSeeOther)

	inv := p.openInvoice(ctx, t)
	link := p.payLink(t, inv)
	if doc := p.render(t, inv.ID); !strings.Contains(doc, link) {
		t.Fatalf("the invoice document does not print its pay link %s", link)
	}
	client := newBrowserlessClient(t, p.srv.URL)
	if page := client.get(strings.TrimPrefix(link, p.srv.URL), http.StatusOK); !strings.Contains(page, inv.Number) {
		t.Fatalf("the pay page does not name invoice %s", inv.Number)
	}
	checkout := client.postPlain(strings.TrimPrefix(link, p.srv.URL))
	if loc := checkout.Header.Get("Location"); checkout.StatusCode != http.StatusSeeOther || !strings.HasPrefix(loc, "https://checkout.stripe.com/") {
		t.Fatalf("pay: %d to %q, want 303 to Stripe Checkout", checkout.StatusCode, loc)
	}

	before := p.receivables(t)
	due := inv.BalanceDue()
	meta := stripetest.Metadata(inv.OrgID, inv.ID, inv.Number)
	cur := strings.ToLower(inv.Currency)
	session := stripetest.CheckoutSession("cs_test_1", "pi_test_1", due, cur, "paid", meta)
	intent := stripetest.PaymentIntent("pi_test_1", due, cur, "succeeded", meta)
	now := time.Now()

	// Refused: a wrong secret, a stale timestamp, a body changed after signing.
	forged := stripetest.Event("evt_forged", "checkout.session.completed", account.ProcessorID, now, session)
	p.post(t, forged, stripetest.Sign(forged, "whsec_someone_else", now), http.StatusBadRequest)
	p.post(t, forged, stripetest.Sign(forged, testWebhookSecret, now.Add(-10*time.Minute)), http.StatusBadRequest)
	tampered := []byte(strings.Replace(string(forged), fmt.Sprint(due), fmt.Sprint(due*10), 1))
	p.post(t, tampered, stripetest.Sign(forged, testWebhookSecret, now), http.StatusBadRequest)
	waitJobsFinished(t, p.dsn) // a wrongly accepted event would have been applied by its job
	if got := p.invoice(ctx, t, inv.OrgID, inv.ID); len(got.Payments) != len(inv.Payments) {
		t.Fatalf("refused events recorded payments: %+v", got.Payments)
	}

	// Out of order and three times: the payment intent first, then the session.
	p.send(t, "evt_pi_1", "payment_intent.succeeded", account.ProcessorID, now, intent, http.StatusOK)
	for i := 0; i < 3; i++ {
		p.send(t, "evt_cs_1", "checkout.session.completed", account.ProcessorID, now, session, http.StatusOK)
	}
	p.send(t, "evt_cs_1_again", "checkout.session.completed", account.ProcessorID, now, session, http.StatusOK)
	waitFor(t, "the invoice to be paid", func() bool { return p.invoice(ctx, t, inv.OrgID, inv.ID).BalanceDue() == 0 })
	waitJobsFinished(t, p.dsn) // a duplicate would have been recorded by its job
	paid := p.invoice(ctx, t, inv.OrgID, inv.ID)
	if n := len(paid.Payments) - len(inv.Payments); n != 1 || paid.Outstanding() != 0 || paid.Payable() {
		t.Fatalf("after the events: %d new payments, outstanding %d, want one payment of %d", n, paid.Outstanding(), due)
	}
	after := p.receivables(t)
	if after.collected-before.collected != due || before.outstanding-after.outstanding != due {
		t.Fatalf("collected %d → %d, outstanding %d → %d; want both to move by %d",
			before.collected, after.collected, before.outstanding, after.outstanding, due)
	}
	if page := client.get(strings.TrimPrefix(link, p.srv.URL), http.StatusOK); strings.Contains(page, `method="post"`) {
		t.Fatal("the pay page of a paid invoice still offers to pay")
	}
	// Rendered from its record again, the invoice follows the payment: the
	// render cache (recordcache) sees the records revision the payment changed.
	if doc := p.render(t, inv.ID); strings.Contains(doc, link) {
		t.Fatal("the invoice document rendered after the payment still prints its pay link")
	}

	// Another organization's invoice through this account: never recorded.
	other := p.otherOrganizationsInvoice(ctx, t)
	foreign := stripetest.CheckoutSession("cs_test_2", "pi_test_2", other.BalanceDue(), strings.ToLower(other.Currency), "paid",
		stripetest.Metadata(other.OrgID, other.ID, other.Number))
	p.send(t, "evt_cs_2", "checkout.session.completed", account.ProcessorID, now, foreign, http.StatusOK)
	forgedLink := strings.Replace(link, string(inv.ID), string(other.ID), 1)
	client.get(strings.TrimPrefix(forgedLink, p.srv.URL), http.StatusNotFound)

	// A refund of part of the payment reopens that much.
	refund := stripetest.Refund("re_test_1", "pi_test_1", due/4, cur, "succeeded", now)
	p.send(t, "evt_re_1", "refund.created", account.ProcessorID, now, refund, http.StatusOK)
	waitFor(t, "the refund", func() bool { return p.invoice(ctx, t, inv.OrgID, inv.ID).BalanceDue() == due/4 })
	waitFor(t, "the foreign event to be processed", func() bool { return p.processed(ctx, t, "evt_cs_2") })
	if got := p.invoice(ctx, t, other.OrgID, other.ID); len(got.Payments) != len(other.Payments) {
		t.Fatalf("another organization's invoice was paid through this account: %+v", got.Payments)
	}
	if refunded := p.receivables(t); after.outstanding+due/4 != refunded.outstanding {
		t.Fatalf("outstanding after the refund %d, want %d", refunded.outstanding, after.outstanding+due/4)
	}
	if doc := p.render(t, inv.ID); !strings.Contains(doc, link) {
		t.Fatal("the invoice document rendered after the refund does not print its pay link again")
	}
	token := link[strings.LastIndex(link, "/")+1:]
	for name, secret := range map[string]string{"the secret key": testStripeKey, "the webhook secret": testWebhookSecret, "a pay link": token} {
		if strings.Contains(p.srv.Stderr(), secret) {
			t.Errorf("serve's log holds %s", name)
		}
	}
}

// processed reports whether the event's id was claimed: the job ran.
func (p *paymentsPlatform) processed(ctx context.Context, t *testing.T, eventID string) bool {
	t.Helper()
	var n int
	err := p.db.Bun().NewRaw("SELECT COUNT(*) FROM webhook_events WHERE provider = 'stripe' AND event_id = ?", eventID).Scan(ctx, &n)
	if err != nil {
		t.Fatal(err)
	}
	return n == 1
}

// paymentsPlatform is serve --demo with payments against stripe-mock.
type paymentsPlatform struct {
	srv   *servetest.Server
	dsn   string
	store *rcsql.PaymentStore
	db    *rcsql.DB
	http  *http.Client
	// currency is the open invoice's, whose receivables figures are compared.
	currency string
}

// startPaymentsPlatform starts it on a fresh SQLite file.
func startPaymentsPlatform(t *testing.T) *paymentsPlatform {
	t.Helper()
	return startPaymentsPlatformOn(t, seededDSN(t))
}

// startPaymentsPlatformOn starts it on the database dsn names.
func startPaymentsPlatformOn(t *testing.T, dsn string) *paymentsPlatform {
	t.Helper()
	mock := stripemock.Start(t)
	srv := servetest.StartDemo(t, buildBinary(t), dsn,
		"ROADCASE_STRIPE_SECRET_KEY="+testStripeKey,
		"ROADCASE_STRIPE_WEBHOOK_SECRET="+testWebhookSecret,
		"ROADCASE_STRIPE_API_BASE="+mock,
		"ROADCASE_STRIPE_APPLICATION_FEE_BPS=150",
		// stripe-mock's account links lead to a Stripe development host.
		"ROADCASE_STRIPE_HOSTED_ORIGINS=https://checkout.stripe.com https://sangeekp-15t6ai--manage-mydev.dev.stripe.me")
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("serve's log:\n%s", srv.Stderr())
		}
	})
	open := sqlite.Open
	if strings.HasPrefix(dsn, "postgres") {
		open = postgres.Open
	}
	db, err := open(dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := db.Close(); err != nil {
			t.Error(err)
		}
	})
	return &paymentsPlatform{srv: srv, dsn: dsn, db: db, store: rcsql.NewPaymentStore(db), http: &http.Client{Timeout: 10 * time.Second}}
}

// account returns the demo organization's connected account.
func (p *paymentsPlatform) account(ctx context.Context, t *testing.T) payments.Account {
	t.Helper()
	a, err := p.store.FindPaymentAccount(ctx, p.org(ctx, t, "demo"))
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func (p *paymentsPlatform) org(ctx context.Context, t *testing.T, slug string) kernel.ID {
	t.Helper()
	o, err := rcsql.NewIdentityStore(p.db).FindOrganizationBySlug(ctx, slug)
	if err != nil {
		t.Fatal(err)
	}
	return o.ID
}

// openInvoice returns a demo invoice that can be paid online.
func (p *paymentsPlatform) openInvoice(ctx context.Context, t *testing.T) records.Invoice {
	t.Helper()
	invs, err := p.store.FindInvoices(ctx, p.org(ctx, t, "demo"))
	if err != nil {
		t.Fatal(err)
	}
	for _, inv := range invs {
		if inv.Payable() {
			p.currency = inv.Currency
			return inv
		}
	}
	t.Fatal("the demo has no open invoice")
	return records.Invoice{}
}

func (p *paymentsPlatform) invoice(ctx context.Context, t *testing.T, org, id kernel.ID) records.Invoice {
	t.Helper()
	inv, err := p.store.FindInvoice(ctx, org, id)
	if err != nil {
		t.Fatal(err)
	}
	return inv
}

// otherOrganizationsInvoice gives the demo's second organization an open
// invoice and returns it.
func (p *paymentsPlatform) otherOrganizationsInvoice(ctx context.Context, t *testing.T) records.Invoice {
	t.Helper()
	org := p.org(ctx, t, "harbour-events")
	projects, err := rcsql.NewRecordStore(p.db).FindProjects(ctx, org)
	if err != nil || len(projects) == 0 {
		t.Fatalf("harbour-events projects: %v (%d)", err, len(projects))
	}
	inv := records.Invoice{ID: kernel.NewID(), OrgID: org, ProjectID: projects[0].ID, Number: "HBR-2026-0001",
		Kind: records.InvoiceStandard, ClientName: "Quayside Jazz Society", IssuedOn: "2026-06-01", DueOn: "2026-07-01",
		Currency: "GBP", Status: records.InvoiceSent, CreatedAt: time.Now().UTC(),
		Lines: []records.InvoiceLine{{ID: kernel.NewID(), Description: "Weekend programme", Quantity: 1, UnitPrice: 250_000}}}
	if err := rcsql.NewRecordStore(p.db).InsertDataset(ctx, org, records.Dataset{Invoices: []records.Invoice{inv}}, false); err != nil {
		t.Fatal(err)
	}
	return p.invoice(ctx, t, org, inv.ID)
}

// payLink reads the invoice's pay link off its page, as a member copies it.
func (p *paymentsPlatform) payLink(t *testing.T, inv records.Invoice) string {
	t.Helper()
	owner := newBrowserlessClient(t, p.srv.URL)
	owner.signIn(p.srv.Email, p.srv.Password)
	page := owner.get("/invoices/"+string(inv.ID), http.StatusOK)
	i := strings.Index(page, p.srv.URL+"/pay/")
	if i < 0 {
		t.Fatalf("the page of payable invoice %s shows no pay link:\n%s", inv.Number, page)
	}
	end := strings.IndexAny(page[i:], `"<`)
	return page[i : i+end]
}

// render renders the invoice document from its record through the API.
func (p *paymentsPlatform) render(t *testing.T, id kernel.ID) string {
	t.Helper()
	body := strings.NewReader(`{"record_id":"` + string(id) + `"}`)
	req, _ := http.NewRequest(http.MethodPost, p.srv.URL+"/api/v1/documents/invoice/render", body)
	req.Header.Set("Authorization", "Bearer "+p.srv.Token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := p.http.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := resp.Body.Close(); err != nil {
			t.Error(err)
		}
	}()
	out, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("render: %d %s", resp.StatusCode, out)
	}
	return string(out)
}

// send signs an event with the platform's secret and posts it.
func (p *paymentsPlatform) send(t *testing.T, id, typ, account string, at time.Time, object map[string]any, want int) {
	t.Helper()
	payload := stripetest.Event(id, typ, account, at, object)
	p.post(t, payload, stripetest.Sign(payload, testWebhookSecret, time.Now()), want)
}

func (p *paymentsPlatform) post(t *testing.T, payload []byte, signature string, want int) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, p.srv.URL+"/hooks/stripe", strings.NewReader(string(payload)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Stripe-Signature", signature)
	resp, err := p.http.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	if err := resp.Body.Close(); err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != want {
		t.Fatalf("POST /hooks/stripe: %d, want %d", resp.StatusCode, want)
	}
}

// receivablesFigures are the demo organization's collected and outstanding
// amounts in the test invoice's currency, from the reporting API.
type receivablesFigures struct{ collected, outstanding int64 }

func (p *paymentsPlatform) receivables(t *testing.T) receivablesFigures {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, p.srv.URL+"/api/v1/metrics/values?key=collected&key=outstanding&explain=false", nil)
	req.Header.Set("Authorization", "Bearer "+p.srv.Token)
	resp, err := p.http.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := resp.Body.Close(); err != nil {
			t.Error(err)
		}
	}()
	var v struct {
		Data []struct {
			Key      string       `json:"key"`
			Value    *json.Number `json:"value"`
			Currency string       `json:"currency"`
		} `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("metric values: %d %v", resp.StatusCode, err)
	}
	var f receivablesFigures
	for _, d := range v.Data {
		if d.Value == nil || d.Currency != p.currency {
			continue
		}
		n, _ := d.Value.Int64()
		switch d.Key {
		case "collected":
			f.collected = n
		case "outstanding":
			f.outstanding = n
		}
	}
	return f
}

// waitFor polls cond until it holds, for up to 20 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	if !pollUntil(t, 20*time.Second, 50*time.Millisecond, cond) {
		t.Fatalf("timed out waiting for %s", what)
	}
}
