package main

import (
	"context"
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
// demo owner in place of the previous start's, and returns the banner that shows it
// with a curl example.
func (m *Main) loadDemo(ctx context.Context, addr string) (string, error) {
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
	base := "http://" + addr
	var b strings.Builder
	fmt.Fprintf(&b, "\nDemo organization %q is ready (owner %s, %d projects, %d shows).\n",
		owner.Slug, owner.OwnerEmail, len(owner.IDs[records.KindProject]), len(owner.IDs[records.KindShow]))
	fmt.Fprintf(&b, "Token with every scope, valid until %s (shown once; the next start replaces it):\n\n  %s\n\n",
		tok.ExpiresAt.Format("2006-01-02"), secret)
	fmt.Fprintf(&b, "Try:\n  export TOKEN=%s\n", secret)
	fmt.Fprintf(&b, "  curl -s -H \"Authorization: Bearer $TOKEN\" %s/api/v1/documents\n", base)
	fmt.Fprintf(&b, "  curl -s %s/api/v1/openapi.json\n\n", base)
	return b.String(), nil
}
