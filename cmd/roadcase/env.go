package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"github.com/roadcase/roadcase/adapters/redact"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/core/kernel"
)

// environ carries a command's streams, its configuration and its logger.
type environ struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// cfg is the configuration run loaded once from the environment, before
	// any flag; commandFlags gives each command a copy its flags override.
	cfg config.Config
	log *slog.Logger
}

// loadConfig loads and checks the configuration from the process's
// environment (package config), every mistake at once.
func loadConfig() (config.Config, error) { return config.FromEnvironment() }

// newLogger logs to w as text or JSON at the configured level, every line
// through redact.Handler, so that no bearer secret (ticket, portal token, pay
// link, access token) reaches a log at any level, whoever logs it.
func newLogger(w io.Writer, c config.Log) *slog.Logger {
	opts := &slog.HandlerOptions{Level: c.Level}
	if c.JSON {
		return slog.New(redact.Handler(slog.NewJSONHandler(w, opts)))
	}
	return slog.New(redact.Handler(slog.NewTextHandler(w, opts)))
}

// newFlags returns a flag set that reports errors instead of exiting.
func newFlags(name string, env environ) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(env.stderr)
	return fs
}

type usageErr struct{ msg string }

func (e usageErr) Error() string { return e.msg }

func usageError(format string, a ...any) error { return usageErr{fmt.Sprintf(format, a...)} }

// isUsage reports whether err is the caller's mistake (exit status 2): a bad
// flag or argument, or a mistake in the configuration.
func isUsage(err error) bool {
	var u usageErr
	var c config.Errors
	return errors.As(err, &u) || errors.As(err, &c) || errors.Is(err, flag.ErrHelp)
}

// describe renders an error for a person at a terminal: the caller-safe message and,
// for invalid input, every offending field.
func describe(err error) string {
	e, ok := kernel.AsError(err)
	if !ok {
		return err.Error()
	}
	var b strings.Builder
	b.WriteString(err.Error())
	for _, f := range e.Fields {
		if f.Detail == e.Message {
			continue
		}
		fmt.Fprintf(&b, "\n  %s: %s", f.Pointer, f.Detail)
	}
	return b.String()
}

// commandFlags returns a copy of the loaded configuration and a flag set for
// the command name whose --db flag overrides it: every command that opens
// the database takes --db.
func commandFlags(name string, env environ) (*config.Config, *flag.FlagSet, error) {
	cfg := env.cfg
	fs := newFlags(name, env)
	fs.Var(&cfg.DB, "db",
		"a postgres:// URL or an SQLite file path (default $ROADCASE_DB, else ~/.local/share/roadcase/roadcase.db)")
	return &cfg, fs, nil
}
