// Command scenario drives the Go client that ogen generates from
// docs/api/openapi.json (into ../roadcase, unedited, with no operation skipped)
// against a running Roadcase: list the document types, read a contract, render
// its sample and a demo record, read the errors[] of a 422, read KPI values, and
// read a report's cells through the generated ReportCell type. It prints one
// line per step and exits 1 at the first step that does not behave as documented.
//
//	ROADCASE_URL=http://127.0.0.1:8080 ROADCASE_TOKEN=rc_pat_… ROADCASE_RECORD_ID=<show id> go run ./scenario
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/google/uuid"

	"github.com/roadcase/roadcase/clients/ogen/roadcase"
)

// bearer is the client's security source: the token from the environment.
type bearer string

func (b bearer) BearerAuth(context.Context, roadcase.OperationName) (roadcase.BearerAuth, error) {
	return roadcase.BearerAuth{Token: string(b)}, nil
}

func main() {
	if err := run(context.Background()); err != nil {
		fmt.Fprintln(os.Stderr, "ogen scenario:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context) error {
	c, err := roadcase.NewClient(os.Getenv("ROADCASE_URL"), bearer(os.Getenv("ROADCASE_TOKEN")))
	if err != nil {
		return err
	}
	res, err := c.ListDocumentTypes(ctx)
	list, ok := res.(*roadcase.DocumentTypeListHeaders)
	if err != nil || !ok || len(list.Response.Data) != 29 {
		return fmt.Errorf("list: %T %v", res, err)
	}
	fmt.Printf("list: %d types, first %s\n", len(list.Response.Data), list.Response.Data[0].Key)

	key := roadcase.DocumentTypeKey("day-sheet")
	cres, err := c.GetDocumentType(ctx, roadcase.GetDocumentTypeParams{Type: key})
	contract, ok := cres.(*roadcase.DocumentTypeHeaders)
	if err != nil || !ok || contract.Response.Key != key {
		return fmt.Errorf("contract: %T %v", cres, err)
	}
	fmt.Printf("contract: %s, %d merge fields\n", contract.Response.Title, len(contract.Response.MergeFields))

	data := roadcase.RenderDocumentFromDataData(contract.Response.Sample)
	page, err := render(ctx, c, key, roadcase.NewRenderDocumentFromDataRenderDocumentRequest(roadcase.RenderDocumentFromData{Data: data}))
	if err != nil || !strings.HasPrefix(page, "<!DOCTYPE html>") {
		return fmt.Errorf("render from the sample: %v", err)
	}
	fmt.Printf("render from the sample: %d bytes of HTML\n", len(page))

	id, err := uuid.Parse(os.Getenv("ROADCASE_RECORD_ID"))
	if err != nil {
		return fmt.Errorf("ROADCASE_RECORD_ID: %w", err)
	}
	if page, err = render(ctx, c, key, roadcase.NewRenderDocumentFromRecordRenderDocumentRequest(roadcase.RenderDocumentFromRecord{RecordID: id})); err != nil {
		return fmt.Errorf("render from a record: %w", err)
	}
	fmt.Printf("render from record %s: %d bytes of HTML\n", id, len(page))

	bad := roadcase.RenderDocumentFromDataData{"time_zone": []byte(`"Mars/Olympus"`)}
	ires, err := c.RenderDocument(ctx, roadcase.NewRenderDocumentFromDataRenderDocumentRequest(roadcase.RenderDocumentFromData{Data: bad}),
		roadcase.RenderDocumentParams{Type: key})
	invalid, ok := ires.(*roadcase.RenderDocumentUnprocessableEntity)
	if err != nil || !ok || len(invalid.Response.Errors) == 0 {
		return fmt.Errorf("422: %T %v", ires, err)
	}
	fmt.Printf("422 %s: %d errors, first %s\n", invalid.Response.Code, len(invalid.Response.Errors), invalid.Response.Errors[0].Pointer)
	return reporting(ctx, c)
}

// render renders a document and returns the page.
func render(ctx context.Context, c *roadcase.Client, key roadcase.DocumentTypeKey, req roadcase.RenderDocumentRequest) (string, error) {
	res, err := c.RenderDocument(ctx, req, roadcase.RenderDocumentParams{Type: key})
	if err != nil {
		return "", err
	}
	ok, is := res.(*roadcase.RenderDocumentOKHeaders)
	if !is {
		return "", fmt.Errorf("answered %T", res)
	}
	b, err := io.ReadAll(ok.Response)
	return string(b), err
}

// reporting reads KPI values and a report whose cells it reads through the
// generated ReportCell type: a text cell, a whole number of minor units, a null.
func reporting(ctx context.Context, c *roadcase.Client) error {
	vres, err := c.GetMetricValues(ctx, roadcase.GetMetricValuesParams{Key: []string{"gross", "tickets_sold"}})
	values, ok := vres.(*roadcase.MetricValuesHeaders)
	if err != nil || !ok || len(values.Response.Data) < 2 {
		return fmt.Errorf("metric values: %T %v", vres, err)
	}
	fmt.Printf("metric values: %d values, first %s\n", len(values.Response.Data), values.Response.Data[0].Key)

	rres, err := c.GetReport(ctx, roadcase.GetReportParams{Key: "tour_pnl"})
	report, ok := rres.(*roadcase.ReportResultHeaders)
	if err != nil || !ok || len(report.Response.Rows) == 0 {
		return fmt.Errorf("report: %T %v", rres, err)
	}
	row := report.Response.Rows[0]
	if len(row) != len(report.Response.Columns) {
		return fmt.Errorf("report: a row has %d cells for %d columns", len(row), len(report.Response.Columns))
	}
	kinds := map[roadcase.ReportCellType]int{}
	for _, r := range report.Response.Rows {
		for _, cell := range r {
			kinds[cell.Type]++
		}
	}
	first := report.Response.Columns[0].Key
	text, isText := row[first].GetString()
	if !isText || text == "" || kinds[roadcase.Float64ReportCell] == 0 {
		return fmt.Errorf("report: the first cell (%s) is %v, the cells' kinds %v", first, row[first].Type, kinds)
	}
	fmt.Printf("report: %d rows, %s = %q, cells by kind %v\n", len(report.Response.Rows), first, text, kinds)
	return nil
}
