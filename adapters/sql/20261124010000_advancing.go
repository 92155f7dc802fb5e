package sql

import (
	"context"
	"strings"

	"github.com/uptrace/bun"
)

// The advancing schema: advance packets with their sections, audiences and the
// graph's edges; send batches, their recipients and the recipients' events; and
// the answers kept for Idempotency-Key retries. Like the records, every table
// carries org_id and every key starts with it, so an id one organization uses
// never conflicts with, or reveals, another's; references are composite foreign
// keys, including the records' projects, shows and people.
//
// A section's fields (and its document keys) are a JSON column, not a child
// table: they are only ever read and written with their section, in the order
// the section kind gives, never queried on their own, and a packet of a dozen
// sections would otherwise rewrite some seventy field rows on every update.
//
// The graph's edges name their packet, and refer to (org_id, packet_id, id) of
// their ends, so that the database itself keeps an audience from seeing another
// packet's section. An event names its batch as well as its recipient, checked
// by the same kind of key, so that a batch's tally reads one range of one index.
//
// A recipient's name sorts byte by byte (COLLATE "C" on PostgreSQL; SQLite's
// default), as the memory store and keyset cursors compare it. Stages are
// checked against the funnel's stages and exits as they are at this version.
func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return ExecSchema(ctx, db, advancingTypes(DialectOf(db), advancingSchema)...)
	}, func(ctx context.Context, db *bun.DB) error {
		var drops []string
		for i := len(advancingTables) - 1; i >= 0; i-- {
			drops = append(drops, "DROP TABLE "+advancingTables[i])
		}
		return ExecSchema(ctx, db, drops...)
	})
}

// advancingTables lists the advancing tables in creation order.
var advancingTables = []string{
	"advance_packets", "advance_sections", "advance_audiences", "advance_audience_contacts",
	"advance_visibility", "send_batches", "send_recipients", "recipient_events", "idempotency_keys",
}

// advancingTypes replaces the two placeholders this migration adds to
// ExpandTypes' ({bytes}, {bytewise}) with d's spelling.
func advancingTypes(d Dialect, stmts []string) []string {
	r := strings.NewReplacer("{bytes}", "BLOB", "{bytewise}", "")
	if d == DialectPostgres {
		r = strings.NewReplacer("{bytes}", "bytea", "{bytewise}", `COLLATE "C"`)
	}
	out := make([]string, len(stmts))
	for i, s := range stmts {
		out[i] = r.Replace(s)
	}
	return out
}

