package render

import (
	"testing"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
)

// The pages print money with moneyfmt.Format; the documents print it with the
// money template function. An invoice and its pay page must agree.
func TestTheDocumentsPrintMoneyAsThePagesDo(t *testing.T) {
	t.Parallel()
	cases := []struct {
		amount int64
		code   string
		want   string
	}{
		{123456, "EUR", "€1,234.56"},
		{-1200, "GBP", "−£12.00"},
		{125000, "JPY", "¥125,000"},
		{1250000, "SEK", "SEK\u00a012,500.00"},
	}
	for _, c := range cases {
		money, err := money(map[string]any{"amount": c.amount, "currency": c.code})
		if err != nil {
			t.Fatal(err)
		}
		if got := moneyfmt.Format(c.amount, c.code); got != c.want || got != money {
			t.Errorf("moneyfmt.Format(%d, %s) = %q, want %q (the documents print %q)", c.amount, c.code, got, c.want, money)
		}
	}
}
