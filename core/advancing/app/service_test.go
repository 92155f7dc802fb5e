package app_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

func TestEveryDemoProjectsGraphIsConsistentWithItsPackets(t *testing.T) {
	f := newFixture(t)
	for _, o := range demo.Organizations() {
		for _, project := range o.Data.Projects {
			g, err := f.svc.ProjectGraph(ctx, o.ID, string(project.ID))
			must(t, err)
			nodes := map[kernel.ID]advancing.NodeType{}
			for _, n := range g.Nodes {
				nodes[n.ID] = n.Type
			}
			sees := map[[2]kernel.ID]bool{}
			for _, e := range g.Edges {
				if nodes[e.Source] == "" || nodes[e.Target] == "" {
					t.Fatalf("%s: edge %s %s → %s has a missing end", project.Code, e.Relation, e.Source, e.Target)
				}
				if e.Relation == advancing.RelSees {
					sees[[2]kernel.ID{e.Source, e.Target}] = true
				}
			}
			for id, typ := range nodes {
				if typ != advancing.NodePacket {
					continue
				}
				p, err := f.svc.Packet(ctx, o.ID, string(id))
				must(t, err)
				page, err := f.svc.Audiences(ctx, o.ID, string(id), kernel.PageRequest{Limit: 100})
				must(t, err)
				for _, a := range page.Data {
					for _, s := range p.Sections {
						if a.Sees(s.ID) != sees[[2]kernel.ID{a.ID, s.ID}] {
							t.Errorf("%s: the graph and the audiences endpoint disagree on %s seeing %s", project.Code, a.Kind, s.Kind)
						}
					}
				}
			}
		}
	}
}

func TestAnotherOrganizationsRecordsAreNotFound(t *testing.T) {
	f := newFixture(t)
	project := demo.Organizations()[0].Data.Projects[0]
	g, err := f.svc.ProjectGraph(ctx, f.org, string(project.ID))
	must(t, err)
	var packet, batch kernel.ID
	for _, n := range g.Nodes {
		switch n.Type {
		case advancing.NodePacket:
			packet = n.ID
		case advancing.NodeSendBatch:
			batch = n.ID
		}
	}
	_, err = f.svc.ProjectGraph(ctx, f.other, string(project.ID))
	wantKind(t, "another organization's project", err, kernel.KindNotFound)
	_, err = f.svc.Packet(ctx, f.other, string(packet))
	wantKind(t, "another organization's packet", err, kernel.KindNotFound)
	_, err = f.svc.TrackingBoard(ctx, f.other, string(batch), advancing.BoardQuery{Page: kernel.PageRequest{Limit: 10}})
	wantKind(t, "another organization's batch", err, kernel.KindNotFound)
	_, err = f.svc.Packet(ctx, f.org, "not-a-uuid")
	wantKind(t, "a malformed id", err, kernel.KindNotFound)
	_, err = f.svc.CreateShell(ctx, f.other, identity.RoleOwner, string(project.ID), advancing.ShellRequest{})
	wantKind(t, "a shell for another organization's project", err, kernel.KindNotFound)
}

func TestOnlyManagersAndAboveCreateShells(t *testing.T) {
	f := newFixture(t)
	var project records.Project
	for _, p := range demo.Organizations()[0].Data.Projects {
		if p.Kind == records.ProjectEvent {
			project = p
		}
	}
	for _, role := range identity.Roles {
		p, err := f.svc.CreateShell(ctx, f.org, role, string(project.ID), advancing.ShellRequest{})
		if role.AtLeast(identity.RoleManager) {
			must(t, err)
			if p.Kind != advancing.KindCorporateEvent || p.Status != advancing.StatusDraft {
				t.Errorf("%s's shell = %s %s", role, p.Kind, p.Status)
			}
			stored, err := f.svc.Packet(ctx, f.org, string(p.ID))
			must(t, err)
			if len(stored.Sections) != len(p.Sections) {
				t.Errorf("stored %d sections, made %d", len(stored.Sections), len(p.Sections))
			}
			continue
		}
		wantKind(t, string(role)+" creating a shell", err, kernel.KindForbidden)
	}
}

func TestListsPageByKeysetWithoutGapsOrRepeats(t *testing.T) {
	f := newFixture(t)
	g, err := f.svc.ProjectGraph(ctx, f.org, string(demo.Organizations()[0].Data.Projects[0].ID))
	must(t, err)
	var packet kernel.ID
	for _, n := range g.Nodes {
		if n.Type == advancing.NodePacket {
			packet = n.ID
			break
		}
	}
	p, err := f.svc.Packet(ctx, f.org, string(packet))
	must(t, err)
	var seen []kernel.ID
	req := kernel.PageRequest{Limit: 3}
	for {
		page, err := f.svc.Sections(ctx, f.org, string(packet), req)
		must(t, err)
		for _, s := range page.Data {
			seen = append(seen, s.ID)
		}
		if !page.HasMore {
			break
		}
		req.Cursor = page.NextCursor
	}
	if len(seen) != len(p.Sections) {
		t.Fatalf("paged %d sections, the packet has %d", len(seen), len(p.Sections))
	}
	for i, s := range p.Sections {
		if seen[i] != s.ID {
			t.Fatalf("section %d out of order", i)
		}
	}
	_, err = f.svc.Audiences(ctx, f.org, string(packet), kernel.PageRequest{Limit: 3, Cursor: req.Cursor})
	wantKind(t, "a sections cursor used on audiences", err, kernel.KindInvalid)
}

func TestEveryDemoBoardMatchesItsRecipients(t *testing.T) {
	f := newFixture(t)
	g, err := f.svc.ProjectGraph(ctx, f.org, string(demo.Organizations()[0].Data.Projects[0].ID))
	must(t, err)
	boards := 0
	for _, n := range g.Nodes {
		if n.Type != advancing.NodeSendBatch {
			continue
		}
		boards++
		var all []advancing.Progress
		q := advancing.BoardQuery{Page: kernel.PageRequest{Limit: 2}}
		var board advancing.Board
		for {
			tb, err := f.svc.TrackingBoard(ctx, f.org, string(n.ID), q)
			must(t, err)
			board = tb.Board
			for _, r := range tb.Recipients.Data {
				all = append(all, r.Progress)
			}
			if !tb.Recipients.HasMore {
				break
			}
			q.Page.Cursor = tb.Recipients.NextCursor
		}
		want := advancing.NewBoard(advancing.TallyOf(all))
		if board.Recipients != want.Recipients || board.Reached[advancing.StageAcknowledged] != want.Reached[advancing.StageAcknowledged] ||
			board.Exits[advancing.StageBounced] != want.Exits[advancing.StageBounced] {
			t.Errorf("board %+v, recomputed from its recipients %+v", board, want)
		}
	}
	if boards == 0 {
		t.Fatal("the demo tour has no send batch")
	}
	_, err = f.svc.TrackingBoard(ctx, f.org, string(g.Nodes[0].ID), advancing.BoardQuery{Stage: "lost"})
	wantKind(t, "an unknown stage", err, kernel.KindInvalid)
}
