package app_test

import (
	"context"
	"sync"
	"testing"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/ports"
)

// requestKey marks the context of the request that asks for a reset, so that
// the fakes below can count the work done before its answer.
type requestKey struct{}

// workCounter counts the expensive calls a reset makes (the user's lookup, the
// ticket's write, the mail), apart for those made on the request's context,
// before its answer, and those made after it.
type workCounter struct {
	mu               sync.Mutex
	onRequest, after map[string]int
}

func (w *workCounter) count(ctx context.Context, call string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if ctx.Value(requestKey{}) != nil {
		w.onRequest[call]++
	} else {
		w.after[call]++
	}
}

func (w *workCounter) reset() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.onRequest, w.after = map[string]int{}, map[string]int{}
}

type countedIdentity struct {
	ports.IdentityStore
	w *workCounter
}

func (s countedIdentity) FindUserByEmail(ctx context.Context, email string) (identity.User, error) {
	s.w.count(ctx, "FindUserByEmail")
	return s.IdentityStore.FindUserByEmail(ctx, email)
}

type countedAccounts struct {
	ports.AccountStore
	w *workCounter
}

func (s countedAccounts) CreateTicket(ctx context.Context, t identity.Ticket) error {
	s.w.count(ctx, "CreateTicket")
	return s.AccountStore.CreateTicket(ctx, t)
}

type countedMailer struct {
	ports.Mailer
	w *workCounter
}

func (m countedMailer) Send(ctx context.Context, msg mail.Message) error {
	m.w.count(ctx, "Send")
	return m.Mailer.Send(ctx, msg)
}

// TestAResetDoesTheSameWorkBeforeItsAnswerForAnyAddress asks for a reset link
// for a registered address and for an unknown one: before the answer, both make
// exactly the same calls (none: no lookup, no ticket, no mail), so that neither
// the answer nor its time depends on whether the address has an account; after
// it, both look the address up once, and only the registered one is mailed.
func TestAResetDoesTheSameWorkBeforeItsAnswerForAnyAddress(t *testing.T) {
	t.Parallel()
	b := memory.New()
	w := &workCounter{}
	clock, mails := &kernel.FixedClock{T: appT0}, &mailbox{}
	svc := app.NewService(b.Identity(), b.Tx(), clock)
	acc := app.NewAccounts(app.AccountsDeps{Identity: countedIdentity{b.Identity(), w},
		Accounts: countedAccounts{b.Accounts(), w}, Tx: b.Tx(), Clock: clock, Hasher: &plainHasher{},
		Screen: wordScreen{}, Mailer: countedMailer{mails, w}, Links: testLinks{}, Tokens: svc})
	_, err := svc.EnsureUser(context.Background(), identity.User{Email: "ada@example.com", Name: "Ada"})
	appMust(t, err)

	work := map[string][2]map[string]int{}
	for _, email := range []string{"ada@example.com", "nobody@example.com"} {
		w.reset()
		ctx := context.WithValue(context.Background(), requestKey{}, true)
		appMust(t, acc.RequestPasswordReset(ctx, email))
		acc.Wait()
		work[email] = [2]map[string]int{w.onRequest, w.after}
	}
	known, unknown := work["ada@example.com"], work["nobody@example.com"]
	if len(known[0]) != 0 || len(unknown[0]) != 0 {
		t.Errorf("work before the answer: registered %v, unknown %v; want none for either", known[0], unknown[0])
	}
	if known[1]["FindUserByEmail"] != 1 || unknown[1]["FindUserByEmail"] != 1 {
		t.Errorf("lookups after the answer: registered %v, unknown %v; want one each", known[1], unknown[1])
	}
	if known[1]["Send"] != 1 || known[1]["CreateTicket"] != 1 || unknown[1]["Send"] != 0 || unknown[1]["CreateTicket"] != 0 {
		t.Errorf("work after the answer: registered %v, unknown %v; want one ticket and mail for the registered only",
			known[1], unknown[1])
	}
}
