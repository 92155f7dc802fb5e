package app_test

import (
	"bytes"
	"context"
	"log/slog"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/payments/app"
	"github.com/roadcase/roadcase/core/records"
)

// The use cases are tested over fakes of the driven ports: an organization
// with one person of each role, another organization, and invoices built by
// small functions.

var ctx = context.Background()

var (
	payLinkKey = []byte("a pay-link key that is long enough to sign links")
	t0         = time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
)

const (
	publicURL = "https://app.roadcase.test"
	feeRate   = kernel.BasisPoints(150)
	acct      = "acct_org" // the organization's connected account
	acctOther = "acct_other"
)

type fixture struct {
	svc   *app.Service
	db    *fakeDB
	proc  *fakeProcessor
	queue *fakeQueue
	clock *kernel.FixedClock
	logs  *syncBuffer
	org   kernel.ID
	other kernel.ID
	// actors of org, by role; outsider belongs to other only.
	actors   map[identity.Role]identity.Actor
	outsider identity.Actor
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	org, other := kernel.NameID(kernel.Namespace, "org"), kernel.NameID(kernel.Namespace, "other")
	id := &fakeIdentity{orgs: map[kernel.ID]identity.Organization{
		org:   {ID: org, Slug: "northern-lights", Name: "Northern Lights Touring"},
		other: {ID: other, Slug: "other", Name: "Other Promotions"}},
		users: map[kernel.ID]identity.User{}, roles: map[[2]kernel.ID]identity.Role{}}
	f := &fixture{db: newFakeDB(), proc: newFakeProcessor(), queue: &fakeQueue{},
		clock: &kernel.FixedClock{T: t0}, logs: &syncBuffer{}, org: org, other: other,
		actors: map[identity.Role]identity.Actor{}}
	for _, r := range identity.Roles {
		u := kernel.NameID(kernel.Namespace, string(r))
		id.users[u] = identity.User{ID: u, Email: string(r) + "@northern-lights.test", Name: string(r)}
		id.roles[[2]kernel.ID{org, u}] = r
		f.actors[r] = identity.Actor{OrgID: org, UserID: u}
	}
	outsider := kernel.NameID(kernel.Namespace, "outsider")
	id.users[outsider] = identity.User{ID: outsider, Email: "outsider@other.test"}
	id.roles[[2]kernel.ID{other, outsider}] = identity.RoleOwner
	f.outsider = identity.Actor{OrgID: org, UserID: outsider}
	svc, err := app.New(app.Config{Store: f.db, Processor: f.proc, Queue: f.queue, Claims: f.db, Tx: fakeTx{f.db},
		Members: id, Orgs: id, Users: id, Clock: f.clock, PayLinkKey: payLinkKey, PublicURL: publicURL + "/",
		FeeRate: feeRate, Logger: slog.New(slog.NewTextHandler(f.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	must(t, err)
	f.svc = svc
	return f
}

// connect gives org (or another organization) an account that can take
// charges and allows the "Pay online" link.
func (f *fixture) connect(t *testing.T, org kernel.ID, processorID string) payments.Account {
	t.Helper()
	a := payments.Account{OrgID: org, ProcessorID: processorID, DetailsSubmitted: true, ChargesEnabled: true,
		PayoutsEnabled: true, OnlinePayments: true, StateAt: t0.Add(-time.Hour), CreatedAt: t0.Add(-2 * time.Hour)}
	must(t, f.db.SavePaymentAccount(ctx, a))
	return a
}

// invoice keeps a sent invoice of org of 960.00 EUR (800.00 plus 20 % tax),
// changed by the options.
func (f *fixture) invoice(org kernel.ID, number string, opts ...func(*records.Invoice)) records.Invoice {
	inv := records.Invoice{ID: kernel.NameID(org, number), OrgID: org, Number: number, ClientName: "Harbour Hall",
		ClientEmail: "accounts@harbour.test", IssuedOn: "2026-11-01", DueOn: "2026-12-01", Currency: "EUR",
		TaxRate: 200_000, Status: records.InvoiceSent,
		Lines: []records.InvoiceLine{{ID: kernel.NameID(org, number+"/1"), Description: "Production fee", Quantity: 2, UnitPrice: 400_00}}}
	for _, o := range opts {
		o(&inv)
	}
	f.db.mu.Lock()
	defer f.db.mu.Unlock()
	f.db.st.invoices[inv.ID] = inv
	return inv
}

func withStatus(s records.InvoiceStatus) func(*records.Invoice) {
	return func(inv *records.Invoice) { inv.Status = s }
}

func withPayment(amount int64, ref string) func(*records.Invoice) {
	return func(inv *records.Invoice) {
		inv.Payments = append(inv.Payments, records.Payment{ID: kernel.NewID(), Amount: amount,
			ReceivedOn: "2026-11-10", Method: records.MethodBankTransfer, ProcessorRef: ref})
	}
}

// stored returns the invoice as the store keeps it now.
func (f *fixture) stored(t *testing.T, inv records.Invoice) records.Invoice {
	t.Helper()
	got, err := f.db.FindInvoice(ctx, inv.OrgID, inv.ID)
	must(t, err)
	return got
}

func token(org, invoice kernel.ID) string { return payments.SignPayLink(payLinkKey, org, invoice) }

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

func wantKind(t *testing.T, what string, err error, k kernel.Kind, code string) {
	t.Helper()
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != k || (code != "" && e.Code != code) {
		t.Errorf("%s: error %v, want kind %v code %q", what, err, k, code)
	}
}

func equal(t *testing.T, what string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

// syncBuffer is a log's output that tests read.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}
func (s *syncBuffer) String() string { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }

// hasLine reports whether a line of logs holds every part.
func hasLine(logs string, parts ...string) bool {
	for line := range strings.Lines(logs) {
		if !slices.ContainsFunc(parts, func(p string) bool { return !strings.Contains(line, p) }) {
			return true
		}
	}
	return false
}
