package sql

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// sectionFactRow is a section fact as the query reads it, with the section's
// fields (a JSON array of sectionField, or null) its status is settled by.
type sectionFactRow struct {
	Packet          kernel.ID    `bun:"packet"`
	Section         kernel.ID    `bun:"section"`
	Project         kernel.ID    `bun:"project"`
	Show            kernel.ID    `bun:"show"`
	Kind            string       `bun:"kind"`
	Required        bool         `bun:"required"`
	Status          string       `bun:"status"`
	DueOn           *kernel.Date `bun:"due_on"`
	CompletedAt     *time.Time   `bun:"completed_at"`
	PacketCreatedAt time.Time    `bun:"packet_created_at"`
	ShowDate        kernel.Date  `bun:"show_date"`
	Fields          string       `bun:"fields"`
}

// sections lists the scope's packets' sections, each dated by its packet's show,
// or else its own due date, with the status and completion time their items
// give them (reporting.SectionStatusOf).
func (fs *factScope) sections(ctx context.Context, f *reporting.Facts) error {
	var args []any
	q := `SELECT pk.id AS packet, s.id AS section, pk.project_id AS project, pk.show_id AS show, s.kind,
		s.required, s.status, s.due_on, s.completed_at, pk.created_at AS packet_created_at, sh.date AS show_date,
		s.fields
	FROM advance_sections s JOIN advance_packets pk ON pk.org_id = s.org_id AND pk.id = s.packet_id
		LEFT JOIN shows sh ON sh.org_id = pk.org_id AND sh.id = pk.show_id
	WHERE ` + fs.where(&args, "s", "pk.project_id", "pk.show_id", "COALESCE(sh.date, s.due_on)")
	var rows []sectionFactRow
	if err := fs.scan(ctx, &rows, q, args...); err != nil {
		return err
	}
	for _, r := range rows {
		var fields []sectionField
		if err := json.Unmarshal([]byte(r.Fields), &fields); err != nil {
			return kernel.Internal(fmt.Errorf("section %s: fields: %w", r.Section, err))
		}
		sec := advancing.Section{Status: advancing.SectionStatus(r.Status), CompletedAt: r.CompletedAt,
			Fields: make([]advancing.Field, len(fields))}
		for i, fl := range fields {
			sec.Fields[i] = advancing.Field{Key: fl.Key, Value: fl.Value}
		}
		status, completed := reporting.SectionStatusOf(sec)
		f.Sections = append(f.Sections, reporting.SectionFact{Packet: r.Packet, Section: r.Section,
			Project: r.Project, Show: r.Show, Kind: r.Kind, Required: r.Required, Status: status, DueOn: r.DueOn,
			CompletedAt: completed, PacketCreatedAt: r.PacketCreatedAt, ShowDate: r.ShowDate})
	}
	return nil
}

// batchesOf is the SQL of the scope's send batches, as a WITH clause named b:
// their packet in the scope, their UTC creation date in its range.
func (fs *factScope) batchesOf(args *[]any) string {
	return `WITH b AS (SELECT sb.id, sb.packet_id, pk.project_id, ` + fs.utcMonth("sb.created_at") + ` AS month,
		sb.recipients
	FROM send_batches sb JOIN advance_packets pk ON pk.org_id = sb.org_id AND pk.id = sb.packet_id
	WHERE ` + fs.where(args, "sb", "pk.project_id", "pk.show_id", fs.utcDay("sb.created_at")) + `)`
}

// funnelRow is a batch with one furthest stage and exit of its recipients with
// events (rank 0 and a count of 0 for a batch without any).
type funnelRow struct {
	Batch      kernel.ID `bun:"batch"`
	Packet     kernel.ID `bun:"packet"`
	Project    kernel.ID `bun:"project"`
	Month      string    `bun:"month"`
	Recipients int64     `bun:"recipients"`
	Furthest   int       `bun:"furthest"`
	Exit       string    `bun:"exit"`
	Count      int64     `bun:"count"`
}

