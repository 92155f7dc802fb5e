package sql

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// SendStore keeps what the merge send needs beyond the advancing store: portal
// token hashes, cancellations, the reconciler's undelivered recipients and the
// mail provider's claimed event ids (webhook_events), on PostgreSQL or SQLite.
// Every method runs on the transaction its context carries, if any.
type SendStore struct{ db *DB }

var _ ports.SendStore = (*SendStore)(nil)

// NewSendStore returns the merge send store of db. db must be migrated.
func NewSendStore(db *DB) *SendStore { return &SendStore{db: db} }

// FindRecipient returns one of org's recipients. KindNotFound otherwise.
func (s *SendStore) FindRecipient(ctx context.Context, org, id kernel.ID) (advancing.Recipient, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return advancing.Recipient{}, kernel.NotFound("recipient")
	}
	var row recipientRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).Where("r.org_id = ?", org).Where("r.id = ?", id).Scan(ctx)
	if err != nil {
		return advancing.Recipient{}, notFoundAs(err, "recipient")
	}
	return row.recipient(), nil
}

// FindRecipientEvents returns a recipient's events, oldest first, then by id.
// KindNotFound if org has no such recipient.
func (s *SendStore) FindRecipientEvents(ctx context.Context, org, id kernel.ID) ([]advancing.Event, error) {
	r, err := s.FindRecipient(ctx, org, id)
	if err != nil {
		return nil, err
	}
	var rows []eventRow
	err = s.db.IDB(ctx).NewSelect().Model(&rows).Where("org_id = ?", org).Where("batch_id = ?", r.BatchID).
		Where("recipient_id = ?", id).Order("at", "id").Scan(ctx)
	if err != nil {
		return nil, TranslateError(err)
	}
	out := make([]advancing.Event, len(rows))
	for i, e := range rows {
		out[i] = advancing.Event{ID: e.ID, RecipientID: e.RecipientID, Stage: advancing.Stage(e.Stage), At: e.At.UTC()}
	}
	return out, nil
}

// FindRecipientByTokenHash returns the recipient whose token hashes to hash, of
// any organization (the UNIQUE index on token_hash finds it). KindNotFound if
// there is none.
func (s *SendStore) FindRecipientByTokenHash(ctx context.Context, hash string) (advancing.Recipient, error) {
	if hash == "" {
		return advancing.Recipient{}, kernel.NotFound("recipient")
	}
	var row recipientRow
	if err := s.db.IDB(ctx).NewSelect().Model(&row).Where("r.token_hash = ?", hash).Scan(ctx); err != nil {
		return advancing.Recipient{}, notFoundAs(err, "recipient")
	}
	return row.recipient(), nil
}

// SetRecipientToken replaces a recipient's token hash (in a savepoint of ctx's
// transaction, if it carries one, so that a conflict leaves it usable).
// KindNotFound if org has no such recipient; KindConflict if another recipient
// has the hash; KindInvalid for an empty hash.
func (s *SendStore) SetRecipientToken(ctx context.Context, org, id kernel.ID, hash string) error {
	if hash == "" {
		return kernel.Invalid("a recipient needs the hash of its portal token")
	}
	if !CanonicalID(org) || !CanonicalID(id) {
		return kernel.NotFound("recipient")
	}
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		res, err := db.NewUpdate().Table("send_recipients").Set("token_hash = ?", hash).
			Where("org_id = ?", org).Where("id = ?", id).Exec(ctx)
		if err != nil {
			return advancingErr(err, "another recipient has this portal token hash")
		}
		return oneRow(res, "recipient")
	})
}

