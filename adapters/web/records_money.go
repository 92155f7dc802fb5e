package web

import (
	"github.com/roadcase/roadcase/core/kernel"
)

// Amounts in the record forms are typed in the major unit of the record's
// currency and stored in minor units; how they are read is money_entry.go.

// amountText writes minor units of currency as an amount input shows them:
// 123450 EUR cents → "1234.50"; 0 → "".
func amountText(minor int64, currency string) string {
	return kernel.PlainAmount(minor, currency)
}

func digitsOnly(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
