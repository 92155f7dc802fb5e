package memory

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// InsertCheckout keeps a checkout session opened for one of c.OrgID's
// invoices. KindNotFound if org has no such invoice; KindConflict if the
// session id, or the checkout's id in its organization, is kept already.
func (s *PaymentStore) InsertCheckout(ctx context.Context, c payments.Checkout) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	if !st.org(c.OrgID).has(records.KindInvoice, c.InvoiceID) {
		return kernel.NotFound("invoice")
	}
	for _, kept := range st.payments.checkouts {
		if kept.SessionID == c.SessionID || kept.OrgID == c.OrgID && kept.ID == c.ID {
			return kernel.Conflict("this checkout session is kept already")
		}
	}
	c.CreatedAt, c.ExpiresAt = recordTime(c.CreatedAt), recordTime(c.ExpiresAt)
	st.payments.checkouts = append(st.payments.checkouts, c)
	return nil
}

// FindOpenCheckout returns the latest session (by creation time, then id) of
// org's invoice charging amount that is still open at now
// (payments.Checkout.Open). KindNotFound if there is none.
func (s *PaymentStore) FindOpenCheckout(ctx context.Context, org, invoice kernel.ID, amount int64, now time.Time) (payments.Checkout, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	var found *payments.Checkout
	for i, c := range st.payments.checkouts {
		if c.OrgID != org || c.InvoiceID != invoice || c.Amount != amount || !c.Open(now) {
			continue
		}
		if found == nil || laterCheckout(c, *found) {
			found = &st.payments.checkouts[i]
		}
	}
	if found == nil {
		return payments.Checkout{}, kernel.NotFound("open checkout")
	}
	return *found, nil
}

// laterCheckout reports whether a was created after b, the greater id breaking
// a tie, as the SQL store orders them.
func laterCheckout(a, b payments.Checkout) bool {
	if !a.CreatedAt.Equal(b.CreatedAt) {
		return a.CreatedAt.After(b.CreatedAt)
	}
	return a.ID > b.ID
}
