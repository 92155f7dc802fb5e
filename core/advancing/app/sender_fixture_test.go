package app_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/advancing/app"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// The merge send is tested on the memory backend seeded like the other use
// cases, with fakes for the queue, the mailer, the links and the roles.

// fakeQueue records the recipients scheduled; with fail set it refuses.
type fakeQueue struct {
	mu       sync.Mutex
	enqueued []advancing.Recipient
	fail     error
}

func (q *fakeQueue) EnqueueDeliveries(_ context.Context, rs []advancing.Recipient) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.fail != nil {
		return q.fail
	}
	q.enqueued = append(q.enqueued, rs...)
	return nil
}

// fakeMailer records the messages it takes; it refuses an address for good
// (reject) or for now (down).
type fakeMailer struct {
	mu     sync.Mutex
	sent   []mail.Message
	reject map[string]bool
	down   map[string]bool
}

func (m *fakeMailer) Send(_ context.Context, msg mail.Message) error {
	if err := msg.Validate(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	switch to := msg.To[0].Email; {
	case m.reject[to]:
		return mail.Rejected(nil)
	case m.down[to]:
		return kernel.Unavailable("the mail server did not take the message", nil)
	}
	m.sent = append(m.sent, msg)
	return nil
}

func (m *fakeMailer) messages() []mail.Message {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]mail.Message(nil), m.sent...)
}

// fakeLinks writes portal links under a fixed address.
type fakeLinks struct{}

const portalBase = "https://roadcase.test/portal/"

func (fakeLinks) PortalLink(token string) string { return portalBase + token }

// fakeRoles holds members' roles.
type fakeRoles map[[2]kernel.ID]identity.Role

func (r fakeRoles) RoleOf(_ context.Context, org, user kernel.ID) (identity.Role, error) {
	if role, ok := r[[2]kernel.ID{org, user}]; ok {
		return role, nil
	}
	return "", kernel.NotFound("membership")
}

// sendFixture is a packet of the demo organization with two audiences of
// contacts made for the test: "venue" sees the first two sections and holds
// Ada (with a crew role on the project), a contact named <script> and one
// without an address; "crew" sees the third section and holds Bo.
type sendFixture struct {
	*fixture
	sender  *app.Sender
	queue   *fakeQueue
	mailer  *fakeMailer
	roles   fakeRoles
	manager identity.Actor
	user    identity.User
	packet  advancing.Packet
	venue   advancing.Audience
	crew    advancing.Audience
	ada     records.Person
	script  records.Person
	nomail  records.Person
	bo      records.Person
}

func newSendFixture(t *testing.T) *sendFixture {
	t.Helper()
	f := &sendFixture{fixture: newFixture(t), queue: &fakeQueue{}, mailer: &fakeMailer{reject: map[string]bool{},
		down: map[string]bool{}}, roles: fakeRoles{}}
	f.user = identity.User{ID: kernel.NewID(), Email: "maria@tour.example", Name: "Maria Manager", CreatedAt: f.clock.T}
	must(t, f.b.Identity().CreateUser(ctx, f.user))
	f.manager = identity.Actor{OrgID: f.org, UserID: f.user.ID}
	f.roles[[2]kernel.ID{f.org, f.user.ID}] = identity.RoleManager
	var err error
	f.sender, err = app.NewSender(app.SenderDeps{Store: f.b.Advancing(), Send: f.b.Send(), Records: f.b.Records(),
		Orgs: f.b.Identity(), Roles: f.roles, Users: f.b.Identity(), Queue: f.queue, Mailer: f.mailer,
		Links: fakeLinks{}, Tx: f.b.Tx(), Clock: f.clock})
	must(t, err)

	show := demo.Organizations()[0].Data.Shows[0]
	person := func(first, last, email, title string) records.Person {
		return records.Person{ID: kernel.NewID(), OrgID: f.org, FirstName: first, LastName: last, Email: email,
			Title: title, CreatedAt: f.clock.T}
	}
	f.ada = person("Ada", "Venue", "ada@venue.example", "Booker")
	f.script = person("<script>alert(1)</script>", "", "script@venue.example", "")
	f.nomail = person("Nomi", "Nomail", "", "")
	f.bo = person("Bo", "Crew", "bo@crew.example", "Rigger")
	crew := records.CrewAssignment{ID: kernel.NewID(), OrgID: f.org, ProjectID: show.ProjectID, PersonID: f.ada.ID,
		Role: "Production manager", Department: "production", StartsOn: show.Date, EndsOn: show.Date, CreatedAt: f.clock.T}
	must(t, f.b.Records().InsertDataset(ctx, f.org, records.Dataset{
		People: []records.Person{f.ada, f.script, f.nomail, f.bo}, CrewAssignments: []records.CrewAssignment{crew}}, false))

	p, err := f.svc.CreateShell(ctx, f.org, identity.RoleOwner, string(show.ProjectID),
		advancing.ShellRequest{ShowID: &show.ID, Title: "Advance: Aurora at the Roundhouse"})
	must(t, err)
	s := p.Sections
	f.packet, err = f.sender.EditAudience(ctx, f.manager, p.ID, p.Audiences[0].ID, advancing.AudienceEdit{
		Contacts: []kernel.ID{f.ada.ID, f.script.ID, f.nomail.ID}, Sections: []kernel.ID{s[0].ID, s[1].ID}})
	must(t, err)
	f.packet, err = f.sender.EditAudience(ctx, f.manager, p.ID, p.Audiences[1].ID, advancing.AudienceEdit{
		Contacts: []kernel.ID{f.bo.ID}, Sections: []kernel.ID{s[2].ID}})
	must(t, err)
	f.venue, f.crew = f.packet.Audiences[0], f.packet.Audiences[1]
	return f
}

