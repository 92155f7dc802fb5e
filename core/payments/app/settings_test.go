package app_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

func TestPaymentsSettingsAreForAdminsAndOwnersOnly(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	links := payments.OnboardingLinks{ReturnURL: publicURL + "/settings/payments", RefreshURL: publicURL + "/settings/payments/onboard"}
	calls := map[string]func(identity.Actor) error{
		"PaymentAccount": func(a identity.Actor) error { _, err := f.svc.PaymentAccount(ctx, a); return err },
		"StartOnboarding": func(a identity.Actor) error {
			_, err := f.svc.StartOnboarding(ctx, a, links)
			return err
		},
		"SyncAccount":       func(a identity.Actor) error { _, err := f.svc.SyncAccount(ctx, a); return err },
		"SetOnlinePayments": func(a identity.Actor) error { _, err := f.svc.SetOnlinePayments(ctx, a, true); return err },
	}
	for name, call := range calls {
		for _, r := range []identity.Role{identity.RoleViewer, identity.RoleMember, identity.RoleManager} {
			wantKind(t, name+" by a "+string(r), call(f.actors[r]), kernel.KindForbidden, "insufficient_role")
		}
		wantKind(t, name+" by someone outside the organization", call(f.outsider), kernel.KindNotFound, "not_found")
	}
	if len(f.proc.newAccounts)+len(f.proc.linked) != 0 {
		t.Errorf("the processor was called for people without the right: %+v %v", f.proc.newAccounts, f.proc.linked)
	}
	for _, r := range []identity.Role{identity.RoleAdmin, identity.RoleOwner} {
		if _, err := f.svc.PaymentAccount(ctx, f.actors[r]); err != nil {
			t.Errorf("PaymentAccount by an %s: %v", r, err)
		}
	}
}

func TestAnOrganizationThatHasNotConnectedHasAZeroAccount(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	a, err := f.svc.PaymentAccount(ctx, f.actors[identity.RoleAdmin])
	must(t, err)
	equal(t, "account", a, payments.Account{OrgID: f.org})
}

func TestOnboardingCreatesTheAccountOnceThenLinksAgain(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	owner := f.actors[identity.RoleOwner]
	_, err := f.svc.SetOnlinePayments(ctx, owner, true) // chosen before connecting
	must(t, err)
	created := f.clock.T
	f.clock.T = f.clock.T.Add(time.Hour)
	first, err := f.svc.StartOnboarding(ctx, owner, payments.OnboardingLinks{})
	must(t, err)
	second, err := f.svc.StartOnboarding(ctx, f.actors[identity.RoleAdmin], payments.OnboardingLinks{})
	must(t, err)
	equal(t, "accounts created", f.proc.newAccounts, []payments.NewAccount{{OrgID: f.org, Name: "Northern Lights Touring",
		Email: "owner@northern-lights.test", IdempotencyKey: "roadcase-account-" + string(f.org)}})
	equal(t, "accounts linked", f.proc.linked, []string{"acct_1", "acct_1"})
	if first == second || first == "" {
		t.Errorf("the links are %q and %q, want two different single-use links", first, second)
	}
	a, err := f.db.FindPaymentAccount(ctx, f.org)
	must(t, err)
	equal(t, "account kept", a, payments.Account{OrgID: f.org, ProcessorID: "acct_1", OnlinePayments: true,
		CreatedAt: created, UpdatedAt: f.clock.T})
}

func TestSyncAccountKeepsTheProcessorsState(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	admin := f.actors[identity.RoleAdmin]
	_, err := f.svc.SyncAccount(ctx, admin)
	wantKind(t, "sync before connecting", err, kernel.KindConflict, "not_connected")
	f.connect(t, f.org, acct)
	f.proc.state = payments.AccountState{DetailsSubmitted: true, ChargesEnabled: false,
		RequirementsDue: []string{"individual.verification.document", "external_account"}, At: t0}
	a, err := f.svc.SyncAccount(ctx, admin)
	must(t, err)
	if a.ChargesEnabled || !a.DetailsSubmitted || a.StateAt != t0 || a.UpdatedAt != t0 {
		t.Errorf("account after sync: %+v", a)
	}
	equal(t, "requirements due, sorted", a.RequirementsDue, []string{"external_account", "individual.verification.document"})
	kept, err := f.db.FindPaymentAccount(ctx, f.org)
	must(t, err)
	equal(t, "account kept", kept, a)
	if !kept.OnlinePayments {
		t.Error("the sync dropped the organization's choice of online payments")
	}
}

func TestSetOnlinePaymentsCreatesTheRecordAndKeepsTheChoice(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	admin := f.actors[identity.RoleAdmin]
	a, err := f.svc.SetOnlinePayments(ctx, admin, true)
	must(t, err)
	equal(t, "account", a, payments.Account{OrgID: f.org, OnlinePayments: true, CreatedAt: t0, UpdatedAt: t0})
	f.clock.T = t0.Add(time.Minute)
	a, err = f.svc.SetOnlinePayments(ctx, admin, false)
	must(t, err)
	kept, err := f.db.FindPaymentAccount(ctx, f.org)
	must(t, err)
	equal(t, "account kept", kept, payments.Account{OrgID: f.org, CreatedAt: t0, UpdatedAt: t0.Add(time.Minute)})
	equal(t, "account returned", a, kept)
}
