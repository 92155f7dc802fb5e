package http

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// advancingServer is the whole API with a fake advancing service and idempotency
// store, and a fake authenticator.
type advancingServer struct {
	*testServer
	adv  *fakeAdvancing
	idem *fakeIdempotency
	org  kernel.ID
}

func newAdvancingServer(t *testing.T) *advancingServer {
	t.Helper()
	logs := &syncBuffer{}
	auth, adv, idem := newFakeAuth(), newFakeAdvancing(t), newFakeIdempotency()
	s := New(Config{Logger: slog.New(slog.NewJSONHandler(logs, nil))},
		Deps{Auth: auth, Advancing: adv, Idempotency: idem})
	return &advancingServer{testServer: &testServer{Server: s, auth: auth, logs: logs}, adv: adv, idem: idem,
		org: kernel.NewID()}
}

// token mints a token of the server's organization for a user with role.
func (as *advancingServer) token(role identity.Role, scopes ...identity.Scope) string {
	return as.tokenOf(as.org, role, scopes...)
}

func (as *advancingServer) tokenOf(org kernel.ID, role identity.Role, scopes ...identity.Scope) string {
	secret, _ := as.auth.mint(role, scopes...)
	as.auth.update(secret, func(t *fakeToken) { t.principal.OrgID = org })
	return secret
}

func (as *advancingServer) reader() string {
	return as.token(identity.RoleViewer, identity.ScopeAdvancingRead)
}

func (as *advancingServer) writer(role identity.Role) string {
	return as.token(role, identity.ScopeAdvancingWrite)
}

// create posts a shell request with optional extra headers.
func (as *advancingServer) create(project kernel.ID, token, body string, header ...string) *httptest.ResponseRecorder {
	return as.do("POST", "/api/v1/projects/"+string(project)+"/advance-packets", token, strings.NewReader(body),
		append([]string{"Content-Type", "application/json"}, header...)...)
}

// decodeStrictly decodes a JSON response into out, refusing members out does not have.
func decodeStrictly(t *testing.T, rec *httptest.ResponseRecorder, out any) {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Fatalf("Content-Type = %q (status %d, body %s)", ct, rec.Code, rec.Body)
	}
	dec := json.NewDecoder(bytes.NewReader(rec.Body.Bytes()))
	dec.DisallowUnknownFields()
	if err := dec.Decode(out); err != nil {
		t.Fatalf("decode %s: %v", rec.Body, err)
	}
}

func TestAdvancingReadsNeedTheReadScopeAndWritesTheWriteScope(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project := as.adv.addProject(as.org)
	packet := as.adv.addPacket(t, project)
	batch := as.adv.addBatches(packet, 1)[0]
	as.adv.setBoard(advancing.TrackingBoard{Batch: batch, Board: advancing.NewBoard(advancing.Tally{})})
	reads := []string{
		"/api/v1/projects/" + string(project.ID) + "/advance-packets",
		"/api/v1/advance-packets/" + string(packet.ID),
		"/api/v1/advance-packets/" + string(packet.ID) + "/sections",
		"/api/v1/advance-packets/" + string(packet.ID) + "/audiences",
		"/api/v1/advance-packets/" + string(packet.ID) + "/send-batches",
		"/api/v1/send-batches/" + string(batch.ID) + "/tracking-board",
	}
	writeOnly := as.token(identity.RoleOwner, identity.ScopeAdvancingWrite, identity.ScopeDocumentsRead)
	for _, path := range reads {
		if rec := as.do("GET", path, as.reader(), nil); rec.Code != 200 {
			t.Errorf("GET %s with advancing:read = %d %s", path, rec.Code, rec.Body)
		}
		rec := as.do("GET", path, writeOnly, nil)
		if p := problemOf(t, rec); rec.Code != 403 || p.Code != "insufficient_scope" ||
			rec.Header().Get("WWW-Authenticate") != `Bearer error="insufficient_scope", scope="advancing:read"` {
			t.Errorf("GET %s without advancing:read = %d %s, challenge %q", path, rec.Code, p.Code,
				rec.Header().Get("WWW-Authenticate"))
		}
	}
	readOnly := as.token(identity.RoleOwner, identity.ScopeAdvancingRead)
	rec := as.create(project.ID, readOnly, `{}`)
	if p := problemOf(t, rec); rec.Code != 403 || p.Code != "insufficient_scope" {
		t.Errorf("POST with advancing:read only = %d %s", rec.Code, p.Code)
	}
	if rec := as.do("GET", reads[0], "", nil); rec.Code != 401 {
		t.Errorf("GET without a token = %d", rec.Code)
	}
}

