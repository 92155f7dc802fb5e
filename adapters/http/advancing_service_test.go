package http

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/core/advancing"
	advancingapp "github.com/roadcase/roadcase/core/advancing/app"
	"github.com/roadcase/roadcase/core/identity"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
	"github.com/roadcase/roadcase/core/records/demo"
)

// advancingBackend is the memory backend seeded with the demo's records and
// advancing records, with the real advancing use cases over it, built once.
var advancingBackend = sync.OnceValues(func() (*memory.Backend, error) {
	ctx := context.Background()
	b := memory.New()
	clock := &kernel.FixedClock{T: demo.Today.Time(time.UTC).Add(9 * time.Hour)}
	people := identityapp.NewService(b.Identity(), b.Tx(), clock)
	recs, err := recordsapp.New(recordsapp.Deps{Records: b.Records(), Log: b.Records(), Orgs: b.Identity(), People: people, Tx: b.Tx(), Clock: clock})
	if err != nil {
		return nil, err
	}
	if _, err := recs.SeedDemo(ctx, 0, nil); err != nil {
		return nil, err
	}
	svc, err := newAdvancingService(b)
	if err != nil {
		return nil, err
	}
	return b, svc.SeedDemo(ctx, 0)
})

// issuedPortalTokens records every portal token the seed issued, so that the
// scenario can look for each in every answer (spec S16).
var issuedPortalTokens struct {
	sync.Mutex
	all []string
}

func recordPortalToken() string {
	tok := advancing.NewPortalToken()
	issuedPortalTokens.Lock()
	defer issuedPortalTokens.Unlock()
	issuedPortalTokens.all = append(issuedPortalTokens.all, tok)
	return tok
}

func newAdvancingService(b *memory.Backend) (*advancingapp.Service, error) {
	codec, err := kernel.NewCursorCodec([]byte("the cursor key of the advancing service tests"))
	if err != nil {
		return nil, err
	}
	return advancingapp.New(advancingapp.Deps{Store: b.Advancing(), Records: b.Records(), Cursors: codec,
		Clock: &kernel.FixedClock{T: demo.Today.Time(time.UTC).Add(9 * time.Hour)}, NewPortalToken: recordPortalToken})
}