var advancingSchema = []string{
	`CREATE TABLE advance_packets (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id} NOT NULL,
		show_id {id},
		kind TEXT NOT NULL, title TEXT NOT NULL, status TEXT NOT NULL, due_on {date},
		created_at {time} NOT NULL, updated_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, project_id) REFERENCES projects (org_id, id),
		FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id)
	)`,
	`CREATE INDEX advance_packets_project_idx ON advance_packets (org_id, project_id, created_at, id)`,
	`CREATE INDEX advance_packets_show_idx ON advance_packets (org_id, show_id)`,
	`CREATE TABLE advance_sections (
		org_id {id} NOT NULL,
		id {id} NOT NULL,
		packet_id {id} NOT NULL,
		position {int} NOT NULL,
		kind TEXT NOT NULL, title TEXT NOT NULL, required {bool} NOT NULL, status TEXT NOT NULL,
		due_on {date}, completed_at {time}, documents {json} NOT NULL, fields {json} NOT NULL,
		PRIMARY KEY (org_id, id),
		UNIQUE (org_id, packet_id, position),
		UNIQUE (org_id, packet_id, id),
		FOREIGN KEY (org_id, packet_id) REFERENCES advance_packets (org_id, id) ON DELETE CASCADE
	)`,
	`CREATE TABLE advance_audiences (
		org_id {id} NOT NULL,
		id {id} NOT NULL,
		packet_id {id} NOT NULL,
		position {int} NOT NULL,
		kind TEXT NOT NULL, label TEXT NOT NULL,
		PRIMARY KEY (org_id, id),
		UNIQUE (org_id, packet_id, position),
		UNIQUE (org_id, packet_id, id),
		FOREIGN KEY (org_id, packet_id) REFERENCES advance_packets (org_id, id) ON DELETE CASCADE
	)`,
	`CREATE TABLE advance_audience_contacts (
		org_id {id} NOT NULL,
		audience_id {id} NOT NULL,
		person_id {id} NOT NULL,
		position {int} NOT NULL,
		PRIMARY KEY (org_id, audience_id, position),
		UNIQUE (org_id, audience_id, person_id),
		FOREIGN KEY (org_id, audience_id) REFERENCES advance_audiences (org_id, id) ON DELETE CASCADE,
		FOREIGN KEY (org_id, person_id) REFERENCES people (org_id, id)
	)`,
	`CREATE INDEX advance_audience_contacts_person_idx ON advance_audience_contacts (org_id, person_id)`,
	`CREATE TABLE advance_visibility (
		org_id {id} NOT NULL,
		packet_id {id} NOT NULL,
		audience_id {id} NOT NULL,
		section_id {id} NOT NULL,
		PRIMARY KEY (org_id, audience_id, section_id),
		FOREIGN KEY (org_id, packet_id, audience_id) REFERENCES advance_audiences (org_id, packet_id, id)
			ON DELETE CASCADE,
		FOREIGN KEY (org_id, packet_id, section_id) REFERENCES advance_sections (org_id, packet_id, id)
			ON DELETE CASCADE
	)`,
	`CREATE INDEX advance_visibility_section_idx ON advance_visibility (org_id, packet_id, section_id)`,
	`CREATE TABLE send_batches (
		org_id {id} NOT NULL,
		id {id} NOT NULL,
		packet_id {id} NOT NULL,
		audience_id {id} NOT NULL,
		subject TEXT NOT NULL, created_at {time} NOT NULL, recipients {int} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, packet_id) REFERENCES advance_packets (org_id, id) ON DELETE CASCADE
	)`,
	`CREATE INDEX send_batches_packet_idx ON send_batches (org_id, packet_id, created_at, id)`,
	`CREATE TABLE send_recipients (
		org_id {id} NOT NULL,
		id {id} NOT NULL,
		batch_id {id} NOT NULL,
		person_id {id} NOT NULL,
		name TEXT {bytewise} NOT NULL, email TEXT NOT NULL,
		token_hash TEXT NOT NULL UNIQUE,
		PRIMARY KEY (org_id, id),
		UNIQUE (org_id, batch_id, id),
		FOREIGN KEY (org_id, batch_id) REFERENCES send_batches (org_id, id) ON DELETE CASCADE,
		FOREIGN KEY (org_id, person_id) REFERENCES people (org_id, id)
	)`,
	`CREATE INDEX send_recipients_name_idx ON send_recipients (org_id, batch_id, name, id)`,
	`CREATE INDEX send_recipients_person_idx ON send_recipients (org_id, person_id)`,
	`CREATE TABLE recipient_events (
		org_id {id} NOT NULL,
		id {id} NOT NULL,
		batch_id {id} NOT NULL,
		recipient_id {id} NOT NULL,
		stage TEXT NOT NULL CHECK (stage IN
			('queued', 'sent', 'delivered', 'opened', 'viewed', 'acknowledged', 'bounced', 'failed')),
		at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, batch_id, recipient_id) REFERENCES send_recipients (org_id, batch_id, id)
			ON DELETE CASCADE
	)`,
	// The tally's index: a batch's events grouped by recipient, covering every
	// column the per-recipient aggregates read.
	`CREATE INDEX recipient_events_tally_idx ON recipient_events (org_id, batch_id, recipient_id, stage, at)`,
	`CREATE TABLE idempotency_keys (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		key TEXT NOT NULL,
		fingerprint TEXT NOT NULL, expires_at {time} NOT NULL,
		done {bool} NOT NULL, status {int} NOT NULL, location TEXT NOT NULL, body {bytes},
		PRIMARY KEY (org_id, key)
	)`,
}
