package main

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

func TestTokenMintPrintsTheTokenAloneOnStdout(t *testing.T) {
	t.Parallel()
	db := seededDSN(t)
	r := mustRun(t, db, "token", "mint", "--org", "demo", "--email", "demo@example.com",
		"--scopes", "documents:read,reports:read", "--name", "ci", "--expires-in", "720h")
	secret := strings.TrimSuffix(r.stdout, "\n")
	if strings.Contains(secret, "\n") || !identity.CheckSecretFormat(secret) {
		t.Fatalf("stdout = %q, want one well-formed token", r.stdout)
	}
	if strings.Contains(r.stderr, secret) {
		t.Fatal("the token appeared in the logs")
	}

	list := mustRun(t, db, "token", "list", "--org", "demo", "--email", "demo@example.com")
	if strings.Contains(list.stdout, secret) || strings.Contains(list.stdout, identity.HashSecret(secret)) {
		t.Fatal("token list shows the secret or its hash")
	}
	if !strings.Contains(list.stdout, `"name": "ci"`) || !strings.Contains(list.stdout, `"reports:read"`) {
		t.Fatalf("token list does not show the minted token:\n%s", list.stdout)
	}
}

func TestTokenMintRefusesAnInvalidScopeNamingIt(t *testing.T) {
	t.Parallel()
	db := seededDSN(t)
	r := roadcase(t, db, "token", "mint", "--org", "demo", "--email", "demo@example.com",
		"--scopes", "documents:read,documents:wrtie")
	if r.code == 0 {
		t.Fatal("minting with a misspelt scope succeeded")
	}
	if r.stdout != "" {
		t.Fatalf("stdout = %q, want nothing", r.stdout)
	}
	for _, want := range []string{`"documents:wrtie"`, "documents:write", "advancing:write"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr does not contain %s:\n%s", want, r.stderr)
		}
	}
	list := mustRun(t, db, "token", "list", "--org", "demo", "--email", "demo@example.com")
	if strings.Contains(list.stdout, `"id"`) {
		t.Fatalf("a refused mint stored a token:\n%s", list.stdout)
	}
}

func TestTokenRevokeNeedsTheTokensOrganization(t *testing.T) {
	t.Parallel()
	db := seededDSN(t)
	r := roadcase(t, db, "token", "revoke", "--org", "demo", "--id", "2ed6657d-e927-568b-95e1-2665a8aea6a2")
	if r.code == 0 || !strings.Contains(r.stderr, "not found") {
		t.Fatalf("revoking an unknown token: exit %d, stderr %q", r.code, r.stderr)
	}
}

func TestUnknownCommandsAreUsageErrors(t *testing.T) {
	t.Parallel()
	r := roadcase(t, sqliteDSN(t), "frobnicate")
	if r.code != 2 || !strings.Contains(r.stderr, "Usage:") {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
}

func TestTokenRevokeMarksTheTokenRevoked(t *testing.T) {
	t.Parallel()
	db := seededDSN(t)
	mustRun(t, db, "token", "mint", "--org", "demo", "--email", "demo@example.com", "--scopes", "reports:read")
	var list struct {
		Data []tokenView `json:"data"`
	}
	mustJSON(t, mustRun(t, db, "token", "list", "--org", "demo", "--email", "demo@example.com").stdout, &list)
	if len(list.Data) != 1 || list.Data[0].RevokedAt != nil {
		t.Fatalf("tokens before revoking = %+v", list.Data)
	}
	mustRun(t, db, "token", "revoke", "--org", "demo", "--id", list.Data[0].ID)
	mustJSON(t, mustRun(t, db, "token", "list", "--org", "demo", "--email", "demo@example.com").stdout, &list)
	if list.Data[0].RevokedAt == nil {
		t.Fatal("the revoked token has no revoked_at")
	}
	if r := roadcase(t, db, "token", "revoke", "--org", "harbour-events", "--id", list.Data[0].ID); r.code == 0 {
		t.Fatal("another organization could revoke the token")
	}
}

func TestMigrateCreatesTheSchemaAndIsRepeatable(t *testing.T) {
	t.Parallel()
	db := sqliteDSN(t)
	mustRun(t, db, "migrate")
	mustRun(t, db, "migrate")
	// The schema is there: an export of a missing organization is a clean not-found,
	// not a missing-table error.
	r := roadcase(t, db, "export", "--org", "demo")
	if r.code == 0 || !strings.Contains(r.stderr, "not found") {
		t.Fatalf("export after migrate: exit %d, %q", r.code, r.stderr)
	}
}
