package exchange_test

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// version1 returns testdata/v1.json, the documented example as it was in
// roadcase.export/v1, as a generic JSON tree.
func version1(t *testing.T) map[string]any {
	t.Helper()
	data, err := os.ReadFile("testdata/v1.json")
	if err != nil {
		t.Fatal(err)
	}
	var tree map[string]any
	if err := json.Unmarshal(data, &tree); err != nil {
		t.Fatal(err)
	}
	return tree
}

func TestAVersion1DocumentImportsWithWhatVersion2AddedFilledIn(t *testing.T) {
	t.Parallel()
	tree := version1(t)
	// A second project in another currency: the defaults are each record's
	// project's, not the organization's.
	tree["projects"] = append(tree["projects"].([]any), map[string]any{"id": "project-2", "name": "Paris",
		"kind": "event", "status": "planning", "currency": "EUR", "created_at": "2026-01-05T09:00:00Z"})
	tree["expenses"] = append(tree["expenses"].([]any), map[string]any{"id": "expense-2", "project_id": "project-2",
		"category": "travel", "amount": 9900, "incurred_on": "2026-04-01", "status": "pending",
		"created_at": "2026-01-05T09:00:00Z"})
	d := importInto(t, encode(t, tree), kernel.NameID(kernel.Namespace, "test/v1"))

	byProject := map[kernel.ID]string{}
	for _, p := range d.Projects {
		byProject[p.ID] = p.Currency
	}
	show, st, inv, in := d.Shows[0], d.Settlements[0], d.Invoices[0], d.Income[0]
	got := []any{show.Currency, show.MerchTaxRate, show.Cancellation, st.Currency, st.Rate,
		inv.Kind, inv.ClientCountry, inv.ClientTaxID, in.Currency, in.Rate, d.Profile}
	want := []any{"GBP", kernel.PPM(0), (*records.Cancellation)(nil), "GBP", kernel.RateOne,
		records.InvoiceStandard, "", "", "GBP", kernel.RateOne, records.LegalProfile{}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("show, settlement, invoice, income and profile read as\n %v\nwant\n %v", got, want)
	}
	if len(d.Expenses) != 2 {
		t.Fatalf("%d expenses, want 2", len(d.Expenses))
	}
	for _, e := range d.Expenses {
		if e.Currency != byProject[e.ProjectID] || e.Rate != kernel.RateOne {
			t.Errorf("expense %s in %s at %s, want its project's %s at 1", e.Description, e.Currency, e.Rate, byProject[e.ProjectID])
		}
	}

	// Export writes version 2, which imports to the same records and exports again
	// to the same bytes.
	doc := exchange.Export(exchange.Organization{Slug: "example-touring", Name: "Example Touring",
		Currency: "GBP", TimeZone: "Europe/London"}, d)
	if doc.Format != "roadcase.export/v2" {
		t.Fatalf("export wrote format %q", doc.Format)
	}
	first := doc.MarshalIndent()
	again := importInto(t, first, kernel.NameID(kernel.Namespace, "test/v1/again"))
	if second := exchange.Export(doc.Organization, again).MarshalIndent(); !bytes.Equal(first, second) {
		t.Fatalf("the version 2 export of a version 1 import does not round-trip:\n%s", firstDifference(first, second))
	}
}

func TestAVersion1DocumentCannotCarryTheFieldsOfVersion2(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		change  func(tree map[string]any)
		pointer string
		message string
	}{
		{"a show's currency", func(tree map[string]any) { record(tree, "shows", 0)["currency"] = "GBP" },
			"/shows/0/currency", "shows[0] (show-1): currency is not a field of roadcase.export/v1 (it was added in roadcase.export/v2)"},
		{"an expense's rate", func(tree map[string]any) { record(tree, "expenses", 0)["rate"] = "1" },
			"/expenses/0/rate", "expenses[0] (expense-1): rate is not a field of roadcase.export/v1"},
		{"an invoice's kind", func(tree map[string]any) { record(tree, "invoices", 0)["kind"] = "deposit" },
			"/invoices/0/kind", "invoices[0] (invoice-1): kind is not a field of roadcase.export/v1"},
		{"the profile", func(tree map[string]any) { tree["profile"] = nil },
			"/profile", "document: profile is not a field of roadcase.export/v1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tree := version1(t)
			tt.change(tree)
			wantProblem(t, encode(t, tree), tt.pointer, tt.message)
		})
	}
}

func TestTheVersion1FixtureDecodesAsItIs(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("testdata/v1.json")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := exchange.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("testdata/v1.json does not decode: %v", err)
	}
	if doc.Format != exchange.FormatVersion1 {
		t.Fatalf("testdata/v1.json has format %q", doc.Format)
	}
}
