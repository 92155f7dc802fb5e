package app_test

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// fakeDB is the payments store and the webhook claims in memory, following
// the ports' contracts. fakeTx snapshots it and puts the snapshot back when
// the function fails, so a test sees what a rolled-back transaction leaves.
type fakeDB struct {
	mu sync.Mutex
	st dbState
}

var _ ports.PaymentStore = (*fakeDB)(nil)

type dbState struct {
	accounts  map[kernel.ID]payments.Account
	invoices  map[kernel.ID]records.Invoice // by invoice id
	checkouts []payments.Checkout
	claims    map[string]bool
}

func newFakeDB() *fakeDB {
	return &fakeDB{st: dbState{accounts: map[kernel.ID]payments.Account{},
		invoices: map[kernel.ID]records.Invoice{}, claims: map[string]bool{}}}
}

func (s dbState) clone() dbState {
	c := dbState{accounts: maps.Clone(s.accounts), invoices: maps.Clone(s.invoices),
		checkouts: slices.Clone(s.checkouts), claims: maps.Clone(s.claims)}
	for id, inv := range c.invoices {
		inv.Payments = slices.Clone(inv.Payments)
		c.invoices[id] = inv
	}
	return c
}

func (db *fakeDB) snapshot() dbState { db.mu.Lock(); defer db.mu.Unlock(); return db.st.clone() }
func (db *fakeDB) restore(s dbState) { db.mu.Lock(); defer db.mu.Unlock(); db.st = s }

func (db *fakeDB) FindPaymentAccount(_ context.Context, org kernel.ID) (payments.Account, error) {
	db.mu.Lock()
	defer db.mu.Unlock()
	if a, ok := db.st.accounts[org]; ok {
		return a, nil
	}
	return payments.Account{}, kernel.NotFound("payment account")
}

func (db *fakeDB) FindPaymentAccountByProcessorID(_ context.Context, id string) (payments.Account, error) {
	db.mu.Lock()
	defer db.mu.Unlock()
	for _, a := range db.st.accounts {
		if a.ProcessorID == id {
			return a, nil
		}
	}
	return payments.Account{}, kernel.NotFound("payment account")
}

func (db *fakeDB) SavePaymentAccount(_ context.Context, a payments.Account) error {
	db.mu.Lock()
	defer db.mu.Unlock()
	for org, b := range db.st.accounts {
		if org != a.OrgID && a.ProcessorID != "" && b.ProcessorID == a.ProcessorID {
			return kernel.Conflict("another organization has the account")
		}
	}
	db.st.accounts[a.OrgID] = a
	return nil
}

func (db *fakeDB) InsertCheckout(_ context.Context, c payments.Checkout) error {
	db.mu.Lock()
	defer db.mu.Unlock()
	if inv, ok := db.st.invoices[c.InvoiceID]; !ok || inv.OrgID != c.OrgID {
		return kernel.NotFound("invoice")
	}
	if slices.ContainsFunc(db.st.checkouts, func(k payments.Checkout) bool { return k.SessionID == c.SessionID }) {
		return kernel.Conflict("the session is kept already")
	}
	db.st.checkouts = append(db.st.checkouts, c)
	return nil
}

func (db *fakeDB) FindOpenCheckout(_ context.Context, org, invoice kernel.ID, amount int64, now time.Time) (payments.Checkout, error) {
	db.mu.Lock()
	defer db.mu.Unlock()
	for _, c := range slices.Backward(db.st.checkouts) {
		if c.OrgID == org && c.InvoiceID == invoice && c.Amount == amount && now.Before(c.ExpiresAt) {
			return c, nil
		}
	}
	return payments.Checkout{}, kernel.NotFound("checkout")
}

func (db *fakeDB) FindInvoice(_ context.Context, org, id kernel.ID) (records.Invoice, error) {
	db.mu.Lock()
	defer db.mu.Unlock()
	if inv, ok := db.st.invoices[id]; ok && inv.OrgID == org {
		inv.Payments = slices.Clone(inv.Payments)
		return inv, nil
	}
	return records.Invoice{}, kernel.NotFound("invoice")
}

func (db *fakeDB) FindInvoices(_ context.Context, org kernel.ID) ([]records.Invoice, error) {
	db.mu.Lock()
	defer db.mu.Unlock()
	var out []records.Invoice
	for _, inv := range db.st.invoices {
		if inv.OrgID == org {
			inv.Payments = slices.Clone(inv.Payments)
			out = append(out, inv)
		}
	}
	slices.SortFunc(out, func(a, b records.Invoice) int {
		return cmp.Or(cmp.Compare(b.IssuedOn, a.IssuedOn), cmp.Compare(a.Number, b.Number))
	})
	return out, nil
}

func (db *fakeDB) AddInvoicePayment(_ context.Context, org, invoice kernel.ID, p records.Payment) (bool, error) {
	db.mu.Lock()
	defer db.mu.Unlock()
	inv, ok := db.st.invoices[invoice]
	if !ok || inv.OrgID != org {
		return false, kernel.NotFound("invoice")
	}
	if _, _, found := db.paymentByRef(org, p.ProcessorRef); found && p.ProcessorRef != "" {
		return false, nil
	}
	inv.Payments = append(slices.Clone(inv.Payments), p)
	db.st.invoices[invoice] = inv
	return true, nil
}

func (db *fakeDB) FindPaymentByRef(_ context.Context, org kernel.ID, ref string) (kernel.ID, records.Payment, error) {
	db.mu.Lock()
	defer db.mu.Unlock()
	if id, p, ok := db.paymentByRef(org, ref); ok {
		return id, p, nil
	}
	return "", records.Payment{}, kernel.NotFound("payment")
}

func (db *fakeDB) paymentByRef(org kernel.ID, ref string) (kernel.ID, records.Payment, bool) {
	for id, inv := range db.st.invoices {
		for _, p := range inv.Payments {
			if inv.OrgID == org && p.ProcessorRef == ref {
				return id, p, true
			}
		}
	}
	return "", records.Payment{}, false
}

func (db *fakeDB) ClaimWebhookEvent(_ context.Context, provider, id string, _ time.Time) (bool, error) {
	db.mu.Lock()
	defer db.mu.Unlock()
	key := provider + "/" + id
	if db.st.claims[key] {
		return false, nil
	}
	db.st.claims[key] = true
	return true, nil
}

// fakeTx runs fn and, when it fails, puts the store back as it was.
type fakeTx struct{ db *fakeDB }

func (tx fakeTx) WithinTx(ctx context.Context, fn func(context.Context) error) error {
	before := tx.db.snapshot()
	if err := fn(ctx); err != nil {
		tx.db.restore(before)
		return err
	}
	return nil
}
