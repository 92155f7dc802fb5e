package sql

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// AdvancingStore keeps advance packets, send batches, recipients and their events
// in the advancing tables, on PostgreSQL or SQLite. Every query is filtered by
// org_id, and every method runs on the transaction its context carries, if any.
type AdvancingStore struct {
	db  *DB
	now func() time.Time // the time UpdatePacket writes as updated_at
}

var _ ports.AdvancingStore = (*AdvancingStore)(nil)

// NewAdvancingStore returns the advancing store of db. db must be migrated.
func NewAdvancingStore(db *DB) *AdvancingStore { return &AdvancingStore{db: db, now: time.Now} }

// CreatePacket writes a packet with its sections, audiences and edges in one
// transaction (a savepoint of ctx's, if it carries one, so that a failure leaves
// that transaction usable). KindConflict if its id, or a section's or audience's,
// exists; KindNotFound if its project, or its show, is not the organization's (a
// show of another project included); KindInvalid for a malformed graph or an
// audience naming a person the organization does not have.
func (s *AdvancingStore) CreatePacket(ctx context.Context, p advancing.Packet) error {
	if err := p.CheckShape(); err != nil {
		return err
	}
	return atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		if err := checkPacketRefs(ctx, db, p); err != nil {
			return err
		}
		row := toPacketRow(p)
		if _, err := db.NewInsert().Model(&row).Exec(ctx); err != nil {
			return advancingErr(err, "an advance packet with this id already exists")
		}
		return writeChildren(ctx, db, p)
	})
}

// UpdatePacket loads the packet inside one transaction (its row locked FOR UPDATE
// on PostgreSQL; SQLite's transactions hold the write lock from the start), calls
// change with it, and writes the result back: the packet's row, and its children
// rewritten whole. updated_at becomes the time of the write, and always moves
// forward. It returns the packet as written, as FindPacket would read it.
// KindNotFound if org has no such packet; change's error is returned as is and
// nothing is written; KindInvalid if change moved the packet to another id,
// organization or project, or left a malformed graph.
func (s *AdvancingStore) UpdatePacket(ctx context.Context, org, id kernel.ID,
	change func(*advancing.Packet) error) (advancing.Packet, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return advancing.Packet{}, kernel.NotFound("advance packet")
	}
	var out advancing.Packet
	err := atomically(ctx, s.db, func(ctx context.Context, db bun.IDB) error {
		packets, err := loadPackets(ctx, db, org, func(q *bun.SelectQuery) *bun.SelectQuery {
			q = q.Where("id = ?", id)
			if DialectOf(db) == DialectPostgres {
				q = q.For("UPDATE")
			}
			return q
		})
		if err != nil {
			return err
		}
		if len(packets) == 0 {
			return kernel.NotFound("advance packet")
		}
		was, p := packets[0], packets[0]
		if err := change(&p); err != nil {
			return err
		}
		if p.ID != was.ID || p.OrgID != was.OrgID || p.ProjectID != was.ProjectID {
			return kernel.Invalid("an advance packet's id, organization and project cannot change")
		}
		p.UpdatedAt = StorageTime(s.now())
		if next := was.UpdatedAt.Add(time.Microsecond); p.UpdatedAt.Before(next) {
			p.UpdatedAt = next // a replica whose clock is behind still moves it forward
		}
		if err := p.CheckShape(); err != nil {
			return err
		}
		if err := checkPacketRefs(ctx, db, p); err != nil {
			return err
		}
		if err := rewritePacket(ctx, db, p); err != nil {
			return err
		}
		out = normalPacket(p)
		return nil
	})
	return out, err
}

// FindPacket returns a packet with its sections and audiences in position order.
// KindNotFound if org has none with that id.
func (s *AdvancingStore) FindPacket(ctx context.Context, org, id kernel.ID) (advancing.Packet, error) {
	if !CanonicalID(org) || !CanonicalID(id) {
		return advancing.Packet{}, kernel.NotFound("advance packet")
	}
	packets, err := loadPackets(ctx, s.db.IDB(ctx), org, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("id = ?", id)
	})
	if err != nil {
		return advancing.Packet{}, err
	}
	if len(packets) == 0 {
		return advancing.Packet{}, kernel.NotFound("advance packet")
	}
	return packets[0], nil
}

// FindPackets returns a project's packets, oldest first (then by id), each
// complete. A project without packets, or another organization's, has none.
func (s *AdvancingStore) FindPackets(ctx context.Context, org, project kernel.ID) ([]advancing.Packet, error) {
	if !CanonicalID(org) || !CanonicalID(project) {
		return nil, nil
	}
	return loadPackets(ctx, s.db.IDB(ctx), org, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("project_id = ?", project)
	})
}

// atomically runs fn in a transaction of its own or, when ctx carries one, in a
// savepoint of it: either way a failure writes nothing, and an outer transaction
// stays usable (PostgreSQL refuses every statement of a transaction after an
// error, unless a savepoint took the error back).
func atomically(ctx context.Context, db *DB, fn func(ctx context.Context, db bun.IDB) error) error {
	_, outer := db.IDB(ctx).(bun.Tx)
	return db.WithinTx(ctx, func(ctx context.Context) error {
		tx := db.IDB(ctx).(bun.Tx)
		if !outer {
			return fn(ctx, tx)
		}
		sp, err := tx.BeginTx(ctx, nil)
		if err != nil {
			return TranslateError(err)
		}
		if err := fn(ctx, sp); err != nil {
			_ = sp.Rollback()
			return err
		}
		return TranslateError(sp.Commit())
	})
}

// advancingErr translates err, giving a conflict the store's own message.
func advancingErr(err error, conflict string) error {
	err = TranslateError(err)
	if e, ok := kernel.AsError(err); ok && e.Kind == kernel.KindConflict {
		return &kernel.Error{Kind: e.Kind, Code: e.Code, Message: conflict, Err: e.Err}
	}
	return err
}
