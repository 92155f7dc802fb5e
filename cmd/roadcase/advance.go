package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

func cmdAdvance(ctx context.Context, env environ, args []string) error {
	if len(args) == 0 {
		return usageError("advance needs a subcommand: packets or send")
	}
	switch args[0] {
	case "packets":
		return cmdAdvancePackets(ctx, env, args[1:])
	case "send":
		return cmdAdvanceSend(ctx, env, args[1:])
	}
	return usageError("unknown advance subcommand %q: use packets or send", args[0])
}

// withMergeSend opens a Main and the merge send over it, resolves the member
// email of organization slug, and runs fn; the job queue stops when fn returns.
func withMergeSend(ctx context.Context, env environ, cfg config.Config, slug, email string,
	fn func(*Main, *mergeSend, identity.Actor) error) error {
	return withMain(ctx, env, cfg, false, func(m *Main) (err error) {
		ms, err := m.openMergeSend(ctx)
		if err != nil {
			return err
		}
		defer func() {
			// A queue that does not stop cleanly may leave a job half done: say so.
			if stopErr := ms.Queue.Stop(context.Background()); stopErr != nil {
				err = errors.Join(err, fmt.Errorf("stop the job queue: %w", stopErr))
			}
		}()
		actor, err := m.actorFor(ctx, slug, email)
		if err != nil {
			return err
		}
		return fn(m, ms, actor)
	})
}

// actorFor resolves an organization slug and a member's e-mail to the person
// acting there.
func (m *Main) actorFor(ctx context.Context, slug, email string) (identity.Actor, error) {
	org, err := m.identityStore.FindOrganizationBySlug(ctx, slug)
	if err != nil {
		return identity.Actor{}, err
	}
	u, err := m.identityStore.FindUserByEmail(ctx, email)
	if err != nil {
		return identity.Actor{}, err
	}
	return identity.Actor{OrgID: org.ID, UserID: u.ID}, nil
}

// packetView is a packet as advance packets prints it: enough to pick an
// audience to send to.
type packetView struct {
	ID        kernel.ID      `json:"id"`
	Project   string         `json:"project"`
	Title     string         `json:"title"`
	Status    string         `json:"status"`
	Audiences []audienceView `json:"audiences"`
}

type audienceView struct {
	ID       kernel.ID `json:"id"`
	Kind     string    `json:"kind"`
	Label    string    `json:"label"`
	Contacts int       `json:"contacts"`
}

// cmdAdvancePackets prints an organization's packets with their audiences.
func cmdAdvancePackets(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("advance packets", env)
	if err != nil {
		return err
	}
	org := fs.String("org", "", "organization slug")
	as := fs.String("as", "", "the e-mail of a member of the organization")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *org == "" || *as == "" {
		return usageError("advance packets needs --org and --as")
	}
	return withMergeSend(ctx, env, *cfg, *org, *as, func(m *Main, ms *mergeSend, actor identity.Actor) error {
		projects, err := ms.Workspace.Projects(ctx, actor)
		if err != nil {
			return err
		}
		var out []packetView
		for _, p := range projects {
			for _, pk := range p.Packets {
				v := packetView{ID: pk.ID, Project: p.Name, Title: pk.Title, Status: string(pk.Status)}
				for _, a := range pk.Audiences {
					v.Audiences = append(v.Audiences, audienceView{ID: a.ID, Kind: string(a.Kind), Label: a.Label,
						Contacts: len(a.Contacts)})
				}
				out = append(out, v)
			}
		}
		return printJSON(env, map[string]any{"data": out})
	})
}

// cmdAdvanceSend sends a packet to one of its audiences, as the member --as.
// The mail goes out through the job queue: the workers of a running serve, or
// this command's own with --wait, which returns once every recipient's mail was
// handed over (or failed) and prints the batch's funnel.
func cmdAdvanceSend(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("advance send", env)
	if err != nil {
		return err
	}
	org := fs.String("org", "", "organization slug")
	as := fs.String("as", "", "the e-mail of the manager (or above) who sends")
	packet := fs.String("packet", "", "the packet's id")
	audience := fs.String("audience", "", "the audience's id or kind (venue, promoter, crew…)")
	subject := fs.String("subject", "", "the mail's subject (default: the packet's title)")
	note := fs.String("note", "", "a short message above the sections")
	wait := fs.Duration("wait", 0, "run the deliveries here and wait up to this long for them (e.g. 2m)")
	fs.Var(publicURLFlag{cfg}, "public-url",
		"where people reach the server's pages, as they type it (default $ROADCASE_PUBLIC_URL, else http:// + the listen address)")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *org == "" || *as == "" || *packet == "" || *audience == "" {
		return usageError("advance send needs --org, --as, --packet and --audience")
	}
	return withMergeSend(ctx, env, *cfg, *org, *as, func(m *Main, ms *mergeSend, actor identity.Actor) error {
		pid, err := kernel.ParseID(*packet)
		if err != nil {
			return kernel.NotFound("packet")
		}
		p, err := m.advancingStore.FindPacket(ctx, actor.OrgID, pid)
		if err != nil {
			return err
		}
		aid, err := pickAudience(p, *audience)
		if err != nil {
			return err
		}
		b, err := ms.Sender.Send(ctx, actor, pid, aid, advancing.SendInput{Subject: *subject, Note: *note})
		if err != nil {
			return err
		}
		if *wait > 0 {
			if err := ms.Queue.Start(ctx); err != nil {
				return err
			}
			if err := waitForBatch(ctx, m, b, *wait); err != nil {
				return err
			}
		}
		board, err := m.advancingStore.TallyBatch(ctx, actor.OrgID, b.ID)
		if err != nil {
			return err
		}
		_, _ = fmt.Fprint(env.stderr, publicURLNote(m.Config))
		return printJSON(env, map[string]any{"batch_id": b.ID, "recipients": b.Recipients,
			"subject": b.Subject, "board": boardAddress(m.Config, b.ID),
			"by_furthest_stage": board.ByFurthest, "exits": board.Exits})
	})
}

// pickAudience finds the packet's audience by id or kind.
func pickAudience(p advancing.Packet, s string) (kernel.ID, error) {
	for _, a := range p.Audiences {
		if string(a.ID) == s || string(a.Kind) == s {
			return a.ID, nil
		}
	}
	return "", kernel.NotFound(fmt.Sprintf("audience %q of the packet", s))
}

// waitForBatch polls the batch's tally until no recipient is still queued.
func waitForBatch(ctx context.Context, m *Main, b advancing.SendBatch, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for {
		t, err := m.advancingStore.TallyBatch(ctx, b.OrgID, b.ID)
		if err != nil {
			return err
		}
		if t.ByFurthest[advancing.StageQueued]-t.Exits[advancing.StageFailed] <= 0 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%d of %d recipients still queued after %s; a running serve delivers the rest",
				t.ByFurthest[advancing.StageQueued], b.Recipients, limit)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}
