// Package porttest holds the contract suites of Roadcase's driven ports. Each suite is
// an ordinary exported function that every adapter runs from its own tests (memory,
// SQLite, PostgreSQL), so all backends are held to the same behaviour. Features tells
// a suite what a backend honestly cannot do, so one suite serves them all.
package porttest
