package web

import (
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// platform is a small, behaving stand-in for the identity use cases: one shared
// state served through ports.Accounts, ports.Team and ports.Tokens, so that a
// test can sign up, mint, invite and change roles as the real core would let it.
type platform struct {
	mu    sync.Mutex
	clock *kernel.FixedClock

	users    map[kernel.ID]*fakeUser
	orgs     map[kernel.ID]identity.Organization
	members  map[kernel.ID]map[kernel.ID]identity.Role // org → user → role
	tokens   []identity.Token
	tickets  map[string]fakeTicket // secret → ticket
	failures map[string]int        // e-mail → failed sign-ins

	signups []identity.SignUp
	mints   int
	// broken, when set, is the error of every call that reads the account.
	broken error
}

type fakeUser struct {
	user      identity.User
	password  string
	verified  bool
	changedAt time.Time
}

type fakeTicket struct {
	purpose identity.TicketPurpose
	email   string
	org     kernel.ID
	role    identity.Role
	by      kernel.ID
	id      kernel.ID
	used    bool
}

var (
	_ ports.Accounts = (*platform)(nil)
	_ ports.Team     = (*platform)(nil)
	_ ports.Tokens   = (*platform)(nil)
)

// maxFailures is when the fake starts throttling an address's sign-ins.
const maxFailures = 5

func newPlatform(clock *kernel.FixedClock) *platform {
	return &platform{clock: clock, users: map[kernel.ID]*fakeUser{}, orgs: map[kernel.ID]identity.Organization{},
		members: map[kernel.ID]map[kernel.ID]identity.Role{}, tickets: map[string]fakeTicket{},
		failures: map[string]int{}}
}

// addOrg creates an organization for a test.
func (p *platform) addOrg(slug, name string) identity.Organization {
	p.mu.Lock()
	defer p.mu.Unlock()
	o := identity.Organization{ID: kernel.NewID(), Slug: slug, Name: name, Currency: "EUR",
		TimeZone: "Europe/Berlin", CreatedAt: p.clock.Now()}
	p.orgs[o.ID] = o
	p.members[o.ID] = map[kernel.ID]identity.Role{}
	return o
}

// addUser creates a verified user with a password, a member of org with role.
func (p *platform) addUser(email, name, password string, org identity.Organization, role identity.Role) identity.User {
	p.mu.Lock()
	defer p.mu.Unlock()
	u := identity.User{ID: kernel.NewID(), Email: email, Name: name, CreatedAt: p.clock.Now()}
	p.users[u.ID] = &fakeUser{user: u, password: password, verified: true, changedAt: p.clock.Now().Add(-time.Hour)}
	if !org.ID.IsZero() {
		p.members[org.ID][u.ID] = role
	}
	return u
}

// addTicket stores a ticket and returns its secret.
func (p *platform) addTicket(t fakeTicket) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	secret := kernel.NewSecret(identity.TicketPrefix)
	t.id = kernel.NewID()
	p.tickets[secret] = t
	return secret
}

// setPassword changes a password behind the pages' back, as another browser would.
func (p *platform) setPassword(u kernel.ID, password string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.users[u].password = password
	p.users[u].changedAt = p.clock.Now()
}

func (p *platform) deleteUser(u kernel.ID) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.users, u)
}

func (p *platform) userByEmail(email string) *fakeUser {
	for _, u := range p.users {
		if strings.EqualFold(u.user.Email, email) {
			return u
		}
	}
	return nil
}

func (p *platform) unavailable() error { return p.broken }

// breakWith makes the calls that read an account fail with err.
func (p *platform) breakWith(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.broken = err
}

func (p *platform) account(u *fakeUser) identity.Account {
	a := identity.Account{User: u.user, EmailVerified: u.verified, PasswordChangedAt: u.changedAt}
	for oid, m := range p.members {
		if role, ok := m[u.user.ID]; ok {
			a.Organizations = append(a.Organizations, identity.Affiliation{Organization: p.orgs[oid], Role: role})
		}
	}
	slices.SortFunc(a.Organizations, func(x, y identity.Affiliation) int {
		return strings.Compare(x.Organization.Name, y.Organization.Name)
	})
	return a
}
