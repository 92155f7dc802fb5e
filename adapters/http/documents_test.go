package http

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	nethttp "net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jsonschema"
	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/adapters/render"
	"github.com/roadcase/roadcase/core/documents/app"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// documentsService is the real documents service over memory stores seeded with
// both demo organizations, built once for the package's tests and benchmarks.
var documentsService = sync.OnceValues(func() (*app.Service, error) {
	ctx := context.Background()
	c, err := catalog.Load()
	if err != nil {
		return nil, err
	}
	r, err := render.New()
	if err != nil {
		return nil, err
	}
	backend := memory.New()
	recs, ids := backend.Records(), backend.Identity()
	for _, o := range demo.Organizations() {
		err := ids.CreateOrganization(ctx, identity.Organization{ID: o.ID, Slug: o.Slug, Name: o.Name,
			Currency: o.Currency, TimeZone: o.TimeZone, CreatedAt: demo.CreatedAt})
		if err != nil {
			return nil, err
		}
		if err := recs.InsertDataset(ctx, o.ID, o.Data, false); err != nil {
			return nil, err
		}
	}
	return app.New(app.Deps{Catalog: c, Validator: jsonschema.New(), Renderer: r, Records: recs, Orgs: ids,
		Clock: &kernel.FixedClock{T: demo.Today.Time(time.UTC).Add(12 * time.Hour)}})
})

// TestTheCatalogPassesTheDocumentsCheck holds the compiled-in catalog to the
// check serve no longer runs at every start: every schema compiles, every
// fitter builds and every sample satisfies its schema.
func TestTheCatalogPassesTheDocumentsCheck(t *testing.T) {
	t.Parallel()
	svc, err := documentsService()
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Check(); err != nil {
		t.Fatal(err)
	}
}

// documentServer is the whole API with the real documents service and a fake
// authenticator whose tokens belong to the demo organizations.
type documentServer struct {
	*testServer
	orgs []demo.Org
}

func newDocumentServer(t testing.TB, cfg Config) *documentServer {
	t.Helper()
	svc, err := documentsService()
	if err != nil {
		t.Fatal(err)
	}
	logs := &syncBuffer{}
	cfg.Logger = slog.New(slog.NewJSONHandler(logs, nil))
	auth := newFakeAuth()
	s := New(cfg, Deps{Auth: auth, Documents: svc})
	return &documentServer{testServer: &testServer{Server: s, auth: auth, logs: logs}, orgs: demo.Organizations()}
}

// token mints a token of organization org with scopes.
func (ds *documentServer) token(org kernel.ID, scopes ...identity.Scope) string {
	secret, p := ds.auth.mint(identity.RoleMember, scopes...)
	ds.auth.update(secret, func(t *fakeToken) { t.principal.OrgID = org })
	ds.auth.setRole(p.UserID, identity.RoleMember)
	return secret
}

func (ds *documentServer) render(key, token, body string) *httptest.ResponseRecorder {
	return ds.do("POST", "/api/v1/documents/"+key+"/render", token, strings.NewReader(body), "Content-Type", "application/json")
}

func sampleOf(t testing.TB, ds *documentServer, key, token string) json.RawMessage {
	t.Helper()
	rec := ds.do("GET", "/api/v1/documents/"+key, token, nil)
	var out DocumentType
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil || rec.Code != 200 {
		t.Fatalf("GET %s: %d %s", key, rec.Code, rec.Body)
	}
	return out.Sample
}

