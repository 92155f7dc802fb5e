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
