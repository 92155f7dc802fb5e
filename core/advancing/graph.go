package advancing

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Graph is a project's packet graph in the shape of the JSON Graph Format (JGF,
// version 1: a graph with a nodes array and an edges array whose members carry
// source, target and relation), so that a graph library loads it as is. Nodes and
// edges come in a deterministic order: the project, then each packet (oldest first)
// followed by its sections, audiences and send batches, then the contacts by name;
// edges in the order that walk meets them.
type Graph struct {
	Label string
	Nodes []Node
	Edges []Edge
}

// NodeType is what a graph node stands for.
type NodeType string

// The node types.
const (
	NodeProject   NodeType = "project"
	NodePacket    NodeType = "packet"
	NodeSection   NodeType = "section"
	NodeAudience  NodeType = "audience"
	NodeContact   NodeType = "contact"
	NodeSendBatch NodeType = "send_batch"
)

// Relation is what an edge says about its two ends.
type Relation string

// The edge relations, each read "source relation target".
const (
	RelHasPacket    Relation = "has_packet"     // project → packet
	RelHasSection   Relation = "has_section"    // packet → section
	RelHasAudience  Relation = "has_audience"   // packet → audience
	RelSees         Relation = "sees"           // audience → section
	RelMemberOf     Relation = "member_of"      // contact → audience
	RelHasSendBatch Relation = "has_send_batch" // packet → send batch
	RelSentTo       Relation = "sent_to"        // send batch → audience
)

// Node is one vertex of the graph. Status, Kind and Required are set for the node
// types they apply to and empty otherwise.
type Node struct {
	ID       kernel.ID
	Type     NodeType
	Label    string
	Kind     string // packet, section or audience kind
	Status   string // packet or section status
	Required *bool  // sections only
}

// Edge is one typed, directed link between two nodes.
type Edge struct {
	Source   kernel.ID
	Target   kernel.ID
	Relation Relation
}

// BuildGraph lays out the graph of project's packets, their send batches and the
// people their audiences name (people gives their names; a person missing from it
// is labelled by id).
func BuildGraph(project records.Project, packets []Packet, batches []SendBatch, people []records.Person) Graph {
	g := Graph{Label: fmt.Sprintf("Advance packets of %s", project.Name)}
	g.Nodes = append(g.Nodes, Node{ID: project.ID, Type: NodeProject, Label: project.Name, Kind: string(project.Kind),
		Status: string(project.Status)})
	packets = slices.Clone(packets)
	slices.SortStableFunc(packets, func(a, b Packet) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	contacts := map[kernel.ID]bool{}
	for _, p := range packets {
		g.addPacket(project, p, batchesOf(batches, p.ID), contacts)
	}
	g.addContacts(contacts, people)
	return g
}

func (g *Graph) addPacket(project records.Project, p Packet, batches []SendBatch, contacts map[kernel.ID]bool) {
	g.Nodes = append(g.Nodes, Node{ID: p.ID, Type: NodePacket, Label: p.Title, Kind: string(p.Kind), Status: string(p.Status)})
	g.Edges = append(g.Edges, Edge{project.ID, p.ID, RelHasPacket})
	for _, s := range p.Sections {
		req := s.Required
		g.Nodes = append(g.Nodes, Node{ID: s.ID, Type: NodeSection, Label: s.Title, Kind: string(s.Kind),
			Status: string(s.Status), Required: &req})
		g.Edges = append(g.Edges, Edge{p.ID, s.ID, RelHasSection})
	}
	for _, a := range p.Audiences {
		g.Nodes = append(g.Nodes, Node{ID: a.ID, Type: NodeAudience, Label: a.Label, Kind: string(a.Kind)})
		g.Edges = append(g.Edges, Edge{p.ID, a.ID, RelHasAudience})
		for _, s := range a.Sections {
			g.Edges = append(g.Edges, Edge{a.ID, s, RelSees})
		}
		for _, c := range a.Contacts {
			contacts[c] = true
			g.Edges = append(g.Edges, Edge{c, a.ID, RelMemberOf})
		}
	}
	for _, b := range batches {
		g.Nodes = append(g.Nodes, Node{ID: b.ID, Type: NodeSendBatch, Label: b.Subject})
		g.Edges = append(g.Edges, Edge{p.ID, b.ID, RelHasSendBatch}, Edge{b.ID, b.AudienceID, RelSentTo})
	}
}

// addContacts adds a node for every person an audience names, by name then id.
func (g *Graph) addContacts(ids map[kernel.ID]bool, people []records.Person) {
	names := make(map[kernel.ID]string, len(people))
	for _, p := range people {
		names[p.ID] = p.FullName()
	}
	var nodes []Node
	for id := range ids {
		label, ok := names[id]
		if !ok || label == "" {
			label = "Contact " + string(id)
		}
		nodes = append(nodes, Node{ID: id, Type: NodeContact, Label: label})
	}
	slices.SortFunc(nodes, func(a, b Node) int { return cmp.Or(cmp.Compare(a.Label, b.Label), cmp.Compare(a.ID, b.ID)) })
	g.Nodes = append(g.Nodes, nodes...)
}

// batchesOf returns the batches of packet, oldest first.
func batchesOf(batches []SendBatch, packet kernel.ID) []SendBatch {
	var out []SendBatch
	for _, b := range batches {
		if b.PacketID == packet {
			out = append(out, b)
		}
	}
	slices.SortStableFunc(out, func(a, b SendBatch) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	return out
}
