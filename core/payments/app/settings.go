package app

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// PaymentAccount returns the actor's organization's account, or a zero one
// with its OrgID when it has not started connecting. KindNotFound for a
// non-member, KindForbidden below SettingsRole.
func (s *Service) PaymentAccount(ctx context.Context, actor identity.Actor) (payments.Account, error) {
	if err := s.admin(ctx, actor); err != nil {
		return payments.Account{}, err
	}
	return s.account(ctx, actor.OrgID)
}

// StartOnboarding creates the organization's connected account at the
// processor if it has none (once: the request's idempotency key names the
// organization), keeps its id, and returns a new address of the processor's
// hosted onboarding. KindNotFound for a non-member, KindForbidden below
// SettingsRole; the processor's errors as they come.
func (s *Service) StartOnboarding(ctx context.Context, actor identity.Actor, links payments.OnboardingLinks) (string, error) {
	if err := s.admin(ctx, actor); err != nil {
		return "", err
	}
	a, err := s.account(ctx, actor.OrgID)
	if err != nil {
		return "", err
	}
	if a.ProcessorID == "" {
		if a, err = s.createAccount(ctx, actor); err != nil {
			return "", err
		}
	}
	return s.c.Processor.AccountLink(ctx, a.ProcessorID, links)
}

// createAccount creates the organization's connected account at the processor
// and keeps its id on the organization's record, with the choices made before.
func (s *Service) createAccount(ctx context.Context, actor identity.Actor) (payments.Account, error) {
	org, err := s.c.Orgs.FindOrganizationByID(ctx, actor.OrgID)
	if err != nil {
		return payments.Account{}, err
	}
	user, err := s.c.Users.FindUserByID(ctx, actor.UserID)
	if err != nil {
		return payments.Account{}, err
	}
	// The identity model keeps no country for an organization: the hosted
	// onboarding asks for it.
	id, err := s.c.Processor.CreateAccount(ctx, payments.NewAccount{OrgID: org.ID, Name: org.Name, Email: user.Email,
		IdempotencyKey: "roadcase-account-" + string(org.ID)})
	if err != nil {
		return payments.Account{}, err
	}
	return s.updateAccount(ctx, actor.OrgID, func(a *payments.Account) bool {
		if a.ProcessorID != "" { // another request kept it first
			return false
		}
		a.ProcessorID = id
		return true
	})
}

// SyncAccount reads the account's state from the processor now and keeps it
// unless a newer state is kept already. KindConflict (code "not_connected")
// before the organization started connecting; KindNotFound for a non-member,
// KindForbidden below SettingsRole.
func (s *Service) SyncAccount(ctx context.Context, actor identity.Actor) (payments.Account, error) {
	if err := s.admin(ctx, actor); err != nil {
		return payments.Account{}, err
	}
	a, err := s.account(ctx, actor.OrgID)
	if err != nil {
		return payments.Account{}, err
	}
	if a.ProcessorID == "" {
		return payments.Account{}, kernel.Conflict("the organization has not connected an account with the payment processor yet").
			WithCode("not_connected")
	}
	state, err := s.c.Processor.Account(ctx, a.ProcessorID)
	if err != nil {
		return payments.Account{}, err
	}
	if state.ProcessorID == "" {
		state.ProcessorID = a.ProcessorID
	}
	if state.At.IsZero() {
		state.At = s.now()
	}
	return s.updateAccount(ctx, actor.OrgID, func(a *payments.Account) bool {
		var changed bool
		*a, changed = a.Apply(state)
		return changed
	})
}

// SetOnlinePayments allows or stops the "Pay online" link on the
// organization's invoice documents, creating its record if it has none: the
// choice may be made before connecting. KindNotFound for a non-member,
// KindForbidden below SettingsRole.
func (s *Service) SetOnlinePayments(ctx context.Context, actor identity.Actor, allow bool) (payments.Account, error) {
	if err := s.admin(ctx, actor); err != nil {
		return payments.Account{}, err
	}
	return s.updateAccount(ctx, actor.OrgID, func(a *payments.Account) bool {
		changed := a.OnlinePayments != allow || a.CreatedAt.IsZero()
		a.OnlinePayments = allow
		return changed
	})
}
