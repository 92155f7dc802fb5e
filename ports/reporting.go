package ports

import (
	"context"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// FactStore computes the facts reports and KPIs are resolved from: integer sums
// and counts of one organization's records at the fixed grains of
// reporting.Facts, by GROUP BY in the database. It never returns records.
type FactStore interface {
	// Facts returns the families of facts asked for, over scope, sorted as
	// reporting.SortFacts sorts them; families not asked for are nil. Another
	// organization's project or show in the scope yields empty facts, exactly
	// like one that does not exist.
	Facts(ctx context.Context, scope reporting.Scope, families reporting.Family) (reporting.Facts, error)
}

// Reporting is the reporting domain's driving port: the catalog and KPI values,
// computed live from the calling organization's facts.
type Reporting interface {
	// Metrics returns the KPI catalog in catalog order. The catalog, and so what
	// Metric, Reports and Report return, is fixed while the process runs: the HTTP
	// adapter encodes it once.
	Metrics() []reporting.Definition
	// Metric returns one KPI's definition. KindNotFound for an unknown key.
	Metric(key string) (reporting.Definition, error)
	// Values resolves KPIs over a scope of org's records. KindInvalid, with a
	// pointer per mistake, for unknown keys, parameters no asked KPI takes, bad
	// values and ranges; KindNotFound if the project or show is not org's.
	Values(ctx context.Context, org kernel.ID, q reporting.ValuesQuery) (reporting.Values, error)
	// Reports returns the report catalog in catalog order.
	Reports() []*reporting.Report
	// Report returns one report's definition. KindNotFound for an unknown key.
	Report(key string) (*reporting.Report, error)
	// RunReport computes a report live over a scope of org's records: with page
	// set, one keyset page of a long report's rows; without, every row. Errors as
	// Values's; a cursor of another list is KindInvalid at /cursor.
	RunReport(ctx context.Context, org kernel.ID, key string, q reporting.ReportQuery,
		page *kernel.PageRequest) (reporting.ReportResult, error)
	// Snapshot returns one of org's snapshots with its body. KindNotFound for
	// another organization's, a missing one and an id that is not an id alike.
	Snapshot(ctx context.Context, org kernel.ID, id string) (reporting.Snapshot, error)
	// Snapshots pages org's snapshots, newest first, without their bodies,
	// narrowed to one report or one KPI. KindInvalid for an unknown key.
	Snapshots(ctx context.Context, org kernel.ID, f reporting.SnapshotFilter,
		page kernel.PageRequest) (kernel.Page[reporting.Snapshot], error)
}

// SnapshotStore keeps snapshots, which never change once written.
type SnapshotStore interface {
	// CreateSnapshot writes a snapshot. KindConflict if its id exists.
	CreateSnapshot(ctx context.Context, s reporting.Snapshot) error
	// FindSnapshot returns a snapshot. KindNotFound if org has none with that id.
	FindSnapshot(ctx context.Context, org, id kernel.ID) (reporting.Snapshot, error)
	// FindSnapshots returns up to limit of org's snapshots that match f, newest
	// first (taken_at descending, then id descending), after the keyset position
	// after (nil for the first page), without their bodies.
	FindSnapshots(ctx context.Context, org kernel.ID, f reporting.SnapshotFilter, after *kernel.Cursor,
		limit int) ([]reporting.Snapshot, error)
}

// ReportEncoder writes a computed report or set of values as the document the
// live endpoint answers with; the HTTP adapter implements it, so that a snapshot
// holds exactly what a client would have read then.
type ReportEncoder interface {
	// EncodeValues writes KPI values as GET /api/v1/metrics/values answers them.
	EncodeValues(v reporting.Values) ([]byte, error)
	// EncodeReport writes a report as GET /api/v1/reports/{key} answers it.
	EncodeReport(r reporting.ReportResult) ([]byte, error)
}
