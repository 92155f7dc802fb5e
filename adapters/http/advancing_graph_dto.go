package http

import "github.com/roadcase/roadcase/core/advancing"

// PacketGraphType is the type of every packet graph, in the graph's type member.
const PacketGraphType = "roadcase.advance-packets"

// PacketGraphDocument is a project's advance packet graph as a JSON Graph Format
// (JGF, version 1) document: one graph with a nodes array and an edges array.
type PacketGraphDocument struct {
	// The graph.
	Graph PacketGraph `json:"graph" binding:"required"`
}

// PacketGraph is a project with its packets, their sections, audiences and send
// batches, and the contacts in the audiences, with typed, directed edges between them.
type PacketGraph struct {
	// Always true: every edge reads source, relation, target.
	Directed bool `json:"directed" binding:"required" example:"true"`
	// Always roadcase.advance-packets.
	Type string `json:"type" binding:"required" example:"roadcase.advance-packets"`
	// The graph's name for people.
	Label string `json:"label" binding:"required" example:"Advance packets of The Night Owls: Winter Tour 2026"`
	// The project first, then each packet (oldest first) followed by its sections, audiences and send batches, then the contacts by name.
	Nodes []PacketGraphNode `json:"nodes" binding:"required"`
	// The edges, in the order a walk of the nodes meets them.
	Edges []PacketGraphEdge `json:"edges" binding:"required"`
}

// PacketGraphNode is one vertex of the packet graph.
type PacketGraphNode struct {
	// The identifier of the record the node stands for (a contact's is the person's).
	ID string `json:"id" binding:"required" format:"uuid" example:"5f0c2a9e-8b1d-4c3e-9a7f-2d6e4b1c8a90"`
	// What the node stands for.
	Type string `json:"type" binding:"required" extensions:"x-roadcase-enum=PacketGraphNodeType"`
	// The node's name for people: the project's name, a packet's or section's title, an audience's label, a person's name or a batch's subject.
	Label string `json:"label" binding:"required" example:"Advance: The Night Owls at Paradiso, 2026-12-04"`
	// What the record behind the node says of itself.
	Metadata PacketGraphNodeMetadata `json:"metadata" binding:"required"`
}

// PacketGraphNodeMetadata is what a node's record says of itself; each member is
// null on the node types it does not apply to.
type PacketGraphNodeMetadata struct {
	// The project's kind (tour, festival, event, production), or the packet's, section's or audience's kind; null for contacts and send batches.
	Kind *string `json:"kind" binding:"required" extensions:"x-nullable" example:"club_show"`
	// The project's, packet's or section's status; null for audiences, contacts and send batches.
	Status *string `json:"status" binding:"required" extensions:"x-nullable" example:"in_progress"`
	// Whether the section is required; null for every node that is not a section.
	Required *bool `json:"required" binding:"required" extensions:"x-nullable" example:"true"`
}

// PacketGraphEdge is one typed, directed link between two nodes.
type PacketGraphEdge struct {
	// The node the edge leaves.
	Source string `json:"source" binding:"required" format:"uuid" example:"3c5e7a9b-4d6f-4a8c-9e1b-2f4a6c8e0b1d"`
	// The node the edge reaches.
	Target string `json:"target" binding:"required" format:"uuid" example:"9d2f4a6c-1b3e-4d5f-8a7c-6e0b2d4f1a3c"`
	// What the edge says, read "source relation target".
	Relation string `json:"relation" binding:"required" extensions:"x-roadcase-enum=PacketGraphRelation"`
}

func toPacketGraphDocument(g advancing.Graph) PacketGraphDocument {
	return PacketGraphDocument{Graph: PacketGraph{Directed: true, Type: PacketGraphType, Label: g.Label,
		Nodes: mapSlice(g.Nodes, toPacketGraphNode),
		Edges: mapSlice(g.Edges, func(e advancing.Edge) PacketGraphEdge {
			return PacketGraphEdge{Source: string(e.Source), Target: string(e.Target), Relation: string(e.Relation)}
		})}}
}

func toPacketGraphNode(n advancing.Node) PacketGraphNode {
	return PacketGraphNode{ID: string(n.ID), Type: string(n.Type), Label: n.Label,
		Metadata: PacketGraphNodeMetadata{Kind: stringOrNil(n.Kind), Status: stringOrNil(n.Status), Required: n.Required}}
}

func stringOrNil(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
