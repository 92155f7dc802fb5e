// Command roadcase is the one Roadcase binary and its composition root: it reads the
// configuration, opens the store the DSN names, builds the services and adapters, and
// runs one subcommand. Logs go to stderr; stdout carries only a command's result
// (a token, a JSON summary, an export), so it can be piped.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

const usage = `Roadcase: the integration API of a production-management platform.

Usage:
  roadcase serve [--addr ADDR] [--ops-addr ADDR] [--demo]
  roadcase migrate
  roadcase seed demo [--scale N]
  roadcase import --org SLUG [--owner-email EMAIL] FILE   (FILE: .json or .xlsx)
  roadcase import --org SLUG --kind KIND [--project ID|CODE] [--sheet S] [--map 'Header=field,…'] [--as EMAIL] FILE
                                               (FILE: .xlsx or .csv rows of one kind: venues, people, shows, …)
  roadcase export --org SLUG [--format json|xlsx]
  roadcase snapshot take --org SLUG QUERY      (QUERY: report=KEY&… or key=KEY&key=KEY&…)
  roadcase advance packets --org SLUG --as EMAIL
  roadcase advance send --org SLUG --as EMAIL --packet ID --audience ID|KIND [--subject S] [--note N] [--wait 2m]
  roadcase member add --org SLUG --email EMAIL --role ROLE [--name NAME]
  roadcase member list --org SLUG
  roadcase member set-role --org SLUG --email EMAIL --role ROLE
  roadcase member remove --org SLUG --email EMAIL
  roadcase token mint --org SLUG --email EMAIL --scopes a,b [--name N] [--expires-in DURATION]
  roadcase token list --org SLUG --email EMAIL
  roadcase token revoke --org SLUG --id ID
  roadcase mail outbox [--limit N]             (the development outbox, newest first, JSON lines)

Every command takes --db DSN, which overrides ROADCASE_DB. Importing into a new
organization needs --owner-email: its owner, the first member who can mint tokens.
Roles, lowest first: viewer, member, manager, admin, owner.

Configuration (flags override the environment; roadcase help config describes each variable):
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run executes one subcommand and returns the process exit code. It is main without
// the process: tests call it with their own arguments, streams and context.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runIn(ctx, os.Getenv, args, stdin, stdout, stderr)
}

// runIn is run with the environment read through getenv, so that tests can give
// each run its own without changing the process's (and so run in parallel).
func runIn(ctx context.Context, getenv func(string) string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		return help(args, stdout, stderr)
	}
	command, ok := commands[args[0]]
	if !ok {
		_, _ = fmt.Fprintf(stderr, "roadcase: unknown command %q\n\n", args[0])
		_ = writeUsage(stderr) // the exit status says it already; a failing stderr has nowhere to be reported
		return 2
	}
	// The configuration is loaded and checked once, every mistake reported
	// together, before the command runs; flags then override a copy of it.
	cfg, err := config.Load(getenv)
	if err != nil {
		_, _ = fmt.Fprintf(stderr, "roadcase %s: %s\n", args[0], err)
		return 2
	}
	env := environ{stdin: stdin, stdout: stdout, stderr: stderr, cfg: cfg, log: newLogger(stderr, cfg.Log)}
	err = command(ctx, env, args[1:])
	if err != nil {
		_, _ = fmt.Fprintf(stderr, "roadcase %s: %s\n", args[0], describe(err))
		if isUsage(err) {
			return 2
		}
		return 1
	}
	return 0
}

// commands are run's subcommands by name.
var commands = map[string]func(context.Context, environ, []string) error{
	"serve": cmdServe, "migrate": cmdMigrate, "token": cmdToken, "member": cmdMember, "advance": cmdAdvance,
	"seed": cmdSeed, "export": cmdExport, "import": cmdImport, "snapshot": cmdSnapshot, "mail": cmdMail,
}

// writeUsage writes the usage and the configuration's summary, from the
// table of variables (package config). It returns the first error writing to w.
func writeUsage(w io.Writer) error {
	if _, err := io.WriteString(w, usage); err != nil {
		return err
	}
	return config.WriteHelp(w)
}

// help answers roadcase help: the usage, or with "config" every variable in
// full, as the README's table has them. It exits 1 when stdout cannot be
// written, a closed pipe for one.
func help(args []string, stdout, stderr io.Writer) int {
	var err error
	switch {
	case len(args) < 2:
		err = writeUsage(stdout)
	case len(args) == 2 && args[1] == "config":
		err = config.WriteReference(stdout)
	default:
		_, _ = fmt.Fprintf(stderr, "roadcase help: unknown topic %q (roadcase help config describes the configuration)\n", args[1])
		return 2
	}
	if err != nil {
		_, _ = fmt.Fprintf(stderr, "roadcase help: %s\n", err)
		return 1
	}
	return 0
}
