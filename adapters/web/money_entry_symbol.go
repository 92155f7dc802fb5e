package web

import (
	"strings"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
)

// withoutCurrency is text with the currency's own symbol or ISO code taken off
// its start (after a minus, if any) or its end, as people paste an amount from
// an invoice or a statement: "€25,258.59", "25.258,59 €", "EUR 1,234.50",
// "−€12.00". Another currency's mark is left for the parser to refuse: an
// amount typed in the wrong currency is a mistake, not a format.
func withoutCurrency(text, code string) string {
	for _, mark := range []string{moneyfmt.Symbol(code), code} {
		sign, rest := "", text
		for _, minus := range []string{"-", "\u2212"} {
			if strings.HasPrefix(rest, minus) {
				sign, rest = minus, strings.TrimPrefix(rest, minus)
				break
			}
		}
		if strings.HasPrefix(rest, mark) {
			return sign + strings.TrimSpace(strings.TrimPrefix(rest, mark))
		}
		if strings.HasSuffix(text, mark) {
			return strings.TrimSpace(strings.TrimSuffix(text, mark))
		}
	}
	return text
}
