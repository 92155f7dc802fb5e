package jobs

import "time"

// WithPaymentHorizon returns c with payment events waiting at most d for
// their payment, instead of the processor's three days.
func WithPaymentHorizon(c Config, d time.Duration) Config {
	c.paymentHorizon = d
	return c
}
