package main

import (
	"context"

	"github.com/roadcase/roadcase/core/identity"
)

// cmdMemberSetRole changes a member's role.
func cmdMemberSetRole(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("member set-role", env)
	if err != nil {
		return err
	}
	org := fs.String("org", "", "organization slug")
	email := fs.String("email", "", "the member's email")
	role := fs.String("role", "", "viewer, member, manager, admin or owner")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *org == "" || *email == "" || *role == "" {
		return usageError("member set-role needs --org, --email and --role")
	}
	return withMain(ctx, env, *cfg, false, func(m *Main) error {
		mem, err := m.Identity.SetRole(ctx, *org, *email, identity.Role(*role))
		if err != nil {
			return err
		}
		return printJSON(env, viewMember(mem))
	})
}

// cmdMemberRemove ends a membership; the member's tokens there are revoked with it.
func cmdMemberRemove(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("member remove", env)
	if err != nil {
		return err
	}
	org := fs.String("org", "", "organization slug")
	email := fs.String("email", "", "the member's email")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *org == "" || *email == "" {
		return usageError("member remove needs --org and --email")
	}
	return withMain(ctx, env, *cfg, false, func(m *Main) error {
		if err := m.Identity.RemoveMember(ctx, *org, *email); err != nil {
			return err
		}
		env.log.Info("member removed; their tokens in the organization are revoked", "org", *org, "email", *email)
		return nil
	})
}
