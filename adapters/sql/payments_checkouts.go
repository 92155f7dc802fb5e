package sql

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

type checkoutRow struct {
	bun.BaseModel `bun:"table:checkout_sessions"`

	OrgID          kernel.ID `bun:"org_id,pk"`
	ID             kernel.ID `bun:"id,pk"`
	InvoiceID      kernel.ID `bun:"invoice_id"`
	SessionID      string    `bun:"session_id"`
	URL            string    `bun:"url"`
	Amount         int64     `bun:"amount"`
	Currency       string    `bun:"currency"`
	ApplicationFee int64     `bun:"application_fee"`
	CreatedAt      time.Time `bun:"created_at"`
	ExpiresAt      time.Time `bun:"expires_at"`
}

// InsertCheckout keeps a checkout session opened for one of c.OrgID's
// invoices. KindNotFound if org has no such invoice; KindConflict if the
// session id, or the checkout's id in its organization, is kept already.
func (s *PaymentStore) InsertCheckout(ctx context.Context, c payments.Checkout) error {
	if !CanonicalID(c.OrgID) || !CanonicalID(c.InvoiceID) {
		return kernel.NotFound("invoice")
	}
	row := checkoutRow{OrgID: c.OrgID, ID: c.ID, InvoiceID: c.InvoiceID, SessionID: c.SessionID, URL: c.URL,
		Amount: c.Amount, Currency: c.Currency, ApplicationFee: c.ApplicationFee,
		CreatedAt: StorageTime(c.CreatedAt), ExpiresAt: StorageTime(c.ExpiresAt)}
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		// The invoice is checked first so that a missing one is KindNotFound rather
		// than the foreign key's KindInvalid.
		ok, err := db.NewSelect().Table("invoices").Where("org_id = ?", c.OrgID).Where("id = ?", c.InvoiceID).Exists(ctx)
		if err != nil || !ok {
			return notFoundIfNot(err, "invoice")
		}
		_, err = db.NewInsert().Model(&row).Exec(ctx)
		return paymentErr(err, "this checkout session is kept already")
	})
}

// FindOpenCheckout returns the latest session (by creation time, then id) of
// org's invoice charging amount that is still open at now. KindNotFound if
// there is none. The database narrows the sessions to those not expired at
// now; payments.Checkout.Open, with its margin, decides among them.
func (s *PaymentStore) FindOpenCheckout(ctx context.Context, org, invoice kernel.ID, amount int64, now time.Time) (payments.Checkout, error) {
	if !CanonicalID(org) || !CanonicalID(invoice) {
		return payments.Checkout{}, kernel.NotFound("open checkout")
	}
	var rows []checkoutRow
	err := s.db.IDB(ctx).NewSelect().Model(&rows).Where("org_id = ?", org).Where("invoice_id = ?", invoice).
		Where("expires_at > ?", StorageTime(now)).Where("amount = ?", amount).
		OrderExpr("created_at DESC, id DESC").Scan(ctx)
	if err != nil {
		return payments.Checkout{}, TranslateError(err)
	}
	for _, r := range rows {
		c := payments.Checkout{ID: r.ID, OrgID: r.OrgID, InvoiceID: r.InvoiceID, SessionID: r.SessionID, URL: r.URL,
			Amount: r.Amount, Currency: r.Currency, ApplicationFee: r.ApplicationFee, CreatedAt: r.CreatedAt.UTC(),
			ExpiresAt: r.ExpiresAt.UTC()}
		if c.Open(now) {
			return c, nil
		}
	}
	return payments.Checkout{}, kernel.NotFound("open checkout")
}
