package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/records/demo"
)

// demoCreatedAt is the creation time of the demo organizations and owners: the demo
// dataset's own, so that seeding gives the same data on every run.
var demoCreatedAt = demo.CreatedAt

// timeNow is the wall clock for progress figures; never used for data.
var timeNow = time.Now

// loadDemoAndMintToken loads the demo (idempotently), mints a token with every scope
// for the demo owner and returns the banner that shows it with a curl example.
func loadDemoAndMintToken(ctx context.Context, st *stores, app *application, addr string) (string, error) {
	env := environ{log: app.logger}
	summary, err := seedDemo(ctx, st, app.identity, 0, env)
	if err != nil {
		return "", err
	}
	owner := summary.Organizations[0]
	scopes := make([]string, len(identity.Scopes))
	for i, s := range identity.Scopes {
		scopes[i] = string(s)
	}
	secret, tok, err := app.identity.MintToken(ctx, identity.MintInput{
		OrgSlug: owner.Slug, Email: owner.OwnerEmail, Name: "serve --demo", Scopes: scopes,
	})
	if err != nil {
		return "", err
	}
	base := "http://" + addr
	var b strings.Builder
	fmt.Fprintf(&b, "\nDemo organization %q is ready (owner %s, %d projects, %d shows).\n",
		owner.Slug, owner.OwnerEmail, len(owner.Records["project"]), len(owner.Records["show"]))
	fmt.Fprintf(&b, "Token with every scope, valid until %s (shown once):\n\n  %s\n\n",
		tok.ExpiresAt.Format("2006-01-02"), secret)
	fmt.Fprintf(&b, "Try:\n  export TOKEN=%s\n", secret)
	fmt.Fprintf(&b, "  curl -s -H \"Authorization: Bearer $TOKEN\" %s/api/v1/documents\n", base)
	fmt.Fprintf(&b, "  curl -s %s/api/v1/openapi.json\n\n", base)
	return b.String(), nil
}
