package records

import (
	"math/big"
	"strings"
)

// The codes of a legal profile's bank and tax numbers.
const (
	CodeInvalidIBAN  = "invalid_iban"   // not an IBAN, or its check digits are wrong
	CodeInvalidBIC   = "invalid_bic"    // not 8 or 11 characters of the SWIFT shape
	CodeInvalidVATID = "invalid_vat_id" // not a country prefix and 2 to 13 letters or digits
)

// Validate checks the legal profile as an invoice needs it and returns
// KindInvalid with one FieldError per problem, pointers relative to the profile
// ("/iban"): a legal name; the country, an ISO 3166-1 code, when set; the IBAN
// by its ISO 13616 check digits (mod 97), spaces allowed; the BIC by its shape
// (ISO 9362: bank, country, location and an optional branch); the VAT number
// as the EU writes it, a two-letter prefix (the country's, EL for Greece, XI
// for Northern Ireland) and 2 to 13 letters or digits; the email when set.
func (p LegalProfile) Validate() error {
	c := newChecker()
	p.check(c)
	return c.result("legal profile")
}

func (p LegalProfile) check(c checker) {
	c.required("legal_name", p.LegalName)
	if p.Country != "" {
		c.country("country", p.Country)
	}
	if p.IBAN != "" && !ValidIBAN(p.IBAN) {
		c.fail("iban", CodeInvalidIBAN, "iban is not an IBAN: its check digits do not match (type it as on the bank statement, such as GB29 NWBK 6016 1331 9268 19)")
	}
	if p.BIC != "" && !validBIC(p.BIC) {
		c.fail("bic", CodeInvalidBIC, "bic must be 8 or 11 letters and digits, such as NWBKGB2L")
	}
	if p.VATID != "" && !validVATID(p.VATID) {
		c.fail("vat_id", CodeInvalidVATID, "vat_id must start with its country's two letters, such as DE123456789")
	}
	c.email("email", p.Email)
}

// ValidIBAN reports whether iban, spaces allowed, is an IBAN: a country's two
// letters, two check digits and 11 to 30 letters or digits whose ISO 7064
// mod 97-10 remainder, the first four characters moved to the end and each
// letter read as 10 to 35, is 1.
func ValidIBAN(iban string) bool {
	s := strings.ToUpper(strings.ReplaceAll(iban, " ", ""))
	if len(s) < 15 || len(s) > 34 || !isLetters(s[:2]) || !isDigits(s[2:4]) {
		return false
	}
	var digits strings.Builder
	for _, r := range s[4:] + s[:4] {
		switch {
		case r >= '0' && r <= '9':
			digits.WriteRune(r)
		case r >= 'A' && r <= 'Z':
			digits.WriteString(big.NewInt(int64(r - 'A' + 10)).String())
		default:
			return false
		}
	}
	n, _ := new(big.Int).SetString(digits.String(), 10)
	return new(big.Int).Mod(n, big.NewInt(97)).Int64() == 1
}

// validBIC checks a BIC's shape: four letters of the bank, two of the country,
// two letters or digits of the location, and optionally three of the branch.
func validBIC(bic string) bool {
	s := strings.ToUpper(strings.TrimSpace(bic))
	return (len(s) == 8 || len(s) == 11) && isLetters(s[:6]) && isAlnum(s[6:])
}

// validVATID checks a VAT number's shape: a two-letter prefix and 2 to 13
// letters or digits, spaces and dots ignored.
func validVATID(id string) bool {
	s := strings.ToUpper(strings.NewReplacer(" ", "", ".", "", "-", "").Replace(id))
	return len(s) >= 4 && len(s) <= 15 && isLetters(s[:2]) && isAlnum(s[2:])
}

func isLetters(s string) bool { return strings.Trim(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" }
func isDigits(s string) bool  { return strings.Trim(s, "0123456789") == "" }
func isAlnum(s string) bool {
	return strings.Trim(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == ""
}
