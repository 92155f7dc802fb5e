package http

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	nethttp "net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The benchmarks' packet: 30 sections and 10 audiences.
const (
	graphBenchSections  = 30
	graphBenchAudiences = 10
)

// graphBench is the API over a fake advancing service that holds one project with
// one large packet, and the request for its graph.
type graphBench struct {
	api   nethttp.Handler
	path  string
	token string
}

// newGraphBench builds the whole API (authentication, access log to nowhere,
// problem mapping, the advancing routes) over the fake service, whose packet is a
// club show shell grown to graphBenchSections sections and graphBenchAudiences
// audiences: each audience has four of twenty contacts and sees two sections in
// three, and the packet has two send batches.
func newGraphBench(b *testing.B) graphBench {
	b.Helper()
	codec, err := kernel.NewCursorCodec([]byte("a key for the advancing graph benchmarks, long enough"))
	if err != nil {
		b.Fatal(err)
	}
	adv := &fakeAdvancing{codec: codec, projects: map[kernel.ID]map[kernel.ID]records.Project{},
		packets: map[kernel.ID]map[kernel.ID]advancing.Packet{}, batches: map[kernel.ID]map[kernel.ID][]advancing.SendBatch{},
		boards: map[kernel.ID]map[kernel.ID]advancing.TrackingBoard{}}
	org := kernel.NewID()
	project := adv.addProject(org)
	p, err := advancing.NewShell(records.Dataset{}, project, advancing.ShellRequest{Kind: advancing.KindClubShow},
		kernel.NewID, time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC))
	if err != nil {
		b.Fatal(err)
	}
	p.Sections = growSections(p.Sections)
	p.Audiences = growAudiences(p.Audiences, p.Sections)
	adv.packets[org] = map[kernel.ID]advancing.Packet{p.ID: p}
	adv.addBatches(p, 2)
	auth := newFakeAuth()
	token, _ := auth.mint(identity.RoleViewer, identity.ScopeAdvancingRead)
	auth.update(token, func(t *fakeToken) { t.principal.OrgID = org })
	s := New(Config{Logger: slog.New(slog.NewJSONHandler(io.Discard, nil))},
		Deps{Auth: auth, Advancing: adv, Idempotency: newFakeIdempotency()})
	return graphBench{api: s.Handler(), path: "/api/v1/projects/" + string(project.ID) + "/advance-packets", token: token}
}

// growSections repeats a shell's sections, under new ids and numbered titles, up
// to graphBenchSections.
func growSections(shell []advancing.Section) []advancing.Section {
	out := make([]advancing.Section, graphBenchSections)
	for i := range out {
		out[i] = shell[i%len(shell)]
		if i >= len(shell) {
			out[i].ID, out[i].Title = kernel.NewID(), fmt.Sprintf("%s %d", out[i].Title, i/len(shell)+1)
		}
	}
	return out
}

// growAudiences repeats a shell's audiences, under new ids and numbered labels, up
// to graphBenchAudiences, and gives each four of twenty contacts and two of every
// three of sections to see.
func growAudiences(shell []advancing.Audience, sections []advancing.Section) []advancing.Audience {
	contacts := make([]kernel.ID, 20)
	for i := range contacts {
		contacts[i] = kernel.NewID()
	}
	out := make([]advancing.Audience, graphBenchAudiences)
	for j := range out {
		out[j] = shell[j%len(shell)]
		if j >= len(shell) {
			out[j].ID, out[j].Label = kernel.NewID(), fmt.Sprintf("%s %d", out[j].Label, j/len(shell)+1)
		}
		out[j].Contacts = []kernel.ID{contacts[2*j%20], contacts[(2*j+1)%20], contacts[(2*j+2)%20], contacts[(2*j+3)%20]}
		out[j].Sections = nil
		for i, sec := range sections {
			if i%3 != j%3 {
				out[j].Sections = append(out[j].Sections, sec.ID)
			}
		}
	}
	return out
}

// request is the graph's GET as a client sends it.
func (gb graphBench) request() *nethttp.Request {
	req := httptest.NewRequest("GET", gb.path, nil)
	req.Header.Set("Authorization", "Bearer "+gb.token)
	return req
}

// BenchmarkPacketGraph serves the graph of a packet of 30 sections and 10
// audiences through the whole API (API), side by side with a bare net/http handler
// that writes the same bytes with the same content type (BareNetHTTP): both with
// ServeHTTP into a recorder, the same request each time, so that the difference
// is what the API's stack and the graph's building and encoding cost.
func BenchmarkPacketGraph(b *testing.B) {
	gb := newGraphBench(b)
	first := httptest.NewRecorder()
	gb.api.ServeHTTP(first, gb.request())
	if first.Code != nethttp.StatusOK {
		b.Fatalf("status %d: %s", first.Code, first.Body)
	}
	body, contentType := bytes.Clone(first.Body.Bytes()), first.Header().Get("Content-Type")
	b.Logf("%d bytes of %s", len(body), contentType)
	bare := nethttp.HandlerFunc(func(w nethttp.ResponseWriter, _ *nethttp.Request) {
		w.Header().Set("Content-Type", contentType)
		_, _ = w.Write(body)
	})
	for _, bench := range []struct {
		name    string
		handler nethttp.Handler
	}{{"API", gb.api}, {"BareNetHTTP", bare}} {
		b.Run(bench.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				rec := httptest.NewRecorder()
				bench.handler.ServeHTTP(rec, gb.request())
				if rec.Code != nethttp.StatusOK || rec.Body.Len() != len(body) {
					b.Fatalf("status %d, %d bytes; want 200, %d bytes", rec.Code, rec.Body.Len(), len(body))
				}
			}
		})
	}
}
