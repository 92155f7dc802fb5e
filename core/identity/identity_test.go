package identity_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestParseScopesAcceptsExactlyTheFiveScopes(t *testing.T) {
	t.Parallel()
	got, err := identity.ParseScopes([]string{"reports:read", " documents:read", "reports:read"})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0] != identity.ScopeDocumentsRead || got[1] != identity.ScopeReportsRead {
		t.Fatalf("scopes = %v, want a sorted set without duplicates", got)
	}
	if len(identity.Scopes) != 5 {
		t.Fatalf("there are %d scopes, the spec names five", len(identity.Scopes))
	}
}

func TestParseScopesNamesTheBadScopeAndListsTheValidOnes(t *testing.T) {
	t.Parallel()
	_, err := identity.ParseScopes([]string{"documents:read", "document:write", "admin"})
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != kernel.KindInvalid || e.Code != "invalid_scope" {
		t.Fatalf("err = %v, want an invalid_scope error", err)
	}
	for _, want := range []string{`"document:write"`, `"admin"`, "documents:read, documents:write, reports:read, advancing:read, advancing:write"} {
		if !strings.Contains(e.Message, want) {
			t.Errorf("message %q does not contain %s", e.Message, want)
		}
	}
	if len(e.Fields) != 2 || e.Fields[0].Pointer != "/scopes/1" || e.Fields[1].Pointer != "/scopes/2" {
		t.Errorf("fields = %+v, want pointers at the two bad scopes", e.Fields)
	}
}

func TestParseScopesRefusesAnEmptyList(t *testing.T) {
	t.Parallel()
	if _, err := identity.ParseScopes(nil); !kernel.IsKind(err, kernel.KindInvalid) {
		t.Fatalf("err = %v, want invalid", err)
	}
}

func TestSecretsCarryEntropyAndAChecksum(t *testing.T) {
	t.Parallel()
	s := identity.NewSecret()
	if !strings.HasPrefix(s, identity.TokenPrefix) || !identity.CheckSecretFormat(s) {
		t.Fatalf("fresh secret %q fails its own format check", s)
	}
	if s == identity.NewSecret() {
		t.Fatal("two secrets are equal")
	}
	// Flip one character of the random part: the checksum must catch it.
	i := len(identity.TokenPrefix) + 3
	flipped := s[:i] + string(other(s[i])) + s[i+1:]
	cases := map[string]string{
		"a flipped character": flipped,
		"a truncated secret":  s[:len(s)-1],
		"a wrong prefix":      "rc_xxx_" + s[len(identity.TokenPrefix):],
		"a non-base62 byte":   s[:i] + "-" + s[i+1:],
		"an empty string":     "",
	}
	for name, bad := range cases {
		if identity.CheckSecretFormat(bad) {
			t.Errorf("%s passed the format check: %q", name, bad)
		}
	}
}

func TestOnlyTheHashOfASecretIsKept(t *testing.T) {
	t.Parallel()
	s := identity.NewSecret()
	h := identity.HashSecret(s)
	if len(h) != 64 || strings.Contains(h, s[len(identity.TokenPrefix):]) {
		t.Fatalf("hash %q is not a hex SHA-256 independent of the secret", h)
	}
	if identity.HashSecret(s) != h {
		t.Fatal("hashing is not deterministic")
	}
	if identity.SecretHint(s) != s[len(s)-4:] {
		t.Fatal("hint must be the last four characters")
	}
}

func TestRolesAreOrdered(t *testing.T) {
	t.Parallel()
	cases := []struct {
		role, min identity.Role
		want      bool
	}{
		{identity.RoleOwner, identity.RoleManager, true},
		{identity.RoleAdmin, identity.RoleManager, true},
		{identity.RoleManager, identity.RoleManager, true},
		{identity.RoleMember, identity.RoleManager, false},
		{identity.RoleViewer, identity.RoleManager, false},
		{identity.Role("superuser"), identity.RoleViewer, false},
	}
	for _, c := range cases {
		if got := c.role.AtLeast(c.min); got != c.want {
			t.Errorf("%s.AtLeast(%s) = %v", c.role, c.min, got)
		}
	}
	if _, err := identity.ParseRole("boss"); err == nil {
		t.Error("an unknown role was accepted")
	}
}

func TestOrganizationValidation(t *testing.T) {
	t.Parallel()
	ok := identity.Organization{Slug: "demo", Name: "Demo", Currency: "EUR", TimeZone: "Europe/Berlin"}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	bad := identity.Organization{Slug: "Demo Org", Currency: "eur", TimeZone: "Mars/Olympus"}
	e, _ := kernel.AsError(bad.Validate())
	if e == nil || len(e.Fields) != 4 {
		t.Fatalf("err = %+v, want four field errors (slug, name, currency, zone)", e)
	}
}

func other(b byte) byte {
	if b == 'a' {
		return 'b'
	}
	return 'a'
}
