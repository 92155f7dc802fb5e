package stripe_test

import (
	"context"
	"net/http"
	"strconv"
	"testing"
	"time"

	stripego "github.com/stripe/stripe-go/v82"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

const sessionJSON = `{"id":"cs_test_a1","object":"checkout.session","url":"https://checkout.stripe.com/c/pay/cs_test_a1"}`

// checkoutRequest is a request for an ISK invoice, whose amounts Stripe
// counts in hundredths.
func checkoutRequest() payments.CheckoutRequest {
	return payments.CheckoutRequest{
		Account: "acct_1Org", OrgID: "0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f",
		InvoiceID: "1c8f4e3b-6d2a-4f9b-8e7c-2b3c4d5e6f70", InvoiceNumber: "2026-0042",
		Description: "Tour Co — invoice 2026-0042", Amount: 125000, Currency: "ISK",
		ApplicationFee: 1875, CustomerEmail: "client@example.com",
		SuccessURL: "https://roadcase.example/pay/t/done?session_id={CHECKOUT_SESSION_ID}",
		CancelURL:  "https://roadcase.example/pay/t", ExpiresAt: time.Unix(1772445600, 0),
		IdempotencyKey: "checkout-2026-0042-125000",
	}
}

func TestCreateCheckoutSendsADirectChargeForTheInvoice(t *testing.T) {
	t.Parallel()
	api, c := newFakeAPI(t, http.StatusOK, sessionJSON)
	r := checkoutRequest()
	got, err := c.CreateCheckout(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if got != (payments.CheckoutSession{ID: "cs_test_a1", URL: "https://checkout.stripe.com/c/pay/cs_test_a1"}) {
		t.Errorf("CreateCheckout = %+v", got)
	}
	req := api.only(t)
	if req.Method != http.MethodPost || req.Path != "/v1/checkout/sessions" {
		t.Errorf("request = %s %s", req.Method, req.Path)
	}
	for h, want := range map[string]string{
		"Stripe-Account": "acct_1Org", "Idempotency-Key": r.IdempotencyKey,
		"Stripe-Version": stripego.APIVersion, "Authorization": "Bearer " + testKey,
	} {
		if got := req.Header.Get(h); got != want {
			t.Errorf("header %s = %q, want %q", h, got, want)
		}
	}
	wantForm(t, req, map[string]string{
		"mode": "payment", "line_items[0][quantity]": "1",
		"line_items[0][price_data][currency]":                    "isk",
		"line_items[0][price_data][unit_amount]":                 "12500000",
		"line_items[0][price_data][product_data][name]":          "Invoice 2026-0042",
		"line_items[0][price_data][product_data][description]":   r.Description,
		"client_reference_id":                                    "2026-0042",
		"metadata[roadcase_org]":                                 string(r.OrgID),
		"metadata[roadcase_invoice]":                             string(r.InvoiceID),
		"metadata[roadcase_invoice_number]":                      "2026-0042",
		"payment_intent_data[metadata][roadcase_org]":            string(r.OrgID),
		"payment_intent_data[metadata][roadcase_invoice]":        string(r.InvoiceID),
		"payment_intent_data[metadata][roadcase_invoice_number]": "2026-0042",
		"payment_intent_data[application_fee_amount]":            "187500",
		"payment_intent_data[description]":                       r.Description,
		"customer_email":                                         "client@example.com",
		"success_url":                                            r.SuccessURL,
		"cancel_url":                                             r.CancelURL,
		"expires_at":                                             strconv.FormatInt(r.ExpiresAt.Unix(), 10),
	})
}

func TestCreateCheckoutLeavesOutWhatIsNotGiven(t *testing.T) {
	t.Parallel()
	api, c := newFakeAPI(t, http.StatusOK, sessionJSON)
	r := checkoutRequest()
	r.Currency, r.Amount, r.ApplicationFee, r.CustomerEmail = "EUR", 9950, 0, ""
	if _, err := c.CreateCheckout(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	req := api.only(t)
	wantForm(t, req, map[string]string{
		"line_items[0][price_data][currency]":    "eur",
		"line_items[0][price_data][unit_amount]": "9950",
	})
	wantAbsent(t, req, "payment_intent_data[application_fee_amount]", "customer_email")
}

func TestCreateCheckoutRefusesFractionsOfAnAriaryWithoutARequest(t *testing.T) {
	t.Parallel()
	api, c := newFakeAPI(t, http.StatusOK, sessionJSON)
	r := checkoutRequest()
	r.Currency, r.Amount, r.ApplicationFee = "MGA", 1000050, 0
	if _, err := c.CreateCheckout(context.Background(), r); !kernel.IsKind(err, kernel.KindInvalid) {
		t.Fatalf("CreateCheckout error = %v, want KindInvalid", err)
	}
	if n := len(api.requests); n != 0 {
		t.Errorf("the API received %d requests, want none", n)
	}
}

func TestCreateCheckoutRefusesARequestWithoutAnAccount(t *testing.T) {
	t.Parallel()
	api, c := newFakeAPI(t, http.StatusOK, sessionJSON)
	r := checkoutRequest()
	r.Account = ""
	if _, err := c.CreateCheckout(context.Background(), r); !kernel.IsKind(err, kernel.KindInvalid) {
		t.Fatalf("CreateCheckout error = %v, want KindInvalid", err)
	}
	if n := len(api.requests); n != 0 {
		t.Errorf("the API received %d requests, want none: the platform's own account would be charged", n)
	}
}
