package web

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// The settings side of the payments fake.

func (f *payFake) PaymentAccount(ctx context.Context, actor identity.Actor) (payments.Account, error) {
	if err := f.admin(actor); err != nil {
		return payments.Account{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.account, nil
}

func (f *payFake) StartOnboarding(ctx context.Context, actor identity.Actor, links payments.OnboardingLinks) (string, error) {
	if err := f.admin(actor); err != nil {
		return "", err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.onboardErr != nil {
		return "", f.onboardErr
	}
	if f.account.ProcessorID == "" {
		f.account.ProcessorID = "acct_1Nv0FGQ9RKHgCVdK"
		f.processor.ProcessorID = f.account.ProcessorID
	}
	f.links = append(f.links, links)
	return f.onboardURL, nil
}

func (f *payFake) SyncAccount(ctx context.Context, actor identity.Actor) (payments.Account, error) {
	if err := f.admin(actor); err != nil {
		return payments.Account{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.syncs++
	if f.syncErr != nil {
		return payments.Account{}, f.syncErr
	}
	if f.account.ProcessorID == "" {
		return payments.Account{}, kernel.Conflict("Connect a Stripe account first.")
	}
	f.account, _ = f.account.Apply(f.processor)
	return f.account, nil
}

func (f *payFake) SetOnlinePayments(ctx context.Context, actor identity.Actor, allow bool) (payments.Account, error) {
	if err := f.admin(actor); err != nil {
		return payments.Account{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.account.ProcessorID == "" {
		return payments.Account{}, kernel.Conflict("Connect a Stripe account first.")
	}
	f.account.OnlinePayments = allow
	return f.account, nil
}