func TestCreatingAShellNeedsTheManagerRoleOrAbove(t *testing.T) {
	t.Parallel()
	tests := []struct {
		role identity.Role
		want int
	}{
		{identity.RoleOwner, 201}, {identity.RoleAdmin, 201}, {identity.RoleManager, 201},
		{identity.RoleMember, 403}, {identity.RoleViewer, 403},
	}
	for _, tt := range tests {
		t.Run(string(tt.role), func(t *testing.T) {
			t.Parallel()
			as := newAdvancingServer(t)
			project := as.adv.addProject(as.org)
			rec := as.create(project.ID, as.writer(tt.role), `{}`)
			if rec.Code != tt.want {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.want, rec.Body)
			}
			if tt.want == 403 {
				if p := problemOf(t, rec); p.Code != "insufficient_role" {
					t.Errorf("code %q, want insufficient_role", p.Code)
				}
				if as.adv.shells != 0 {
					t.Error("the use case ran for a caller below manager")
				}
				return
			}
			if as.adv.lastRole != tt.role {
				t.Errorf("the use case was given role %q, want %q", as.adv.lastRole, tt.role)
			}
		})
	}
}

func TestCreatingAShellAnswers201WithItsLocationAndThePacket(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project := as.adv.addProject(as.org)
	rec := as.create(project.ID, as.writer(identity.RoleManager),
		`{"kind": "festival_slot", "title": "Advance: the festival", "due_on": "2026-11-15", "show_id": null}`)
	if rec.Code != 201 {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	var p AdvancePacket
	decodeStrictly(t, rec, &p)
	if loc := rec.Header().Get("Location"); loc != "/api/v1/advance-packets/"+p.ID {
		t.Errorf("Location = %q, packet %s", loc, p.ID)
	}
	if p.Kind != "festival_slot" || p.Title != "Advance: the festival" || p.DueOn == nil || *p.DueOn != "2026-11-15" ||
		p.ShowID != nil || p.ProjectID != string(project.ID) || p.Status != "draft" {
		t.Errorf("packet = %+v", p)
	}
	if len(p.Sections) == 0 || len(p.Audiences) == 0 || p.Progress.Required == 0 {
		t.Errorf("a shell without sections, audiences or required sections: %+v", p)
	}
	got := as.do("GET", rec.Header().Get("Location"), as.reader(), nil)
	if got.Code != 200 || !bytes.Equal(got.Body.Bytes(), rec.Body.Bytes()) {
		t.Errorf("GET Location = %d, body differs from the 201's:\n%s\n%s", got.Code, got.Body, rec.Body)
	}
}

func TestCreatingAShellRefusesMalformedMembersWithPointers(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project := as.adv.addProject(as.org)
	tests := []struct {
		name, body string
		status     int
		pointers   []string
	}{
		{"a show id that is not a UUID and a date that is not a date", `{"show_id": "show-1", "due_on": "15/11/2026"}`,
			422, []string{"/show_id", "/due_on"}},
		{"an unknown kind", `{"kind": "stadium"}`, 422, []string{"/kind"}},
		{"an unknown member", `{"kind": "club_show", "portal_token": "x"}`, 422, []string{"/portal_token"}},
		{"a title of the wrong type", `{"title": 7}`, 400, []string{"/title"}},
		{"no body at all", ``, 400, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := as.create(project.ID, as.writer(identity.RoleManager), tt.body)
			p := problemOf(t, rec)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			var pointers []string
			for _, e := range p.Errors {
				pointers = append(pointers, e.Pointer)
			}
			if !slices.Equal(pointers, tt.pointers) {
				t.Errorf("pointers %v, want %v", pointers, tt.pointers)
			}
		})
	}
}

