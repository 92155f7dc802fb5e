package advancing_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

func TestTheGraphIsConsistentAndDeterministic(t *testing.T) {
	d, project, show := demoProject(t, records.ProjectTour)
	newID := sequence()
	now := time.Date(2026, 9, 1, 10, 0, 0, 0, time.UTC)
	showPacket, err := advancing.NewShell(d, project, advancing.ShellRequest{ShowID: &show.ID}, newID, now)
	if err != nil {
		t.Fatal(err)
	}
	projectPacket, err := advancing.NewShell(d, project, advancing.ShellRequest{}, newID, now.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	batch := advancing.SendBatch{ID: newID(), PacketID: showPacket.ID, AudienceID: showPacket.Audiences[0].ID,
		Subject: "Advance", CreatedAt: now}
	packets := []advancing.Packet{projectPacket, showPacket}
	g := advancing.BuildGraph(project, packets, []advancing.SendBatch{batch}, d.People)

	nodes := map[kernel.ID]advancing.Node{}
	for _, n := range g.Nodes {
		if _, dup := nodes[n.ID]; dup {
			t.Errorf("node %s appears twice", n.ID)
		}
		if n.Label == "" || n.Type == "" {
			t.Errorf("node %s has no label or type", n.ID)
		}
		nodes[n.ID] = n
	}
	sees := map[[2]kernel.ID]bool{}
	for _, e := range g.Edges {
		if _, ok := nodes[e.Source]; !ok {
			t.Errorf("edge %s has no source node", e.Relation)
		}
		if _, ok := nodes[e.Target]; !ok {
			t.Errorf("edge %s has no target node", e.Relation)
		}
		if e.Relation == advancing.RelSees {
			sees[[2]kernel.ID{e.Source, e.Target}] = true
		}
	}
	for _, p := range packets {
		for _, a := range p.Audiences {
			for _, s := range p.Sections {
				if a.Sees(s.ID) != sees[[2]kernel.ID{a.ID, s.ID}] {
					t.Errorf("the graph and audience %s disagree on section %s", a.Kind, s.Kind)
				}
			}
		}
	}
	if g.Nodes[0].Type != advancing.NodeProject || g.Nodes[1].ID != showPacket.ID {
		t.Errorf("the graph does not start with the project and its oldest packet")
	}
	again := advancing.BuildGraph(project, []advancing.Packet{showPacket, projectPacket}, []advancing.SendBatch{batch}, d.People)
	if !reflect.DeepEqual(g, again) {
		t.Error("the graph depends on the order packets are given in")
	}
}
