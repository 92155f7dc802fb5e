package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestInvoiceCarriesTheSellersLegalProfileAndReverseCharge(t *testing.T) {
	t.Parallel()
	inv := invoiceTestRecord()
	inv.TaxRate, inv.ClientCountry, inv.ClientTaxID = 0, "GB", "GB284117756"
	src := invoiceTestSource(inv)
	src.Index.Data.Profile = records.LegalProfile{LegalName: "Northern Lights Touring AB",
		Address: "Hornsgatan 64\n118 21 Stockholm\nSweden", Country: "SE", VATID: "SE559123456701",
		CompanyNumber: "Org. nr 559123-4567", BankName: "SEB", IBAN: "SE45 5000 0000 0583 9825 7466", BIC: "ESSESESS",
		InvoiceFooter: "Payment within 30 days."}
	out, err := invoiceFromInvoice(src)
	if err != nil {
		t.Fatal(err)
	}
	seller := out["seller"].(map[string]any)
	if seller["name"] != "Northern Lights Touring AB" || seller["tax_id"] != "SE559123456701" ||
		seller["registration"] != "Org. nr 559123-4567" || len(seller["address"].([]any)) != 3 {
		t.Errorf("seller = %v", seller)
	}
	if c := out["client"].(map[string]any); c["tax_id"] != "GB284117756" {
		t.Errorf("client = %v, want its VAT number", c)
	}
	if out["tax_note"] != records.OutsideScopeNote || out["footer"] != "Payment within 30 days." {
		t.Errorf("tax note %q, footer %q", out["tax_note"], out["footer"])
	}
	if b := out["bank"].(map[string]any); b["iban"] != "SE45 5000 0000 0583 9825 7466" || b["bic"] != "ESSESESS" {
		t.Errorf("bank = %v", b)
	}
}

func TestInvoiceWithoutAProfileNamesTheOrganization(t *testing.T) {
	t.Parallel()
	out, err := invoiceFromInvoice(invoiceTestSource(invoiceTestRecord()))
	if err != nil {
		t.Fatal(err)
	}
	if s := out["seller"].(map[string]any); s["name"] != "Northern Lights Touring" || out["bank"] != nil || out["tax_note"] != nil {
		t.Errorf("seller %v, bank %v, tax note %v", s, out["bank"], out["tax_note"])
	}
}

// TestSwedishVATBilledInKronerIsStatedInSEK is a Swedish seller billing a Swedish
// promoter 2 × DKK 1,000.00 at Sweden's 6 % concert VAT: tax DKK 120.00. The
// project booked DKK at 0.1341 EUR and SEK at 0.0868 EUR, so 1 DKK =
// 0.1341 ÷ 0.0868 = 1.54493088 SEK (eight places), and the VAT the Swedish return
// declares is 120.00 × 1.54493088 = SEK 185.39 (art. 230 of the VAT Directive).
func TestSwedishVATBilledInKronerIsStatedInSEK(t *testing.T) {
	t.Parallel()
	inv := invoiceTestRecord()
	inv.TaxRate, inv.Currency, inv.ClientCountry, inv.ClientTaxID = 60_000, "DKK", "SE", "SE556677889901"
	src := invoiceTestSource(inv)
	src.Index.Data.Profile = records.LegalProfile{LegalName: "Northern Lights Touring AB", Country: "SE", VATID: "SE559123456701"}
	src.Index.Data.Income = []records.IncomeLine{
		{ProjectID: "proj-1", Currency: "DKK", Rate: 13_410_000, Amount: 1},
		{ProjectID: "proj-1", Currency: "SEK", Rate: 8_680_000, Amount: 1}}
	out, err := invoiceFromInvoice(src)
	if err != nil {
		t.Fatal(err)
	}
	if out["tax_label"] != "VAT (moms)" {
		t.Errorf("tax label %q, want VAT (moms)", out["tax_label"])
	}
	nat, _ := out["tax_national"].(map[string]any)
	if nat == nil || nat["rate"] != "1 DKK = 1.54493088 SEK" {
		t.Fatalf("tax in SEK = %v", out["tax_national"])
	}
	if m := nat["amount"].(map[string]any); m["amount"] != int64(18_539) || m["currency"] != "SEK" {
		t.Errorf("VAT in SEK %v, want SEK 185.39", m)
	}
	inv.Currency = "SEK"
	if out, _ := invoiceFromInvoice(invoiceTestSource(inv)); out["tax_national"] != nil {
		t.Error("an invoice in SEK restates its VAT in SEK")
	}
}

func TestAUSClientsTaxNumberIsAnEIN(t *testing.T) {
	t.Parallel()
	inv := invoiceTestRecord()
	inv.TaxRate, inv.ClientCountry, inv.ClientTaxID = 0, "US", "36-4421907"
	src := invoiceTestSource(inv)
	src.Index.Data.Profile = records.LegalProfile{LegalName: "Northern Lights Touring AB", Country: "SE", VATID: "SE559123456701"}
	out, err := invoiceFromInvoice(src)
	if err != nil {
		t.Fatal(err)
	}
	if c := out["client"].(map[string]any); c["tax_id_label"] != "EIN" {
		t.Errorf("client %v, want its number labelled EIN", c)
	}
	if s := out["seller"].(map[string]any); s["tax_id_label"] != "VAT no." {
		t.Errorf("seller %v, want VAT no.", s)
	}
}
