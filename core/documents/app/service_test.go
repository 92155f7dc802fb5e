package app

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/documents/binding"
	"github.com/roadcase/roadcase/core/documents/doctest"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

var (
	orgA    = kernel.NameID(kernel.Namespace, "org a")
	orgB    = kernel.NameID(kernel.Namespace, "org b")
	project = kernel.NameID(kernel.Namespace, "project")
	showA   = kernel.NameID(kernel.Namespace, "show a")
	invA    = kernel.NameID(kernel.Namespace, "invoice a")
	showB   = kernel.NameID(kernel.Namespace, "show b")
	now     = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
)

// world is a service over the fixture catalog with one show and one invoice in
// organization A and one show in organization B.
type world struct {
	svc     *Service
	records *fakeRecords
	sources []binding.Source
}

func newWorld(t *testing.T, bind binding.Binder) *world {
	t.Helper()
	w := &world{records: &fakeRecords{
		refs: map[kernel.ID]map[kernel.ID]records.Ref{
			orgA: {showA: {Kind: records.KindShow, ID: showA, ProjectID: project},
				invA: {Kind: records.KindInvoice, ID: invA, ProjectID: project}},
			orgB: {showB: {Kind: records.KindShow, ID: showB, ProjectID: project}},
		},
		datasets: map[kernel.ID]records.Dataset{project: {Shows: []records.Show{{ID: showA, ProjectID: project}}}},
	}}
	if bind == nil {
		bind = func(src binding.Source) (map[string]any, error) {
			return map[string]any{"title": "Bound", "count": int64(9007199254740993)}, nil
		}
	}
	svc, err := New(Deps{
		Catalog:   doctest.FixtureCatalog(),
		Validator: &fakeValidator{required: []string{"title"}},
		Renderer:  fakeRenderer{},
		Records:   w.records,
		Orgs:      fakeOrgs{orgA: {ID: orgA, Name: "Northern Lights Touring"}},
		Clock:     &kernel.FixedClock{T: now},
		Reads: func(docType string, kind records.Kind) []records.Kind {
			return []records.Kind{records.KindScheduleItem}
		},
		Binders: func(docType string, kind records.Kind) (binding.Binder, bool) {
			if docType != doctest.FixtureKey || kind != records.KindShow {
				return nil, false
			}
			return func(src binding.Source) (map[string]any, error) {
				w.sources = append(w.sources, src)
				return bind(src)
			}, true
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	w.svc = svc
	return w
}

func TestListAndGet(t *testing.T) {
	t.Parallel()
	w := newWorld(t, nil)
	ctx := context.Background()
	if got := w.svc.List(ctx); len(got) != 1 || got[0].Key != doctest.FixtureKey {
		t.Fatalf("List = %+v", got)
	}
	if got, err := w.svc.Get(ctx, doctest.FixtureKey); err != nil || len(got.MergeFields) == 0 {
		t.Fatalf("Get = %+v, %v", got, err)
	}
	_, err := w.svc.Get(ctx, "nope")
	if e, ok := kernel.AsError(err); !ok || e.Kind != kernel.KindNotFound || e.Message != `document type "nope" not found` {
		t.Fatalf("Get(nope) = %v", err)
	}
}

func TestRenderData(t *testing.T) {
	t.Parallel()
	w := newWorld(t, nil)
	cases := []struct {
		name     string
		key      string
		data     string
		kind     kernel.Kind
		pointers []string
		code     string
		contains string
	}{
		{"valid data renders", doctest.FixtureKey, `{"title":"Hi","n":12345678901234567890}`, 0, nil, "", "12345678901234567890"},
		{"an unknown type is not found", "nope", `{}`, kernel.KindNotFound, nil, "", ""},
		{"schema violations point into the request body", doctest.FixtureKey, `{"x":1}`, kernel.KindInvalid, []string{"/data/title"}, "required", ""},
		{"a root violation points at /data", doctest.FixtureKey, `[]`, kernel.KindInvalid, []string{"/data"}, "type", ""},
		{"numbers reach the renderer written plainly", doctest.FixtureKey, `{"title":"x","n":[1.0e0,9.460e1,-0.0]}`, 0, nil, "", `"n":[1,94.6,0]`},
		{"a known time zone passes", doctest.FixtureKey, `{"title":"x","time_zone":"America/New_York"}`, 0, nil, "", "America/New_York"},
		{"data that is not JSON is invalid", doctest.FixtureKey, `{`, kernel.KindInvalid, []string{"/data"}, "invalid_json", ""},
		{"two JSON values are invalid", doctest.FixtureKey, `{} {}`, kernel.KindInvalid, []string{"/data"}, "invalid_json", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			out, err := w.svc.RenderData(context.Background(), orgA, c.key, json.RawMessage(c.data))
			if c.kind == 0 {
				if err != nil || !strings.Contains(string(out), c.contains) {
					t.Fatalf("RenderData = %s, %v; want a page containing %q", out, err, c.contains)
				}
				return
			}
			e, ok := kernel.AsError(err)
			if !ok || e.Kind != c.kind {
				t.Fatalf("err = %v, want kind %v", err, c.kind)
			}
			if len(e.Fields) != len(c.pointers) {
				t.Fatalf("fields %+v, want pointers %q", e.Fields, c.pointers)
			}
			for i, p := range c.pointers {
				if e.Fields[i].Pointer != p || e.Fields[i].Code != c.code {
					t.Errorf("field %d = %+v, want %s %s", i, e.Fields[i], p, c.code)
				}
			}
		})
	}
}

func TestRenderRecord(t *testing.T) {
	t.Parallel()
	w := newWorld(t, nil)
	ctx := context.Background()
	out, err := w.svc.RenderRecord(ctx, orgA, doctest.FixtureKey, strings.ToUpper(string(showA)))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `"count":9007199254740993`) {
		t.Fatalf("the bound data lost precision or did not reach the renderer: %s", out)
	}
	src := w.sources[0]
	if src.Ref.ID != showA || src.OrgName != "Northern Lights Touring" || !src.Now.Equal(now) || src.Show(showA) == nil {
		t.Fatalf("source = %+v", src)
	}
	if len(w.records.loads) != 1 || w.records.loads[0].ShowID != showA || w.records.finds != 0 {
		t.Fatalf("loads %+v and %d FindRef calls, want one load of the show's scope and no FindRef",
			w.records.loads, w.records.finds)
	}
	if got := w.records.loads[0].Kinds; !slices.Equal(got, []records.Kind{records.KindScheduleItem}) {
		t.Fatalf("loaded kinds %v, want what the binder reads", got)
	}
	if src.Ref.ProjectID != project {
		t.Fatalf("the source's record is in project %s, want %s", src.Ref.ProjectID, project)
	}
}

func TestRenderRecordFailures(t *testing.T) {
	t.Parallel()
	w := newWorld(t, nil)
	cases := []struct {
		name    string
		key, id string
		kind    kernel.Kind
		code    string
		detail  string
	}{
		{"an unknown type", "nope", string(showA), kernel.KindNotFound, "document_type_not_found", ""},
		{"a malformed identifier", doctest.FixtureKey, "show-1", kernel.KindInvalid, "invalid_uuid", ""},
		{"a record that does not exist", doctest.FixtureKey, string(kernel.NameID(kernel.Namespace, "nothing")), kernel.KindNotFound, "record_not_found", "record not found"},
		{"another organization's record", doctest.FixtureKey, string(showB), kernel.KindNotFound, "record_not_found", "record not found"},
		{"a record of a kind the type does not accept", doctest.FixtureKey, string(invA), kernel.KindInvalid, "record_kind_not_accepted",
			"record_id names a record of kind invoice, which fixture-sheet cannot be rendered from; it accepts records of kind show"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, err := w.svc.RenderRecord(context.Background(), orgA, c.key, c.id)
			e, ok := kernel.AsError(err)
			if !ok || e.Kind != c.kind || e.Code != c.code {
				t.Fatalf("err = %#v, want kind %v code %s", err, c.kind, c.code)
			}
			if c.detail != "" && e.Message != c.detail {
				t.Fatalf("message %q, want %q", e.Message, c.detail)
			}
			if c.kind == kernel.KindInvalid && (len(e.Fields) != 1 || e.Fields[0].Pointer != "/record_id") {
				t.Fatalf("fields %+v, want one at /record_id", e.Fields)
			}
		})
	}
}