func TestListDocumentTypes(t *testing.T) {
	t.Parallel()
	ds := newDocumentServer(t, Config{})
	rec := ds.do("GET", "/api/v1/documents", ds.token(ds.orgs[0].ID, identity.ScopeDocumentsRead), nil)
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/json; charset=utf-8" {
		t.Fatalf("status %d, Content-Type %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	var out struct {
		Data []map[string]any `json:"data"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	c, _ := catalog.Load()
	if len(out.Data) != c.Len() || len(out.Data) == 0 {
		t.Fatalf("%d types, want %d", len(out.Data), c.Len())
	}
	for i, d := range out.Data {
		keys := slices.Sorted(func(yield func(string) bool) {
			for k := range d {
				if !yield(k) {
					return
				}
			}
		})
		if want := []string{"category", "description", "key", "record_kinds", "title"}; !slices.Equal(keys, want) {
			t.Fatalf("entry %d has members %q, want %q", i, keys, want)
		}
		if _, ok := d["record_kinds"].([]any); !ok {
			t.Fatalf("entry %d: record_kinds is %T, want an array", i, d["record_kinds"])
		}
	}
}

func TestGetDocumentType(t *testing.T) {
	t.Parallel()
	ds := newDocumentServer(t, Config{})
	tok := ds.token(ds.orgs[0].ID, identity.ScopeDocumentsRead)
	rec := ds.do("GET", "/api/v1/documents/invoice", tok, nil)
	var out map[string]json.RawMessage
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil || rec.Code != 200 {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	for _, k := range []string{"key", "title", "description", "category", "record_kinds", "schema", "sample", "merge_fields"} {
		if len(out[k]) == 0 {
			t.Errorf("the contract lacks %s", k)
		}
	}
	if len(out) != 8 {
		t.Errorf("the contract has %d members, want 8", len(out))
	}
	var fields []string
	_ = json.Unmarshal(out["merge_fields"], &fields)
	if !slices.Contains(fields, "lines[].description") || !slices.IsSorted(fields) {
		t.Errorf("merge fields %q", fields)
	}
	p := problemOf(t, ds.do("GET", "/api/v1/documents/no-such-type", tok, nil))
	if p.Status != 404 || p.Code != "document_type_not_found" {
		t.Errorf("unknown type: %+v", p)
	}
}

func TestRenderEverySampleThroughTheAPI(t *testing.T) {
	t.Parallel()
	ds := newDocumentServer(t, Config{})
	read := ds.token(ds.orgs[0].ID, identity.ScopeDocumentsRead)
	write := ds.token(ds.orgs[0].ID, identity.ScopeDocumentsWrite)
	c, _ := catalog.Load()
	for _, typ := range c.Types() {
		body := `{"data":` + string(sampleOf(t, ds, typ.Key, read)) + `}`
		rec := ds.render(typ.Key, write, body)
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "text/html; charset=utf-8" {
			t.Errorf("%s: %d %q %.300s", typ.Key, rec.Code, rec.Header().Get("Content-Type"), rec.Body)
			continue
		}
		if !strings.HasPrefix(rec.Body.String(), "<!DOCTYPE html>") || rec.Header().Get("Content-Security-Policy") == "" {
			t.Errorf("%s: not a page, or no Content-Security-Policy", typ.Key)
		}
	}
}

func TestRenderFromARecord(t *testing.T) {
	t.Parallel()
	ds := newDocumentServer(t, Config{})
	org := ds.orgs[0]
	write := ds.token(org.ID, identity.ScopeDocumentsWrite)
	invoice := org.Data.IDs()[records.KindInvoice][0]
	rec := ds.render("invoice", write, `{"record_id":"`+string(invoice)+`"}`)
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("%d %q %.500s", rec.Code, rec.Header().Get("Content-Type"), rec.Body)
	}
	if !strings.Contains(rec.Body.String(), org.Name) {
		t.Errorf("the invoice does not name its sender %q", org.Name)
	}
	rec = ds.render("invoice", write, `{"record_id":"`+string(invoice)+`","data":null}`)
	if rec.Code != 200 {
		t.Errorf("a null data member is not treated as absent: %d %s", rec.Code, rec.Body)
	}
}

func TestRenderErrors(t *testing.T) {
	t.Parallel()
	ds := newDocumentServer(t, Config{MaxBodyBytes: 4096, MaxRenderBodyBytes: 4096})
	a, b := ds.orgs[0], ds.orgs[1]
	write := ds.token(a.ID, identity.ScopeDocumentsWrite)
	otherShow := b.Data.IDs()[records.KindShow][0]
	aInvoice := a.Data.IDs()[records.KindInvoice][0]
	cases := []struct {
		name, key, body, contentType string
		status                       int
		code                         string
		pointers                     []string
	}{
		{"an unknown type", "no-such-type", `{"data":{}}`, "", 404, "document_type_not_found", nil},
		{"both data and record_id", "invoice", `{"data":{},"record_id":"` + string(aInvoice) + `"}`, "", 422, "exactly_one_of", []string{""}},
		{"neither data nor record_id", "invoice", `{}`, "", 422, "exactly_one_of", []string{""}},
		{"both sent as null", "invoice", `{"data":null,"record_id":null}`, "", 422, "exactly_one_of", []string{""}},
		{"data that fails the schema lists every violation", "invoice",
			`{"data":{"number":"","issued_on":"soon","nonsense":1}}`, "", 422, "invalid_data",
			[]string{"/data/amount_paid", "/data/balance_due", "/data/client", "/data/due_on", "/data/issued_on",
				"/data/lines", "/data/nonsense", "/data/number", "/data/seller", "/data/subtotal", "/data/tax",
				"/data/tax_rate_percent", "/data/total"}},
		{"a record of another organization", "day-sheet", `{"record_id":"` + string(otherShow) + `"}`, "", 404, "record_not_found", nil},
		{"a record of a kind the type does not accept", "day-sheet", `{"record_id":"` + string(aInvoice) + `"}`, "", 422, "record_kind_not_accepted", []string{"/record_id"}},
		{"a record_id that is not a UUID", "invoice", `{"record_id":"INV-1"}`, "", 422, "invalid_uuid", []string{"/record_id"}},
		{"a record_id that is a number", "invoice", `{"record_id":42}`, "", 400, "invalid_type", []string{"/record_id"}},
		{"an unknown member", "invoice", `{"record_id":"` + string(aInvoice) + `","template":"x"}`, "", 422, "unknown_field", []string{"/template"}},
		{"undecodable JSON", "invoice", `{"data":`, "", 400, "invalid_json", nil},
		{"a body that is not JSON", "invoice", `data=1`, "application/x-www-form-urlencoded", 415, "unsupported_media_type", nil},
		{"a body over the limit", "invoice", `{"data":{"notes":"` + strings.Repeat("x", 5000) + `"}}`, "", 413, "body_too_large", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			ct := c.contentType
			if ct == "" {
				ct = "application/json"
			}
			rec := ds.do("POST", "/api/v1/documents/"+c.key+"/render", write, strings.NewReader(c.body), "Content-Type", ct)
			p := problemOf(t, rec)
			if p.Status != c.status || p.Code != c.code {
				t.Fatalf("got %d %s (%s), want %d %s", p.Status, p.Code, p.Detail, c.status, c.code)
			}
			var pointers []string
			for _, e := range p.Errors {
				pointers = append(pointers, e.Pointer)
			}
			if c.pointers != nil && !slices.Equal(pointers, c.pointers) {
				t.Fatalf("pointers %q, want %q", pointers, c.pointers)
			}
		})
	}
}

// TestAnotherOrganizationsRecordLooksMissing compares the 404 for another
// organization's record with the 404 for an identifier nobody has: apart from the
// request id they must be byte for byte the same.
func TestAnotherOrganizationsRecordLooksMissing(t *testing.T) {
	t.Parallel()
	ds := newDocumentServer(t, Config{})
	a, b := ds.orgs[0], ds.orgs[1]
	write := ds.token(a.ID, identity.ScopeDocumentsWrite)
	body := func(id kernel.ID) string {
		rec := ds.render("day-sheet", write, `{"record_id":"`+string(id)+`"}`)
		p := problemOf(t, rec)
		p.RequestID = ""
		out, _ := json.Marshal(p)
		return fmt.Sprintf("%d %s", rec.Code, out)
	}
	other, random := body(b.Data.IDs()[records.KindShow][0]), body(kernel.NewID())
	if other != random || !strings.HasPrefix(other, "404 ") {
		t.Fatalf("another organization's record:\n%s\na random id:\n%s", other, random)
	}
}

func TestDocumentScopes(t *testing.T) {
	t.Parallel()
	ds := newDocumentServer(t, Config{})
	org := ds.orgs[0].ID
	read, write := ds.token(org, identity.ScopeDocumentsRead), ds.token(org, identity.ScopeDocumentsWrite)
	other := ds.token(org, identity.ScopeReportsRead)
	sample := sampleOf(t, ds, "invoice", read)
	cases := []struct {
		name, method, path, token string
		status                    int
	}{
		{"documents:read alone cannot render", "POST", "/api/v1/documents/invoice/render", read, 403},
		{"documents:write alone cannot list", "GET", "/api/v1/documents", write, 403},
		{"documents:write alone cannot read a contract", "GET", "/api/v1/documents/invoice", write, 403},
		{"another scope cannot list", "GET", "/api/v1/documents", other, 403},
		{"no token cannot list", "GET", "/api/v1/documents", "", 401},
		{"no token cannot render", "POST", "/api/v1/documents/invoice/render", "", 401},
		{"documents:write renders", "POST", "/api/v1/documents/invoice/render", write, 200},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			rec := ds.do(c.method, c.path, c.token, strings.NewReader(`{"data":`+string(sample)+`}`), "Content-Type", "application/json")
			if rec.Code != c.status {
				t.Fatalf("status %d, want %d: %.300s", rec.Code, c.status, rec.Body)
			}
			if c.status == 403 && !strings.Contains(rec.Header().Get("WWW-Authenticate"), "insufficient_scope") {
				t.Fatalf("WWW-Authenticate %q", rec.Header().Get("WWW-Authenticate"))
			}
		})
	}
}

// BenchmarkHTTPRender measures the whole HTTP path of one render from data:
// routing, authentication, scope check, strict decoding, schema validation,
// rendering and the response.
func BenchmarkHTTPRender(b *testing.B) {
	ds := newDocumentServer(b, Config{})
	org := ds.orgs[0].ID
	sample := sampleOf(b, ds, "day-sheet", ds.token(org, identity.ScopeDocumentsRead))
	body := `{"data":` + string(sample) + `}`
	write := ds.token(org, identity.ScopeDocumentsWrite)
	b.ReportAllocs()
	b.SetBytes(int64(len(body)))
	for b.Loop() {
		req := httptest.NewRequest("POST", "/api/v1/documents/day-sheet/render", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+write)
		rec := httptest.NewRecorder()
		ds.Handler().ServeHTTP(rec, req)
		if rec.Code != nethttp.StatusOK {
			b.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
		_, _ = io.Copy(io.Discard, rec.Body)
	}
}
