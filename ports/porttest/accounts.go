package porttest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// accountCases returns the AccountStore contract: credentials, tickets and
// invitations, sign-in failures, affiliations, and transactions over them.
func accountCases() []contractCase {
	var cases []contractCase
	cases = append(cases, accountCredentialCases...)
	cases = append(cases, accountTicketCases...)
	cases = append(cases, accountInvitationCases...)
	cases = append(cases, accountThrottleCases...)
	cases = append(cases, accountAffiliationCases...)
	cases = append(cases, accountTxCases...)
	return cases
}

// accountZone is a zone other than UTC, so that the suite checks that stores
// return times in UTC.
var accountZone = time.FixedZone("CET", 3600)

var accountCredentialCases = []contractCase{
	{name: "credentials are found as they were put, and replaced whole",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			u := identityUser("ada@example.com")
			identityMust(t, b.Identity.CreateUser(ctx, u))
			first := identity.Credentials{UserID: u.ID, PasswordHash: "$argon2id$v=19$m=65536,t=3,p=4$first",
				PasswordChangedAt: identityBase.In(accountZone).Add(789 * time.Nanosecond)}
			identityMust(t, b.Accounts.PutCredentials(ctx, first))
			got, err := b.Accounts.FindCredentials(ctx, u.ID)
			identityMust(t, err)
			first.PasswordChangedAt = identityBase
			identityWantEqual(t, "credentials", got, first)

			verified := identityBase.Add(time.Hour)
			second := identity.Credentials{UserID: u.ID, PasswordHash: "$argon2id$v=19$m=65536,t=3,p=4$second",
				PasswordChangedAt: identityBase.Add(2 * time.Hour), EmailVerifiedAt: &verified}
			identityMust(t, b.Accounts.PutCredentials(ctx, second))
			got, err = b.Accounts.FindCredentials(ctx, u.ID)
			identityMust(t, err)
			identityWantEqual(t, "replaced credentials", got, second)
			if !got.Verified() {
				t.Error("the replaced credentials are not verified")
			}
		}},
	{name: "credentials of an unknown user are not found",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			u := identityUser("ada@example.com")
			identityMust(t, b.Identity.CreateUser(ctx, u))
			ghost := identity.Credentials{UserID: kernel.NewID(), PasswordHash: "x", PasswordChangedAt: identityBase}
			identityWantKind(t, "put for an unknown user", b.Accounts.PutCredentials(ctx, ghost), kernel.KindNotFound)
			for _, id := range []kernel.ID{u.ID, ghost.UserID, "nope"} {
				_, err := b.Accounts.FindCredentials(ctx, id)
				identityWantKind(t, "find "+string(id), err, kernel.KindNotFound)
			}
		}},
}

var accountAffiliationCases = []contractCase{
	{name: "a user's affiliations are ordered by organization name, byte by byte, then slug",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			s := b.Identity
			beta, u := identityMember(t, ctx, s, "beta", "ada@example.com", identity.RoleOwner)
			_, stranger := identityMember(t, ctx, s, "elsewhere", "grace@example.com", identity.RoleOwner)
			var want []identity.Affiliation
			for _, o := range []struct {
				slug, name string
				role       identity.Role
			}{{"z-alpha", "Alpha", identity.RoleViewer}, {"a-alpha", "Alpha", identity.RoleAdmin},
				{"lower", "alpha lower", identity.RoleMember}} {
				org := identityOrg(o.slug)
				org.Name = o.name
				identityMust(t, s.CreateOrganization(ctx, org))
				identityMust(t, s.PutMembership(ctx, identity.Membership{OrgID: org.ID, UserID: u.ID,
					Role: o.role, CreatedAt: identityBase}))
				want = append(want, identity.Affiliation{Organization: org, Role: o.role})
			}
			// "Alpha" (a-alpha, then z-alpha), "Org beta", then "alpha lower": upper
			// case sorts before lower case.
			want = []identity.Affiliation{want[1], want[0], {Organization: beta, Role: identity.RoleOwner}, want[2]}
			got, err := b.Accounts.FindAffiliations(ctx, u.ID)
			identityMust(t, err)
			identityWantEqual(t, "affiliations", got, want)

			got, err = b.Accounts.FindAffiliations(ctx, stranger.ID)
			identityMust(t, err)
			if len(got) != 1 || got[0].Organization.Slug != "elsewhere" {
				t.Errorf("the other user's affiliations = %+v, want elsewhere only", got)
			}
		}},
	{name: "a user of no organization has no affiliations",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			u := identityUser("ada@example.com")
			identityMust(t, b.Identity.CreateUser(ctx, u))
			for _, id := range []kernel.ID{u.ID, kernel.NewID(), "nope"} {
				got, err := b.Accounts.FindAffiliations(ctx, id)
				identityMust(t, err)
				if len(got) != 0 {
					t.Errorf("FindAffiliations(%s) = %+v, want none", id, got)
				}
			}
		}},
}

var accountTxCases = []contractCase{
	{name: "credentials, tickets and failures written in a failing transaction are rolled back",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			u := identityUser("ada@example.com")
			identityMust(t, b.Identity.CreateUser(ctx, u))
			kept := accountTicket(identity.TicketResetPassword, u, identityBase)
			identityMust(t, b.Accounts.CreateTicket(ctx, kept))
			added := accountTicket(identity.TicketVerifyEmail, u, identityBase)
			err := b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				identityMust(t, b.Accounts.PutCredentials(ctx, identity.Credentials{UserID: u.ID,
					PasswordHash: "x", PasswordChangedAt: identityBase}))
				identityMust(t, b.Accounts.CreateTicket(ctx, added))
				identityMust(t, b.Accounts.UseTicket(ctx, kept.ID, identityBase.Add(time.Minute)))
				identityMust(t, b.Accounts.RecordSignInFailure(ctx, "account:"+string(u.ID), identityBase))
				// A read inside the transaction sees its own writes.
				if _, err := b.Accounts.FindCredentials(ctx, u.ID); err != nil {
					t.Errorf("credentials inside the transaction: %v", err)
				}
				return errIdentityAbort
			})
			if !errors.Is(err, errIdentityAbort) {
				t.Fatalf("WithinTx() = %v, want %v", err, errIdentityAbort)
			}
			_, err = b.Accounts.FindCredentials(ctx, u.ID)
			identityWantKind(t, "credentials", err, kernel.KindNotFound)
			_, err = b.Accounts.FindTicket(ctx, added.Purpose, added.Hash)
			identityWantKind(t, "ticket", err, kernel.KindNotFound)
			got, err := b.Accounts.FindTicket(ctx, kept.Purpose, kept.Hash)
			identityMust(t, err)
			identityWantEqual(t, "the ticket used in the transaction", got, kept)
			n, _, err := b.Accounts.CountSignInFailures(ctx, "account:"+string(u.ID), time.Time{})
			identityMust(t, err)
			if n != 0 {
				t.Errorf("%d sign-in failures after the rollback, want none", n)
			}
		}},
}
