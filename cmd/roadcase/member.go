package main

import (
	"context"
	"encoding/json"
	"time"

	"github.com/roadcase/roadcase/core/identity"
)

func cmdMember(ctx context.Context, env environ, args []string) error {
	if len(args) == 0 {
		return usageError("member needs a subcommand: add, list, set-role or remove")
	}
	switch args[0] {
	case "add":
		return cmdMemberAdd(ctx, env, args[1:])
	case "list":
		return cmdMemberList(ctx, env, args[1:])
	case "set-role":
		return cmdMemberSetRole(ctx, env, args[1:])
	case "remove":
		return cmdMemberRemove(ctx, env, args[1:])
	}
	return usageError("unknown member subcommand %q: use add, list, set-role or remove", args[0])
}

// memberView is how the member commands print a member.
type memberView struct {
	Email     string    `json:"email"`
	Name      string    `json:"name"`
	Role      string    `json:"role"`
	CreatedAt time.Time `json:"created_at"`
}

func viewMember(m identity.Member) memberView {
	return memberView{Email: m.Email, Name: m.Name, Role: string(m.Role), CreatedAt: m.CreatedAt}
}

// printJSON writes v to stdout, indented.
func printJSON(env environ, v any) error {
	enc := json.NewEncoder(env.stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// cmdMemberAdd adds a person, created if missing, to an organization.
func cmdMemberAdd(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("member add", env)
	if err != nil {
		return err
	}
	org := fs.String("org", "", "organization slug")
	email := fs.String("email", "", "the person's email")
	name := fs.String("name", "", "the person's name, if they are new (default: the email)")
	role := fs.String("role", "", "viewer, member, manager, admin or owner")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *org == "" || *email == "" || *role == "" {
		return usageError("member add needs --org, --email and --role")
	}
	return withMain(ctx, env, *cfg, false, func(m *Main) error {
		mem, err := m.Identity.AddMember(ctx, identity.NewMember{OrgSlug: *org, Email: *email, Name: *name,
			Role: identity.Role(*role)})
		if err != nil {
			return err
		}
		return printJSON(env, viewMember(mem))
	})
}

// cmdMemberList prints an organization's members by email.
func cmdMemberList(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("member list", env)
	if err != nil {
		return err
	}
	org := fs.String("org", "", "organization slug")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	if *org == "" {
		return usageError("member list needs --org")
	}
	return withMain(ctx, env, *cfg, false, func(m *Main) error {
		members, err := m.Identity.ListMembers(ctx, *org)
		if err != nil {
			return err
		}
		views := make([]memberView, len(members))
		for i, x := range members {
			views[i] = viewMember(x)
		}
		return printJSON(env, map[string]any{"data": views})
	})
}
