package http

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// fakeAdvancing is an in-memory ports.Advancing over a few records per
// organization. Like the real use cases it answers another organization's record,
// a missing one and a malformed id alike (KindNotFound), and pages with signed
// cursors, so the handlers meet the same errors they meet in production.
type fakeAdvancing struct {
	mu       sync.Mutex
	codec    kernel.CursorCodec
	projects map[kernel.ID]map[kernel.ID]records.Project // by org, then id
	packets  map[kernel.ID]map[kernel.ID]advancing.Packet
	batches  map[kernel.ID]map[kernel.ID][]advancing.SendBatch // by org, then packet
	boards   map[kernel.ID]map[kernel.ID]advancing.TrackingBoard

	shells    int           // successful CreateShell calls
	lastRole  identity.Role // the role the last CreateShell call was given
	lastBoard advancing.BoardQuery
	// shellErr, when set, is what CreateShell answers instead of creating.
	shellErr error
	// shellGate, when set, is received from before CreateShell answers, and
	// shellEntered, when set, is sent to before that: the call is under way.
	shellGate    chan struct{}
	shellEntered chan struct{}
}

var _ ports.Advancing = (*fakeAdvancing)(nil)

func newFakeAdvancing(t *testing.T) *fakeAdvancing {
	t.Helper()
	codec, err := kernel.NewCursorCodec([]byte("a key for the advancing handler tests, long enough"))
	if err != nil {
		t.Fatal(err)
	}
	return &fakeAdvancing{codec: codec, projects: map[kernel.ID]map[kernel.ID]records.Project{},
		packets: map[kernel.ID]map[kernel.ID]advancing.Packet{}, batches: map[kernel.ID]map[kernel.ID][]advancing.SendBatch{},
		boards: map[kernel.ID]map[kernel.ID]advancing.TrackingBoard{}}
}

// addProject gives org a tour project and returns it.
func (f *fakeAdvancing) addProject(org kernel.ID) records.Project {
	f.mu.Lock()
	defer f.mu.Unlock()
	p := records.Project{ID: kernel.NewID(), OrgID: org, Name: "Winter Tour 2026", Kind: records.ProjectTour,
		Status: records.ProjectConfirmed, StartsOn: "2026-12-01"}
	if f.projects[org] == nil {
		f.projects[org] = map[kernel.ID]records.Project{}
	}
	f.projects[org][p.ID] = p
	return p
}