func TestAnotherOrganizationsRecordsAreNotFoundLikeMissingOnes(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	other := kernel.NewID()
	project := as.adv.addProject(other)
	packet := as.adv.addPacket(t, project)
	batch := as.adv.addBatches(packet, 1)[0]
	as.adv.setBoard(advancing.TrackingBoard{Batch: batch, Board: advancing.NewBoard(advancing.Tally{})})
	paths := map[string][]string{
		"project": {"/api/v1/projects/%s/advance-packets", string(project.ID)},
		"packet":  {"/api/v1/advance-packets/%s", string(packet.ID)},
		"list":    {"/api/v1/advance-packets/%s/sections", string(packet.ID)},
		"batch":   {"/api/v1/send-batches/%s/tracking-board", string(batch.ID)},
	}
	for name, p := range paths {
		t.Run(name, func(t *testing.T) {
			var bodies []string
			for _, id := range []string{p[1], string(kernel.NewID()), "not-a-uuid"} {
				path := strings.Replace(p[0], "%s", id, 1)
				rec := as.do("GET", path, as.reader(), nil)
				prob := problemOf(t, rec)
				if rec.Code != 404 || prob.Code != "not_found" {
					t.Fatalf("GET %s = %d %s", path, rec.Code, prob.Code)
				}
				bodies = append(bodies, prob.Detail)
			}
			if bodies[0] != bodies[1] || bodies[1] != bodies[2] {
				t.Errorf("the details tell the cases apart: %q", bodies)
			}
		})
	}
	rec := as.create(project.ID, as.writer(identity.RoleOwner), `{}`)
	if p := problemOf(t, rec); rec.Code != 404 || p.Code != "not_found" {
		t.Errorf("POST to another organization's project = %d %s", rec.Code, p.Code)
	}
}

