package web

import (
	"sync"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// payFake is a small, behaving stand-in for the payments use cases: one
// organization's connected account and invoices served through
// ports.PaymentSettings and ports.InvoicePayments, with roles read from the
// platform fake as the core reads them, and pay links signed as the core signs
// them. The processor's answers are fields a test sets.
type payFake struct {
	mu       sync.Mutex
	platform *platform
	org      identity.Organization
	key      []byte

	account  payments.Account
	invoices map[kernel.ID]records.Invoice // of every organization

	// processor is the state SyncAccount reads; onboardURL and checkoutURL the
	// hosted pages the processor answers with.
	processor               payments.AccountState
	onboardURL, checkoutURL string
	// syncErr, onboardErr and checkoutErr, when set, are the processor's
	// failures; broken is the error of every pay page call.
	syncErr, onboardErr, checkoutErr, broken error

	links     []payments.OnboardingLinks
	checkouts []payments.CheckoutURLs
	syncs     int
}

var (
	_ ports.PaymentSettings = (*payFake)(nil)
	_ ports.InvoicePayments = (*payFake)(nil)
)

func newPayFake(p *platform, org identity.Organization) *payFake {
	return &payFake{platform: p, org: org, key: []byte("a pay-link key of the tests, 32 bytes+"),
		account: payments.Account{OrgID: org.ID}, invoices: map[kernel.ID]records.Invoice{},
		onboardURL:  "https://connect.stripe.com/setup/e/acct_1Nv0FGQ9RKHgCVdK/ZqXH5m0jH4dQ",
		checkoutURL: "https://checkout.stripe.com/c/pay/cs_test_a1b2c3#fidkdWxOYHwnPyd1blpxYHZxWjA0"}
}

// role returns the actor's role in their organization now; KindNotFound for
// anyone who is not a member of it.
func (f *payFake) role(actor identity.Actor) (identity.Role, error) {
	f.platform.mu.Lock()
	defer f.platform.mu.Unlock()
	role, ok := f.platform.members[actor.OrgID][actor.UserID]
	if !ok {
		return "", kernel.NotFound("organization")
	}
	return role, nil
}

// admin refuses an actor below admin, as the core does.
func (f *payFake) admin(actor identity.Actor) error {
	role, err := f.role(actor)
	if err != nil {
		return err
	}
	if !role.AtLeast(identity.RoleAdmin) {
		return kernel.Forbidden("insufficient_role", "Payment settings need the admin role or above.")
	}
	return nil
}

// token returns the pay link token of one of the fake's invoices.
func (f *payFake) token(inv records.Invoice) string {
	return payments.SignPayLink(f.key, inv.OrgID, inv.ID)
}

// add keeps an invoice and returns it.
func (f *payFake) add(inv records.Invoice) records.Invoice {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.invoices[inv.ID] = inv
	return inv
}

// payable reports whether inv can be paid online now. The caller holds the lock.
func (f *payFake) payable(inv records.Invoice) bool {
	return inv.Payable() && (inv.OrgID != f.org.ID || f.account.CanTakeCharges())
}
