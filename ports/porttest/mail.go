package porttest

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/ports"
)

// mailCases hold the outbox store to its contract.
func mailCases() []contractCase {
	return []contractCase{
		{"an outbox message is read back whole", outboxRoundTrip},
		{"the outbox lists newest first and pages by cursor", outboxList},
		{"an outbox message id is saved once", outboxConflict},
		{"an outbox cursor of another form is refused", outboxBadCursor},
	}
}

var outboxBase = time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)

func outboxMessage(n int) mail.Message {
	return mail.Message{ID: advBulkID(9, n), Kind: mail.KindInvitation,
		From:    mail.Address{Name: "Roadcase", Email: "noreply@roadcase.example"},
		To:      []mail.Address{{Name: "Zoë Ünal", Email: "zoe@example.com"}, {Email: "crew@example.org"}},
		Subject: "You are invited to Northern Lights Touring", Text: "Accept: https://roadcase.example/invite?t=x\n",
		CreatedAt: outboxBase.Add(time.Duration(n) * time.Minute)}
}

func outboxRoundTrip(t *testing.T, ctx context.Context, b Backend) {
	north, _ := recordOrgIDs()
	want := outboxMessage(1)
	want.OrgID, want.HTML = north, `<p>Accept: <a href="https://roadcase.example/invite?t=x">the invitation</a></p>`
	want.CreatedAt = want.CreatedAt.In(time.FixedZone("CET", 3600)).Add(1234567 * time.Nanosecond)
	bare := outboxMessage(2)
	bare.Kind, bare.From, bare.To = mail.KindVerification, mail.Address{}, bare.To[1:]
	for _, m := range []mail.Message{want, bare} {
		if err := b.Outbox.Save(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	got, err := b.Outbox.List(ctx, nil, 10)
	if err != nil || len(got) != 2 {
		t.Fatalf("List = %d messages, %v; want 2", len(got), err)
	}
	want.CreatedAt = want.CreatedAt.UTC().Truncate(time.Microsecond)
	for i, w := range []mail.Message{bare, want} {
		g := got[i]
		if g.ID != w.ID || g.OrgID != w.OrgID || g.Kind != w.Kind || g.From != w.From || !slices.Equal(g.To, w.To) ||
			g.Subject != w.Subject || g.Text != w.Text || g.HTML != w.HTML || !g.CreatedAt.Equal(w.CreatedAt) ||
			g.CreatedAt.Location() != time.UTC {
			t.Errorf("read back %+v, want %+v", g, w)
		}
	}
}

func outboxList(t *testing.T, ctx context.Context, b Backend) {
	for i := range 5 {
		m := outboxMessage(i)
		if i == 4 {
			m.CreatedAt = outboxMessage(3).CreatedAt // a tie, broken by id
		}
		if err := b.Outbox.Save(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	ids := func(after *kernel.Cursor, limit int) []kernel.ID {
		t.Helper()
		got, err := b.Outbox.List(ctx, after, limit)
		if err != nil {
			t.Fatal(err)
		}
		var out []kernel.ID
		for _, m := range got {
			out = append(out, m.ID)
		}
		return out
	}
	id := func(n int) kernel.ID { return advBulkID(9, n) }
	checkIDs(t, "all", ids(nil, 10), id(4), id(3), id(2), id(1), id(0))
	checkIDs(t, "the first two", ids(nil, 2), id(4), id(3))
	at := outboxMessage(3).CreatedAt.Format(ports.OutboxTimeLayout)
	checkIDs(t, "after the first", ids(&kernel.Cursor{Keys: []string{at}, ID: id(4)}, 2), id(3), id(2))
	checkIDs(t, "after the second", ids(&kernel.Cursor{Keys: []string{at}, ID: id(3)}, 10), id(2), id(1), id(0))
	last := outboxMessage(0).CreatedAt.Format(ports.OutboxTimeLayout)
	checkIDs(t, "after the last", ids(&kernel.Cursor{Keys: []string{last}, ID: id(0)}, 10))
}

func outboxConflict(t *testing.T, ctx context.Context, b Backend) {
	m := outboxMessage(1)
	if err := b.Outbox.Save(ctx, m); err != nil {
		t.Fatal(err)
	}
	again := m
	again.Subject = "Changed"
	if err := b.Outbox.Save(ctx, again); !kernel.IsKind(err, kernel.KindConflict) {
		t.Errorf("second save of one id: err = %v, want KindConflict", err)
	}
	got, err := b.Outbox.List(ctx, nil, 10)
	if err != nil || len(got) != 1 || got[0].Subject != m.Subject {
		t.Errorf("the outbox holds %+v, %v; want the first message only", got, err)
	}
}

func outboxBadCursor(t *testing.T, ctx context.Context, b Backend) {
	for _, c := range []kernel.Cursor{{Keys: []string{"yesterday"}, ID: advBulkID(9, 1)}, {ID: advBulkID(9, 1)}} {
		if _, err := b.Outbox.List(ctx, &c, 10); !kernel.IsKind(err, kernel.KindInvalid) {
			t.Errorf("List after %+v: err = %v, want KindInvalid", c, err)
		}
	}
}