// CancelBatch marks a batch cancelled at the given time; the update leaves a
// batch cancelled already as it is, so the first time stays. KindNotFound if org
// has no such batch.
func (s *SendStore) CancelBatch(ctx context.Context, org, id kernel.ID, at time.Time) error {
	if !CanonicalID(org) || !CanonicalID(id) {
		return kernel.NotFound("send batch")
	}
	db := s.db.IDB(ctx)
	res, err := db.NewUpdate().Table("send_batches").Set("cancelled_at = ?", StorageTime(at)).
		Where("org_id = ?", org).Where("id = ?", id).Where("cancelled_at IS NULL").Exec(ctx)
	if err != nil {
		return TranslateError(err)
	}
	if oneRow(res, "send batch") == nil {
		return nil
	}
	ok, err := db.NewSelect().Table("send_batches").Where("org_id = ?", org).Where("id = ?", id).Exists(ctx)
	if err != nil || !ok {
		return notFoundIfNot(err, "send batch")
	}
	return nil
}

// FindUndelivered returns up to limit recipients of every organization whose
// batch is open at now and who have no sent, bounced or failed event, by their
// batch's creation time, then organization, batch and recipient id. The open
// batches come from send_batches_open_idx; the events test reads the tally
// index of recipient_events.
func (s *SendStore) FindUndelivered(ctx context.Context, now time.Time, limit int) ([]advancing.Recipient, error) {
	if limit <= 0 {
		return nil, nil
	}
	db := s.db.IDB(ctx)
	var rows []recipientRow
	err := db.NewSelect().Model(&rows).
		Join("JOIN send_batches AS b ON b.org_id = r.org_id AND b.id = r.batch_id").
		Where("b.cancelled_at IS NULL").
		Where("(b.expires_at IS NULL OR b.expires_at > ?)", StorageTime(now)).
		Where("NOT EXISTS (?)", db.NewSelect().TableExpr("recipient_events AS e").ColumnExpr("1").
			Where("e.org_id = r.org_id").Where("e.batch_id = r.batch_id").Where("e.recipient_id = r.id").
			Where("e.stage IN (?)", bun.List([]string{string(advancing.StageSent), string(advancing.StageBounced),
				string(advancing.StageFailed)}))).
		OrderExpr("b.created_at, r.org_id, r.batch_id, r.id").Limit(int64(limit)).Scan(ctx)
	if err != nil {
		return nil, TranslateError(err)
	}
	out := make([]advancing.Recipient, len(rows))
	for i, r := range rows {
		out[i] = r.recipient()
	}
	return out, nil
}

// webhookEventRow is one claimed event of a mail provider.
type webhookEventRow struct {
	bun.BaseModel `bun:"table:webhook_events"`

	Provider  string    `bun:"provider,pk"`
	EventID   string    `bun:"event_id,pk"`
	ClaimedAt time.Time `bun:"claimed_at"`
}

// ClaimWebhookEvent inserts the provider's event id unless it is there (INSERT
// … ON CONFLICT DO NOTHING) and reports whether it inserted it: of concurrent
// claims of one id, the database lets one insert.
func (s *SendStore) ClaimWebhookEvent(ctx context.Context, provider, eventID string, at time.Time) (bool, error) {
	row := webhookEventRow{Provider: provider, EventID: eventID, ClaimedAt: StorageTime(at)}
	res, err := s.db.IDB(ctx).NewInsert().Model(&row).On("CONFLICT (provider, event_id) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, TranslateError(err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, TranslateError(err)
	}
	return n == 1, nil
}

// PruneWebhookEvents deletes the claims made before the given time.
func (s *SendStore) PruneWebhookEvents(ctx context.Context, before time.Time) error {
	_, err := s.db.IDB(ctx).NewDelete().TableExpr("webhook_events").
		Where("claimed_at < ?", StorageTime(before)).Exec(ctx)
	return TranslateError(err)
}

// oneRow reports KindNotFound, naming what, unless res changed a row.
func oneRow(res interface{ RowsAffected() (int64, error) }, what string) error {
	n, err := res.RowsAffected()
	if err != nil {
		return TranslateError(err)
	}
	if n == 0 {
		return kernel.NotFound(what)
	}
	return nil
}
