package app

import (
	"context"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// Reports returns the report catalog in catalog order.
func (s *Service) Reports() []*reporting.Report { return s.d.Catalog.Reports() }

// Report returns one report's definition. KindNotFound for an unknown key.
func (s *Service) Report(key string) (*reporting.Report, error) {
	r, ok := s.d.Catalog.Report(key)
	if !ok {
		return nil, kernel.NotFound("report")
	}
	return r, nil
}

// RunReport computes a report live over a scope of org's records. With page
// set, a long report's rows are one keyset page of it; without, every row (an
// export). Totals are always over the whole scope.
func (s *Service) RunReport(ctx context.Context, org kernel.ID, key string, q reporting.ReportQuery,
	page *kernel.PageRequest) (reporting.ReportResult, error) {
	r, err := s.Report(key)
	if err != nil {
		return reporting.ReportResult{}, err
	}
	scope, args, err := s.d.Catalog.CheckReport(org, r, q)
	if err != nil {
		return reporting.ReportResult{}, err
	}
	// A report returned whole never gave a cursor, so none decodes for it: a
	// cursor sent to it is refused as every list refuses one it did not give.
	var after *kernel.Cursor
	if page != nil && page.Cursor != "" {
		c, err := s.d.Cursors.Decode(reportList(key), page.Cursor)
		if err != nil {
			return reporting.ReportResult{}, err
		}
		after = &c
	}
	if err := s.checkScope(ctx, scope); err != nil {
		return reporting.ReportResult{}, err
	}
	facts, err := s.d.Facts.Facts(ctx, scope, r.Families)
	if err != nil {
		return reporting.ReportResult{}, err
	}
	facts.DeliveriesReported = s.d.DeliveryReports
	now := s.d.Clock.Now().UTC()
	sheet := reporting.NewSheet(&facts, args, kernel.DateOf(now, time.UTC), s.d.Catalog)
	sheet.Scope = scope
	if err := s.listings(ctx, r, scope, args, sheet); err != nil {
		return reporting.ReportResult{}, err
	}
	table := r.Build(sheet)
	res := reporting.ReportResult{Report: r, Scope: scope, Args: args, Rows: table.Rows, Totals: table.Totals, GeneratedAt: now}
	if page != nil && r.Long {
		res.Rows, res.NextCursor = s.pageOf(key, table, after, page.Limit)
	}
	return res, nil
}

// pageOf returns the rows after the position after, at most limit, and the
// cursor of the next page ("" on the last).
func (s *Service) pageOf(key string, t reporting.Table, after *kernel.Cursor, limit int) ([]reporting.Row, string) {
	start := 0
	if after != nil {
		for start < len(t.Rows) && reporting.ComparePositions(t.Keys[start], *after) <= 0 {
			start++
		}
	}
	end := min(len(t.Rows), start+limit)
	if end == len(t.Rows) {
		return t.Rows[start:end], ""
	}
	return t.Rows[start:end], s.d.Cursors.Encode(reportList(key), t.Keys[end-1])
}

// reportList is the cursor list name of a report's rows, so that one report's
// cursor is refused by another.
func reportList(key string) string { return "report:" + key }

// listings fills a sheet's records or recipients for the reports that list them:
// the records of the scope's project (the show's, when only a show is given), or
// every recipient of the batch. Another organization's batch is not found.
func (s *Service) listings(ctx context.Context, r *reporting.Report, scope reporting.Scope, args reporting.Args,
	sheet *reporting.Sheet) error {
	if r.Records {
		project := scope.Project
		if project.IsZero() {
			ref, err := s.d.Records.FindRef(ctx, scope.Org, scope.Show)
			if err != nil {
				return err
			}
			project = ref.ProjectID
		}
		d, err := s.d.Datasets.LoadDataset(ctx, scope.Org, records.DatasetFilter{ProjectID: project})
		if err != nil {
			return err
		}
		sheet.Records, sheet.Show = &d, scope.Show
	}
	if r.Recipients {
		batch := kernel.ID(args["batch_id"])
		if _, err := s.d.Batches.FindSendBatch(ctx, scope.Org, batch); err != nil {
			return err
		}
		var after *kernel.Cursor
		for {
			page, err := s.d.Batches.FindRecipientProgress(ctx, scope.Org, batch, "", after, recipientChunk)
			if err != nil {
				return err
			}
			sheet.Recipients = append(sheet.Recipients, page...)
			if len(page) < recipientChunk {
				return nil
			}
			last := page[len(page)-1].Recipient
			after = &kernel.Cursor{Keys: []string{last.Name}, ID: last.ID}
		}
	}
	return nil
}

// recipientChunk is how many recipients a report reads per store call.
const recipientChunk = 1000
