package sql

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// CreateSendBatch writes a batch and its recipients in one transaction (a
// savepoint of ctx's, if it carries one). The batch's Recipients is the number of
// recipients given. KindConflict if an id or a token hash exists; KindNotFound if
// the packet, or the audience among the packet's, is not the organization's;
// KindInvalid for a recipient of another batch or organization, without a token
// hash, or naming a person the organization does not have.
func (s *AdvancingStore) CreateSendBatch(ctx context.Context, b advancing.SendBatch, recipients []advancing.Recipient) error {
	if !CanonicalID(b.OrgID) || !CanonicalID(b.PacketID) {
		return kernel.NotFound("advance packet")
	}
	if !CanonicalID(b.AudienceID) {
		return kernel.NotFound("audience")
	}
	if err := checkRecipients(b, recipients); err != nil {
		return err
	}
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		ok, err := db.NewSelect().Table("advance_packets").Where("org_id = ?", b.OrgID).Where("id = ?", b.PacketID).
			Exists(ctx)
		if err != nil || !ok {
			return notFoundIfNot(err, "advance packet")
		}
		ok, err = db.NewSelect().Table("advance_audiences").Where("org_id = ?", b.OrgID).
			Where("packet_id = ?", b.PacketID).Where("id = ?", b.AudienceID).Exists(ctx)
		if err != nil || !ok {
			return notFoundIfNot(err, "audience")
		}
		row := toBatchRow(b, len(recipients))
		if _, err := db.NewInsert().Model(&row).Exec(ctx); err != nil {
			return advancingErr(err, "a send batch with this id already exists")
		}
		rows := make([]recipientRow, len(recipients))
		for i, r := range recipients {
			rows[i] = recipientRow{OrgID: r.OrgID, ID: r.ID, BatchID: r.BatchID, PersonID: r.PersonID,
				Name: r.Name, Email: r.Email, TokenHash: r.TokenHash}
		}
		w := &writer{ctx: ctx, db: db}
		insertChildren(w, rows, nil, nil)
		return advancingErr(w.err, "a recipient with this id or portal token hash already exists")
	})
}

// checkRecipients refuses, with KindInvalid, recipients that are not b's or
// carry no token hash.
func checkRecipients(b advancing.SendBatch, recipients []advancing.Recipient) error {
	if !CanonicalID(b.ID) {
		return kernel.Invalid("a send batch needs a well-formed id")
	}
	for _, r := range recipients {
		if r.OrgID != b.OrgID || r.BatchID != b.ID || !CanonicalID(r.ID) || !CanonicalID(r.PersonID) {
			return kernel.Invalid("every recipient needs a well-formed id and person and the batch's own organization and id")
		}
		if r.TokenHash == "" {
			return kernel.Invalid("every recipient needs the hash of its portal token")
		}
	}
	return nil
}

// FindSendBatch returns a batch. KindNotFound if org has none with that id.
func (s *AdvancingStore) FindSendBatch(ctx context.Context, org, id kernel.ID) (advancing.SendBatch, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return advancing.SendBatch{}, kernel.NotFound("send batch")
	}
	var row batchRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).Where("org_id = ?", org).Where("id = ?", id).Scan(ctx)
	if err != nil {
		return advancing.SendBatch{}, notFoundAs(err, "send batch")
	}
	return row.batch(), nil
}

// FindSendBatches returns up to limit of a packet's batches after the keyset
// position after (nil for the first page: its one key is the creation time in RFC
// 3339), ordered by creation time then id. KindInvalid for a cursor that is not
// such a position.
func (s *AdvancingStore) FindSendBatches(ctx context.Context, org, packet kernel.ID, after *kernel.Cursor,
	limit int) ([]advancing.SendBatch, error) {
	if !CanonicalID(org) || !CanonicalID(packet) || limit <= 0 {
		return nil, nil
	}
	q := s.db.IDB(ctx).NewSelect().Model((*batchRow)(nil)).Where("org_id = ?", org).Where("packet_id = ?", packet)
	if after != nil {
		at, err := batchPosition(after)
		if err != nil {
			return nil, err
		}
		q = q.Where("(created_at, id) > (?, ?)", at, after.ID)
	}
	return scanBatches(ctx, q.Order("created_at", "id").Limit(int64(limit)))
}

// batchPosition reads a batch list's cursor: the creation time and id.
func batchPosition(c *kernel.Cursor) (time.Time, error) {
	if len(c.Keys) == 1 && CanonicalID(c.ID) {
		if at, err := time.Parse(time.RFC3339Nano, c.Keys[0]); err == nil {
			return StorageTime(at), nil
		}
	}
	return time.Time{}, kernel.InvalidField("/cursor", "invalid_cursor", "the cursor is not a position in a list of send batches")
}

// FindProjectBatches returns every batch of a project's packets, oldest first
// (then by id).
func (s *AdvancingStore) FindProjectBatches(ctx context.Context, org, project kernel.ID) ([]advancing.SendBatch, error) {
	if !CanonicalID(org) || !CanonicalID(project) {
		return nil, nil
	}
	db := s.db.IDB(ctx)
	return scanBatches(ctx, db.NewSelect().Model((*batchRow)(nil)).Where("org_id = ?", org).
		Where("packet_id IN (?)", db.NewSelect().Table("advance_packets").Column("id").
			Where("org_id = ?", org).Where("project_id = ?", project)).
		Order("created_at", "id"))
}

func scanBatches(ctx context.Context, q *bun.SelectQuery) ([]advancing.SendBatch, error) {
	var rows []batchRow
	if err := q.Scan(ctx, &rows); err != nil {
		return nil, TranslateError(err)
	}
	out := make([]advancing.SendBatch, len(rows))
	for i, r := range rows {
		out[i] = r.batch()
	}
	return out, nil
}

// notFoundIfNot translates a lookup's error, or reports what as not found when
// the lookup found nothing.
func notFoundIfNot(err error, what string) error {
	if err != nil {
		return TranslateError(err)
	}
	return kernel.NotFound(what)
}
