package app

import (
	"context"
	"fmt"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// SettingsRole is the lowest role that may connect the organization's account
// and decide whether its invoices offer online payment: money goes to the
// account, so it is an admin's decision.
const SettingsRole = identity.RoleAdmin

// role returns the actor's role in their organization now. Someone who is not
// a member is told the organization does not exist, like anyone else.
func (s *Service) role(ctx context.Context, actor identity.Actor) (identity.Role, error) {
	m, err := s.c.Members.FindMembership(ctx, actor.OrgID, actor.UserID)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return "", kernel.NotFound("organization")
	}
	if err != nil {
		return "", err
	}
	return m.Role, nil
}

// member checks that the actor belongs to their organization now, whatever
// their role.
func (s *Service) member(ctx context.Context, actor identity.Actor) error {
	_, err := s.role(ctx, actor)
	return err
}

// admin checks that the actor holds SettingsRole or above in their
// organization now. KindNotFound for a non-member, KindForbidden (code
// "insufficient_role") for a member below it.
func (s *Service) admin(ctx context.Context, actor identity.Actor) error {
	role, err := s.role(ctx, actor)
	if err != nil {
		return err
	}
	if !role.AtLeast(SettingsRole) {
		return kernel.Forbidden("insufficient_role", fmt.Sprintf(
			"the payments settings need the %s role or above; yours is %s", SettingsRole, role))
	}
	return nil
}
