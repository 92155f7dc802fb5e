package config

import (
	"fmt"
	"strings"
)

// Error is one variable's mistake: the variable's name and what is wrong with
// its value, which says what was expected. It never quotes a secret's value.
type Error struct {
	Var     string
	Problem string
}

// Error returns "NAME: problem".
func (e Error) Error() string { return e.Var + ": " + e.Problem }

// Errors is every mistake one Load found, in the table's order. The
// composition root reports them as a usage error (exit status 2).
type Errors []Error

// Error lists the mistakes, one a line under a count when there are several.
func (es Errors) Error() string {
	if len(es) == 1 {
		return es[0].Error()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d configuration mistakes:", len(es))
	for _, e := range es {
		b.WriteString("\n  " + e.Error())
	}
	return b.String()
}

// Unwrap returns each mistake, for errors.As and errors.Is.
func (es Errors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

// Vars returns the names of the variables with a mistake.
func (es Errors) Vars() []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.Var
	}
	return out
}
