package app

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// ChangeRole sets a member's role (admin or above). Nobody raises their own role;
// lowering it is allowed while another owner remains. An actor grants no role
// above their own and changes no member whose role is above their own. The change
// is Service.SetRole's, in the same transaction as the checks. KindInvalid for an
// unknown role; KindForbidden (codes "role_required", "cannot_raise_self",
// "role_above_yours"); KindNotFound for a user who is not a member; KindConflict
// (code "last_owner") for demoting the only owner.
func (a *Accounts) ChangeRole(ctx context.Context, actor identity.Actor, user kernel.ID, role identity.Role) (identity.Member, error) {
	role, err := identity.ParseRole(string(role))
	if err != nil {
		return identity.Member{}, err
	}
	var out identity.Member
	err = a.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		o, me, err := a.manager(ctx, actor)
		if err != nil {
			return err
		}
		if user == actor.UserID && above(role, me.Role) {
			return kernel.Forbidden("cannot_raise_self", "Nobody can raise their own role; ask an owner.")
		}
		target, err := a.member(ctx, o, user)
		if err != nil {
			return err
		}
		if above(target.Role, me.Role) {
			return kernel.Forbidden("role_above_yours", "You cannot change the role of a member whose role is above your own.")
		}
		if above(role, me.Role) {
			return kernel.Forbidden("role_above_yours", "You cannot grant a role above your own.")
		}
		out, err = a.d.Tokens.SetRole(ctx, o.Slug, target.Email, role)
		return err
	})
	return out, err
}

// RemoveMember ends a membership and revokes the member's tokens in the
// organization (Service.RemoveMember, in the same transaction as the checks).
// Any member may remove themselves (leave); removing another takes an admin or
// above, whose role is not below the member's. KindForbidden (codes
// "role_required", "role_above_yours"); KindNotFound for a user who is not a
// member; KindConflict (code "last_owner") for removing the only owner.
func (a *Accounts) RemoveMember(ctx context.Context, actor identity.Actor, user kernel.ID) error {
	return a.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		var (
			o   identity.Organization
			me  identity.Membership
			err error
		)
		if user == actor.UserID {
			o, me, err = a.membershipOf(ctx, actor)
		} else {
			o, me, err = a.manager(ctx, actor)
		}
		if err != nil {
			return err
		}
		target, err := a.member(ctx, o, user)
		if err != nil {
			return err
		}
		if above(target.Role, me.Role) {
			return kernel.Forbidden("role_above_yours", "You cannot remove a member whose role is above your own.")
		}
		return a.d.Tokens.RemoveMember(ctx, o.Slug, target.Email)
	})
}

// member returns user's membership in o with their e-mail and name. KindNotFound
// if they are not a member.
func (a *Accounts) member(ctx context.Context, o identity.Organization, user kernel.ID) (identity.Member, error) {
	m, err := a.d.Identity.FindMembership(ctx, o.ID, user)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return identity.Member{}, kernel.NotFound("member")
	}
	if err != nil {
		return identity.Member{}, err
	}
	u, err := a.d.Identity.FindUserByID(ctx, user)
	if err != nil {
		return identity.Member{}, err
	}
	return identity.Member{Membership: m, Email: u.Email, Name: u.Name}, nil
}
