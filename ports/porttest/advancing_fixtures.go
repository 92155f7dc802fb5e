package porttest

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// advancingSetup prepares a backend for the advancing and idempotency cases: the
// records suite's two organizations, each with its fixture dataset, whose
// projects, shows and people the packets and recipients refer to.
func advancingSetup(t *testing.T, b Backend) {
	t.Helper()
	CreateRecordOrganizations(t, b.Identity)
	for _, o := range RecordOrganizations() {
		recordInsert(t, context.Background(), b.Records, o.ID)
	}
}

// advBase is the advancing cases' "now": UTC with microseconds, the precision
// every store keeps.
var advBase = time.Date(2026, 11, 20, 9, 0, 0, 123456000, time.UTC)

// advBuilder builds one organization's advancing fixtures with ids derived from
// keys, the way recordBuilder does.
type advBuilder struct{ org kernel.ID }

func (b advBuilder) id(key string) kernel.ID {
	return kernel.NameID(kernel.Namespace, "porttest/advancing/"+string(b.org)+"/"+key)
}

// record returns the id of the organization's fixture record named key.
func (b advBuilder) record(key string) kernel.ID { return RecordID(b.org, key) }

// packet returns a packet of project (a fixture key) made at created, about show
// unless it is empty: three sections (one complete, with a confirmed field and
// one confirmed as empty; one without documents or fields) and two audiences
// with contacts, one of which sees the sections out of their order of creation.
func (b advBuilder) packet(key, project, show string, created time.Time) advancing.Packet {
	due := kernel.Date("2026-12-01")
	done := created.Add(90 * time.Minute)
	value, empty := "14:00", ""
	p := advancing.Packet{ID: b.id(key), OrgID: b.org, ProjectID: b.record(project), Kind: advancing.KindClubShow,
		Title: "Advance " + key, Status: advancing.StatusInProgress, DueOn: &due, CreatedAt: created, UpdatedAt: created}
	if show != "" {
		id := b.record(show)
		p.ShowID = &id
	}
	p.Sections = []advancing.Section{
		{ID: b.id(key + "/schedule"), Kind: advancing.SectionSchedule, Title: "Schedule", Required: true,
			Status: advancing.SectionComplete, DueOn: &due, CompletedAt: &done,
			Documents: []string{"day-sheet", "run-of-show"},
			Fields:    []advancing.Field{{Key: "load_in", Label: "Load-in time", Value: &value}, {Key: "doors", Label: "Doors"}}},
		{ID: b.id(key + "/hospitality"), Kind: advancing.SectionHospitality, Title: "Hospitality", Required: true,
			Status: advancing.SectionRequested, Documents: []string{"hospitality-rider"},
			Fields: []advancing.Field{{Key: "buyout", Label: "Buyout per person", Value: &empty}}},
		{ID: b.id(key + "/media"), Kind: advancing.SectionMedia, Title: "Media", Status: advancing.SectionNotStarted},
	}
	p.Audiences = []advancing.Audience{
		{ID: b.id(key + "/venue"), Kind: advancing.AudienceVenue, Label: "Venue",
			Contacts: []kernel.ID{b.record("person-2"), b.record("person-1")},
			Sections: []kernel.ID{p.Sections[0].ID, p.Sections[2].ID}},
		{ID: b.id(key + "/crew"), Kind: advancing.AudienceCrew, Label: "Touring crew",
			Contacts: []kernel.ID{b.record("person-3")}, Sections: []kernel.ID{p.Sections[1].ID}},
	}
	return p
}

