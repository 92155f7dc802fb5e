package reporting

import (
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// SnapshotKind says what a snapshot captured.
type SnapshotKind string

// The snapshot kinds.
const (
	SnapshotReport  SnapshotKind = "report"
	SnapshotMetrics SnapshotKind = "metrics"
)

// SnapshotTrigger says what took a snapshot.
type SnapshotTrigger string

// The snapshot triggers.
const (
	TriggerCommand  SnapshotTrigger = "command"  // roadcase snapshot take
	TriggerSchedule SnapshotTrigger = "schedule" // the server's snapshot schedule
	TriggerDemo     SnapshotTrigger = "demo"     // the demo seed's history
)

// Snapshot is an immutable capture of a report or of a set of KPI values: the
// document the live endpoint answered when it was taken, with the query and the
// catalog version that produced it. Records changing later never change it.
type Snapshot struct {
	ID      kernel.ID
	OrgID   kernel.ID
	Kind    SnapshotKind
	Keys    []string          // the report's key, or the KPIs' keys in request order
	Query   map[string]string // the query parameters as asked, group_by joined by commas
	Catalog string            // CatalogVersion when it was taken
	Trigger SnapshotTrigger
	TakenAt time.Time
	// Body is the captured document, exactly as the live endpoint wrote it then
	// (JSON); the store keeps it byte for byte.
	Body []byte
}

// SnapshotFilter narrows a list of snapshots: to those of one report, or those
// holding one KPI; zero for all.
type SnapshotFilter struct {
	Report string
	Metric string
}

// Matches reports whether s is one the filter keeps.
func (f SnapshotFilter) Matches(s Snapshot) bool {
	switch {
	case f.Report != "":
		return s.Kind == SnapshotReport && len(s.Keys) == 1 && s.Keys[0] == f.Report
	case f.Metric != "":
		return s.Kind == SnapshotMetrics && slices.Contains(s.Keys, f.Metric)
	}
	return true
}

// SnapshotTimeLayout is how a snapshot's taken-at instant is written in a list
// cursor: UTC, microseconds, sortable as text.
const SnapshotTimeLayout = "2006-01-02T15:04:05.000000Z"
