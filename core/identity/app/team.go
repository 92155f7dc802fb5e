package app

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

// membershipOf reads the actor's organization and their membership in it now.
// KindNotFound for an organization the actor is not a member of, the same as for
// one that does not exist.
func (a *Accounts) membershipOf(ctx context.Context, actor identity.Actor) (identity.Organization, identity.Membership, error) {
	m, err := a.d.Identity.FindMembership(ctx, actor.OrgID, actor.UserID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return identity.Organization{}, m, kernel.NotFound("organization")
	}
	if err != nil {
		return identity.Organization{}, m, err
	}
	o, err := a.d.Identity.FindOrganizationByID(ctx, actor.OrgID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return o, m, kernel.NotFound("organization")
	}
	return o, m, err
}

// manager reads the actor's organization and membership as membershipOf does and
// requires them to be an admin or an owner. KindForbidden (code "role_required")
// otherwise.
func (a *Accounts) manager(ctx context.Context, actor identity.Actor) (identity.Organization, identity.Membership, error) {
	o, m, err := a.membershipOf(ctx, actor)
	if err == nil && !m.Role.AtLeast(identity.RoleAdmin) {
		err = kernel.Forbidden("role_required", "Only the organization's admins and owners manage its team.")
	}
	return o, m, err
}

// above reports whether role r ranks above the actor's role mine.
func above(r, mine identity.Role) bool { return !mine.AtLeast(r) }

// Members lists the actor's organization's members by e-mail (admin or above).
func (a *Accounts) Members(ctx context.Context, actor identity.Actor) ([]identity.Member, error) {
	o, _, err := a.manager(ctx, actor)
	if err != nil {
		return nil, err
	}
	return a.d.Identity.FindMembers(ctx, o.ID)
}

// Invitations lists the organization's pending invitations, newest first (admin
// or above).
func (a *Accounts) Invitations(ctx context.Context, actor identity.Actor) ([]identity.Ticket, error) {
	o, _, err := a.manager(ctx, actor)
	if err != nil {
		return nil, err
	}
	return a.d.Accounts.FindInvitations(ctx, o.ID, a.now())
}

// RevokeInvitation deletes one of the organization's invitations, whose link
// then leads nowhere (admin or above). KindNotFound for an invitation of another
// organization, the same as for none.
func (a *Accounts) RevokeInvitation(ctx context.Context, actor identity.Actor, id kernel.ID) error {
	o, _, err := a.manager(ctx, actor)
	if err != nil {
		return err
	}
	if err := a.d.Accounts.DeleteInvitation(ctx, o.ID, id); kernel.IsKind(err, kernel.KindNotFound) {
		return kernel.NotFound("invitation")
	} else if err != nil {
		return err
	}
	return nil
}

// Invite stores an invitation to the actor's organization for in.Email with
// in.Role and mails its link, which works for identity.InvitationLifetime (admin
// or above, for a role up to the actor's own). A pending invitation to the same
// address is replaced. KindInvalid for a bad address (/email) or role (/role);
// KindForbidden (codes "role_required", "role_above_yours"); KindConflict (code
// "already_member") if the person is a member; KindUnavailable when the mail
// could not be sent, the invitation then being withdrawn.
func (a *Accounts) Invite(ctx context.Context, actor identity.Actor, in identity.Invite) (identity.Ticket, error) {
	role, err := identity.ParseRole(string(in.Role))
	if err != nil {
		return identity.Ticket{}, err
	}
	var f fieldErrors
	email := f.email("/email", in.Email)
	if err := f.err("the e-mail address is not valid"); err != nil {
		return identity.Ticket{}, err
	}
	var (
		o       identity.Organization
		inviter identity.User
		secret  string
		t       identity.Ticket
	)
	err = a.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		var m identity.Membership
		if o, m, err = a.manager(ctx, actor); err != nil {
			return err
		}
		if above(role, m.Role) {
			return kernel.Forbidden("role_above_yours", fmt.Sprintf("You cannot invite someone as %s, a role above your own.", role))
		}
		if inviter, err = a.d.Identity.FindUserByID(ctx, actor.UserID); err != nil {
			return err
		}
		u, exists, err := a.findUserByEmail(ctx, email)
		if err != nil {
			return err
		}
		if exists {
			if _, err := a.d.Identity.FindMembership(ctx, o.ID, u.ID); err == nil {
				return kernel.Conflict(email + " is already a member of " + o.Name + ".").WithCode("already_member")
			} else if !kernel.IsKind(err, kernel.KindNotFound) {
				return err
			}
		}
		if err := a.withdrawInvitations(ctx, o.ID, email); err != nil {
			return err
		}
		secret, t = a.newTicket(identity.TicketInvitation, email, u.ID)
		t.OrgID, t.Role, t.CreatedBy = o.ID, role, actor.UserID
		return a.d.Accounts.CreateTicket(ctx, t)
	})
	if err != nil {
		return identity.Ticket{}, err
	}
	name := inviterName(inviter)
	err = a.send(ctx, invitationLetter(name, o, role, email, a.d.Links.Invitation(secret)), mail.KindInvitation,
		mail.Address{Email: email}, o.ID, invitationSubject(name, o))
	if err != nil {
		_ = a.d.Accounts.DeleteInvitation(ctx, o.ID, t.ID)
		return identity.Ticket{}, kernel.Unavailable("The invitation could not be mailed, so it was not kept; try again in a few minutes.", err).WithCode(MailNotSent)
	}
	return t, nil
}

// withdrawInvitations deletes org's pending invitations to email.
func (a *Accounts) withdrawInvitations(ctx context.Context, org kernel.ID, email string) error {
	pending, err := a.d.Accounts.FindInvitations(ctx, org, a.now())
	if err != nil {
		return err
	}
	for _, p := range pending {
		if p.Email == email {
			if err := a.d.Accounts.DeleteInvitation(ctx, org, p.ID); err != nil {
				return err
			}
		}
	}
	return nil
}

func inviterName(u identity.User) string {
	if u.Name != "" {
		return u.Name
	}
	if u.Email != "" {
		return u.Email
	}
	return "A member"
}
