package app_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/advancing/app"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/demo"
)

// workspaceFor returns the workspace over the fixture and the actor who owns the
// demo organization.
func workspaceFor(t *testing.T, f *fixture) (*app.Workspace, identity.Actor) {
	t.Helper()
	w := app.NewWorkspace(f.b.Advancing(), f.b.Records(), f.b.Identity())
	owner, err := f.b.Identity().FindUserByEmail(ctx, demo.Organizations()[0].OwnerEmail)
	must(t, err)
	return w, identity.Actor{OrgID: f.org, UserID: owner.ID}
}

// TestWorkspaceListsProjectsWithTheirPackets lists the demo organization's
// projects by start date, each with its seeded packets, and nothing for a person
// who is not a member.
func TestWorkspaceListsProjectsWithTheirPackets(t *testing.T) {
	f := newFixture(t)
	w, actor := workspaceFor(t, f)
	projects, err := w.Projects(ctx, actor)
	must(t, err)
	if len(projects) == 0 {
		t.Fatal("no projects")
	}
	packets := 0
	for i, p := range projects {
		packets += len(p.Packets)
		for _, pk := range p.Packets {
			if pk.ProjectID != p.ProjectID || pk.OrgID != f.org {
				t.Errorf("packet %s listed under project %s", pk.ID, p.ProjectID)
			}
		}
		if i > 0 && p.StartsOn.Before(*projects[i-1].StartsOn) {
			t.Errorf("projects out of start order at %d", i)
		}
	}
	if packets == 0 {
		t.Error("the demo's packets are not listed")
	}
	_, err = w.Projects(ctx, identity.Actor{OrgID: f.org, UserID: kernel.NewID()})
	wantKind(t, "a stranger", err, kernel.KindNotFound)
	_, err = w.Projects(ctx, identity.Actor{OrgID: f.other, UserID: actor.UserID})
	wantKind(t, "another organization", err, kernel.KindNotFound)
}

// TestWorkspaceContactsAreTheOrganizationsPeopleByName lists the people an
// audience may hold, sorted by name, and refuses another organization's packet.
func TestWorkspaceContactsAreTheOrganizationsPeopleByName(t *testing.T) {
	f := newFixture(t)
	w, actor := workspaceFor(t, f)
	projects, err := w.Projects(ctx, actor)
	must(t, err)
	var packet kernel.ID
	for _, p := range projects {
		if len(p.Packets) > 0 {
			packet = p.Packets[0].ID
			break
		}
	}
	contacts, err := w.Contacts(ctx, actor, packet)
	must(t, err)
	if len(contacts) == 0 {
		t.Fatal("no contacts")
	}
	withEmail := 0
	for i, c := range contacts {
		if c.Email != "" {
			withEmail++
		}
		if i > 0 && strings.ToLower(c.Name) < strings.ToLower(contacts[i-1].Name) {
			t.Errorf("contacts out of name order at %d: %q after %q", i, c.Name, contacts[i-1].Name)
		}
	}
	if withEmail == 0 {
		t.Error("no contact has an e-mail address")
	}
	_, err = w.Contacts(ctx, identity.Actor{OrgID: f.other, UserID: actor.UserID}, packet)
	wantKind(t, "another organization's packet", err, kernel.KindNotFound)
}
