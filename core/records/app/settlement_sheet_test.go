package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"testing"

	"github.com/roadcase/roadcase/core/documents/app"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// capturedRender keeps the data the documents service renders, validated by its
// schema, in place of the page.
type capturedRender struct{ data map[string]any }

func (c *capturedRender) Render(_ context.Context, _, _ string, data any) ([]byte, error) {
	c.data, _ = data.(map[string]any)
	return []byte("<!doctype html>"), nil
}

// oneOrg finds the fixture's organization.
type oneOrg struct{ org identity.Organization }

func (o oneOrg) FindOrganizationByID(context.Context, kernel.ID) (identity.Organization, error) {
	return o.org, nil
}

// settlementSheet renders the show's settlement sheet through the documents
// service and returns the data it printed.
func (f *editFixture) settlementSheet(t *testing.T, show kernel.ID) map[string]any {
	t.Helper()
	cat, err := catalog.Load()
	must(t, err)
	r := &capturedRender{}
	docs, err := app.New(app.Deps{Catalog: cat, Validator: acceptingSchemas{}, Renderer: r, Records: f.store,
		Orgs: oneOrg{f.org}, Clock: f.clock})
	must(t, err)
	_, err = docs.RenderRecord(ctx, f.org.ID, "settlement-sheet", string(show))
	must(t, err)
	return r.data
}

// wantSheetFigures compares the settlement sheet's figures with handSettlement.
func wantSheetFigures(t *testing.T, sheet map[string]any, status string) {
	t.Helper()
	if sheet["status"] != status {
		t.Errorf("the sheet's status is %v, want %s", sheet["status"], status)
	}
	amount := func(block, field string) int64 {
		b, _ := sheet[block].(map[string]any)
		m, _ := b[field].(map[string]any)
		n, err := strconv.ParseInt(fmt.Sprint(m["amount"]), 10, 64)
		if err != nil {
			t.Errorf("the sheet's %s/%s is %v, not an amount", block, field, m["amount"])
		}
		return n
	}
	h := handSettlement
	for _, c := range []struct {
		block, field string
		want         int64
	}{
		{"box_office", "gross", h.gross}, {"box_office", "facility_fees", h.fees},
		{"box_office", "net_box_office_receipts", h.nbor}, {"expenses", "total", h.expenses},
		{"split", "promoter_profit", h.profit}, {"split", "split_point", h.splitPoint},
		{"split", "net_to_split", h.netToSplit}, {"payout", "artist_payout", h.payout},
		{"payout", "overage", h.overage}, {"payout", "withholding", h.withholding},
		{"payout", "commission", h.commission}, {"payout", "deposits_paid", h.deposits},
		{"payout", "balance_due", h.balance},
	} {
		if got := amount(c.block, c.field); got != c.want {
			t.Errorf("the sheet's %s/%s is %d, want %d", c.block, c.field, got, c.want)
		}
	}
}

// acceptingSchemas stands for the schema validator: the documents' own tests
// hold each type's data to its schema; these compare figures.
type acceptingSchemas struct{}

func (acceptingSchemas) Compile(string, json.RawMessage) error { return nil }

func (acceptingSchemas) Validate(string, any) ([]kernel.FieldError, error) { return nil, nil }
