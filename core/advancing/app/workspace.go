package app

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// Workspace is the read side of the platform's advancing pages. It implements
// ports.AdvanceWorkspace.
type Workspace struct {
	store   ports.PacketStore
	records ports.ProjectLister
	members ports.MembershipFinder
}

var _ ports.AdvanceWorkspace = (*Workspace)(nil)

// NewWorkspace returns the advancing pages' reads over the advancing store, the
// records and the memberships.
func NewWorkspace(store ports.PacketStore, rec ports.ProjectLister, members ports.MembershipFinder) *Workspace {
	return &Workspace{store: store, records: rec, members: members}
}

// member checks that the actor belongs to their organization now. Someone who
// does not is told the organization does not exist, like anyone else.
func (w *Workspace) member(ctx context.Context, actor identity.Actor) error {
	if _, err := w.members.FindMembership(ctx, actor.OrgID, actor.UserID); kernel.IsKind(err, kernel.KindNotFound) {
		return kernel.NotFound("organization")
	} else if err != nil {
		return err
	}
	return nil
}

// Projects lists the actor's organization's projects by start date, each with
// its packets, oldest first.
func (w *Workspace) Projects(ctx context.Context, actor identity.Actor) ([]advancing.ProjectPackets, error) {
	if err := w.member(ctx, actor); err != nil {
		return nil, err
	}
	projects, err := w.records.FindProjects(ctx, actor.OrgID)
	if err != nil {
		return nil, err
	}
	out := make([]advancing.ProjectPackets, 0, len(projects))
	for _, p := range projects {
		packets, err := w.store.FindPackets(ctx, actor.OrgID, p.ID)
		if err != nil {
			return nil, err
		}
		starts, ends := p.StartsOn, p.EndsOn
		out = append(out, advancing.ProjectPackets{ProjectID: p.ID, Name: p.Name, StartsOn: &starts,
			EndsOn: &ends, Packets: packets})
	}
	return out, nil
}

// ProjectPackets lists one project's packets, oldest first. A project of
// another organization has none.
func (w *Workspace) ProjectPackets(ctx context.Context, actor identity.Actor, project kernel.ID) ([]advancing.Packet, error) {
	if err := w.member(ctx, actor); err != nil {
		return nil, err
	}
	return w.store.FindPackets(ctx, actor.OrgID, project)
}

// Contacts lists the people records of the packet's organization, by name then
// e-mail, with the job title as their role.
func (w *Workspace) Contacts(ctx context.Context, actor identity.Actor, packetID kernel.ID) ([]advancing.Contact, error) {
	if err := w.member(ctx, actor); err != nil {
		return nil, err
	}
	p, err := w.store.FindPacket(ctx, actor.OrgID, packetID)
	if err != nil {
		return nil, err
	}
	ds, err := w.records.LoadDataset(ctx, actor.OrgID, records.DatasetFilter{ProjectID: p.ProjectID})
	if err != nil {
		return nil, err
	}
	out := make([]advancing.Contact, 0, len(ds.People))
	for _, person := range ds.People {
		out = append(out, advancing.Contact{ID: person.ID, Name: person.FullName(),
			Email: strings.TrimSpace(person.Email), Role: person.Title})
	}
	slices.SortFunc(out, func(a, b advancing.Contact) int {
		return cmp.Or(strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)), strings.Compare(a.Email, b.Email))
	})
	return out, nil
}
