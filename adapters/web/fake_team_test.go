package web

import (
	"context"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// admin checks that the actor manages their organization, as Team does.
func (p *platform) admin(a identity.Actor) (identity.Role, error) {
	role, ok := p.members[a.OrgID][a.UserID]
	if !ok {
		return "", kernel.NotFound("organization")
	}
	if !role.AtLeast(identity.RoleAdmin) {
		return "", kernel.Forbidden("admin_required", "Only the organization's admins and owners manage its members.")
	}
	return role, nil
}

func (p *platform) Members(ctx context.Context, a identity.Actor) ([]identity.Member, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if _, err := p.admin(a); err != nil {
		return nil, err
	}
	var out []identity.Member
	for uid, role := range p.members[a.OrgID] {
		if u, ok := p.users[uid]; ok {
			out = append(out, identity.Member{Membership: identity.Membership{OrgID: a.OrgID, UserID: uid, Role: role},
				Email: u.user.Email, Name: u.user.Name})
		}
	}
	slices.SortFunc(out, func(x, y identity.Member) int { return strings.Compare(x.Email, y.Email) })
	return out, nil
}

func (p *platform) Invite(ctx context.Context, a identity.Actor, in identity.Invite) (identity.Ticket, error) {
	p.mu.Lock()
	role, err := p.admin(a)
	p.mu.Unlock()
	if err != nil {
		return identity.Ticket{}, err
	}
	if !strings.Contains(in.Email, "@") {
		return identity.Ticket{}, kernel.InvalidField("/email", "invalid_email", "enter an e-mail address such as ada@example.com")
	}
	if !role.AtLeast(in.Role) {
		return identity.Ticket{}, kernel.Forbidden("role_above_own", "You cannot invite to a role above your own.")
	}
	secret := p.addTicket(fakeTicket{purpose: identity.TicketInvitation, email: in.Email, org: a.OrgID, role: in.Role, by: a.UserID})
	return identity.Ticket{Purpose: identity.TicketInvitation, Hash: kernel.HashSecret(secret), Email: in.Email,
		OrgID: a.OrgID, Role: in.Role}, nil
}

func (p *platform) Invitations(ctx context.Context, a identity.Actor) ([]identity.Ticket, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if _, err := p.admin(a); err != nil {
		return nil, err
	}
	var out []identity.Ticket
	for _, t := range p.tickets {
		if t.purpose == identity.TicketInvitation && t.org == a.OrgID && !t.used {
			out = append(out, identity.Ticket{ID: t.id, Purpose: t.purpose, Email: t.email, OrgID: t.org, Role: t.role,
				CreatedAt: p.clock.Now(), ExpiresAt: p.clock.Now().Add(identity.InvitationLifetime)})
		}
	}
	return out, nil
}

func (p *platform) RevokeInvitation(ctx context.Context, a identity.Actor, id kernel.ID) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if _, err := p.admin(a); err != nil {
		return err
	}
	for s, t := range p.tickets {
		if t.id == id && t.org == a.OrgID {
			delete(p.tickets, s)
			return nil
		}
	}
	return kernel.NotFound("invitation")
}

func (p *platform) ChangeRole(ctx context.Context, a identity.Actor, user kernel.ID, role identity.Role) (identity.Member, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	own, err := p.admin(a)
	if err != nil {
		return identity.Member{}, err
	}
	if _, ok := p.members[a.OrgID][user]; !ok {
		return identity.Member{}, kernel.NotFound("member")
	}
	if user == a.UserID || !own.AtLeast(role) {
		return identity.Member{}, kernel.Forbidden("role_above_own", "Nobody raises themselves or grants a role above their own.")
	}
	p.members[a.OrgID][user] = role
	u := p.users[user].user
	return identity.Member{Membership: identity.Membership{OrgID: a.OrgID, UserID: user, Role: role}, Email: u.Email, Name: u.Name}, nil
}

func (p *platform) RemoveMember(ctx context.Context, a identity.Actor, user kernel.ID) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if user != a.UserID {
		if _, err := p.admin(a); err != nil {
			return err
		}
	}
	if _, ok := p.members[a.OrgID][user]; !ok {
		return kernel.NotFound("member")
	}
	delete(p.members[a.OrgID], user)
	return nil
}

func (p *platform) Invitation(ctx context.Context, secret string) (identity.Invitation, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	t, ok := p.tickets[secret]
	if !ok || t.used || t.purpose != identity.TicketInvitation {
		return identity.Invitation{}, kernel.NotFound("invitation")
	}
	inv := identity.Invitation{ID: t.id, Email: t.email, Role: t.role, Organization: p.orgs[t.org],
		ExpiresAt: p.clock.Now().Add(identity.InvitationLifetime), HasAccount: p.userByEmail(t.email) != nil}
	if by, ok := p.users[t.by]; ok {
		inv.InvitedByName = by.user.Name
	}
	return inv, nil
}

func (p *platform) AcceptInvitation(ctx context.Context, secret string, user kernel.ID) (identity.Affiliation, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	t, ok := p.tickets[secret]
	if !ok || t.used || t.purpose != identity.TicketInvitation {
		return identity.Affiliation{}, kernel.NotFound("invitation")
	}
	if u, ok := p.users[user]; !ok || !strings.EqualFold(u.user.Email, t.email) {
		return identity.Affiliation{}, kernel.Forbidden("wrong_account", "This invitation was sent to another address.")
	}
	t.used = true
	p.tickets[secret] = t
	p.members[t.org][user] = t.role
	return identity.Affiliation{Organization: p.orgs[t.org], Role: t.role}, nil
}

func (p *platform) AcceptInvitationWithSignUp(ctx context.Context, secret, name, password string) (identity.User, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	t, ok := p.tickets[secret]
	if !ok || t.used || t.purpose != identity.TicketInvitation {
		return identity.User{}, kernel.NotFound("invitation")
	}
	var fields []kernel.FieldError
	if strings.TrimSpace(name) == "" {
		fields = append(fields, kernel.FieldError{Pointer: "/name", Code: "required", Detail: "name is required"})
	}
	if err := identity.CheckPassword(password); err != nil {
		fields = append(fields, kernel.FieldError{Pointer: "/password", Code: "invalid_password", Detail: err.Error()})
	}
	if len(fields) > 0 {
		return identity.User{}, kernel.Invalid("invalid account", fields...)
	}
	t.used = true
	p.tickets[secret] = t
	u := identity.User{ID: kernel.NewID(), Email: t.email, Name: name}
	p.users[u.ID] = &fakeUser{user: u, password: password, verified: true, changedAt: p.clock.Now()}
	p.members[t.org][u.ID] = t.role
	return u, nil
}
