package main

import (
	"context"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/adapters/jobs"
	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/web"
	advancingapp "github.com/roadcase/roadcase/core/advancing/app"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
	"github.com/roadcase/roadcase/ports"
)

// mergeSend is the merge send and the job queue its mail goes through.
type mergeSend struct {
	Sender    *advancingapp.Sender
	Workspace *advancingapp.Workspace
	Queue     *jobs.Queue
	Store     ports.SendStore
	// Importer is the spreadsheet import, whose steps run on Queue.
	Importer *recordsapp.Importer
}

// openMergeSend opens the job queue on m's database (River's tables migrated
// there) and wires the merge send and the spreadsheet import over it. The
// caller starts the queue's workers (serve, or advance send --wait) and stops
// it. The configuration's Send says
// how fast one organization may send from one process and how many
// deliveries run at once.
func (m *Main) openMergeSend(ctx context.Context) (*mergeSend, error) {
	send := m.Config.Send
	cfg := jobs.Config{Logger: m.Log, Clock: kernel.SystemClock{},
		PerOrgRate: send.Rate, PerOrgBurst: send.Burst(), Workers: send.Workers,
		ImportWorkers: m.Config.Import.Workers}
	if m.pool != nil {
		cfg.Backend, cfg.Postgres = jobs.BackendPostgres, m.pool.Pool
		cfg.PollOnly = m.pool.ReadTimeout > 0 && m.pool.ReadTimeout <= riverListenWait
	} else {
		cfg.Backend, cfg.SQLite = jobs.BackendSQLite, m.conn.Bun().DB
	}
	store := rcsql.NewSendStore(m.conn)
	cfg.Undelivered = store
	q, err := jobs.Open(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("job queue: %w", err)
	}
	links := web.NewLinks(m.Config.BaseURL())
	sender, err := advancingapp.NewSender(advancingapp.SenderDeps{Store: m.advancingStore, Send: store,
		Records: m.recordStore, Orgs: m.identityStore, Roles: memberRoles{m.identityStore},
		Users: m.identityStore, Queue: q, Mailer: m.Mailer, Links: links, Tx: m.conn, Clock: kernel.SystemClock{}})
	if err != nil {
		return nil, err
	}
	q.SetDeliverer(sender)
	importer, err := m.openImporter(q)
	if err != nil {
		return nil, fmt.Errorf("spreadsheet import: %w", err)
	}
	q.SetImporter(importer)
	return &mergeSend{Sender: sender, Queue: q, Store: store, Importer: importer,
		Workspace: advancingapp.NewWorkspace(m.advancingStore, m.recordStore, m.identityStore)}, nil
}

// riverListenWait is how long River's listener waits for a notification
// before it pings its connection: a read timeout no longer than that would
// take the wait for a frozen server, so River then polls instead (jobs.Config
// PollOnly).
const riverListenWait = 5 * time.Second

// memberRoles reads a member's role from the identity store at every call.
type memberRoles struct{ store ports.IdentityStore }

func (r memberRoles) RoleOf(ctx context.Context, org, user kernel.ID) (identity.Role, error) {
	ms, err := r.store.FindMembership(ctx, org, user)
	if err != nil {
		return "", err
	}
	return ms.Role, nil
}
