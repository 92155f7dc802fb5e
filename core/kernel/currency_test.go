package kernel

import (
	"slices"
	"testing"
)

func TestCurrencyExponentsAreISO4217s(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, code string
		want       int
	}{
		{"euros have cents", "EUR", 2},
		{"yen have no minor unit", "JPY", 0},
		{"Icelandic krónur have none either", "ISK", 0},
		{"Swedish kronor have öre", "SEK", 2},
		{"Kuwaiti dinars have three decimals", "KWD", 3},
		{"so do Bahraini dinars", "BHD", 3},
		{"and Tunisian ones", "TND", 3},
		{"the Chilean unidad de fomento has four", "CLF", 4},
		{"the Uruguayan indexed unit has none", "UYI", 0},
		{"forints keep ISO's two where CLDR cash rounding has none", "HUF", 2},
		{"rupiah keep ISO's two against CLDR's none", "IDR", 2},
		{"Colombian pesos keep the centavos Roadcase always stored", "COP", 2},
		{"Iraqi dinars keep ISO's three against CLDR's none", "IQD", 3},
		{"a currency no hand-written list had", "NGN", 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got, ok := CurrencyExponent(c.code); !ok || got != c.want {
				t.Fatalf("CurrencyExponent(%s) = %d, %v; want %d, true", c.code, got, ok, c.want)
			}
		})
	}
}

func TestOnlyActiveISOCodesAreValid(t *testing.T) {
	t.Parallel()
	for name, code := range map[string]string{
		"lower case":                    "eur",
		"an unknown code":               "ABC",
		"no currency":                   "XXX",
		"the test code":                 "XTS",
		"gold, which has no minor unit": "XAU",
		"special drawing rights":        "XDR",
		"the offshore yuan":             "CNH",
		"the kuna, replaced by euros":   "HRK",
		"the lev, replaced by euros":    "BGN",
		"the old bolívar":               "VEF",
		"a historic currency":           "DEM",
		"four letters":                  "EURO",
		"empty":                         "",
	} {
		if ValidCurrency(code) {
			t.Errorf("%s (%q) was accepted", name, code)
		}
	}
	for _, code := range []string{"AED", "AUD", "CAD", "CHF", "DKK", "EUR", "GBP", "NOK", "SEK", "USD", "XAF", "XOF", "XPF"} {
		if !ValidCurrency(code) {
			t.Errorf("%s was refused", code)
		}
	}
}

func TestCurrenciesAreSortedAndValid(t *testing.T) {
	t.Parallel()
	all := Currencies()
	if len(all) < 150 || !slices.IsSorted(all) {
		t.Fatalf("Currencies() = %d codes, sorted %v", len(all), slices.IsSorted(all))
	}
	for _, code := range all {
		if !ValidCurrency(code) {
			t.Errorf("%s is listed but not valid", code)
		}
	}
}

// The corrections to CLDR must each still correct something, so that an update
// of x/text that agrees with ISO 4217 shrinks them instead of leaving stale lines.
func TestISOCorrectionsStillDifferFromCLDR(t *testing.T) {
	t.Parallel()
	for code, iso := range isoDigits {
		if cldr, ok := cldrCurrencyDigits[code]; !ok || cldr == iso {
			t.Errorf("isoDigits[%s] = %d corrects nothing: CLDR has %d, %v", code, iso, cldr, ok)
		}
	}
	for _, code := range notISO {
		if _, ok := cldrCurrencyDigits[code]; !ok {
			t.Errorf("notISO lists %s, which CLDR no longer has", code)
		}
	}
}