// batch returns a send batch of packet p to its audience at index audience, made
// at created, with one recipient per name (people cycling through the fixture's
// person-1 to person-4).
func (b advBuilder) batch(key string, p advancing.Packet, audience int, created time.Time,
	names ...string) (advancing.SendBatch, []advancing.Recipient) {
	sb := advancing.SendBatch{ID: b.id(key), OrgID: b.org, PacketID: p.ID, AudienceID: p.Audiences[audience].ID,
		Subject: p.Title + ": " + key, CreatedAt: created, Recipients: len(names)}
	rs := make([]advancing.Recipient, len(names))
	for i, name := range names {
		rk := fmt.Sprintf("%s/recipient-%d", key, i)
		rs[i] = advancing.Recipient{ID: b.id(rk), OrgID: b.org, BatchID: sb.ID,
			PersonID: b.record(fmt.Sprintf("person-%d", 1+i%4)), Name: name, Email: fmt.Sprintf("r%d@example.test", i),
			TokenHash: kernel.HashSecret("porttest-token/" + string(b.id(rk)))}
	}
	return sb, rs
}

// event returns an event of recipient r at minutes (and micros microseconds)
// after advBase, its id derived from key.
func (b advBuilder) event(key string, r kernel.ID, stage advancing.Stage, minutes, micros int) advancing.Event {
	return advancing.Event{ID: b.id("event/" + key), RecipientID: r, Stage: stage,
		At: advBase.Add(time.Duration(minutes)*time.Minute + time.Duration(micros)*time.Microsecond)}
}

// advNormal returns p as a store returns it: instants in UTC at microsecond
// precision, an audience's sections in section order, and empty lists nil.
func advNormal(p advancing.Packet) advancing.Packet {
	p.CreatedAt, p.UpdatedAt = advTime(p.CreatedAt), advTime(p.UpdatedAt)
	position := map[kernel.ID]int{}
	sections := make([]advancing.Section, len(p.Sections))
	for i, s := range p.Sections {
		if s.CompletedAt != nil {
			t := advTime(*s.CompletedAt)
			s.CompletedAt = &t
		}
		s.Documents, s.Fields = slices.Clone(s.Documents), slices.Clone(s.Fields)
		sections[i], position[s.ID] = s, i
	}
	audiences := make([]advancing.Audience, len(p.Audiences))
	for i, a := range p.Audiences {
		a.Contacts, a.Sections = advNil(slices.Clone(a.Contacts)), advNil(slices.Clone(a.Sections))
		slices.SortFunc(a.Sections, func(x, y kernel.ID) int { return position[x] - position[y] })
		audiences[i] = a
	}
	p.Sections, p.Audiences = advNil(sections), advNil(audiences)
	return p
}

func advNil[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s
}

func advTime(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// advWantPacket compares a packet a store returned with the one expected, after
// advNormal, naming the first part that differs.
func advWantPacket(t *testing.T, what string, got, want advancing.Packet) {
	t.Helper()
	want = advNormal(want)
	if reflect.DeepEqual(got, want) {
		return
	}
	g, w := got, want
	g.Sections, g.Audiences, w.Sections, w.Audiences = nil, nil, nil, nil
	recordWantEqual(t, what+": packet", g, w)
	recordWantEqual(t, what+": sections", got.Sections, want.Sections)
	recordWantEqual(t, what+": audiences", got.Audiences, want.Audiences)
}

// advCreate creates packets, failing the test on an error.
func advCreate(t *testing.T, ctx context.Context, b Backend, packets ...advancing.Packet) {
	t.Helper()
	for _, p := range packets {
		recordMust(t, b.Advancing.CreatePacket(ctx, p))
	}
}

// advSend creates a packet and a batch of it to its first audience with one
// recipient per name, failing the test on an error.
func advSend(t *testing.T, ctx context.Context, b Backend, ab advBuilder, key string,
	names ...string) (advancing.SendBatch, []advancing.Recipient) {
	t.Helper()
	p := ab.packet(key+"/packet", "project-tour", "show-1", advBase)
	advCreate(t, ctx, b, p)
	sb, rs := ab.batch(key, p, 0, advBase.Add(time.Hour), names...)
	recordMust(t, b.Advancing.CreateSendBatch(ctx, sb, rs))
	return sb, rs
}
