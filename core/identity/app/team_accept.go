package app

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// Invitation returns what an invitation link offers: the organization, the role,
// who sent it and whether the invited address has an account. KindNotFound (code
// "link_unusable") for an unknown, used, revoked or expired link.
func (a *Accounts) Invitation(ctx context.Context, secret string) (identity.Invitation, error) {
	t, o, err := a.invitation(ctx, secret)
	if err != nil {
		return identity.Invitation{}, err
	}
	var inviter identity.User
	if !t.CreatedBy.IsZero() {
		inviter, err = a.d.Identity.FindUserByID(ctx, t.CreatedBy)
		if err != nil && !kernel.IsKind(err, kernel.KindNotFound) {
			return identity.Invitation{}, err
		}
	}
	_, exists, err := a.findUserByEmail(ctx, t.Email)
	if err != nil {
		return identity.Invitation{}, err
	}
	return identity.Invitation{ID: t.ID, Email: t.Email, Role: t.Role, Organization: o,
		InvitedByName: inviterName(inviter), ExpiresAt: t.ExpiresAt, HasAccount: exists}, nil
}

// invitation returns the usable invitation behind secret and its organization.
func (a *Accounts) invitation(ctx context.Context, secret string) (identity.Ticket, identity.Organization, error) {
	t, err := a.usableTicket(ctx, identity.TicketInvitation, secret)
	if err != nil {
		return t, identity.Organization{}, err
	}
	o, err := a.d.Identity.FindOrganizationByID(ctx, t.OrgID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return t, o, unusableLink()
	}
	return t, o, err
}

// AcceptInvitation makes the signed-in user a member with the invitation's role
// and uses the link, in one transaction; a member already keeps the role they
// have. The link proves the address, which is marked verified. KindNotFound (code
// "link_unusable") for an unusable link; KindForbidden (code "wrong_account") when
// the invitation was sent to another address than the user's.
func (a *Accounts) AcceptInvitation(ctx context.Context, secret string, user kernel.ID) (identity.Affiliation, error) {
	var out identity.Affiliation
	err := a.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		t, o, err := a.invitation(ctx, secret)
		if err != nil {
			return err
		}
		u, err := a.d.Identity.FindUserByID(ctx, user)
		if err != nil {
			return err
		}
		if u.Email != t.Email {
			return kernel.Forbidden("wrong_account",
				"This invitation was sent to another e-mail address: sign in with that address to accept it.")
		}
		m, err := a.d.Identity.FindMembership(ctx, o.ID, u.ID)
		if kernel.IsKind(err, kernel.KindNotFound) {
			m = identity.Membership{OrgID: o.ID, UserID: u.ID, Role: t.Role, CreatedAt: a.now()}
			err = a.d.Identity.PutMembership(ctx, m)
		}
		if err != nil {
			return err
		}
		if err := a.useTicket(ctx, t); err != nil {
			return err
		}
		out = identity.Affiliation{Organization: o, Role: m.Role}
		return a.markVerified(ctx, u.ID)
	})
	return out, err
}

// AcceptInvitationWithSignUp creates the invited person's user, with a verified
// address (the link proves it) and the password given, and their membership,
// and uses the link, in one transaction. KindNotFound (code "link_unusable") for
// an unusable link; KindConflict (code "account_exists") when the address has an
// account, whose owner signs in to accept; KindInvalid for a bad name (/name) or
// password (/password).
func (a *Accounts) AcceptInvitationWithSignUp(ctx context.Context, secret, name, password string) (identity.User, error) {
	t, o, err := a.invitation(ctx, secret)
	if err != nil {
		return identity.User{}, err
	}
	if _, exists, err := a.findUserByEmail(ctx, t.Email); err != nil {
		return identity.User{}, err
	} else if exists {
		return identity.User{}, accountExists()
	}
	var f fieldErrors
	name = f.name("/name", "name", name)
	a.password(&f, "/password", password, name, t.Email, o.Name)
	if err := f.err("the account is not valid"); err != nil {
		return identity.User{}, err
	}
	hash, err := a.d.Hasher.Hash(password)
	if err != nil {
		return identity.User{}, kernel.Internal(err)
	}
	u := identity.User{ID: kernel.NewID(), Email: t.Email, Name: name, CreatedAt: a.now()}
	err = a.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		if t, _, err = a.invitation(ctx, secret); err != nil {
			return err
		}
		if err := a.useTicket(ctx, t); err != nil {
			return err
		}
		if err := a.d.Identity.CreateUser(ctx, u); kernel.IsKind(err, kernel.KindConflict) {
			return accountExists()
		} else if err != nil {
			return err
		}
		if err := a.setPassword(ctx, u.ID, hash, true); err != nil {
			return err
		}
		return a.d.Identity.PutMembership(ctx, identity.Membership{OrgID: t.OrgID, UserID: u.ID, Role: t.Role,
			CreatedAt: u.CreatedAt})
	})
	if err != nil {
		return identity.User{}, err
	}
	return u, nil
}

func accountExists() error {
	return kernel.Conflict("An account with this e-mail address exists: sign in to accept the invitation.").
		WithCode("account_exists")
}
