package config

import (
	"slices"
	"strings"
)

// Var is one row of the table of environment variables: how the variable is
// written, what it defaults to, who reads it, what it means, and how it is
// parsed into Config. The help text and the README's table are written from
// these rows, and Load reads exactly these variables.
type Var struct {
	// Name is the environment variable.
	Name string
	// Type is how its value is written: "duration", "bytes", "URL",
	// "secret", "list" and so on.
	Type string
	// Default is the value used when the variable is unset or empty, written
	// as the variable would be; Load parses it with the same setter, so the
	// documented default is the one in effect. Empty for none.
	Default string
	// DefaultText describes the default when it is not a value the variable
	// could hold (one derived from another variable, or chosen at run time).
	DefaultText string
	// Flag is the command-line flag that overrides the variable, if any.
	Flag string
	// Commands says which commands use the variable. Every command loads and
	// checks them all.
	Commands string
	// Summary is the variable's line in roadcase help: plain text, without
	// the default, which is added.
	Summary string
	// Doc is the README's description: Markdown, on one table row.
	Doc string
	// Secret is true for values never printed (see Secret and DSN).
	Secret bool
	// set parses a value that is not blank into the Config; its error says
	// what was expected, without the variable's name (Load adds it) and,
	// for a secret, without the value.
	set func(c *Config, value string) error
}

// The commands column's usual values.
const (
	everyCommand = "every command"
	serveOnly    = "serve"
	sending      = "serve, advance send"
)

// Vars is the table: every environment variable a roadcase command reads, in
// the order the help text and the README list them.
var Vars = slices.Concat(storageVars, listenerVars, tracingVars, serverVars, apiVars, rateLimitVars,
	logVars, runtimeVars, sessionVars, mailVars, sendVars, importVars, paymentsVars, pdfVars)

// Lookup returns the table's row for the variable name.
func Lookup(name string) (Var, bool) {
	i := slices.IndexFunc(Vars, func(v Var) bool { return v.Name == name })
	if i < 0 {
		return Var{}, false
	}
	return Vars[i], true
}

// DefaultShown is the default as the help text and the README show it: the
// description, else the value, else "none".
func (v Var) DefaultShown() string {
	switch {
	case v.DefaultText != "":
		return v.DefaultText
	case v.Default != "":
		return v.Default
	}
	return "none"
}

// blank reports whether a value counts as unset.
func blank(s string) bool { return strings.TrimSpace(s) == "" }
