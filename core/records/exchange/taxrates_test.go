package exchange_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// germanShow returns the export of the tour organization with the deal of its
// first settled show given its withholding rate by write (Germany's 15.825 %,
// say), and the show's index.
func germanShow(t *testing.T, write func(deal map[string]any)) ([]byte, int) {
	t.Helper()
	tree := fixtureOf(t, 0)
	i := 0
	for j, s := range tree["shows"].([]any) {
		if s.(map[string]any)["status"] == "settled" {
			i = j
			break
		}
	}
	deal := record(tree, "shows", i)["deal"].(map[string]any)
	delete(deal, "withholding_rate_ppm")
	write(deal)
	return encode(t, tree), i
}

// TestARateInMillionthsRoundTrips imports withholding_rate_ppm 158250 (Germany's
// 15.825 %), which basis points cannot hold, and exports it unchanged.
func TestARateInMillionthsRoundTrips(t *testing.T) {
	t.Parallel()
	data, i := germanShow(t, func(deal map[string]any) { deal["withholding_rate_ppm"] = 158250 })
	ds := importInto(t, data, kernel.NameID(kernel.Namespace, "test/ppm"))
	if got := ds.Shows[i].Deal.WithholdingRate; got != 158250 {
		t.Fatalf("withholding rate = %d millionths, want 158250", got)
	}
	if got := ds.Shows[i].Deal.WithholdingRate.String(); got != "15.825%" {
		t.Errorf("withholding rate prints %q, want 15.825%%", got)
	}
	o := demo.Organizations()[0]
	out := exchange.Export(block(o), ds).MarshalIndent()
	var tree map[string]any
	if err := json.Unmarshal(out, &tree); err != nil {
		t.Fatal(err)
	}
	deal := record(tree, "shows", i)["deal"].(map[string]any)
	if got := deal["withholding_rate_ppm"]; got != 158250.0 {
		t.Errorf("exported withholding_rate_ppm = %v, want 158250", got)
	}
	if _, ok := deal["withholding_rate_bp"]; ok {
		t.Error("export wrote withholding_rate_bp beside withholding_rate_ppm")
	}
	again := exchange.Export(block(o), importInto(t, out, kernel.NameID(kernel.Namespace, "test/ppm2"))).MarshalIndent()
	if !bytes.Equal(out, again) {
		t.Fatalf("the second round trip differs:\n%s", firstDifference(out, again))
	}
}

// TestRatesInBasisPointsStillImport reads a document written before millionths:
// every tax rate as "*_bp", read × 100, and exported as "*_ppm".
func TestRatesInBasisPointsStillImport(t *testing.T) {
	t.Parallel()
	tree := fixtureOf(t, 0)
	show := record(tree, "shows", 0)
	deal := show["deal"].(map[string]any)
	inv := record(tree, "invoices", 0)
	for _, f := range []struct {
		obj  map[string]any
		name string
		bp   int
	}{{deal, "withholding_rate", 1583}, {deal, "ticket_tax_rate", 700}, {show, "merch_tax_rate", 1900}, {inv, "tax_rate", 2000}} {
		delete(f.obj, f.name+"_ppm")
		f.obj[f.name+"_bp"] = f.bp
	}
	ds := importInto(t, encode(t, tree), kernel.NameID(kernel.Namespace, "test/bp"))
	s, v := ds.Shows[0], ds.Invoices[0]
	got := []kernel.PPM{s.Deal.WithholdingRate, s.Deal.TicketTaxRate, s.MerchTaxRate, v.TaxRate}
	want := []kernel.PPM{158300, 70000, 190000, 200000}
	for k := range want {
		if got[k] != want[k] {
			t.Errorf("rates read as %v millionths, want %v", got, want)
			break
		}
	}
	// The same rate given both ways, agreeing, reads once.
	data, i := germanShow(t, func(deal map[string]any) {
		deal["withholding_rate_bp"], deal["withholding_rate_ppm"] = 1500, 150000
	})
	if r := importInto(t, data, kernel.NameID(kernel.Namespace, "test/both")).Shows[i].Deal.WithholdingRate; r != 150000 {
		t.Errorf("a rate given both ways reads %d millionths, want 150000", r)
	}
}
