// Command scenario drives the Go client that oapi-codegen generates from
// docs/api/openapi.json (into ../roadcase, unedited) through the documents domain
// against a running Roadcase: list the types, read a contract, render its sample,
// render from a demo record, and read the errors[] of a 422; then KPI values and a
// report as CSV. It prints one line per
// step and exits 1 at the first step that does not behave as documented.
//
//	ROADCASE_URL=http://127.0.0.1:8080 ROADCASE_TOKEN=rc_pat_… ROADCASE_RECORD_ID=<show id> go run ./scenario
package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/google/uuid"

	"github.com/roadcase/roadcase/clients/go/roadcase"
)

func main() {
	if err := run(context.Background()); err != nil {
		fmt.Fprintln(os.Stderr, "go scenario:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context) error {
	token := os.Getenv("ROADCASE_TOKEN")
	c, err := roadcase.NewClientWithResponses(os.Getenv("ROADCASE_URL"),
		roadcase.WithRequestEditorFn(func(_ context.Context, r *http.Request) error {
			r.Header.Set("Authorization", "Bearer "+token)
			return nil
		}))
	if err != nil {
		return err
	}

	list, err := c.ListDocumentTypesWithResponse(ctx)
	if err != nil {
		return fmt.Errorf("list: %w", err)
	}
	if list.JSON200 == nil || len(list.JSON200.Data) != 29 {
		return fmt.Errorf("list: %s", status(list))
	}
	fmt.Printf("list: %d types, first %s (%s)\n", len(list.JSON200.Data), list.JSON200.Data[0].Key, list.JSON200.Data[0].Category)

	key := roadcase.DocumentTypeKey("day-sheet")
	contract, err := c.GetDocumentTypeWithResponse(ctx, key)
	if err != nil {
		return fmt.Errorf("contract: %w", err)
	}
	if contract.JSON200 == nil || contract.JSON200.Key != key {
		return fmt.Errorf("contract: %s", status(contract))
	}
	sample := contract.JSON200.Sample
	fmt.Printf("contract: %s, %d merge fields, accepts %v\n", contract.JSON200.Title, len(contract.JSON200.MergeFields), contract.JSON200.RecordKinds)

	page, err := c.RenderDocumentWithResponse(ctx, key, fromData(sample))
	if err != nil {
		return fmt.Errorf("render from the sample: %w", err)
	}
	if page.StatusCode() != http.StatusOK || !strings.HasPrefix(string(page.Body), "<!DOCTYPE html>") {
		return fmt.Errorf("render from the sample: %s", status(page))
	}
	// The document declares the page's headers, so the client parses them into a type.
	h := page.Headers200
	if h == nil || h.CacheControl == nil || *h.CacheControl != "no-store" ||
		h.XContentTypeOptions == nil || *h.XContentTypeOptions != "nosniff" ||
		h.ContentSecurityPolicy == nil || !strings.Contains(*h.ContentSecurityPolicy, "default-src 'none'") {
		return fmt.Errorf("render from the sample: the declared headers are not as documented: %+v", h)
	}
	fmt.Printf("render from the sample: %d bytes of HTML, Cache-Control %s, X-Content-Type-Options %s\n",
		len(page.Body), *h.CacheControl, *h.XContentTypeOptions)

	id, err := uuid.Parse(os.Getenv("ROADCASE_RECORD_ID"))
	if err != nil {
		return fmt.Errorf("ROADCASE_RECORD_ID: %w", err)
	}
	var fromRecord roadcase.RenderDocumentRequest
	if err := fromRecord.FromRenderDocumentFromRecord(roadcase.RenderDocumentFromRecord{RecordId: id}); err != nil {
		return err
	}
	page, err = c.RenderDocumentWithResponse(ctx, key, fromRecord)
	if err != nil {
		return fmt.Errorf("render from a record: %w", err)
	}
	if page.StatusCode() != http.StatusOK {
		return fmt.Errorf("render from a record: %s", status(page))
	}
	fmt.Printf("render from record %s: %d bytes of HTML\n", id, len(page.Body))

	bad := map[string]interface{}{"time_zone": "Mars/Olympus"}
	invalid, err := c.RenderDocumentWithResponse(ctx, key, fromData(bad))
	if err != nil {
		return fmt.Errorf("422: %w", err)
	}
	if invalid.ApplicationproblemJSON422 == nil || invalid.ApplicationproblemJSON422.Errors == nil {
		return fmt.Errorf("422: %s", status(invalid))
	}
	problem := invalid.ApplicationproblemJSON422
	fmt.Printf("422 %s: %d errors, first %s: %s\n", problem.Code, len(*problem.Errors), (*problem.Errors)[0].Pointer, (*problem.Errors)[0].Detail)
	return reporting(ctx, c)
}

// reporting reads KPI values (money in integer minor units, one value per
// currency) and a report as CSV.
func reporting(ctx context.Context, c *roadcase.ClientWithResponses) error {
	values, err := c.GetMetricValuesWithResponse(ctx, &roadcase.GetMetricValuesParams{Key: []string{"gross", "tickets_sold"}})
	if err != nil {
		return fmt.Errorf("metric values: %w", err)
	}
	if values.JSON200 == nil || len(values.JSON200.Data) < 2 {
		return fmt.Errorf("metric values: %s", status(values))
	}
	for _, v := range values.JSON200.Data {
		if v.Key == "gross" && (v.Currency == nil || v.Value == nil || *v.Value != float64(int64(*v.Value))) {
			return fmt.Errorf("metric values: gross is not whole minor units with a currency: %+v", v)
		}
	}
	fmt.Printf("metric values: %d values, first %s\n", len(values.JSON200.Data), values.JSON200.Data[0].Key)

	csv, err := c.GetReportWithResponse(ctx, "tour_pnl", &roadcase.GetReportParams{},
		func(_ context.Context, r *http.Request) error {
			r.Header.Set("Accept", "text/csv")
			return nil
		})
	if err != nil {
		return fmt.Errorf("report as CSV: %w", err)
	}
	if csv.StatusCode() != http.StatusOK || !strings.HasPrefix(string(csv.Body), "row_type,") {
		return fmt.Errorf("report as CSV: %s", status(csv))
	}
	fmt.Printf("report as CSV: %d lines\n", strings.Count(string(csv.Body), "\n"))
	return reportCells(ctx, c)
}

// fromData is a render request from data: the request is a oneOf of data and
// record_id, which oapi-codegen makes a union with a From method per variant.
func fromData(data map[string]interface{}) roadcase.RenderDocumentRequest {
	var r roadcase.RenderDocumentRequest
	_ = r.FromRenderDocumentFromData(roadcase.RenderDocumentFromData{Data: data}) // a map always marshals
	return r
}

// reportCells reads a report as JSON and its first row's cells through the
// generated ReportCell union: the first column's text, and a whole number.
func reportCells(ctx context.Context, c *roadcase.ClientWithResponses) error {
	report, err := c.GetReportWithResponse(ctx, "tour_pnl", &roadcase.GetReportParams{})
	if err != nil {
		return fmt.Errorf("report: %w", err)
	}
	if report.JSON200 == nil || len(report.JSON200.Rows) == 0 {
		return fmt.Errorf("report: %s", status(report))
	}
	row, columns := report.JSON200.Rows[0], report.JSON200.Columns
	if len(row) != len(columns) {
		return fmt.Errorf("report: a row has %d cells for %d columns", len(row), len(columns))
	}
	text, err := row[columns[0].Key].AsReportCell0()
	if err != nil || text == "" {
		return fmt.Errorf("report: the first cell (%s) is not text: %v", columns[0].Key, err)
	}
	numbers := 0
	for _, col := range columns {
		if col.Type == roadcase.ReportColumnTypeNumber {
			if n, err := row[col.Key].AsReportCell1(); err == nil && n == float64(int64(n)) {
				numbers++
			}
		}
	}
	fmt.Printf("report: %d rows, %s = %q, %d whole numbers in the first\n", len(report.JSON200.Rows), columns[0].Key, text, numbers)
	return nil
}

// status describes a response for an error message.
func status(r interface{ StatusCode() int }) string {
	return fmt.Sprintf("(status %d)", r.StatusCode())
}