// TestTheRealUseCasesAnswerWhatTheDocumentDescribes serves the demo's advancing
// records through the real use cases and the memory stores, and validates every
// answer against the schema the OpenAPI document gives it.
func TestTheRealUseCasesAnswerWhatTheDocumentDescribes(t *testing.T) {
	t.Parallel()
	b, err := advancingBackend()
	if err != nil {
		t.Fatal(err)
	}
	svc, err := newAdvancingService(b)
	if err != nil {
		t.Fatal(err)
	}
	auth := newFakeAuth()
	ts := &testServer{Server: New(Config{}, Deps{Auth: auth, Advancing: svc, Idempotency: b.Idempotency()}), auth: auth}
	orgs := demo.Organizations()
	org := orgs[0]
	secret, _ := auth.mint(identity.RoleManager, identity.ScopeAdvancingRead, identity.ScopeAdvancingWrite)
	auth.update(secret, func(tok *fakeToken) { tok.principal.OrgID = org.ID })
	doc := loadEmbedded(t)
	var answers []string // every body of the scenario, for the portal token scan
	get := func(template, path string) *httptest.ResponseRecorder {
		t.Helper()
		rec := ts.do("GET", path, secret, nil)
		validateAnswer(t, doc, "GET", template, rec)
		answers = append(answers, rec.Header().Get("Link")+rec.Body.String())
		return rec
	}

	ctx := context.Background()
	var packet advancing.Packet
	var batches []advancing.SendBatch
	for _, p := range org.Data.Projects {
		packets, err := b.Advancing().FindPackets(ctx, org.ID, p.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, pk := range packets {
			bs, err := b.Advancing().FindSendBatches(ctx, org.ID, pk.ID, nil, 100)
			if err != nil {
				t.Fatal(err)
			}
			if len(bs) > len(batches) {
				packet, batches = pk, bs
			}
		}
	}
	if len(batches) == 0 {
		t.Fatal("the demo has no packet with a send batch")
	}

	graph := get("/api/v1/projects/{id}/advance-packets", "/api/v1/projects/"+string(packet.ProjectID)+"/advance-packets")
	if graph.Code != 200 || !strings.Contains(graph.Body.String(), `"relation":"sent_to"`) {
		t.Errorf("graph = %d", graph.Code)
	}
	get("/api/v1/advance-packets/{id}", "/api/v1/advance-packets/"+string(packet.ID))
	for _, list := range []string{"sections", "audiences", "send-batches"} {
		rec := get("/api/v1/advance-packets/{id}/"+list, "/api/v1/advance-packets/"+string(packet.ID)+"/"+list+"?limit=1")
		if link := rec.Header().Get("Link"); link != "" {
			get("/api/v1/advance-packets/{id}/"+list, linkTarget(t, link))
		}
	}
	for _, batch := range batches {
		for _, q := range []string{"?limit=2", "?stage=acknowledged", "?stage=bounced&limit=1"} {
			rec := get("/api/v1/send-batches/{id}/tracking-board", "/api/v1/send-batches/"+string(batch.ID)+"/tracking-board"+q)
			if link := rec.Header().Get("Link"); link != "" {
				get("/api/v1/send-batches/{id}/tracking-board", linkTarget(t, link))
			}
		}
	}

	post := func(key string) *httptest.ResponseRecorder {
		rec := ts.do("POST", "/api/v1/projects/"+string(packet.ProjectID)+"/advance-packets", secret,
			strings.NewReader(`{"title": "Advance: a second look"}`), "Content-Type", "application/json", "Idempotency-Key", key)
		validateAnswer(t, doc, "POST", "/api/v1/projects/{id}/advance-packets", rec)
		answers = append(answers, rec.Header().Get("Location")+rec.Body.String())
		return rec
	}
	key := string(kernel.NewID())
	first, again := post(key), post(key)
	if first.Code != 201 || again.Code != 201 || again.Header().Get("Idempotent-Replayed") != "true" ||
		!bytes.Equal(first.Body.Bytes(), again.Body.Bytes()) {
		t.Errorf("create and replay = %d, %d (replayed %q)", first.Code, again.Code, again.Header().Get("Idempotent-Replayed"))
	}
	get("/api/v1/advance-packets/{id}", first.Header().Get("Location"))

	theirs := orgs[1].Data.Projects[0]
	rec := get("/api/v1/projects/{id}/advance-packets", "/api/v1/projects/"+string(theirs.ID)+"/advance-packets")
	if rec.Code != 404 {
		t.Errorf("another organization's project = %d", rec.Code)
	}

	// Spec S16: no answer of the scenario holds any portal token the seed issued,
	// nor its hash, nor anything shaped like one.
	issuedPortalTokens.Lock()
	tokens := append([]string(nil), issuedPortalTokens.all...)
	issuedPortalTokens.Unlock()
	if len(tokens) == 0 {
		t.Fatal("the seed issued no portal token to look for")
	}
	for _, body := range answers {
		if strings.Contains(body, advancing.PortalTokenPrefix) {
			t.Fatalf("an answer holds something shaped like a portal token: %.200s", body)
		}
		for _, tok := range tokens {
			if strings.Contains(body, tok) || strings.Contains(body, kernel.HashSecret(tok)) {
				t.Fatalf("an answer holds a portal token or its hash")
			}
		}
	}
	t.Logf("%d answers scanned for %d portal tokens", len(answers), len(tokens))
}

// validateAnswer checks a response against the document: its status is declared
// for the operation, and its body satisfies the declared schema of its media type.
func validateAnswer(t *testing.T, doc *openapi3.T, method, template string, rec *httptest.ResponseRecorder) {
	t.Helper()
	op := doc.Paths.Value(template).GetOperation(method)
	resp := op.Responses.Status(rec.Code)
	if resp == nil {
		t.Fatalf("%s %s answered %d, which the document does not declare: %s", method, template, rec.Code, rec.Body)
	}
	mediaType, _, _ := strings.Cut(rec.Header().Get("Content-Type"), ";")
	mt := resp.Value.Content.Get(mediaType)
	if mt == nil {
		t.Fatalf("%s %s answered %d as %s, which the document does not declare", method, template, rec.Code, mediaType)
	}
	var body any
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatalf("%s %s: %v", method, template, err)
	}
	if err := mt.Schema.Value.VisitJSON(body, openapi3.MultiErrors()); err != nil {
		t.Errorf("%s %s answered %d with a body the document does not allow: %v", method, template, rec.Code, err)
	}
}