// addPacket gives org's project a club show shell, with a value and a completion
// on its first section so that nothing is only ever null, and returns it.
func (f *fakeAdvancing) addPacket(t *testing.T, project records.Project) advancing.Packet {
	t.Helper()
	p, err := advancing.NewShell(records.Dataset{}, project, advancing.ShellRequest{Kind: advancing.KindClubShow},
		kernel.NewID, time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	done, value := time.Date(2026, 11, 10, 15, 30, 0, 0, time.UTC), "14:00"
	p.Sections[0].Status, p.Sections[0].CompletedAt, p.Sections[0].Fields[0].Value = advancing.SectionComplete, &done, &value
	for i := 1; i < len(p.Sections[0].Fields); i++ { // complete: every item confirmed
		confirmed := "confirmed"
		p.Sections[0].Fields[i].Value = &confirmed
	}
	p.Sections[1].Status, p.Sections[1].CompletedAt = advancing.SectionComplete, &done // but no item confirmed
	p.Audiences[0].Contacts = []kernel.ID{kernel.NewID(), kernel.NewID()}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.packets[project.OrgID] == nil {
		f.packets[project.OrgID] = map[kernel.ID]advancing.Packet{}
	}
	f.packets[project.OrgID][p.ID] = p
	return p
}

// addBatches gives a packet n send batches, a minute apart.
func (f *fakeAdvancing) addBatches(p advancing.Packet, n int) []advancing.SendBatch {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.batches[p.OrgID] == nil {
		f.batches[p.OrgID] = map[kernel.ID][]advancing.SendBatch{}
	}
	for i := range n {
		f.batches[p.OrgID][p.ID] = append(f.batches[p.OrgID][p.ID], advancing.SendBatch{ID: kernel.NewID(), OrgID: p.OrgID,
			PacketID: p.ID, AudienceID: p.Audiences[0].ID, Subject: fmt.Sprintf("Advance %d", i+1),
			CreatedAt: time.Date(2026, 11, 6, 10, i, 0, 0, time.UTC), Recipients: 2})
	}
	return f.batches[p.OrgID][p.ID]
}

// setBoard makes board the tracking board of its batch.
func (f *fakeAdvancing) setBoard(board advancing.TrackingBoard) {
	f.mu.Lock()
	defer f.mu.Unlock()
	org := board.Batch.OrgID
	if f.boards[org] == nil {
		f.boards[org] = map[kernel.ID]advancing.TrackingBoard{}
	}
	f.boards[org][board.Batch.ID] = board
}

func (f *fakeAdvancing) ProjectGraph(_ context.Context, org kernel.ID, projectID string) (advancing.Graph, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	project, ok := f.projects[org][kernel.ID(projectID)]
	if !ok {
		return advancing.Graph{}, kernel.NotFound("project")
	}
	var packets []advancing.Packet
	for _, p := range f.packets[org] {
		if p.ProjectID == project.ID {
			packets = append(packets, p)
		}
	}
	var batches []advancing.SendBatch
	for _, p := range packets {
		batches = append(batches, f.batches[org][p.ID]...)
	}
	return advancing.BuildGraph(project, packets, batches, nil), nil
}

func (f *fakeAdvancing) CreateShell(_ context.Context, org kernel.ID, role identity.Role, projectID string,
	req advancing.ShellRequest) (advancing.Packet, error) {
	if f.shellEntered != nil {
		f.shellEntered <- struct{}{}
	}
	if f.shellGate != nil {
		<-f.shellGate
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lastRole = role
	if f.shellErr != nil {
		return advancing.Packet{}, f.shellErr
	}
	if !role.AtLeast(identity.RoleManager) {
		return advancing.Packet{}, kernel.Forbidden("insufficient_role", "below manager")
	}
	project, ok := f.projects[org][kernel.ID(projectID)]
	if !ok {
		return advancing.Packet{}, kernel.NotFound("project")
	}
	p, err := advancing.NewShell(records.Dataset{}, project, req, kernel.NewID, time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC))
	if err != nil {
		return advancing.Packet{}, err
	}
	if f.packets[org] == nil {
		f.packets[org] = map[kernel.ID]advancing.Packet{}
	}
	f.packets[org][p.ID] = p
	f.shells++
	return p, nil
}

func (f *fakeAdvancing) Packet(_ context.Context, org kernel.ID, packetID string) (advancing.Packet, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p, ok := f.packets[org][kernel.ID(packetID)]
	if !ok {
		return advancing.Packet{}, kernel.NotFound("advance packet")
	}
	return p, nil
}

func (f *fakeAdvancing) Sections(ctx context.Context, org kernel.ID, packetID string,
	req kernel.PageRequest) (kernel.Page[advancing.Section], error) {
	p, err := f.Packet(ctx, org, packetID)
	if err != nil {
		return kernel.Page[advancing.Section]{}, err
	}
	return fakePage(f, "sections:"+string(p.ID), p.Sections, req, func(s advancing.Section) kernel.ID { return s.ID })
}

func (f *fakeAdvancing) Audiences(ctx context.Context, org kernel.ID, packetID string,
	req kernel.PageRequest) (kernel.Page[advancing.Audience], error) {
	p, err := f.Packet(ctx, org, packetID)
	if err != nil {
		return kernel.Page[advancing.Audience]{}, err
	}
	return fakePage(f, "audiences:"+string(p.ID), p.Audiences, req, func(a advancing.Audience) kernel.ID { return a.ID })
}

func (f *fakeAdvancing) SendBatches(ctx context.Context, org kernel.ID, packetID string,
	req kernel.PageRequest) (kernel.Page[advancing.SendBatch], error) {
	p, err := f.Packet(ctx, org, packetID)
	if err != nil {
		return kernel.Page[advancing.SendBatch]{}, err
	}
	f.mu.Lock()
	batches := f.batches[org][p.ID]
	f.mu.Unlock()
	return fakePage(f, "send-batches:"+string(p.ID), batches, req, func(b advancing.SendBatch) kernel.ID { return b.ID })
}

func (f *fakeAdvancing) TrackingBoard(_ context.Context, org kernel.ID, batchID string,
	q advancing.BoardQuery) (advancing.TrackingBoard, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lastBoard = q
	if q.Stage != "" && !q.Stage.Valid() {
		return advancing.TrackingBoard{}, kernel.InvalidField("/stage", "enum", "not a stage")
	}
	b, ok := f.boards[org][kernel.ID(batchID)]
	if !ok {
		return advancing.TrackingBoard{}, kernel.NotFound("send batch")
	}
	if q.Page.Cursor != "" {
		if _, err := f.codec.Decode("recipients:"+batchID+":"+string(q.Stage), q.Page.Cursor); err != nil {
			return advancing.TrackingBoard{}, err
		}
	}
	return b, nil
}

// fakePage pages items by position with the real cursor codec.
func fakePage[T any](f *fakeAdvancing, list string, items []T, req kernel.PageRequest,
	id func(T) kernel.ID) (kernel.Page[T], error) {
	start := 0
	if req.Cursor != "" {
		c, err := f.codec.Decode(list, req.Cursor)
		if err != nil {
			return kernel.Page[T]{}, err
		}
		pos, _ := strconv.Atoi(c.Keys[0])
		start = pos + 1
	}
	start = min(start, len(items))
	end := min(start+req.Limit+1, len(items))
	return kernel.NewPage(items[start:end], req.Limit, f.codec, list, func(x T) kernel.Cursor {
		for i, y := range items {
			if id(y) == id(x) {
				return kernel.Cursor{Keys: []string{strconv.Itoa(i)}, ID: id(x)}
			}
		}
		return kernel.Cursor{}
	}), nil
}