// funnel counts the recipients with events by the tracking board's rules, from
// their progress summary (see advancing_tally.go); the rest of a batch's
// recipients are queued.
func (fs *factScope) funnel(ctx context.Context, f *reporting.Facts) error {
	var args []any
	q := fs.batchesOf(&args) + `
	SELECT b.id AS batch, b.packet_id AS packet, b.project_id AS project, b.month, b.recipients,
		COALESCE(c.furthest, 0) AS furthest, COALESCE(c.exit, '') AS exit, COALESCE(c.n, 0) AS count
	FROM b LEFT JOIN (SELECT p.batch_id, p.furthest, ` + standingExit + ` AS exit, COUNT(*) AS n
		FROM recipient_progress p JOIN b ON b.id = p.batch_id WHERE p.org_id = ? GROUP BY p.batch_id, 2, 3) c
		ON c.batch_id = b.id`
	args = append(args, fs.org)
	var rows []funnelRow
	if err := fs.scan(ctx, &rows, q, args...); err != nil {
		return err
	}
	counted := map[kernel.ID]int64{}
	batches := map[kernel.ID]funnelRow{}
	for _, r := range rows {
		batches[r.Batch] = r
		if r.Count == 0 {
			continue
		}
		if r.Furthest < 1 || r.Furthest > len(advancing.Stages) {
			return kernel.Internal(fmt.Errorf("funnel of batch %s: unexpected furthest rank %d", r.Batch, r.Furthest))
		}
		counted[r.Batch] += r.Count
		f.Funnel = append(f.Funnel, reporting.FunnelFact{Batch: r.Batch, Packet: r.Packet, Project: r.Project,
			Month: r.Month, Furthest: string(advancing.Stages[r.Furthest-1]), Exit: r.Exit, Count: r.Count})
	}
	for id, b := range batches {
		if rest := b.Recipients - counted[id]; rest > 0 {
			f.Funnel = mergeQueued(f.Funnel, reporting.FunnelFact{Batch: id, Packet: b.Packet, Project: b.Project,
				Month: b.Month, Furthest: string(advancing.StageQueued), Count: rest})
		}
	}
	return nil
}

// mergeQueued adds a batch's recipients without events to its queued row.
func mergeQueued(facts []reporting.FunnelFact, q reporting.FunnelFact) []reporting.FunnelFact {
	for i := range facts {
		if facts[i].Batch == q.Batch && facts[i].Furthest == q.Furthest && facts[i].Exit == "" {
			facts[i].Count += q.Count
			return facts
		}
	}
	return append(facts, q)
}

// acks counts the acknowledgers of the scope's batches by whole seconds from
// first sent to first acknowledged, truncated as time.Duration.Truncate does
// (integer division truncates toward zero in both dialects).
func (fs *factScope) acks(ctx context.Context, f *reporting.Facts) error {
	var args []any
	q := fs.batchesOf(&args) + `
	SELECT p.batch_id AS batch, b.project_id AS project, (p.acked_us - p.sent_us) / 1000000 AS seconds,
		COUNT(*) AS count
	FROM recipient_progress p JOIN b ON b.id = p.batch_id
	WHERE p.org_id = ? AND p.sent_us IS NOT NULL AND p.acked_us IS NOT NULL
	GROUP BY p.batch_id, b.project_id, 3`
	args = append(args, fs.org)
	return fs.scan(ctx, &f.Acks, q, args...)
}

// renderFactRow is one group of the render log.
type renderFactRow struct {
	Type  string `bun:"type"`
	Month string `bun:"month"`
	API   int    `bun:"api"`
	Count int64  `bun:"count"`
	Bytes int64  `bun:"bytes"`
}

// renders counts the organization's render log by document type, UTC month and
// whether a token rendered it.
func (fs *factScope) renders(ctx context.Context, f *reporting.Facts) error {
	var args []any
	q := `SELECT r.doc_type AS type, ` + fs.utcMonth("r.at") + ` AS month,
		CASE WHEN r.token_id IS NULL THEN 0 ELSE 1 END AS api, COUNT(*) AS count,
		CAST(SUM(r.bytes) AS BIGINT) AS bytes
	FROM render_log r WHERE ` + fs.where(&args, "r", "", "", fs.utcDay("r.at")) + `
	GROUP BY r.doc_type, 2, 3`
	var rows []renderFactRow
	if err := fs.scan(ctx, &rows, q, args...); err != nil {
		return err
	}
	for _, r := range rows {
		f.Renders = append(f.Renders, reporting.RenderFact{Type: r.Type, Month: r.Month, API: r.API == 1,
			Count: r.Count, Bytes: r.Bytes})
	}
	return nil
}