func TestBinderFailuresAreNotTheCallersFault(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		bind binding.Binder
		kind kernel.Kind
	}{
		{"bound data that fails the schema is internal", func(binding.Source) (map[string]any, error) {
			return map[string]any{"no_title": true}, nil
		}, kernel.KindInternal},
		{"a plain binder error is internal", func(binding.Source) (map[string]any, error) {
			return nil, errors.New("boom")
		}, kernel.KindInternal},
		{"bound data that cannot be encoded is internal", func(binding.Source) (map[string]any, error) {
			return map[string]any{"title": "x", "f": func() {}}, nil
		}, kernel.KindInternal},
		{"a binder's kernel error keeps its kind", func(binding.Source) (map[string]any, error) {
			return nil, kernel.InvalidField("/record_id", "not_settled", "the show has no settlement yet")
		}, kernel.KindInvalid},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t, c.bind)
			_, err := w.svc.RenderRecord(context.Background(), orgA, doctest.FixtureKey, string(showA))
			if !kernel.IsKind(err, c.kind) {
				t.Fatalf("err = %v, want kind %v", err, c.kind)
			}
		})
	}
}

func TestCheckRefusesABrokenCatalog(t *testing.T) {
	t.Parallel()
	base := func() Deps {
		return Deps{Catalog: doctest.FixtureCatalog(), Validator: &fakeValidator{}, Renderer: fakeRenderer{},
			Records: &fakeRecords{}, Orgs: fakeOrgs{}}
	}
	cases := []struct {
		name   string
		change func(*Deps)
		want   string
	}{
		{"a schema that does not compile", func(d *Deps) {
			d.Validator = &fakeValidator{failOn: map[string]error{doctest.FixtureKey: errors.New("bad schema")}}
		}, "bad schema"},
		{"a sample that fails its schema", func(d *Deps) {
			d.Validator = &fakeValidator{required: []string{"missing_member"}}
		}, `sample fails its schema at "/missing_member"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			d := base()
			c.change(&d)
			svc, err := New(d)
			if err != nil {
				t.Fatalf("New: %v; a contract is checked by Check, not at New", err)
			}
			if err := svc.Check(); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Check error = %v, want one containing %q", err, c.want)
			}
		})
	}
	t.Run("a missing dependency", func(t *testing.T) {
		t.Parallel()
		d := base()
		d.Renderer = nil
		if _, err := New(d); err == nil || !strings.Contains(err.Error(), "required") {
			t.Fatalf("New error = %v, want one saying what is required", err)
		}
	})
}

func TestARenderWithASchemaThatDoesNotCompileIsAnInternalError(t *testing.T) {
	t.Parallel()
	svc, err := New(Deps{Catalog: doctest.FixtureCatalog(), Renderer: fakeRenderer{}, Records: &fakeRecords{}, Orgs: fakeOrgs{},
		Validator: &fakeValidator{failOn: map[string]error{doctest.FixtureKey: errors.New("bad schema")}}})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 { // the failure is kept, not retried
		_, err := svc.RenderData(context.Background(), orgA, doctest.FixtureKey, json.RawMessage(`{"title": "x"}`))
		if !kernel.IsKind(err, kernel.KindInternal) || !strings.Contains(err.Error(), "bad schema") {
			t.Fatalf("err = %v, want an internal error naming the schema's problem", err)
		}
	}
}

func TestBoundTextLongerThanTheSchemaAllowsIsShortened(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("Load-in via the rear dock. ", 100) // the fixture's notes allow 2,000 characters
	w := newWorld(t, func(binding.Source) (map[string]any, error) {
		return map[string]any{"title": "Bound", "notes": long, "tags": []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"}}, nil
	})
	out, err := w.svc.RenderRecord(context.Background(), orgA, doctest.FixtureKey, string(showA))
	if err != nil {
		t.Fatal(err)
	}
	page := string(out)
	want := long[:1999] + "…"
	if !strings.Contains(page, `"notes":"`+want+`"`) {
		t.Errorf("the notes were not cut to 1,999 characters and an ellipsis: %.300s", page)
	}
	if !strings.Contains(page, `"tags":["a","b","c","d","e","f","g","h","i","j"]`) {
		t.Errorf("the tags were not cut to the first 10: %.300s", page[strings.Index(page, `"tags"`):])
	}
}

func TestANumberNoSchemaCanReadIsTheCallersFault(t *testing.T) {
	t.Parallel()
	w := newWorld(t, nil)
	_, err := w.svc.RenderData(context.Background(), orgA, doctest.FixtureKey,
		json.RawMessage(`{"title": "x", "items": [{"qty": 1e1000000000}]}`))
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != kernel.KindInvalid || e.Code != "invalid_data" || len(e.Fields) != 1 ||
		e.Fields[0].Pointer != "/data/items/0/qty" || e.Fields[0].Code != "number" {
		t.Fatalf("err = %#v, want one invalid_data problem at /data/items/0/qty", err)
	}
}
