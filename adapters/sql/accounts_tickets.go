package sql

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

type ticketRow struct {
	bun.BaseModel `bun:"table:tickets"`

	ID        kernel.ID  `bun:"id,pk"`
	Purpose   string     `bun:"purpose"`
	Hash      string     `bun:"hash"`
	Email     string     `bun:"email"`
	UserID    *kernel.ID `bun:"user_id"`
	OrgID     *kernel.ID `bun:"org_id"`
	Role      string     `bun:"role"`
	CreatedBy *kernel.ID `bun:"created_by"`
	CreatedAt time.Time  `bun:"created_at"`
	ExpiresAt time.Time  `bun:"expires_at"`
	UsedAt    *time.Time `bun:"used_at"`
}

// CreateTicket stores a ticket: its hash, never its secret. KindConflict if the id
// or the hash exists; KindInvalid if its user, organization or sender is given and
// does not exist.
func (s *AccountStore) CreateTicket(ctx context.Context, t identity.Ticket) error {
	row := ticketRow{ID: t.ID, Purpose: string(t.Purpose), Hash: t.Hash, Email: t.Email,
		UserID: nullID(t.UserID), OrgID: nullID(t.OrgID), Role: string(t.Role), CreatedBy: nullID(t.CreatedBy),
		CreatedAt: StorageTime(t.CreatedAt), ExpiresAt: StorageTime(t.ExpiresAt), UsedAt: identityTimePtr(t.UsedAt)}
	_, err := s.db.IDB(ctx).NewInsert().Model(&row).Exec(ctx)
	return identityErr(err, "a ticket with this id or hash already exists", "ticket")
}

// FindTicket returns the ticket of purpose whose secret hashes to hash, used or
// expired included. KindNotFound if there is none.
func (s *AccountStore) FindTicket(ctx context.Context, purpose identity.TicketPurpose, hash string) (identity.Ticket, error) {
	var row ticketRow
	err := s.db.IDB(ctx).NewSelect().Model(&row).
		Where("purpose = ?", string(purpose)).Where("hash = ?", hash).Scan(ctx)
	if err != nil {
		return identity.Ticket{}, identityErr(err, "", "ticket")
	}
	return row.ticket(), nil
}

// UseTicket marks a ticket used at the given time, once. The update itself
// checks that the ticket is unused, so of two concurrent uses only one changes
// the row. KindConflict if it was used already; KindNotFound if there is no such
// ticket.
func (s *AccountStore) UseTicket(ctx context.Context, id kernel.ID, at time.Time) error {
	if !CanonicalID(id) {
		return kernel.NotFound("ticket")
	}
	db := s.db.IDB(ctx)
	res, err := db.NewUpdate().Model((*ticketRow)(nil)).Set("used_at = ?", StorageTime(at)).
		Where("id = ?", id).Where("used_at IS NULL").Exec(ctx)
	if err != nil {
		return TranslateError(err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return TranslateError(err)
	} else if n == 1 {
		return nil
	}
	exists, err := db.NewSelect().Model((*ticketRow)(nil)).Where("id = ?", id).Exists(ctx)
	if err != nil {
		return TranslateError(err)
	}
	if exists {
		return kernel.Conflict("the ticket was used already")
	}
	return kernel.NotFound("ticket")
}

// FindInvitations returns org's invitations that are not used and expire after
// now, newest first (ties by id, descending).
func (s *AccountStore) FindInvitations(ctx context.Context, org kernel.ID, now time.Time) ([]identity.Ticket, error) {
	out := []identity.Ticket{}
	if !CanonicalID(org) {
		return out, nil
	}
	var rows []ticketRow
	err := s.db.IDB(ctx).NewSelect().Model(&rows).
		Where("org_id = ?", org).Where("purpose = ?", string(identity.TicketInvitation)).
		Where("used_at IS NULL").Where("expires_at > ?", StorageTime(now)).
		Order("created_at DESC", "id DESC").Scan(ctx)
	if err != nil {
		return nil, TranslateError(err)
	}
	for _, r := range rows {
		out = append(out, r.ticket())
	}
	return out, nil
}

// DeleteInvitation removes one of org's invitations. KindNotFound if org has no
// such invitation.
func (s *AccountStore) DeleteInvitation(ctx context.Context, org, id kernel.ID) error {
	if !CanonicalID(org) || !CanonicalID(id) {
		return kernel.NotFound("invitation")
	}
	res, err := s.db.IDB(ctx).NewDelete().TableExpr("tickets").
		Where("org_id = ?", org).Where("id = ?", id).
		Where("purpose = ?", string(identity.TicketInvitation)).Exec(ctx)
	if err != nil {
		return TranslateError(err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return TranslateError(err)
	} else if n == 0 {
		return kernel.NotFound("invitation")
	}
	return nil
}

func (r ticketRow) ticket() identity.Ticket {
	return identity.Ticket{ID: r.ID, Purpose: identity.TicketPurpose(r.Purpose), Hash: r.Hash, Email: r.Email,
		UserID: idOf(r.UserID), OrgID: idOf(r.OrgID), Role: identity.Role(r.Role), CreatedBy: idOf(r.CreatedBy),
		CreatedAt: r.CreatedAt.UTC(), ExpiresAt: r.ExpiresAt.UTC(), UsedAt: identityTimePtr(r.UsedAt)}
}

// nullID returns nil for the zero id, which the tickets table stores as NULL.
func nullID(id kernel.ID) *kernel.ID {
	if id.IsZero() {
		return nil
	}
	return &id
}

// idOf returns the id a nullable column holds, zero for NULL.
func idOf(id *kernel.ID) kernel.ID {
	if id == nil {
		return kernel.NilID
	}
	return *id
}
