package app_test

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestAnAddedMemberIsListedAndCanMint(t *testing.T) {
	f := newAppFixture(t)
	ctx := context.Background()
	m, err := f.svc.AddMember(ctx, identity.NewMember{OrgSlug: "acme", Email: " Grace@Example.com ", Role: identity.RoleManager})
	appMust(t, err)
	if m.Email != "grace@example.com" || m.Name != "grace@example.com" || m.Role != identity.RoleManager {
		t.Fatalf("added member = %+v", m)
	}
	list, err := f.svc.ListMembers(ctx, "acme")
	appMust(t, err)
	if len(list) != 2 || list[0].Email != "ada@example.com" || list[1].Email != "grace@example.com" {
		t.Fatalf("members = %+v, want ada then grace", list)
	}
	_, _, err = f.svc.MintToken(ctx, identity.MintInput{OrgSlug: "acme", Email: "grace@example.com", Scopes: []string{"documents:read"}})
	appMust(t, err)
}

func TestAddingAMemberTwiceOrToAnUnknownOrganizationIsRefused(t *testing.T) {
	f := newAppFixture(t)
	ctx := context.Background()
	_, err := f.svc.AddMember(ctx, identity.NewMember{OrgSlug: "acme", Email: "ada@example.com", Role: identity.RoleViewer})
	e := appWantErrorDetail(t, err, kernel.KindConflict, "already_a_member")
	if e.Message == "" {
		t.Error("the conflict does not say why")
	}
	_, err = f.svc.AddMember(ctx, identity.NewMember{OrgSlug: "nope", Email: "bob@example.com", Role: identity.RoleViewer})
	appWantError(t, err, kernel.KindNotFound, "")
	_, err = f.svc.AddMember(ctx, identity.NewMember{OrgSlug: "acme", Email: "bob@example.com", Role: "boss"})
	appWantError(t, err, kernel.KindInvalid, "")
	_, err = f.svc.AddMember(ctx, identity.NewMember{OrgSlug: "acme", Email: "not-an-email", Role: identity.RoleViewer})
	appWantError(t, err, kernel.KindInvalid, "invalid_email")
}

func TestTheOnlyOwnerCanNeitherBeDemotedNorRemoved(t *testing.T) {
	f := newAppFixture(t)
	ctx := context.Background()
	_, err := f.svc.SetRole(ctx, "acme", "ada@example.com", identity.RoleAdmin)
	appWantError(t, err, kernel.KindConflict, "last_owner")
	appWantError(t, f.svc.RemoveMember(ctx, "acme", "ada@example.com"), kernel.KindConflict, "last_owner")

	_, err = f.svc.AddMember(ctx, identity.NewMember{OrgSlug: "acme", Email: "grace@example.com", Role: identity.RoleMember})
	appMust(t, err)
	m, err := f.svc.SetRole(ctx, "acme", "grace@example.com", identity.RoleOwner)
	appMust(t, err)
	if m.Role != identity.RoleOwner {
		t.Fatalf("role = %s, want owner", m.Role)
	}
	m, err = f.svc.SetRole(ctx, "acme", "ada@example.com", identity.RoleViewer)
	appMust(t, err)
	if m.Role != identity.RoleViewer {
		t.Fatalf("ada's role = %s, want viewer once grace owns acme too", m.Role)
	}
}

func TestARemovedMemberLosesTheirTokensAndMembership(t *testing.T) {
	f := newAppFixture(t)
	ctx := context.Background()
	_, err := f.svc.AddMember(ctx, identity.NewMember{OrgSlug: "acme", Email: "grace@example.com", Name: "Grace", Role: identity.RoleManager})
	appMust(t, err)
	secret, _, err := f.svc.MintToken(ctx, identity.MintInput{OrgSlug: "acme", Email: "grace@example.com", Scopes: []string{"documents:read"}})
	appMust(t, err)
	appMust(t, f.svc.RemoveMember(ctx, "acme", "grace@example.com"))

	_, err = f.svc.Authenticate(ctx, secret)
	appWantError(t, err, kernel.KindUnauthenticated, "invalid_token")
	toks, err := f.svc.ListTokens(ctx, "acme", "grace@example.com")
	appMust(t, err)
	if len(toks) != 1 || toks[0].RevokedAt == nil {
		t.Fatalf("grace's tokens = %+v, want one, revoked", toks)
	}
	appWantError(t, f.svc.RemoveMember(ctx, "acme", "grace@example.com"), kernel.KindNotFound, "not_a_member")
	_, err = f.svc.SetRole(ctx, "acme", "grace@example.com", identity.RoleOwner)
	appWantError(t, err, kernel.KindNotFound, "not_a_member")
}