// send sends the packet to the venue audience, failing the test on an error.
func (f *sendFixture) send(t *testing.T, in advancing.SendInput) advancing.SendBatch {
	t.Helper()
	b, err := f.sender.Send(ctx, f.manager, f.packet.ID, f.venue.ID, in)
	must(t, err)
	return b
}

// deliverAll runs the delivery job of every recipient scheduled so far and
// returns the outcomes by recipient name.
func (f *sendFixture) deliverAll(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, r := range f.queue.enqueued {
		o, err := f.sender.Deliver(ctx, r.OrgID, r.ID)
		if err != nil {
			out[r.Name] = string(o) + ": " + err.Error()
			continue
		}
		out[r.Name] = string(o)
	}
	return out
}

// tokenOf returns the portal token in a mail's link.
func tokenOf(t *testing.T, m mail.Message) string {
	t.Helper()
	for _, l := range m.Links() {
		if tok, ok := strings.CutPrefix(l, portalBase); ok {
			return tok
		}
	}
	t.Fatalf("the mail to %v holds no portal link", m.To)
	return ""
}

// mailTo returns the one mail sent to address.
func (f *sendFixture) mailTo(t *testing.T, address string) mail.Message {
	t.Helper()
	var found []mail.Message
	for _, m := range f.mailer.messages() {
		if m.To[0].Email == address {
			found = append(found, m)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d mails to %s, want 1", len(found), address)
	}
	return found[0]
}

// board returns a batch's funnel: the recipients who reached each stage, and
// the exits.
func (f *sendFixture) board(t *testing.T, batch kernel.ID) advancing.Board {
	t.Helper()
	tb, err := f.svc.TrackingBoard(ctx, f.org, string(batch), advancing.BoardQuery{Page: kernel.PageRequest{Limit: 100}})
	must(t, err)
	return tb.Board
}

// wantReached checks how many recipients reached each stage named.
func wantReached(t *testing.T, b advancing.Board, want map[advancing.Stage]int) {
	t.Helper()
	for stage, n := range want {
		if got := b.Reached[stage] + b.Exits[stage]; got != n {
			t.Errorf("%s: %d recipients, want %d (board %v, exits %v)", stage, got, n, b.Reached, b.Exits)
		}
	}
}

// wantPointer checks that err is KindInvalid pointing at pointer.
func wantPointer(t *testing.T, what string, err error, pointer string) {
	t.Helper()
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != kernel.KindInvalid || len(e.Fields) == 0 || e.Fields[0].Pointer != pointer {
		t.Errorf("%s: error %v, want KindInvalid at %s", what, err, pointer)
	}
}

// later moves the fixture's clock on.
func (f *sendFixture) later(d time.Duration) { f.clock.T = f.clock.T.Add(d) }
