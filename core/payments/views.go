package payments

import (
	"github.com/roadcase/roadcase/core/records"
)

// InvoiceView is an invoice as the organization's invoice pages show it: the
// record, what is due and, when it can be paid online now, its pay link.
type InvoiceView struct {
	Invoice records.Invoice
	// Total, Paid and Balance are the invoice's figures (records.Invoice).
	Total, Paid, Balance int64
	// Payable reports whether a client can pay it online now: the invoice is
	// payable and the organization's account can take charges.
	Payable bool
	// PayLink is the pay page's address when Payable; the organization's
	// members may copy it into a mail whether or not the documents print it.
	PayLink string
}

// PayView is what a client sees on the pay page of an invoice: the seller,
// the invoice's number and dates, and the balance due.
type PayView struct {
	Seller   string
	Number   string
	IssuedOn string
	DueOn    string
	Currency string
	Total    int64
	Balance  int64
	// Payable is false once the invoice is paid, voided or cannot be paid
	// online; the page then says so instead of offering to pay.
	Payable bool
}

// CheckoutURLs are the pay page's addresses the hosted checkout returns to.
// SuccessURL may contain "{CHECKOUT_SESSION_ID}", which the processor replaces.
type CheckoutURLs struct {
	SuccessURL string
	CancelURL  string
}
