// Package porttest holds the contract of Roadcase's driven ports. Run holds a whole
// backend (its identity store, record store and transaction runner, over one
// database) to every case of every port; each adapter calls it from its own tests
// (memory, SQLite, PostgreSQL), so all backends are held to the same behaviour, and
// every case runs on every backend.
package porttest
