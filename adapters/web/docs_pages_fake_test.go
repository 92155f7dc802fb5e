package web

import (
	"bytes"
	"context"
	"encoding/json"
	"maps"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// docsFake is the documents port over the real catalog: it renders a record
// of the organization's as a small page naming the type and the record, and
// refuses as the use case does (another organization's record or none:
// KindNotFound; an identifier that is not a UUID, or a kind the type does not
// take: KindInvalid). It keeps every render it made.
type docsFake struct {
	cat     *documents.Catalog
	records ports.RecordFinder
	mu      sync.Mutex
	renders []docsRender
}

type docsRender struct {
	Org       kernel.ID
	Key, ID   string
	HTMLBytes []byte
}

func newDocsFake(t *testing.T, rec ports.RecordFinder) *docsFake {
	t.Helper()
	cat, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	return &docsFake{cat: cat, records: rec}
}

func (d *docsFake) List(context.Context) []documents.Summary { return d.cat.Summaries() }

func (d *docsFake) Get(_ context.Context, key string) (documents.Type, error) {
	t, ok := d.cat.Lookup(key)
	if !ok {
		return documents.Type{}, kernel.NotFound("document type")
	}
	return t, nil
}

func (d *docsFake) RenderData(context.Context, kernel.ID, string, json.RawMessage) ([]byte, error) {
	return nil, kernel.Internal(nil)
}

func (d *docsFake) RenderRecord(ctx context.Context, org kernel.ID, key, id string) ([]byte, error) {
	t, err := d.Get(ctx, key)
	if err != nil {
		return nil, err
	}
	if _, err := kernel.ParseID(id); err != nil {
		return nil, kernel.InvalidField("/record_id", "invalid_uuid", "not a UUID")
	}
	ref, err := d.records.FindRef(ctx, org, kernel.ID(id))
	if err != nil {
		return nil, kernel.NotFound("record")
	}
	if !t.Accepts(ref.Kind) {
		return nil, kernel.InvalidField("/record_id", "record_kind_not_accepted", "not accepted")
	}
	var b bytes.Buffer
	b.WriteString(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>` + t.Title + `</title></head>`)
	b.WriteString(`<body><h1>` + t.Title + `</h1><p>` + id + `</p></body></html>`)
	d.mu.Lock()
	defer d.mu.Unlock()
	d.renders = append(d.renders, docsRender{Org: org, Key: key, ID: id, HTMLBytes: b.Bytes()})
	return b.Bytes(), nil
}

// last is the last render made.
func (d *docsFake) last() docsRender {
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.renders) == 0 {
		return docsRender{}
	}
	return d.renders[len(d.renders)-1]
}

// printerFake prints a page as "%PDF-" followed by the page and the paper, and
// keeps what it was given.
type printerFake struct {
	mu    sync.Mutex
	html  []byte
	paper ports.Paper
}

func (p *printerFake) Engine() string { return "Test printer" }

func (p *printerFake) PrintPDF(_ context.Context, html []byte, paper ports.Paper) ([]byte, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.html, p.paper = html, paper
	return append([]byte("%PDF-"+string(paper)+" "), html...), nil
}

// docsFixture is the show fixture with documents served (and, with printer,
// PDFs printed), the show day holding a crew assignment and the show a
// settlement besides.
type docsFixture struct {
	*showFixture
	docs          *docsFake
	printer       *printerFake
	crew, settled kernel.ID
}

func newDocsFixture(t *testing.T, printer bool) *docsFixture {
	t.Helper()
	f := &docsFixture{showFixture: newShowFixture(t), crew: kernel.NewID(), settled: kernel.NewID()}
	f.docs = newDocsFake(t, f.rec)
	deps := f.server.deps
	deps.Documents = f.docs
	if printer {
		f.printer = &printerFake{}
		deps.PDF = f.printer
	}
	s, err := New(f.server.cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	f.server, f.handler = s, s.Handler()
	org := f.org.ID
	f.rec.seed(org, records.Dataset{
		CrewAssignments: []records.CrewAssignment{{ID: f.crew, OrgID: org, ProjectID: f.project, PersonID: f.people[0],
			Role: "FOH Engineer", Department: "audio", StartsOn: showDay.AddDays(-2), EndsOn: showDay.AddDays(2)}},
		Settlements: []records.Settlement{{ID: f.settled, OrgID: org, ShowID: f.show, SettledAt: time.Date(2027, 3, 28, 23, 0, 0, 0, time.UTC),
			Currency: "EUR", Rate: kernel.RateOne, GrossBoxOffice: 4_500_000, SettledBy: "Mara Voss"}},
	})
	return f
}

// stored returns a copy of every session the store holds, by key.
func (s *sessions) stored() map[string]storedSession {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.data)
}
