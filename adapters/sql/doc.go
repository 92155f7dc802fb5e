// Package sql holds the Bun models, queries and migrations that Roadcase's SQL stores
// share between PostgreSQL and SQLite. The dialect packages (adapters/postgres,
// adapters/sqlite) only open a connection; everything else lives here.
//
// Column types. Migrations are plain SQL written once with portable type placeholders
// that ExpandTypes turns into each dialect's types:
//
//	{id}    uuid         in PostgreSQL, TEXT    in SQLite (kernel.ID, canonical text)
//	{time}  timestamptz  in PostgreSQL, TEXT    in SQLite (UTC, microseconds)
//	{date}  date         in PostgreSQL, TEXT    in SQLite (kernel.Date, YYYY-MM-DD)
//	{int}   bigint       in PostgreSQL, INTEGER in SQLite
//	{bool}  boolean      in PostgreSQL, INTEGER in SQLite
//	{json}  jsonb        in PostgreSQL, TEXT    in SQLite
//
// SQLite keeps instants as text in Bun's fixed UTC layout, which sorts correctly as a
// string; PostgreSQL gets its proper types so that its planner and constraints work
// for it. Every time the stores write is UTC truncated to microseconds, the precision
// PostgreSQL keeps, so both backends return exactly what they stored.
//
// A malformed identifier compared with a uuid column is an error in PostgreSQL
// (SQLSTATE 22P02, reported as KindInvalid) but simply matches nothing in SQLite; the
// stores check identifiers before they query so that both behave the same.
package sql
