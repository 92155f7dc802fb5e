package main

import (
	"context"
	"crypto/rand"
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/records"
)

// demoTokenName names the token serve --demo prints. Each start replaces the token
// of this name that the last start printed, so restarts do not pile up live
// all-scope tokens.
const demoTokenName = "serve --demo"

// loadDemo loads the demo (idempotently), mints a token with every scope for the
// demo owner in place of the previous start's, gives the owner a new random
// password (ending the last start's sessions), and returns the banner that shows
// both with the sign-in address and a curl example.
func (m *Main) loadDemo(ctx context.Context, addr, publicURL string) (string, error) {
	seeded, err := m.Records.SeedDemo(ctx, 0, nil)
	if err != nil {
		return "", err
	}
	if err := m.Advancing.SeedDemo(ctx, 0); err != nil {
		return "", fmt.Errorf("seed advancing: %w", err)
	}
	if err := m.Reporting.SeedDemo(ctx); err != nil {
		return "", fmt.Errorf("seed snapshots: %w", err)
	}
	owner := seeded[0]
	scopes := make([]string, len(identity.Scopes))
	for i, s := range identity.Scopes {
		scopes[i] = string(s)
	}
	secret, tok, err := m.Identity.ReplaceToken(ctx, identity.MintInput{
		OrgSlug: owner.Slug, Email: owner.OwnerEmail, Name: demoTokenName, Scopes: scopes,
	})
	if err != nil {
		return "", err
	}
	password := demoPassword()
	if err := m.Accounts.SetPassword(ctx, owner.OwnerEmail, password); err != nil {
		return "", fmt.Errorf("demo owner's password: %w", err)
	}
	base := "http://" + addr
	var b strings.Builder
	fmt.Fprintf(&b, "\nDemo organization %q is ready (owner %s, %d projects, %d shows).\n",
		owner.Slug, owner.OwnerEmail, len(owner.IDs[records.KindProject]), len(owner.IDs[records.KindShow]))
	fmt.Fprintf(&b, "Sign in at %s/signin as %s with the password (new at every start):\n\n  %s\n\n",
		publicURL, owner.OwnerEmail, password)
	fmt.Fprintf(&b, "Token with every scope, valid until %s (shown once; the next start replaces it):\n\n  %s\n\n",
		tok.ExpiresAt.Format("2006-01-02"), secret)
	fmt.Fprintf(&b, "Try:\n  export TOKEN=%s\n", secret)
	fmt.Fprintf(&b, "  curl -s -H \"Authorization: Bearer $TOKEN\" %s/api/v1/documents\n", base)
	fmt.Fprintf(&b, "  curl -s %s/api/v1/openapi.json\n", base)
	fmt.Fprintf(&b, "API reference: %s/docs\n\n", publicURL)
	return b.String(), nil
}

// demoPassword returns a random password for the demo owner: four groups of five
// lower-case letters and digits (100 bits: 20 characters of 32), easy to type from the banner.
func demoPassword() string {
	const alphabet = "abcdefghijkmnpqrstuvwxyz23456789" // no l, o, 0, 1
	var groups [4]string
	for i := range groups {
		var g [5]byte
		_, _ = rand.Read(g[:]) // crypto/rand.Read never fails (Go 1.24)
		for j := range g {
			g[j] = alphabet[g[j]%32] // 32 letters: every one equally likely
		}
		groups[i] = string(g[:])
	}
	return strings.Join(groups[:], "-")
}
