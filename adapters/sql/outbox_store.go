package sql

import (
	"context"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/ports"
)

// OutboxStore keeps the development outbox in mail_outbox.
type OutboxStore struct{ db *DB }

var _ ports.OutboxStore = (*OutboxStore)(nil)

// NewOutboxStore returns the outbox store of db. db must be migrated.
func NewOutboxStore(db *DB) *OutboxStore { return &OutboxStore{db: db} }

type outboxRow struct {
	bun.BaseModel `bun:"table:mail_outbox,alias:o"`

	ID        kernel.ID  `bun:"id,pk"`
	OrgID     *kernel.ID `bun:"org_id"`
	Kind      string     `bun:"kind"`
	From      string     `bun:"from_addr"`
	To        string     `bun:"to_addrs"`
	Subject   string     `bun:"subject"`
	Text      string     `bun:"text_body"`
	HTML      string     `bun:"html_body"`
	CreatedAt time.Time  `bun:"created_at"`
}

// addressJSON is an address as mail_outbox stores it.
type addressJSON struct {
	Name  string `json:"name,omitempty"`
	Email string `json:"email"`
}

// Save writes msg. KindConflict if a message with its id exists.
func (st *OutboxStore) Save(ctx context.Context, msg mail.Message) error {
	to := make([]addressJSON, len(msg.To))
	for i, a := range msg.To {
		to[i] = addressJSON(a)
	}
	from, _ := json.Marshal(addressJSON(msg.From))
	toJSON, _ := json.Marshal(to)
	row := outboxRow{ID: msg.ID, Kind: string(msg.Kind), From: string(from), To: string(toJSON),
		Subject: msg.Subject, Text: msg.Text, HTML: msg.HTML, CreatedAt: StorageTime(msg.CreatedAt)}
	if !msg.OrgID.IsZero() {
		row.OrgID = &msg.OrgID
	}
	_, err := st.db.IDB(ctx).NewInsert().Model(&row).Exec(ctx)
	return TranslateError(err)
}

// List returns up to limit messages, newest first, after the position after.
// KindInvalid for a cursor that holds no CreatedAt.
func (st *OutboxStore) List(ctx context.Context, after *kernel.Cursor, limit int) ([]mail.Message, error) {
	q := st.db.IDB(ctx).NewSelect().Model((*outboxRow)(nil))
	if after != nil {
		var at time.Time
		var err error
		if len(after.Keys) == 1 {
			at, err = time.Parse(ports.OutboxTimeLayout, after.Keys[0])
		}
		if len(after.Keys) != 1 || err != nil || !CanonicalID(after.ID) {
			return nil, kernel.InvalidField("/cursor", "invalid_cursor", "the cursor does not belong to this list")
		}
		q = q.Where("(o.created_at, o.id) < (?, ?)", StorageTime(at), after.ID)
	}
	var rows []outboxRow
	if err := q.OrderExpr("o.created_at DESC, o.id DESC").Limit(int64(max(limit, 0))).Scan(ctx, &rows); err != nil {
		return nil, TranslateError(err)
	}
	out := make([]mail.Message, 0, len(rows))
	for _, r := range rows {
		m, err := r.message()
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

func (r outboxRow) message() (mail.Message, error) {
	m := mail.Message{ID: r.ID, Kind: mail.Kind(r.Kind), Subject: r.Subject, Text: r.Text, HTML: r.HTML,
		CreatedAt: r.CreatedAt.UTC()}
	if r.OrgID != nil {
		m.OrgID = *r.OrgID
	}
	var from addressJSON
	var to []addressJSON
	if err := json.Unmarshal([]byte(r.From), &from); err != nil {
		return mail.Message{}, kernel.Internal(err)
	}
	if err := json.Unmarshal([]byte(r.To), &to); err != nil {
		return mail.Message{}, kernel.Internal(err)
	}
	m.From = mail.Address(from)
	for _, a := range to {
		m.To = append(m.To, mail.Address(a))
	}
	return m, nil
}
