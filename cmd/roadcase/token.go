package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

func cmdToken(ctx context.Context, env environ, args []string) error {
	if len(args) == 0 {
		return usageError("token needs a subcommand: mint, list or revoke")
	}
	switch args[0] {
	case "mint":
		return cmdTokenMint(ctx, env, args[1:])
	case "list":
		return cmdTokenList(ctx, env, args[1:])
	case "revoke":
		return cmdTokenRevoke(ctx, env, args[1:])
	}
	return usageError("unknown token subcommand %q: use mint, list or revoke", args[0])
}

// cmdTokenMint prints the new token alone on stdout; it is shown this once.
func cmdTokenMint(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("token mint", env)
	if err != nil {
		return err
	}
	org := fs.String("org", "", "organization slug")
	email := fs.String("email", "", "the member's email")
	scopes := fs.String("scopes", "", "comma-separated scopes")
	name := fs.String("name", "", "a name to tell the token apart")
	expiresIn := fs.Duration("expires-in", 0, "lifetime, e.g. 720h (default 90 days, at most 366 days)")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *org == "" || *email == "" || *scopes == "" {
		return usageError("token mint needs --org, --email and --scopes")
	}
	return withMain(ctx, env, *cfg, false, func(m *Main) error {
		secret, tok, err := m.Identity.MintToken(ctx, identity.MintInput{
			OrgSlug: *org, Email: *email, Name: *name,
			Scopes: strings.Split(*scopes, ","), ExpiresIn: *expiresIn,
		})
		if err != nil {
			return err
		}
		env.log.Info("token minted", "token_id", tok.ID, "expires_at", tok.ExpiresAt.Format(time.RFC3339))
		// The secret is shown only here: a failed write loses the token, so say so.
		if _, err := fmt.Fprintln(env.stdout, secret); err != nil {
			return fmt.Errorf("print the token's secret: %w", err)
		}
		return nil
	})
}

// tokenView is what `token list` prints: everything but the secret, which is not
// stored, and the hash, which is nobody's business.
type tokenView struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Scopes     []string   `json:"scopes"`
	Hint       string     `json:"hint"`
	CreatedAt  time.Time  `json:"created_at"`
	ExpiresAt  time.Time  `json:"expires_at"`
	RevokedAt  *time.Time `json:"revoked_at,omitempty"`
	LastUsedAt *time.Time `json:"last_used_at,omitempty"`
}

func cmdTokenList(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("token list", env)
	if err != nil {
		return err
	}
	org := fs.String("org", "", "organization slug")
	email := fs.String("email", "", "the member's email")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *org == "" || *email == "" {
		return usageError("token list needs --org and --email")
	}
	return withMain(ctx, env, *cfg, false, func(m *Main) error {
		toks, err := m.Identity.ListTokens(ctx, *org, *email)
		if err != nil {
			return err
		}
		views := make([]tokenView, 0, len(toks))
		for _, t := range toks {
			v := tokenView{ID: t.ID.String(), Name: t.Name, Hint: "…" + t.Hint,
				CreatedAt: t.CreatedAt, ExpiresAt: t.ExpiresAt, RevokedAt: t.RevokedAt, LastUsedAt: t.LastUsedAt}
			for _, s := range t.Scopes {
				v.Scopes = append(v.Scopes, string(s))
			}
			views = append(views, v)
		}
		enc := json.NewEncoder(env.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(map[string]any{"data": views})
	})
}

func cmdTokenRevoke(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("token revoke", env)
	if err != nil {
		return err
	}
	org := fs.String("org", "", "organization slug")
	id := fs.String("id", "", "the token's id (from token list)")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *org == "" || *id == "" {
		return usageError("token revoke needs --org and --id")
	}
	tokenID, err := kernel.ParseID(*id)
	if err != nil {
		return err
	}
	return withMain(ctx, env, *cfg, false, func(m *Main) error {
		if err := m.Identity.RevokeToken(ctx, *org, tokenID); err != nil {
			return err
		}
		env.log.Info("token revoked", "token_id", tokenID)
		return nil
	})
}
