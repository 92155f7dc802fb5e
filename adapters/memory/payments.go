package memory

import (
	"context"
	"maps"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/ports"
)

// PaymentStore is a Backend's connected accounts and checkout sessions, and
// records payments on the invoices of its record store. Its state is part of
// the backend's, so a rolled-back transaction takes back what it wrote, and it
// answers as the SQL store does: instants in UTC at microsecond precision,
// invoices in the order of records.Dataset.Sort.
type PaymentStore struct{ b *Backend }

var _ ports.PaymentStore = (*PaymentStore)(nil)

// Payments returns the backend's payment store.
func (b *Backend) Payments() ports.PaymentStore { return &PaymentStore{b: b} }

// paymentState is a Backend's accounts, by organization, and checkout
// sessions, in the order they were kept. Its values are never changed in
// place: an account's RequirementsDue is copied on the way in and out.
type paymentState struct {
	accounts  map[kernel.ID]payments.Account
	checkouts []payments.Checkout
}

func newPaymentState() *paymentState {
	return &paymentState{accounts: map[kernel.ID]payments.Account{}}
}

// clone returns a copy of p that shares nothing p's methods change.
func (p *paymentState) clone() *paymentState {
	return &paymentState{accounts: maps.Clone(p.accounts), checkouts: slices.Clone(p.checkouts)}
}

// FindPaymentAccount returns org's connected account. KindNotFound if org has
// not started connecting one.
func (s *PaymentStore) FindPaymentAccount(ctx context.Context, org kernel.ID) (payments.Account, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	a, ok := st.payments.accounts[org]
	if !ok {
		return payments.Account{}, kernel.NotFound("payment account")
	}
	return copyAccount(a), nil
}

// FindPaymentAccountByProcessorID returns the account with the processor's id,
// whatever its organization. KindNotFound if there is none; an empty id finds
// none, as several organizations may have an account without one.
func (s *PaymentStore) FindPaymentAccountByProcessorID(ctx context.Context, processorID string) (payments.Account, error) {
	st, unlock := s.b.read(ctx)
	defer unlock()
	if a, ok := st.payments.byProcessorID(processorID); ok {
		return copyAccount(a), nil
	}
	return payments.Account{}, kernel.NotFound("payment account")
}

// SavePaymentAccount creates or replaces a.OrgID's account. KindConflict if
// another organization's account has a.ProcessorID; KindInvalid for an
// organization the backend's identity store does not have (as the SQL foreign
// key does).
func (s *PaymentStore) SavePaymentAccount(ctx context.Context, a payments.Account) error {
	st, unlock := s.b.write(ctx)
	defer unlock()
	if _, ok := st.orgs[a.OrgID]; !ok && !s.b.orgsElsewhere {
		return kernel.Invalid("a referenced record does not exist").WithCode("invalid_reference")
	}
	if other, ok := st.payments.byProcessorID(a.ProcessorID); ok && other.OrgID != a.OrgID {
		return kernel.Conflict("another organization has connected this payment account")
	}
	a = copyAccount(a)
	a.StateAt, a.CreatedAt, a.UpdatedAt = recordTime(a.StateAt), recordTime(a.CreatedAt), recordTime(a.UpdatedAt)
	st.payments.accounts[a.OrgID] = a
	return nil
}

// byProcessorID returns the account with a non-empty processor id.
func (p *paymentState) byProcessorID(id string) (payments.Account, bool) {
	if id == "" {
		return payments.Account{}, false
	}
	for _, a := range p.accounts {
		if a.ProcessorID == id {
			return a, true
		}
	}
	return payments.Account{}, false
}

// copyAccount returns a with its own RequirementsDue, nil when empty, as the
// SQL store reads it.
func copyAccount(a payments.Account) payments.Account {
	a.RequirementsDue = slices.Clone(a.RequirementsDue)
	if len(a.RequirementsDue) == 0 {
		a.RequirementsDue = nil
	}
	return a
}
