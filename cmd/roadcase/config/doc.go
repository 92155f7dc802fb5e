// Package config is Roadcase's one typed configuration: the Config struct that
// the composition root (package main beside it) builds everything from, the
// table of environment variables it is loaded from (Vars), and the help text
// and README table written from that table, so that the three cannot disagree.
//
// It lives in cmd/roadcase because it is part of the composition root: only
// cmd reads the environment (DESIGN.md §2.9), and Config's fields are typed
// with the adapters' own types (clientaddr.Resolver, httpapi.RateLimits,
// smtp.TLSMode), which nothing below cmd may depend on. It is a package of its
// own, and not more files of package main, so that the table can be read by
// the README generator (cmd/config-doc) and its tests can hold every
// variable the binary reads to the table.
//
// Load reads every variable once, at the start of a command, and checks them
// all before anything runs: a mistake never waits for the code path that
// reads it, and every mistake is reported at once (Errors), each naming its
// variable and what it expected. Flags override a few variables afterwards
// (--db, --addr, --ops-addr), on the loaded Config.
//
// Secrets (keys, passwords, DSNs with a password) are of type Secret or DSN,
// whose every printing — fmt's verbs, slog, JSON, text — is redacted; the
// value is reached only through Reveal.
//
// Adding a variable: add its field to Config (or to one of its parts), add
// its row to the table in the vars_*.go file of its topic (name, type,
// default, which commands use it, a summary for roadcase help, the README's
// description and the setter that parses it into the field), run
// go run ./cmd/config-doc to rewrite README's table, and read the field where
// it is needed. The tests fail if the binary reads a variable that is not in
// the table, or if the README's table is stale.
package config
