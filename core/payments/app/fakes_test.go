package app_test

import (
	"context"
	"fmt"
	"sync"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/ports"
)

// fakeProcessor answers like the processor: a request repeated with the same
// idempotency key gets the first answer.
type fakeProcessor struct {
	mu          sync.Mutex
	newAccounts []payments.NewAccount
	accountIDs  map[string]string // by idempotency key
	linked      []string          // the accounts AccountLink was asked for
	state       payments.AccountState
	requests    []payments.CheckoutRequest
	sessions    map[string]payments.CheckoutSession // by idempotency key
}

var _ ports.PaymentProcessor = (*fakeProcessor)(nil)

func newFakeProcessor() *fakeProcessor {
	return &fakeProcessor{accountIDs: map[string]string{}, sessions: map[string]payments.CheckoutSession{}}
}

func (p *fakeProcessor) CreateAccount(_ context.Context, a payments.NewAccount) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.newAccounts = append(p.newAccounts, a)
	if _, ok := p.accountIDs[a.IdempotencyKey]; !ok {
		p.accountIDs[a.IdempotencyKey] = fmt.Sprintf("acct_%d", len(p.accountIDs)+1)
	}
	return p.accountIDs[a.IdempotencyKey], nil
}

func (p *fakeProcessor) AccountLink(_ context.Context, account string, links payments.OnboardingLinks) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.linked = append(p.linked, account)
	return fmt.Sprintf("https://connect.test/setup/%s/%d", account, len(p.linked)), nil
}

func (p *fakeProcessor) Account(_ context.Context, account string) (payments.AccountState, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := p.state
	s.ProcessorID = account
	return s, nil
}

func (p *fakeProcessor) CreateCheckout(_ context.Context, r payments.CheckoutRequest) (payments.CheckoutSession, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.requests = append(p.requests, r)
	if _, ok := p.sessions[r.IdempotencyKey]; !ok {
		id := fmt.Sprintf("cs_%d", len(p.sessions)+1)
		p.sessions[r.IdempotencyKey] = payments.CheckoutSession{ID: id, URL: "https://checkout.test/pay/" + id}
	}
	return p.sessions[r.IdempotencyKey], nil
}

// fakeQueue records the events scheduled.
type fakeQueue struct {
	mu     sync.Mutex
	events []payments.Event
}

func (q *fakeQueue) EnqueuePaymentEvent(_ context.Context, ev payments.Event) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.events = append(q.events, ev)
	return nil
}

// fakeIdentity holds organizations, users and their roles.
type fakeIdentity struct {
	orgs  map[kernel.ID]identity.Organization
	users map[kernel.ID]identity.User
	roles map[[2]kernel.ID]identity.Role
}

func (f *fakeIdentity) FindOrganizationByID(_ context.Context, id kernel.ID) (identity.Organization, error) {
	if o, ok := f.orgs[id]; ok {
		return o, nil
	}
	return identity.Organization{}, kernel.NotFound("organization")
}

func (f *fakeIdentity) FindUserByID(_ context.Context, id kernel.ID) (identity.User, error) {
	if u, ok := f.users[id]; ok {
		return u, nil
	}
	return identity.User{}, kernel.NotFound("user")
}

func (f *fakeIdentity) FindMembership(_ context.Context, org, user kernel.ID) (identity.Membership, error) {
	if r, ok := f.roles[[2]kernel.ID{org, user}]; ok {
		return identity.Membership{OrgID: org, UserID: user, Role: r}, nil
	}
	return identity.Membership{}, kernel.NotFound("membership")
}
