package stripe

import (
	"context"
	"slices"
	"time"

	stripego "github.com/stripe/stripe-go/v82"

	"github.com/roadcase/roadcase/core/payments"
)

// CreateAccount creates a Standard connected account for the organization and
// returns its id ("acct_…"). Standard makes the organization the merchant of
// record: it is charged directly, pays Stripe's fees, handles its own refunds
// and disputes in its own dashboard, and Stripe collects its details (the
// account type stands for those controller properties). KindUnavailable or
// KindInvalid as ports.PaymentProcessor says.
func (c *Client) CreateAccount(ctx context.Context, a payments.NewAccount) (string, error) {
	p := &stripego.AccountCreateParams{Type: stripego.String(string(stripego.AccountTypeStandard))}
	p.AddMetadata(MetadataOrg, string(a.OrgID))
	if a.Name != "" {
		p.BusinessProfile = &stripego.AccountCreateBusinessProfileParams{Name: stripego.String(a.Name)}
	}
	if a.Email != "" {
		p.Email = stripego.String(a.Email)
	}
	if a.Country != "" {
		p.Country = stripego.String(a.Country)
	}
	if a.IdempotencyKey != "" {
		p.SetIdempotencyKey(a.IdempotencyKey)
	}
	acct, err := c.api.V1Accounts.Create(ctx, p)
	if err != nil {
		return "", mapError("creating the connected account", err)
	}
	return acct.ID, nil
}

// AccountLink returns a single-use address of Stripe's hosted onboarding of
// account, which returns to links.ReturnURL, or to links.RefreshURL when the
// link has expired or was used.
func (c *Client) AccountLink(ctx context.Context, account string, links payments.OnboardingLinks) (string, error) {
	l, err := c.api.V1AccountLinks.Create(ctx, &stripego.AccountLinkCreateParams{
		Account:    stripego.String(account),
		Type:       stripego.String(string(stripego.AccountLinkTypeAccountOnboarding)),
		ReturnURL:  stripego.String(links.ReturnURL),
		RefreshURL: stripego.String(links.RefreshURL),
	})
	if err != nil {
		return "", mapError("creating the onboarding link", err)
	}
	return l.URL, nil
}

// Account reads account's state from Stripe now.
func (c *Client) Account(ctx context.Context, account string) (payments.AccountState, error) {
	a, err := c.api.V1Accounts.GetByID(ctx, account, nil)
	if err != nil {
		return payments.AccountState{}, mapError("reading the connected account", err)
	}
	return accountState(a, c.now()), nil
}

// accountState reduces Stripe's account to its state at at: what is due is
// what is due now and what is past due, once each, sorted.
func accountState(a *stripego.Account, at time.Time) payments.AccountState {
	s := payments.AccountState{
		ProcessorID:      a.ID,
		DetailsSubmitted: a.DetailsSubmitted,
		ChargesEnabled:   a.ChargesEnabled,
		PayoutsEnabled:   a.PayoutsEnabled,
		At:               at,
	}
	if r := a.Requirements; r != nil {
		due := slices.Concat(r.CurrentlyDue, r.PastDue)
		slices.Sort(due)
		if len(due) > 0 {
			s.RequirementsDue = slices.Compact(due)
		}
		s.DisabledReason = string(r.DisabledReason)
	}
	return s
}
