package records_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// An IBAN is checked by its mod-97 check digits, as banks check it.
func TestValidIBANChecksTheCheckDigits(t *testing.T) {
	t.Parallel()
	for iban, want := range map[string]bool{
		"GB29 NWBK 6016 1331 9268 19": true, "DE89370400440532013000": true, "SE45 5000 0000 0583 9825 7466": true,
		"gb29nwbk60161331926819": true, "GB28 NWBK 6016 1331 9268 19": false, "DE89370400440532013001": false,
		"GB29": false, "1234567890123456": false, "GB29 NWBK 6016 1331 9268 1!": false,
	} {
		if got := records.ValidIBAN(iban); got != want {
			t.Errorf("ValidIBAN(%q) = %v, want %v", iban, got, want)
		}
	}
}

// A legal profile's mistakes point at their fields; a dataset's profile is
// checked with the dataset.
func TestALegalProfilesMistakesPointAtTheirFields(t *testing.T) {
	t.Parallel()
	good := records.LegalProfile{LegalName: "Harbour Events Ltd", Country: "GB", VATID: "GB318406625",
		IBAN: "GB29 NWBK 6016 1331 9268 19", BIC: "NWBKGB2L", Email: "accounts@harbour.example"}
	if err := good.Validate(); err != nil {
		t.Fatalf("a good profile: %v", err)
	}
	bad := records.LegalProfile{Country: "Britain", VATID: "318406625", IBAN: "GB28 NWBK 6016 1331 9268 19", BIC: "NWBK", Email: "nope"}
	err := bad.Validate()
	var got []string
	if e, ok := err.(*kernel.Error); ok {
		for _, f := range e.Fields {
			got = append(got, f.Pointer+" "+f.Code)
		}
	}
	want := "/legal_name required,/country invalid_country,/iban invalid_iban,/bic invalid_bic,/vat_id invalid_vat_id,/email invalid_email"
	if strings.Join(got, ",") != want {
		t.Errorf("fields = %v, want %s", got, want)
	}
	err = records.Dataset{Profile: bad}.Validate(nil)
	if e, ok := err.(*kernel.Error); !ok || e.Fields[0].Pointer != "/profile/legal_name" {
		t.Errorf("a dataset's profile errors point under /profile: %v", err)
	}
}
