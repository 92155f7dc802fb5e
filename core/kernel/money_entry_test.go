package kernel_test

import (
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/kernel"
)

// Amounts typed as people write them in several locales and currencies are
// read to the minor unit; the locale only settles what the text leaves open.
func TestMoneyEntryReadsAmountsAsPeopleWriteThem(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, currency, locale string
		want                   int64
	}{
		{"1 234,50", "EUR", "", 123450},
		{"1\u00a0234,50", "EUR", "", 123450},
		{"1\u202f234,50", "EUR", "fr", 123450},
		{"1.234,50", "EUR", "", 123450},
		{"1,234.50", "EUR", "", 123450},
		{"1234,5", "EUR", "", 123450},
		{"1234.5", "USD", "", 123450},
		{"1 234", "EUR", "", 123400},
		{"1.234.567", "EUR", "", 123456700},
		{"1,234,567.89", "USD", "en", 123456789},
		{"12,34,567.50", "INR", "en-IN", 123456750},
		{"1'234.50", "CHF", "", 123450},
		{"1’234.50", "CHF", "de-CH", 123450},
		{"0,500", "KWD", "", 500},
		{"1234,567", "KWD", "", 1234567},
		{"1.234", "KWD", "", 1234},
		{"1.234", "KWD", "de", 1234},
		{"1,234", "KWD", "de", 1234},
		{"1,234", "KWD", "en", 1234000},
		{"1,234", "EUR", "en-GB", 123400},
		{"1.234", "EUR", "de-DE", 123400},
		{"1,500", "JPY", "", 1500},
		{"1.500", "JPY", "", 1500},
		{"1 500 000", "JPY", "", 1500000},
		{"١٬٢٣٤٫٥٠", "EUR", "", 123450},
		{"−12,30", "EUR", "", -1230},
		{"-1 234,50", "EUR", "", -123450},
		// The amount's own currency, pasted from an invoice or a statement.
		{"€25,258.59", "EUR", "", 2525859},
		{"12.50 €", "EUR", "", 1250},
		{"25.258,59 €", "EUR", "de", 2525859},
		{"EUR 1,234.50", "EUR", "", 123450},
		{"−€12.00", "EUR", "", -1200},
		{"SEK 12 500", "SEK", "", 1250000},
		{"¥1,500", "JPY", "", 1500},
	} {
		locale := language.Und
		if c.locale != "" {
			locale = language.MustParse(c.locale)
		}
		if got, err := kernel.ParseAmount(c.text, c.currency, locale); err != nil || got != c.want {
			t.Errorf("kernel.ParseAmount(%q, %s, %q) = %d, %v; want %d", c.text, c.currency, c.locale, got, err, c.want)
		}
	}
}

// What the text, the currency and the locale leave open is refused with a
// sentence that says how to type it; so are too many decimals and malformed
// groups.
func TestMoneyEntryRefusesWhatCouldBeReadTwoWays(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ text, currency, locale, says string }{
		{"1,234", "EUR", "", `"1,234" could mean 1234 or 1.234; EUR has 2 decimal places: type 1234 or 1234.00.`},
		{"1.234", "EUR", "", `"1.234" could mean 1234 or 1.234; EUR has 2 decimal places`},
		{"1,234", "KWD", "", `"1,234" could mean 1234 or 1.234 KWD: type 1234 for the first, or 1.234 with a point for the second.`},
		{"1,234", "USD", "", "type 1234 or 1234.00"},
		{"12,345", "EUR", "", `could mean 12345 or 12.345`},
		{"1,234.567", "USD", "", "USD has 2 decimal places"},
		{"1 234,567", "EUR", "", "EUR has 2 decimal places"},
		{"1234,5", "JPY", "", "JPY has no smaller unit"},
		{"1.2345", "KWD", "", "KWD has 3 decimal places"},
		{"1,23,4", "EUR", "", "Enter an amount in EUR"},
		{"1.234,567.8", "EUR", "", "Enter an amount in EUR"},
		{"12 34", "EUR", "", "Enter an amount in EUR"},
		{"1 234.567,8", "EUR", "", "Enter an amount in EUR"},
		{"1..234", "EUR", "", "Enter an amount in EUR"},
		{",50", "EUR", "", "Enter an amount in EUR"},
		{"1'234,50'", "CHF", "", "Enter an amount in CHF"},
		{"$12.50", "EUR", "", "Enter an amount in EUR"}, // another currency's mark is a mistake
		{"12.50 USD", "EUR", "", "Enter an amount in EUR"},
		{"€", "EUR", "", "Enter an amount in EUR"},
		{"1,234.50", "EUR", "de", ""}, // both marks: the text settles it, whatever the locale
	} {
		locale := language.Und
		if c.locale != "" {
			locale = language.MustParse(c.locale)
		}
		got, err := kernel.ParseAmount(c.text, c.currency, locale)
		if c.says == "" {
			if err != nil || got != 123450 {
				t.Errorf("kernel.ParseAmount(%q, %s, %s) = %d, %v; want 123450", c.text, c.currency, c.locale, got, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("kernel.ParseAmount(%q, %s, %q) = %d, %v; want an error saying %q", c.text, c.currency, c.locale, got, err, c.says)
		}
	}
}

// What a form writes into an amount input reads back as the same amount in
// every locale, so a form saved unchanged changes nothing.
func TestAmountTextReadsBackInEveryLocale(t *testing.T) {
	t.Parallel()
	for _, locale := range []string{"en", "de", "fr", "de-CH", "en-IN", "ar"} {
		for _, c := range []struct {
			minor    int64
			currency string
		}{{123450, "EUR"}, {1234, "KWD"}, {1234567, "KWD"}, {500, "KWD"}, {1500, "JPY"}, {7, "EUR"}, {-1230, "USD"}} {
			text := kernel.PlainAmount(c.minor, c.currency)
			if got, err := kernel.ParseAmount(text, c.currency, language.MustParse(locale)); err != nil || got != c.minor {
				t.Errorf("in %s, kernel.ParseAmount(%q, %s) = %d, %v; want %d", locale, text, c.currency, got, err, c.minor)
			}
		}
	}
}
