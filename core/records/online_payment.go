package records

import (
	"github.com/roadcase/roadcase/core/kernel"
)

// Payment methods. A reversal (a refund or the funds a dispute withdrew) is
// recorded as a payment with a negative amount, so that what was collected and
// what is outstanding follow from the sum of an invoice's payments alone; a
// dispute won gives the money back as a positive payment.
const (
	MethodBankTransfer         = "bank_transfer"
	MethodCard                 = "card"
	MethodCash                 = "cash"
	MethodCheque               = "cheque"
	MethodRefund               = "refund"                // money given back to the client
	MethodDisputeWithdrawal    = "dispute_withdrawal"    // funds the processor withdrew for a dispute
	MethodDisputeReinstatement = "dispute_reinstatement" // funds returned when a dispute was won
)

// IsReversal reports whether the payment takes money back: only a reversal has
// a negative amount.
func (p Payment) IsReversal() bool {
	return p.Method == MethodRefund || p.Method == MethodDisputeWithdrawal
}

// BalanceDue returns what a client can pay online now: the outstanding amount,
// or zero when nothing is owed (a void invoice, or one paid in full or more).
func (inv Invoice) BalanceDue() int64 { return max(inv.Outstanding(), 0) }

// Payable reports whether the invoice can be paid online: it was sent (a draft
// is not yet a bill, a void one is cancelled) and a balance is due.
func (inv Invoice) Payable() bool { return inv.Status == InvoiceSent && inv.BalanceDue() > 0 }

// ApplicationFee returns the platform's fee on an online payment of amount:
// rate of it, rounded half away from zero to the minor unit, and never the
// whole amount (the organization always receives something).
func ApplicationFee(amount int64, rate kernel.BasisPoints) int64 {
	if amount <= 0 || rate <= 0 {
		return 0
	}
	return min(rate.Of(amount), amount-1)
}
