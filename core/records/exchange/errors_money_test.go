package exchange_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
)

// wantProblem checks that loading data fails as invalid, with message in the
// error and pointer as the first field error's.
func wantProblem(t *testing.T, data []byte, pointer, message string) {
	t.Helper()
	err := load(data)
	if !kernel.IsKind(err, kernel.KindInvalid) {
		t.Fatalf("got %v (kind %s), want an invalid error", err, kernel.KindOf(err))
	}
	if !strings.Contains(err.Error(), message) {
		t.Fatalf("message %q does not contain %q", err.Error(), message)
	}
	e, _ := kernel.AsError(err)
	if len(e.Fields) == 0 || e.Fields[0].Pointer != pointer {
		t.Fatalf("pointer, want %q (all: %+v)", pointer, e.Fields)
	}
}

// firstDeposit returns the index of the first deposit invoice of tree.
func firstDeposit(t *testing.T, tree map[string]any) int {
	t.Helper()
	for i, inv := range tree["invoices"].([]any) {
		if inv.(map[string]any)["kind"] == "deposit" {
			return i
		}
	}
	t.Fatal("the fixture has no deposit invoice")
	return -1
}

func TestBrokenMoneyFieldsAreRejectedWithAPointedMessage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		data    func(t *testing.T) []byte
		pointer string
		message string
	}{
		{"a missing rate is required", func(t *testing.T) []byte {
			tree := fixture(t)
			delete(record(tree, "expenses", 0), "rate")
			return encode(t, tree)
		}, "/expenses/0/rate", "expenses[0] (expense-1): rate is required"},
		{"a rate written as a number is the wrong type", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "income", 1)["rate"] = 1.1732
			return encode(t, tree)
		}, "/income/1/rate", "income[1] (income-2): rate must be a string, not a number"},
		{"a rate that is not a decimal names its value", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "settlements", 1)["rate"] = "1,1732"
			return encode(t, tree)
		}, "/settlements/1/rate", `settlements[1] (settlement-2): rate "1,1732" must be a positive decimal with at most eight decimal places`},
		{"a rate of zero is refused", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "expenses", 2)["rate"] = "0"
			return encode(t, tree)
		}, "/expenses/2/rate", `expenses[2] (expense-3): rate "0" must be a positive decimal`},
		{"a rate finer than eight decimal places is refused", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "expenses", 0)["rate"] = "1.000000001"
			return encode(t, tree)
		}, "/expenses/0/rate", `rate "1.000000001" must be a positive decimal with at most eight decimal places`},
		{"a record in the project's currency converts at 1", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "income", 0)["rate"] = "1.2"
			return encode(t, tree)
		}, "/income/0/rate", "income[0] (income-1): rate must be 1: currency is the project's home currency GBP"},
		{"a show without a currency is refused", func(t *testing.T) []byte {
			tree := fixture(t)
			delete(record(tree, "shows", 0), "currency")
			return encode(t, tree)
		}, "/shows/0/currency", "shows[0] (show-1): currency is required"},
		{"an expense in an unknown currency is refused", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "expenses", 1)["currency"] = "XYZ"
			return encode(t, tree)
		}, "/expenses/1/currency", "expenses[1] (expense-2): currency must be a supported ISO 4217 code"},
		{"a settlement is in its show's currency", func(t *testing.T) []byte {
			tree := fixture(t)
			st := record(tree, "settlements", 0)
			st["currency"], st["rate"] = "EUR", "0.8523"
			return encode(t, tree)
		}, "/settlements/0/currency", "settlements[0] (settlement-1): currency must be the show's currency GBP"},
		{"a cancellation date must be a date", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "shows", 1)["cancellation"] = map[string]any{"on": "2026-02-30", "by": "promoter", "reason": "", "fee": 0}
			return encode(t, tree)
		}, "/shows/1/cancellation/on", `shows[1] (show-2): cancellation.on "2026-02-30" must be a date in the form YYYY-MM-DD`},
		{"a cancellation belongs to a cancelled show", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "shows", 1)["cancellation"] = map[string]any{"on": "2026-07-01", "by": "promoter", "reason": "", "fee": 0}
			return encode(t, tree)
		}, "/shows/1/cancellation", "shows[1] (show-2): cancellation is only recorded for a cancelled show"},
		{"an unknown field of a cancellation is rejected", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "shows", 1)["cancellation"] = map[string]any{"on": "2026-07-01", "by": "promoter", "penalty": 5}
			return encode(t, tree)
		}, "/shows/1/cancellation/penalty", "shows[1] (show-2): cancellation.penalty is not a field of this format"},
		{"a merch tax rate keeps its document name", func(t *testing.T) []byte {
			tree := fixture(t)
			record(tree, "shows", 0)["merch_tax_rate_ppm"] = 1_200_000
			return encode(t, tree)
		}, "/shows/0/merch_tax_rate_ppm", "shows[0] (show-1): merch_tax_rate_ppm must be between 0% and 100%"},
		{"a tax rate in basis points, as older files give it, keeps its name", func(t *testing.T) []byte {
			tree := fixture(t)
			delete(record(tree, "shows", 0), "merch_tax_rate_ppm")
			record(tree, "shows", 0)["merch_tax_rate_bp"] = 12000
			return encode(t, tree)
		}, "/shows/0/merch_tax_rate_bp", "shows[0] (show-1): merch_tax_rate_bp must be between 0% and 100%"},
		{"an invoice's tax rate in basis points keeps its name", func(t *testing.T) []byte {
			tree := fixtureOf(t, 0)
			delete(record(tree, "invoices", 0), "tax_rate_ppm")
			record(tree, "invoices", 0)["tax_rate_bp"] = -1
			return encode(t, tree)
		}, "/invoices/0/tax_rate_bp", "invoices[0] (invoice-1): tax_rate_bp must be between 0% and 100%"},
		{"a rate given in millionths and in basis points must agree", func(t *testing.T) []byte {
			tree := fixture(t)
			deal := record(tree, "shows", 0)["deal"].(map[string]any)
			deal["withholding_rate_bp"], deal["withholding_rate_ppm"] = 1583, 158_250
			return encode(t, tree)
		}, "/shows/0/deal/withholding_rate_ppm",
			"shows[0] (show-1): deal.withholding_rate_ppm 158250 disagrees with withholding_rate_bp 1583 (158300 millionths): give one of them"},
		{"basis points that overflow in millionths are out of range", func(t *testing.T) []byte {
			tree := fixtureOf(t, 0)
			delete(record(tree, "invoices", 0), "tax_rate_ppm")
			record(tree, "invoices", 0)["tax_rate_bp"] = int64(1) << 60
			return encode(t, tree)
		}, "/invoices/0/tax_rate_bp", "invoices[0] (invoice-1): tax_rate_bp must be between 0 and 10000 basis points"},
		{"an unknown invoice kind is rejected", func(t *testing.T) []byte {
			tree := fixtureOf(t, 0)
			record(tree, "invoices", 0)["kind"] = "advance"
			return encode(t, tree)
		}, "/invoices/0/kind", `invoices[0] (invoice-1): kind has no value "advance"`},
		{"a missing invoice kind is required", func(t *testing.T) []byte {
			tree := fixtureOf(t, 0)
			delete(record(tree, "invoices", 0), "kind")
			return encode(t, tree)
		}, "/invoices/0/kind", "invoices[0] (invoice-1): kind is required"},
		{"a deposit invoice names its show", func(t *testing.T) []byte {
			tree := fixtureOf(t, 0)
			i := firstDeposit(t, tree)
			record(tree, "invoices", i)["show_id"] = nil
			return encode(t, tree)
		}, "", "show_id is required on a deposit invoice"},
		{"a client country must be a country code", func(t *testing.T) []byte {
			tree := fixtureOf(t, 0)
			record(tree, "invoices", 0)["client_country"] = "gb"
			return encode(t, tree)
		}, "/invoices/0/client_country", "invoices[0] (invoice-1): client_country must be an ISO 3166-1 alpha-2 code"},
		{"the profile's country must be a country code", func(t *testing.T) []byte {
			tree := fixture(t)
			tree["profile"].(map[string]any)["country"] = "Britain"
			return encode(t, tree)
		}, "/profile/country", `profile: country "Britain" must be an ISO 3166-1 alpha-2 code such as DE`},
		{"the profile's email must be an address", func(t *testing.T) []byte {
			tree := fixture(t)
			tree["profile"].(map[string]any)["email"] = "accounts"
			return encode(t, tree)
		}, "/profile/email", `profile: email "accounts" must be an email address`},
		{"an unknown field of the profile is rejected", func(t *testing.T) []byte {
			tree := fixture(t)
			tree["profile"].(map[string]any)["vat"] = "GB1"
			return encode(t, tree)
		}, "/profile/vat", "profile: vat is not a field of this format"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			data := tt.data(t)
			pointer := tt.pointer
			if pointer == "" { // the deposit invoice's place depends on the demo
				tree := fixtureOf(t, 0)
				pointer = "/invoices/" + strconv.Itoa(firstDeposit(t, tree)) + "/show_id"
			}
			wantProblem(t, data, pointer, tt.message)
		})
	}
}
