package moneyfmt_test

import (
	"math/big"
	"testing"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestFormatBigUsesEnglishCLDRSymbolsAndISODecimals(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, amount, code, want string
	}{
		{"euros have a sign and cents", "123456", "EUR", "€1,234.56"},
		{"pounds have a sign", "99", "GBP", "£0.99"},
		{"dollars below one cent pad with zeros", "5", "USD", "$0.05"},
		{"yen have a sign and no decimals", "125000", "JPY", "¥125,000"},
		{"Canadian dollars are told from US ones", "1999", "CAD", "CA$19.99"},
		{"so are Australian ones", "1999", "AUD", "A$19.99"},
		{"Swedish kronor are shown by code", "1250000", "SEK", "SEK\u00a012,500.00"},
		{"Norwegian kroner are shown by code", "1250000", "NOK", "NOK\u00a012,500.00"},
		{"Danish kroner are shown by code", "1250000", "DKK", "DKK\u00a012,500.00"},
		{"Icelandic krónur have a code and no decimals", "125000", "ISK", "ISK\u00a0125,000"},
		{"Swiss francs are shown by code", "98000", "CHF", "CHF\u00a0980.00"},
		{"Kuwaiti dinars have three decimals", "1250", "KWD", "KWD\u00a01.250"},
		{"a single fils pads to three decimals", "5", "KWD", "KWD\u00a00.005"},
		{"the unidad de fomento has four decimals", "123456", "CLF", "CLF\u00a012.3456"},
		{"rupiah keep ISO's two decimals", "1250000", "IDR", "IDR\u00a012,500.00"},
		{"a symbol ending in a letter keeps a space", "5000", "XOF", "CFA\u00a05,000"},
		{"zero", "0", "USD", "$0.00"},
		{"a negative amount puts the minus before the sign", "-1200", "EUR", "−€12.00"},
		{"and before a code", "-1200", "SEK", "−SEK\u00a012.00"},
		{"and before a composite symbol", "-1", "CAD", "−CA$0.01"},
		{"and before a currency without decimals", "-1", "JPY", "−¥1"},
		{"a huge amount keeps every digit", "123456789012345678901234", "EUR", "€1,234,567,890,123,456,789,012.34"},
		{"a huge amount without decimals", "123456789012345678901234", "JPY", "¥123,456,789,012,345,678,901,234"},
		{"a huge amount with three decimals", "-123456789012345678901234", "KWD", "−KWD\u00a0123,456,789,012,345,678,901.234"},
		{"an unknown code keeps its code and two decimals", "12345", "ABC", "ABC\u00a0123.45"},
		{"the test code is unknown", "12345", "XTS", "XTS\u00a0123.45"},
		{"a withdrawn currency CLDR still lists is unknown", "12345", "HRK", "HRK\u00a0123.45"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			amount, _ := new(big.Int).SetString(c.amount, 10)
			if got := moneyfmt.FormatBig(amount, c.code); got != c.want {
				t.Fatalf("FormatBig(%s, %s) = %q, want %q", c.amount, c.code, got, c.want)
			}
		})
	}
}

func TestEveryAcceptedCurrencyPrintsDistinctly(t *testing.T) {
	t.Parallel()
	seen := make(map[string]string)
	for _, code := range kernel.Currencies() {
		got := moneyfmt.FormatBig(big.NewInt(1), code)
		if other, dup := seen[got]; dup {
			t.Errorf("%s and %s both print one minor unit as %q", other, code, got)
		}
		seen[got] = code
	}
}

func TestFormatPrintsAnInt64AsFormatBigDoes(t *testing.T) {
	t.Parallel()
	for _, amount := range []int64{0, 1, -1, 123456, -1200, 1<<63 - 1, -1 << 63} {
		for _, code := range []string{"EUR", "JPY", "KWD", "SEK", "ABC"} {
			if got, want := moneyfmt.Format(amount, code), moneyfmt.FormatBig(big.NewInt(amount), code); got != want {
				t.Errorf("Format(%d, %s) = %q, FormatBig gives %q", amount, code, got, want)
			}
		}
	}
}

func TestGroupPutsACommaEveryThreeDigits(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"": "", "1": "1", "123": "123", "1234": "1,234", "123456": "123,456", "1234567": "1,234,567"} {
		if got := moneyfmt.Group(in); got != want {
			t.Errorf("Group(%q) = %q, want %q", in, got, want)
		}
	}
}
