package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"testing"

	"github.com/roadcase/roadcase/adapters/moneyfmt"
	docsapp "github.com/roadcase/roadcase/core/documents/app"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
)

// worksheetFixture is the show fixture with the settlement worksheet mounted on
// the real records editor, and Ana Lead engaged as the tour's tour manager, who
// signs for the artist; Eli Promoter, the show's promoter rep, signs for the
// promoter.
type worksheetFixture struct {
	*showFixture
	editor *recordsapp.Editor
}

func newWorksheetFixture(t *testing.T) *worksheetFixture {
	t.Helper()
	f := newShowFixture(t)
	editor, err := recordsapp.NewEditor(recordsapp.EditorDeps{Records: f.rec, Roles: rolesFake{f.platform},
		Users: rolesFake{f.platform}, Tx: txFake{}, Clock: f.clock})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{PublicURL: "http://roadcase.test", Clock: f.clock}, Deps{Accounts: f.platform,
		Team: f.platform, Tokens: f.platform, Sessions: f.sessions,
		Records: editor, RecordList: f.rec, RecordData: f.rec, Settlements: editor})
	if err != nil {
		t.Fatal(err)
	}
	f.server, f.handler = s, s.Handler()
	f.rec.seed(f.org.ID, records.Dataset{CrewAssignments: []records.CrewAssignment{{ID: kernel.NewID(), OrgID: f.org.ID,
		ProjectID: f.project, PersonID: f.people[0], Role: "Tour manager", Department: "artist team",
		StartsOn: "2027-03-20", EndsOn: "2027-04-10"}}})
	return &worksheetFixture{showFixture: f, editor: editor}
}

// path is the worksheet's address.
func (f *worksheetFixture) path(tail string) string {
	return "/shows/" + string(f.show) + "/settlement" + tail
}

// worksheetPost is the worksheet as b's last page holds it (its versions)
// with two expense lines and action.
func worksheetPost(page, action string) url.Values {
	v := formOf("action", action, "lines", "4",
		"expense/0/description", "Production", "expense/0/budget", "6 000", "expense/0/actual", "6,500.50",
		"expense/1/description", "Marketing", "expense/1/budget", "6000", "expense/1/actual", "5000",
		"tier/0/sold", "300", "tier/1/sold", "812", "tier/1/comps", "20", "tier/1/kills", "10",
		"tier/2/sold", "57", "tier/2/comps", "5", "payment_method", "bank_transfer")
	for _, name := range []string{"show_version", "settlement_version"} {
		v.Set(name, hiddenValue(page, name))
	}
	return v
}

// hiddenValue reads the value of the first hidden input name of a page.
func hiddenValue(page, name string) string {
	m := regexp.MustCompile(`name="` + name + `" value="([^"]*)"`).FindStringSubmatch(page)
	if m == nil {
		return ""
	}
	return m[1]
}

// pageFigure reads a figure of the worksheet's settlement table by its label.
func pageFigure(page, label string) string {
	m := regexp.MustCompile(`<th scope="row">` + regexp.QuoteMeta(label) + `(?: <span[^>]*>[^<]*</span>)?</th><td class="num">([^<]*)</td>`).
		FindStringSubmatch(page)
	if m == nil {
		return ""
	}
	return m[1]
}

// capturedSheet keeps the data the documents service renders.
type capturedSheet struct{ data map[string]any }

func (c *capturedSheet) Render(_ context.Context, _, _ string, data any) ([]byte, error) {
	c.data, _ = data.(map[string]any)
	return []byte("<!doctype html>"), nil
}

// orgFinder finds the fixture's organization.
type orgFinder struct{ org identity.Organization }

func (o orgFinder) FindOrganizationByID(context.Context, kernel.ID) (identity.Organization, error) {
	return o.org, nil
}

// sheet renders the show's settlement sheet through the documents service and
// returns its amount at block/field, formatted as the page formats money.
func (f *worksheetFixture) sheet(t *testing.T) func(block, field string) string {
	t.Helper()
	cat, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	c := &capturedSheet{}
	docs, err := docsapp.New(docsapp.Deps{Catalog: cat, Validator: acceptingSchemas{}, Renderer: c, Records: f.rec,
		Orgs: orgFinder{identity.Organization{ID: f.org.ID, Name: "Acme Touring"}}, Clock: f.clock})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := docs.RenderRecord(context.Background(), f.org.ID, "settlement-sheet", string(f.show)); err != nil {
		t.Fatal(err)
	}
	return func(block, field string) string {
		b, _ := c.data[block].(map[string]any)
		m, _ := b[field].(map[string]any)
		n, err := strconv.ParseInt(fmt.Sprint(m["amount"]), 10, 64)
		if err != nil {
			t.Fatalf("the sheet's %s/%s is %v", block, field, m["amount"])
		}
		return moneyfmt.Format(n, "EUR")
	}
}

// acceptingSchemas stands for the schema validator: the documents' own tests
// hold each type's data to its schema; these compare figures.
type acceptingSchemas struct{}

func (acceptingSchemas) Compile(string, json.RawMessage) error { return nil }

func (acceptingSchemas) Validate(string, any) ([]kernel.FieldError, error) { return nil, nil }
