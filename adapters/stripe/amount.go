package stripe

import (
	"fmt"
	"math"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// Stripe counts amounts in "the currency's smallest unit", which is ISO 4217's
// minor unit except for a few currencies (docs.stripe.com/currencies, "special
// cases" and "zero-decimal currencies"):
//
//   - ISK and UGX have no minor unit in ISO 4217, but Stripe keeps them
//     two-decimal for backward compatibility: 1 krona is 100, and an amount
//     must be a multiple of 100. (Stripe's zero-decimal list names UGX too;
//     its special case is what is followed here. A test-mode UGX charge
//     settles which one its API counts in.)
//   - MGA has two decimals in ISO 4217 (kernel.CurrencyExponent), but Stripe
//     counts it in whole ariary.
//
// Everywhere else (zero-decimal JPY or KRW, three-decimal KWD or BHD, HUF and
// TWD, which are special only for payouts) the units agree.
//
// stripeShift is the power of ten to multiply an ISO amount by to get
// Stripe's: +2 for ISK and UGX, -2 for MGA.
var stripeShift = map[string]int{"ISK": 2, "UGX": 2, "MGA": -2}

// toStripe converts amount, in ISO 4217 minor units of currency (upper case),
// to Stripe's units. KindInvalid for a currency Roadcase does not accept, an
// amount Stripe cannot express (fractions of an ariary) or one that overflows.
func toStripe(amount int64, currency string) (int64, error) {
	if _, ok := kernel.CurrencyExponent(currency); !ok {
		return 0, kernel.Invalid(fmt.Sprintf("%q is not a currency Roadcase accepts", currency))
	}
	switch stripeShift[currency] {
	case 2:
		if amount > math.MaxInt64/100 || amount < math.MinInt64/100 {
			return 0, kernel.Invalid(fmt.Sprintf("the amount %d %s is too large", amount, currency))
		}
		return amount * 100, nil
	case -2:
		if amount%100 != 0 {
			return 0, kernel.Invalid(fmt.Sprintf("Stripe charges %s in whole units: %d minor units is not a whole amount", currency, amount))
		}
		return amount / 100, nil
	}
	return amount, nil
}

// feeToStripe converts the platform's fee, in ISO 4217 minor units of
// currency, to Stripe's units, rounding half up to a whole ariary: the fee is
// the platform's own figure, and refusing the checkout over a fraction of an
// ariary would serve nobody.
func feeToStripe(fee int64, currency string) (int64, error) {
	if _, ok := kernel.CurrencyExponent(currency); ok && stripeShift[currency] == -2 {
		return (fee + 50) / 100, nil
	}
	return toStripe(fee, currency)
}

// fromStripe converts amount, in Stripe's units of currency (any case), to ISO
// 4217 minor units. An ISK or UGX amount that is not a whole unit (Stripe
// allowed fractional krona before April 2023) is rounded half away from zero;
// an unknown currency's amount is returned as it is.
func fromStripe(amount int64, currency string) int64 {
	switch stripeShift[strings.ToUpper(currency)] {
	case 2:
		q, r := amount/100, amount%100
		if r >= 50 {
			q++
		} else if r <= -50 {
			q--
		}
		return q
	case -2:
		return amount * 100
	}
	return amount
}
