package http

import (
	"encoding/json"
	"time"

	"github.com/roadcase/roadcase/core/reporting"
)

// SnapshotSummary is a snapshot as a list shows it: what it captured, how it was
// asked for and when, without the captured document.
type SnapshotSummary struct {
	// The snapshot's identifier.
	ID string `json:"id" binding:"required" format:"uuid" example:"5d2f8a1c-3b4e-4f6a-8c9d-0e1f2a3b4c5d"`
	// What the snapshot captured: a report, or a set of metric values.
	Kind string `json:"kind" binding:"required" extensions:"x-roadcase-enum=SnapshotKind"`
	// The report's key, or the metrics' keys in request order.
	Keys []string `json:"keys" binding:"required" example:"tour_pnl"`
	// The query parameters the live endpoint was asked with (report for a report's key; key and group_by joined by commas for metrics).
	Query map[string]string `json:"query" binding:"required"`
	// The version of the catalog's definitions that computed it: compare it with today's to know whether the same definitions would compute the same figures.
	CatalogVersion string `json:"catalog_version" binding:"required" example:"3f9a0c12b4de"`
	// What took the snapshot.
	Trigger string `json:"trigger" binding:"required" extensions:"x-roadcase-enum=SnapshotTrigger"`
	// When the snapshot was taken.
	TakenAt time.Time `json:"taken_at" binding:"required" format:"date-time" example:"2026-05-31T02:00:00Z"`
	// The snapshot's path, where its document is.
	URL string `json:"url" binding:"required" format:"uri-reference" example:"/api/v1/snapshots/5d2f8a1c-3b4e-4f6a-8c9d-0e1f2a3b4c5d"`
}

// SnapshotPage is one page of the organization's snapshots, newest first.
type SnapshotPage struct {
	// The snapshots of this page, newest first.
	Data []SnapshotSummary `json:"data" binding:"required"`
	// Whether a next page exists.
	HasMore bool `json:"has_more" binding:"required" example:"false"`
	// The cursor of the next page; null on the last page.
	NextCursor *string `json:"next_cursor" binding:"required" extensions:"x-nullable" example:"AQEBMQ4xN2I4OWY1Y2QtNmE2"`
}

// Snapshot is one snapshot with the document it captured. Its members are
// SnapshotSummary's, in the same order, then the document.
type Snapshot struct {
	// The snapshot's identifier.
	ID string `json:"id" binding:"required" format:"uuid" example:"5d2f8a1c-3b4e-4f6a-8c9d-0e1f2a3b4c5d"`
	// What the snapshot captured: a report, or a set of metric values.
	Kind string `json:"kind" binding:"required" extensions:"x-roadcase-enum=SnapshotKind"`
	// The report's key, or the metrics' keys in request order.
	Keys []string `json:"keys" binding:"required" example:"tour_pnl"`
	// The query parameters the live endpoint was asked with (report for a report's key; key and group_by joined by commas for metrics).
	Query map[string]string `json:"query" binding:"required"`
	// The version of the catalog's definitions that computed it: compare it with today's to know whether the same definitions would compute the same figures.
	CatalogVersion string `json:"catalog_version" binding:"required" example:"3f9a0c12b4de"`
	// What took the snapshot.
	Trigger string `json:"trigger" binding:"required" extensions:"x-roadcase-enum=SnapshotTrigger"`
	// When the snapshot was taken.
	TakenAt time.Time `json:"taken_at" binding:"required" format:"date-time" example:"2026-05-31T02:00:00Z"`
	// The snapshot's path.
	URL string `json:"url" binding:"required" format:"uri-reference" example:"/api/v1/snapshots/5d2f8a1c-3b4e-4f6a-8c9d-0e1f2a3b4c5d"`
	// The captured document, byte for byte as the live endpoint wrote it when the snapshot was taken: a ReportResult (every row, without paging) for a report, a MetricValues for metrics.
	Document json.RawMessage `json:"document" binding:"required" swaggertype:"object"`
}

func toSnapshotSummary(s reporting.Snapshot) SnapshotSummary {
	query := s.Query
	if query == nil {
		query = map[string]string{}
	}
	return SnapshotSummary{ID: string(s.ID), Kind: string(s.Kind), Keys: nonNil(s.Keys), Query: query,
		CatalogVersion: s.Catalog, Trigger: string(s.Trigger), TakenAt: s.TakenAt.UTC(), URL: "/api/v1/snapshots/" + string(s.ID)}
}

// snapshotJSON writes a snapshot with its document. The summary is marshalled
// and the document spliced in as it was stored: encoding/json would compact and
// re-escape a json.RawMessage, and the document must stay byte for byte what
// the live endpoint wrote. The body must be valid JSON.
func snapshotJSON(s reporting.Snapshot) ([]byte, error) {
	if !json.Valid(s.Body) {
		return nil, errInvalidSnapshotBody
	}
	head, err := json.Marshal(toSnapshotSummary(s))
	if err != nil {
		return nil, err
	}
	out := append(head[:len(head)-1:len(head)-1], `,"document":`...)
	out = append(out, s.Body...)
	return append(out, '}'), nil
}