func TestThePacketGraphIsAJSONGraphFormatDocument(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project := as.adv.addProject(as.org)
	packet := as.adv.addPacket(t, project)
	as.adv.addBatches(packet, 1)
	rec := as.do("GET", "/api/v1/projects/"+string(project.ID)+"/advance-packets", as.reader(), nil)
	if rec.Code != 200 {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	var raw struct {
		Graph struct {
			Directed bool             `json:"directed"`
			Type     string           `json:"type"`
			Label    string           `json:"label"`
			Nodes    []map[string]any `json:"nodes"`
			Edges    []map[string]any `json:"edges"`
		} `json:"graph"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &raw); err != nil {
		t.Fatal(err)
	}
	g := raw.Graph
	if !g.Directed || g.Type != "roadcase.advance-packets" || g.Label != "Advance packets of Winter Tour 2026" {
		t.Errorf("graph directed %v, type %q, label %q", g.Directed, g.Type, g.Label)
	}
	ids := map[string]bool{}
	for _, n := range g.Nodes {
		if keys := sortedKeys(n); !slices.Equal(keys, []string{"id", "label", "metadata", "type"}) {
			t.Fatalf("node members %v", keys)
		}
		meta := n["metadata"].(map[string]any)
		if keys := sortedKeys(meta); !slices.Equal(keys, []string{"kind", "required", "status"}) {
			t.Fatalf("metadata members %v", keys)
		}
		if (n["type"] == "section") != (meta["required"] != nil) {
			t.Errorf("%s node has required %v", n["type"], meta["required"])
		}
		ids[n["id"].(string)] = true
	}
	if g.Nodes[0]["type"] != "project" || g.Nodes[0]["id"] != string(project.ID) || g.Nodes[1]["type"] != "packet" {
		t.Errorf("first nodes %v, %v", g.Nodes[0], g.Nodes[1])
	}
	relations := map[string]int{}
	for _, e := range g.Edges {
		if keys := sortedKeys(e); !slices.Equal(keys, []string{"relation", "source", "target"}) {
			t.Fatalf("edge members %v", keys)
		}
		if !ids[e["source"].(string)] || !ids[e["target"].(string)] {
			t.Errorf("edge %v joins a node the graph does not have", e)
		}
		relations[e["relation"].(string)]++
	}
	for _, r := range []string{"has_packet", "has_section", "has_audience", "sees", "member_of", "has_send_batch", "sent_to"} {
		if relations[r] == 0 {
			t.Errorf("no %s edge among %v", r, relations)
		}
	}
}

func TestAPacketCarriesItsSectionsAndAudiences(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	packet := as.adv.addPacket(t, as.adv.addProject(as.org))
	rec := as.do("GET", "/api/v1/advance-packets/"+string(packet.ID), as.reader(), nil)
	var p AdvancePacket
	decodeStrictly(t, rec, &p)
	if len(p.Sections) != len(packet.Sections) || len(p.Audiences) != len(packet.Audiences) {
		t.Fatalf("%d sections and %d audiences", len(p.Sections), len(p.Audiences))
	}
	first := p.Sections[0]
	if first.Status != "complete" || first.CompletedAt == nil || first.Fields[0].Value == nil || *first.Fields[0].Value != "14:00" ||
		first.Fields[1].Value == nil || first.DueOn == nil || len(first.Documents) == 0 {
		t.Errorf("first section = %+v", first)
	}
	// Marked complete with no item confirmed: the status follows the items.
	if second := p.Sections[1]; second.Status != "in_progress" || second.CompletedAt != nil {
		t.Errorf("second section = %s, completed %v; want in_progress", second.Status, second.CompletedAt)
	}
	a := p.Audiences[0]
	if len(a.ContactIDs) != 2 || len(a.SectionIDs) == 0 || a.SectionIDs[0] != string(packet.Sections[0].ID) {
		t.Errorf("first audience = %+v", a)
	}
	if p.Progress.Done != 1 {
		t.Errorf("progress = %+v", p.Progress)
	}
	// Every nullable member is written, as null when it has no value.
	var raw map[string]any
	_ = json.Unmarshal(rec.Body.Bytes(), &raw)
	if v, ok := raw["show_id"]; !ok || v != nil {
		t.Errorf("show_id = %v (present %v), want null", v, ok)
	}
}

func TestListsArePagedWithACursorAndALinkToTheNextPage(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	packet := as.adv.addPacket(t, as.adv.addProject(as.org))
	as.adv.addBatches(packet, 3)
	for _, list := range []struct {
		path string
		want int
	}{
		{"sections", len(packet.Sections)}, {"audiences", len(packet.Audiences)}, {"send-batches", 3},
	} {
		t.Run(list.path, func(t *testing.T) {
			var ids []string
			next := "/api/v1/advance-packets/" + string(packet.ID) + "/" + list.path + "?limit=2"
			for pages := 0; next != ""; pages++ {
				if pages > list.want {
					t.Fatal("the pages never end")
				}
				rec := as.do("GET", next, as.reader(), nil)
				var page struct {
					Data []struct {
						ID string `json:"id"`
					} `json:"data"`
					HasMore    bool    `json:"has_more"`
					NextCursor *string `json:"next_cursor"`
				}
				if err := json.Unmarshal(rec.Body.Bytes(), &page); err != nil || rec.Code != 200 {
					t.Fatalf("GET %s = %d %s", next, rec.Code, rec.Body)
				}
				for _, d := range page.Data {
					ids = append(ids, d.ID)
				}
				link := rec.Header().Get("Link")
				if page.HasMore != (page.NextCursor != nil) || page.HasMore != (link != "") {
					t.Fatalf("has_more %v, next_cursor %v, Link %q", page.HasMore, page.NextCursor, link)
				}
				next = ""
				if page.HasMore {
					next = linkTarget(t, link)
					u, _ := url.Parse(next)
					if u.Query().Get("cursor") != *page.NextCursor || u.Query().Get("limit") != "2" {
						t.Errorf("Link %q does not carry next_cursor and limit", link)
					}
				}
			}
			if len(ids) != list.want || len(slices.Compact(slices.Sorted(slices.Values(ids)))) != list.want {
				t.Errorf("%d items over the pages (%v), want %d distinct", len(ids), ids, list.want)
			}
		})
	}
}

var linkNext = regexp.MustCompile(`^<([^>]+)>; rel="next"$`)

func linkTarget(t *testing.T, link string) string {
	t.Helper()
	m := linkNext.FindStringSubmatch(link)
	if m == nil {
		t.Fatalf("Link %q is not <…>; rel=\"next\"", link)
	}
	return m[1]
}

func TestAListRefusesABadLimitOrCursorWithAPointer(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	packet := as.adv.addPacket(t, as.adv.addProject(as.org))
	base := "/api/v1/advance-packets/" + string(packet.ID) + "/sections"
	first := as.do("GET", base+"?limit=1", as.reader(), nil)
	var page AdvanceSectionPage
	decodeStrictly(t, first, &page)
	tests := []struct {
		query, pointer, code string
	}{
		{"limit=0", "/limit", "invalid_limit"},
		{"limit=101", "/limit", "invalid_limit"},
		{"limit=ten", "/limit", "invalid_limit"},
		{"cursor=bm90LWEtY3Vyc29y", "/cursor", "invalid_cursor"},
		// A cursor of another list (the audiences) is refused as well.
		{"cursor=" + url.QueryEscape(as.adv.codec.Encode("audiences:"+string(packet.ID),
			kernel.Cursor{Keys: []string{"0"}, ID: packet.Audiences[0].ID})), "/cursor", "invalid_cursor"},
	}
	for _, tt := range tests {
		rec := as.do("GET", base+"?"+tt.query, as.reader(), nil)
		p := problemOf(t, rec)
		if rec.Code != 422 || p.Code != tt.code || len(p.Errors) != 1 || p.Errors[0].Pointer != tt.pointer {
			t.Errorf("?%s = %d %s %+v", tt.query, rec.Code, p.Code, p.Errors)
		}
	}
	if rec := as.do("GET", base+"?cursor="+url.QueryEscape(*page.NextCursor), as.reader(), nil); rec.Code != 200 {
		t.Errorf("the page's own cursor = %d %s", rec.Code, rec.Body)
	}
}

// boardFixture is a batch of three recipients: one acknowledged, one bounced, one
// still queued, with the tracking board of the first page of one.
func boardFixture(as *advancingServer, t *testing.T) (advancing.SendBatch, []advancing.RecipientProgress) {
	t.Helper()
	packet := as.adv.addPacket(t, as.adv.addProject(as.org))
	batch := as.adv.addBatches(packet, 1)[0]
	at := func(m int) time.Time { return time.Date(2026, 11, 6, 10, m, 0, 0, time.UTC) }
	person := func(name string, hash string, events ...advancing.Event) advancing.RecipientProgress {
		return advancing.RecipientProgress{Recipient: advancing.Recipient{ID: kernel.NewID(), OrgID: as.org, BatchID: batch.ID,
			PersonID: kernel.NewID(), Name: name, Email: strings.ToLower(strings.Fields(name)[0]) + "@example.com",
			TokenHash: hash}, Progress: advancing.Track(events)}
	}
	rows := []advancing.RecipientProgress{
		person("Ada Lovelace", "hash-of-ada's-portal-token",
			advancing.Event{Stage: advancing.StageQueued, At: at(0)}, advancing.Event{Stage: advancing.StageSent, At: at(1)},
			advancing.Event{Stage: advancing.StageDelivered, At: at(2)}, advancing.Event{Stage: advancing.StageOpened, At: at(30)},
			advancing.Event{Stage: advancing.StageAcknowledged, At: at(61)}),
		person("Bo Diddley", "hash-of-bo's-portal-token",
			advancing.Event{Stage: advancing.StageQueued, At: at(0)}, advancing.Event{Stage: advancing.StageSent, At: at(1)},
			advancing.Event{Stage: advancing.StageBounced, At: at(3)}),
		person("Cy Twombly", "hash-of-cy's-portal-token"),
	}
	var progress []advancing.Progress
	for _, r := range rows {
		progress = append(progress, r.Progress)
	}
	page := kernel.NewPage(rows[:2], 1, as.adv.codec, "recipients:"+string(batch.ID)+":", func(r advancing.RecipientProgress) kernel.Cursor {
		return kernel.Cursor{Keys: []string{r.Recipient.Name}, ID: r.Recipient.ID}
	})
	as.adv.setBoard(advancing.TrackingBoard{Batch: batch, Board: advancing.NewBoard(advancing.TallyOf(progress)), Recipients: page})
	return batch, rows
}

func TestTheTrackingBoardShowsTheFunnelRatesAndAPageOfRecipients(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	batch, rows := boardFixture(as, t)
	rec := as.do("GET", "/api/v1/send-batches/"+string(batch.ID)+"/tracking-board?limit=1&stage=", as.reader(), nil)
	var board TrackingBoard
	decodeStrictly(t, rec, &board)
	want := `{
		"recipients": 3,
		"reached": {"queued": 3, "sent": 2, "delivered": 1, "opened": 1, "viewed": 1, "acknowledged": 1},
		"exits": {"bounced": 1, "failed": 0},
		"deliveries_reported": true
	}`
	assertJSONEqual(t, "funnel", board.Funnel, want)
	assertJSONEqual(t, "rates", board.Rates, `{"base": "delivered", "delivery": 0.5, "open": 1, "view": 1, "acknowledgement": 1, "bounce": 0.5}`)
	if m := board.MedianTimeToAcknowledgeSeconds; m == nil || *m != 60*60 {
		t.Errorf("median = %v, want 3600 seconds", m)
	}
	if board.Batch.ID != string(batch.ID) || board.Batch.Recipients != 2 {
		t.Errorf("batch = %+v", board.Batch)
	}
	r := board.Recipients
	if len(r.Data) != 1 || !r.HasMore || r.NextCursor == nil {
		t.Fatalf("recipients page = %+v", r)
	}
	ada := r.Data[0]
	if ada.ID != string(rows[0].Recipient.ID) || ada.PersonID != string(rows[0].Recipient.PersonID) || ada.Name != "Ada Lovelace" ||
		ada.Email != "ada@example.com" || ada.FurthestStage != "acknowledged" || ada.Exit != nil {
		t.Errorf("recipient = %+v", ada)
	}
	stages, _ := json.Marshal(ada.Stages)
	if string(stages) != `{"queued":"2026-11-06T10:00:00Z","sent":"2026-11-06T10:01:00Z","delivered":"2026-11-06T10:02:00Z",`+
		`"opened":"2026-11-06T10:30:00Z","viewed":null,"acknowledged":"2026-11-06T11:01:00Z","bounced":null,"failed":null}` {
		t.Errorf("stages = %s", stages)
	}
	if !reflect.DeepEqual(ada.ImpliedStages, []string{"viewed"}) {
		t.Errorf("implied stages = %v, want viewed (null, implied by acknowledged)", ada.ImpliedStages)
	}
	link := linkTarget(t, rec.Header().Get("Link"))
	if u, _ := url.Parse(link); u.Query().Get("cursor") != *r.NextCursor || u.Query().Get("limit") != "1" ||
		!u.Query().Has("stage") || u.Path != "/api/v1/send-batches/"+string(batch.ID)+"/tracking-board" {
		t.Errorf("Link %q", link)
	}
	if next := as.do("GET", link, as.reader(), nil); next.Code != 200 {
		t.Errorf("GET the Link = %d %s", next.Code, next.Body)
	}
}

func TestTheTrackingBoardWritesNullsAndExitsAndPassesTheStageOn(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	batch, _ := boardFixture(as, t)
	empty := advancing.TrackingBoard{Batch: batch, Board: advancing.NewBoard(advancing.Tally{}).WithoutDeliveryReports()}
	as.adv.setBoard(empty)
	rec := as.do("GET", "/api/v1/send-batches/"+string(batch.ID)+"/tracking-board?stage=bounced", as.reader(), nil)
	var raw map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &raw); err != nil || rec.Code != 200 {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	if raw["median_time_to_acknowledge_seconds"] != nil {
		t.Errorf("median = %v, want null", raw["median_time_to_acknowledge_seconds"])
	}
	assertJSONEqual(t, "rates", raw["rates"], `{"base": "sent", "delivery": null, "open": null, "view": null, "acknowledgement": null, "bounce": null}`)
	if funnel, _ := raw["funnel"].(map[string]any); funnel["deliveries_reported"] != false {
		t.Errorf("funnel = %v, want deliveries not reported", raw["funnel"])
	}
	assertJSONEqual(t, "recipients", raw["recipients"], `{"data": [], "has_more": false, "next_cursor": null}`)
	if as.adv.lastBoard.Stage != advancing.StageBounced || as.adv.lastBoard.Page.Limit != kernel.DefaultLimit {
		t.Errorf("query = %+v", as.adv.lastBoard)
	}
	if rec.Header().Get("Link") != "" {
		t.Errorf("Link %q on the last page", rec.Header().Get("Link"))
	}
	bounced := toTrackedRecipient(advancing.RecipientProgress{Progress: advancing.Track([]advancing.Event{
		{Stage: advancing.StageSent, At: time.Unix(0, 0)}, {Stage: advancing.StageBounced, At: time.Unix(60, 0)}})})
	if bounced.Exit == nil || *bounced.Exit != "bounced" || bounced.Stages.Bounced == nil || bounced.FurthestStage != "sent" {
		t.Errorf("bounced recipient = %+v", bounced)
	}
	bad := as.do("GET", "/api/v1/send-batches/"+string(batch.ID)+"/tracking-board?stage=clicked", as.reader(), nil)
	if p := problemOf(t, bad); bad.Code != 422 || len(p.Errors) != 1 || p.Errors[0].Pointer != "/stage" {
		t.Errorf("an unknown stage = %d %+v", bad.Code, p.Errors)
	}
}

func assertJSONEqual(t *testing.T, what string, got any, want string) {
	t.Helper()
	g, _ := json.Marshal(got)
	var a, b any
	_ = json.Unmarshal(g, &a)
	if err := json.Unmarshal([]byte(want), &b); err != nil {
		t.Fatal(err)
	}
	ga, _ := json.Marshal(a)
	gb, _ := json.Marshal(b)
	if !bytes.Equal(ga, gb) {
		t.Errorf("%s = %s, want %s", what, ga, gb)
	}
}

// A project's graph is built from records.Project, so its node metadata carries
// the project's own kind and status.
func TestTheProjectNodeCarriesTheProjectsKindAndStatus(t *testing.T) {
	t.Parallel()
	n := toPacketGraphNode(advancing.Node{ID: kernel.NewID(), Type: advancing.NodeProject, Label: "x",
		Kind: string(records.ProjectTour), Status: string(records.ProjectActive)})
	if n.Metadata.Kind == nil || *n.Metadata.Kind != "tour" || n.Metadata.Status == nil || *n.Metadata.Status != "active" ||
		n.Metadata.Required != nil {
		t.Errorf("metadata = %+v", n.Metadata)
	}
}
