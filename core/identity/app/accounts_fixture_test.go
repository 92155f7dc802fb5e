package app_test

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"sync"
	"testing"
	"unicode"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/ports"
)

// goodPassword passes the length rule and the fake screen.
const goodPassword = "correct horse battery"

// accountsFixture is the account and team use cases over a memory backend, with
// a fake hasher, screen and mailer and a fixed clock at appT0.
type accountsFixture struct {
	acc    *app.Accounts
	svc    *app.Service
	b      *memory.Backend
	clock  *kernel.FixedClock
	mails  *mailbox
	hasher *plainHasher
}

func newAccountsFixture(t *testing.T) *accountsFixture {
	t.Helper()
	b := memory.New()
	f := &accountsFixture{b: b, clock: &kernel.FixedClock{T: appT0}, mails: &mailbox{}, hasher: &plainHasher{}}
	f.svc = app.NewService(b.Identity(), b.Tx(), f.clock)
	f.acc = app.NewAccounts(app.AccountsDeps{Identity: b.Identity(), Accounts: b.Accounts(), Tx: b.Tx(),
		Clock: f.clock, Hasher: f.hasher, Screen: wordScreen{}, Mailer: f.mails, Links: testLinks{}, Tokens: f.svc})
	return f
}

// signUp signs up a person with goodPassword and returns the verification link's
// secret.
func (f *accountsFixture) signUp(t *testing.T, name, email, org string) string {
	t.Helper()
	appMust(t, f.acc.SignUp(context.Background(), identity.SignUp{Name: name, Email: email,
		Password: goodPassword, OrganizationName: org}))
	return f.mails.lastSecret(t, "verify")
}

// verified signs up a person and verifies their address.
func (f *accountsFixture) verified(t *testing.T, name, email, org string) identity.User {
	t.Helper()
	u, err := f.acc.VerifyEmail(context.Background(), f.signUp(t, name, email, org))
	appMust(t, err)
	return u
}

func (f *accountsFixture) signIn(email, password, address string) (identity.User, error) {
	return f.acc.SignIn(context.Background(), identity.SignIn{Email: email, Password: password, Address: address})
}

// plainHasher "hashes" a password as "plain:" and the password; a hash starting
// "old:" matches too but needs a rehash, as one made with lower costs does.
type plainHasher struct {
	mu      sync.Mutex
	matches int
}

func (h *plainHasher) Hash(password string) (string, error) { return "plain:" + password, nil }

func (h *plainHasher) Matches(password, hash string) bool {
	h.mu.Lock()
	h.matches++
	h.mu.Unlock()
	return hash == "plain:"+password || hash == "old:"+password
}

func (h *plainHasher) NeedsRehash(hash string) bool { return strings.HasPrefix(hash, "old:") }

func (h *plainHasher) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.matches
}

// wordScreen refuses "password1234" and passwords holding a word of four
// letters or more from the context.
type wordScreen struct{}

func (wordScreen) Screen(password string, context []string) string {
	if password == "password1234" {
		return "This is a commonly used password."
	}
	for _, c := range context {
		for _, w := range strings.FieldsFunc(strings.ToLower(c), func(r rune) bool { return !unicode.IsLetter(r) }) {
			if len(w) >= 4 && strings.Contains(strings.ToLower(password), w) {
				return "The password holds your own name, e-mail or organization."
			}
		}
	}
	return ""
}

// mailbox is a Mailer that keeps what it is sent, after checking it as a real
// mailer does; it fails every send while fail is set.
type mailbox struct {
	mu   sync.Mutex
	sent []mail.Message
	fail bool
}

func (m *mailbox) Send(_ context.Context, msg mail.Message) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fail {
		return kernel.Unavailable("the mail server does not answer", errors.New("dial tcp: refused"))
	}
	if err := msg.Filled(mail.Address{Email: "noreply@roadcase.example"}, appT0).Validate(); err != nil {
		return err
	}
	m.sent = append(m.sent, msg)
	return nil
}

func (m *mailbox) count() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.sent)
}

func (m *mailbox) last(t *testing.T) mail.Message {
	t.Helper()
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.sent) == 0 {
		t.Fatal("no mail was sent")
	}
	return m.sent[len(m.sent)-1]
}

// lastSecret returns the secret of the last mail's link to the page path.
func (m *mailbox) lastSecret(t *testing.T, path string) string {
	t.Helper()
	for _, l := range m.last(t).Links() {
		u, err := url.Parse(l)
		if err == nil && u.Path == "/"+path {
			return u.Query().Get("t")
		}
	}
	t.Fatalf("the last mail has no /%s link: %q", path, m.last(t).Text)
	return ""
}

// testLinks builds the mails' links under https://roadcase.example.
type testLinks struct{}

func (testLinks) VerifyEmail(secret string) string {
	return "https://roadcase.example/verify?t=" + secret
}
func (testLinks) ResetPassword(secret string) string {
	return "https://roadcase.example/reset?t=" + secret
}
func (testLinks) Invitation(secret string) string {
	return "https://roadcase.example/invite?t=" + secret
}
func (testLinks) SignIn() string { return "https://roadcase.example/sign-in" }

var _ ports.AccountLinks = testLinks{}

// requestReset asks for a reset link for email and waits for the work done
// after the answer.
func (f *accountsFixture) requestReset(t *testing.T, email string) {
	t.Helper()
	appMust(t, f.acc.RequestPasswordReset(context.Background(), email))
	f.acc.Wait()
}
