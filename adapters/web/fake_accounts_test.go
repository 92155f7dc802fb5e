package web

import (
	"context"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

func (p *platform) SignUp(ctx context.Context, in identity.SignUp) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.unavailable(); err != nil {
		return err
	}
	var fields []kernel.FieldError
	if strings.TrimSpace(in.Name) == "" {
		fields = append(fields, kernel.FieldError{Pointer: "/name", Code: "required", Detail: "name is required"})
	}
	if !strings.Contains(in.Email, "@") {
		fields = append(fields, kernel.FieldError{Pointer: "/email", Code: "invalid_email", Detail: "enter an e-mail address such as ada@example.com"})
	}
	if err := identity.CheckPassword(in.Password); err != nil {
		fields = append(fields, kernel.FieldError{Pointer: "/password", Code: "invalid_password", Detail: err.Error()})
	}
	if strings.TrimSpace(in.OrganizationName) == "" {
		fields = append(fields, kernel.FieldError{Pointer: "/organization_name", Code: "required", Detail: "organization name is required"})
	}
	if len(fields) > 0 {
		return kernel.Invalid("invalid sign-up", fields...)
	}
	p.signups = append(p.signups, in)
	if p.userByEmail(in.Email) != nil {
		return nil // the real use case mails the owner a note instead
	}
	u := identity.User{ID: kernel.NewID(), Email: strings.ToLower(in.Email), Name: in.Name, CreatedAt: p.clock.Now()}
	p.users[u.ID] = &fakeUser{user: u, password: in.Password, changedAt: p.clock.Now()}
	o := identity.Organization{ID: kernel.NewID(), Slug: "org-" + string(u.ID[:8]), Name: in.OrganizationName,
		Currency: in.Currency, TimeZone: in.TimeZone}
	p.orgs[o.ID] = o
	p.members[o.ID] = map[kernel.ID]identity.Role{u.ID: identity.RoleOwner}
	return nil
}

func (p *platform) VerifyEmail(ctx context.Context, secret string) (identity.User, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	t, ok := p.tickets[secret]
	if !ok || t.used || t.purpose != identity.TicketVerifyEmail {
		return identity.User{}, kernel.NotFound("verification link")
	}
	t.used = true
	p.tickets[secret] = t
	u := p.userByEmail(t.email)
	u.verified = true
	return u.user, nil
}

func (p *platform) ResendVerification(ctx context.Context, email string) error {
	return p.unavailable()
}

func (p *platform) SignIn(ctx context.Context, in identity.SignIn) (identity.User, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.failures[in.Address] >= maxFailures {
		return identity.User{}, kernel.TooMany("too_many_sign_ins", "Too many failed sign-ins.", 5*time.Minute)
	}
	u := p.userByEmail(in.Email)
	if u == nil || u.password != in.Password {
		p.failures[in.Address]++
		return identity.User{}, kernel.Unauthenticated("invalid_credentials", "invalid e-mail or password")
	}
	if !u.verified {
		return identity.User{}, kernel.Forbidden("email_unverified", "the address is not verified")
	}
	return u.user, nil
}

func (p *platform) RequestPasswordReset(ctx context.Context, email string) error {
	return p.unavailable()
}

func (p *platform) CheckPasswordReset(ctx context.Context, secret string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if t, ok := p.tickets[secret]; !ok || t.used || t.purpose != identity.TicketResetPassword {
		return kernel.NotFound("password reset link")
	}
	return nil
}

func (p *platform) ResetPassword(ctx context.Context, secret, password string) (identity.User, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	t, ok := p.tickets[secret]
	if !ok || t.used || t.purpose != identity.TicketResetPassword {
		return identity.User{}, kernel.NotFound("password reset link")
	}
	if err := identity.CheckPassword(password); err != nil {
		return identity.User{}, kernel.InvalidField("/password", "invalid_password", err.Error())
	}
	t.used = true
	p.tickets[secret] = t
	u := p.userByEmail(t.email)
	u.password, u.verified, u.changedAt = password, true, p.clock.Now()
	return u.user, nil
}

func (p *platform) ChangePassword(ctx context.Context, user kernel.ID, current, next string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	u, ok := p.users[user]
	if !ok {
		return kernel.NotFound("user")
	}
	if u.password != current {
		return kernel.InvalidField("/current_password", "wrong_password", "the current password is not right")
	}
	if err := identity.CheckPassword(next); err != nil {
		return kernel.InvalidField("/password", "invalid_password", err.Error())
	}
	u.password, u.changedAt = next, p.clock.Now()
	return nil
}

func (p *platform) Account(ctx context.Context, user kernel.ID) (identity.Account, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.unavailable(); err != nil {
		return identity.Account{}, err
	}
	u, ok := p.users[user]
	if !ok {
		return identity.Account{}, kernel.NotFound("user")
	}
	return p.account(u), nil
}
