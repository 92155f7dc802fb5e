package porttest

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// advancingPacketCases hold CreatePacket, FindPacket and FindPackets to the
// contract: the whole graph in one write, read back in position order, scoped by
// organization.
var advancingPacketCases = []contractCase{
	{name: "a packet is read back whole, its children in position order",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			show, whole := ab.packet("show", "project-tour", "show-1", advBase), ab.packet("tour", "project-tour", "", advBase)
			whole.DueOn, whole.Audiences[0].Contacts = nil, nil
			advCreate(t, ctx, b, show, whole)
			for _, want := range []advancing.Packet{show, whole} {
				got, err := b.Advancing.FindPacket(ctx, north, want.ID)
				recordMust(t, err)
				advWantPacket(t, want.Title, got, want)
			}
		}},
	{name: "a project's packets come oldest first, then by id, each complete",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			var packets []advancing.Packet
			for _, key := range []string{"d", "c", "b", "a"} {
				packets = append(packets, ab.packet(key, "project-tour", "", advBase.Add(time.Minute)))
			}
			packets[0].CreatedAt = advBase // the oldest whatever its id
			fest := ab.packet("fest", "project-fest", "show-fest", advBase)
			advCreate(t, ctx, b, append(packets, fest)...)
			rest := slices.Clone(packets[1:])
			slices.SortFunc(rest, func(x, y advancing.Packet) int { return strings.Compare(string(x.ID), string(y.ID)) })
			want := append([]advancing.Packet{packets[0]}, rest...)
			got, err := b.Advancing.FindPackets(ctx, north, ab.record("project-tour"))
			recordMust(t, err)
			if len(got) != len(want) {
				t.Fatalf("FindPackets gave %d packets, want %d", len(got), len(want))
			}
			for i := range want {
				advWantPacket(t, want[i].Title, got[i], want[i])
			}
			got, err = b.Advancing.FindPackets(ctx, north, ab.record("project-fest"))
			recordMust(t, err)
			if len(got) != 1 || got[0].ID != fest.ID {
				t.Errorf("the festival's packets = %v, want only its own", got)
			}
		}},
	{name: "a packet needs its own organization's project, show and people",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			ab := advBuilder{north}
			theirs := ab.packet("theirs", "project-tour", "", advBase)
			theirs.ProjectID = RecordID(south, "project-tour")
			recordWantKind(t, "another organization's project", b.Advancing.CreatePacket(ctx, theirs), kernel.KindNotFound)
			otherShow := ab.packet("other-show", "project-tour", "show-fest", advBase)
			recordWantKind(t, "a show of another project", b.Advancing.CreatePacket(ctx, otherShow), kernel.KindNotFound)
			theirShow := ab.packet("their-show", "project-tour", "", advBase)
			id := RecordID(south, "show-1")
			theirShow.ShowID = &id
			recordWantKind(t, "another organization's show", b.Advancing.CreatePacket(ctx, theirShow), kernel.KindNotFound)
			theirPerson := ab.packet("their-person", "project-tour", "", advBase)
			theirPerson.Audiences[1].Contacts = append(theirPerson.Audiences[1].Contacts, RecordID(south, "person-1"))
			recordWantKind(t, "another organization's person", b.Advancing.CreatePacket(ctx, theirPerson), kernel.KindInvalid)
			for _, org := range []kernel.ID{north, south} {
				got, err := b.Advancing.FindPackets(ctx, org, RecordID(org, "project-tour"))
				recordMust(t, err)
				if len(got) != 0 {
					t.Errorf("refused packets were written: %d in %s", len(got), org)
				}
			}
		}},
	{name: "a packet, section or audience id in use is a conflict and changes nothing",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			first := ab.packet("first", "project-tour", "", advBase)
			advCreate(t, ctx, b, first)
			again := ab.packet("first", "project-tour", "show-1", advBase)
			again.Title = "Again"
			recordWantKind(t, "the same id", b.Advancing.CreatePacket(ctx, again), kernel.KindConflict)
			borrower := ab.packet("borrower", "project-tour", "", advBase)
			borrower.Sections[1].ID = first.Sections[1].ID
			borrower.Audiences[1].Sections = []kernel.ID{first.Sections[1].ID}
			recordWantKind(t, "a section id in use", b.Advancing.CreatePacket(ctx, borrower), kernel.KindConflict)
			got, err := b.Advancing.FindPacket(ctx, north, first.ID)
			recordMust(t, err)
			advWantPacket(t, "the first packet", got, first)
			_, err = b.Advancing.FindPacket(ctx, north, borrower.ID)
			recordWantKind(t, "the refused packet", err, kernel.KindNotFound)
		}},
	{name: "a packet whose graph does not hold together is invalid",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			other := ab.packet("other", "project-tour", "", advBase)
			advCreate(t, ctx, b, other)
			broken := map[string]func(p *advancing.Packet){
				"an audience sees another packet's section": func(p *advancing.Packet) {
					p.Audiences[0].Sections = append(p.Audiences[0].Sections, other.Sections[1].ID)
				},
				"an audience sees a section twice": func(p *advancing.Packet) {
					p.Audiences[1].Sections = append(p.Audiences[1].Sections, p.Audiences[1].Sections[0])
				},
				"an audience names a contact twice": func(p *advancing.Packet) {
					p.Audiences[0].Contacts = append(p.Audiences[0].Contacts, p.Audiences[0].Contacts[0])
				},
				"a section and an audience share an id": func(p *advancing.Packet) { p.Audiences[1].ID = p.Sections[2].ID },
				"a section id is not an id":             func(p *advancing.Packet) { p.Sections[0].ID = "schedule" },
			}
			for name, breakIt := range broken {
				p := ab.packet("broken", "project-tour", "", advBase)
				breakIt(&p)
				recordWantKind(t, name, b.Advancing.CreatePacket(ctx, p), kernel.KindInvalid)
			}
			_, err := b.Advancing.FindPacket(ctx, north, ab.id("broken"))
			recordWantKind(t, "the broken packet", err, kernel.KindNotFound)
		}},
	{name: "a refused CreatePacket inside a transaction leaves the transaction usable",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			first, second := ab.packet("first", "project-tour", "", advBase), ab.packet("second", "project-fest", "", advBase)
			recordMust(t, b.Tx.WithinTx(ctx, func(ctx context.Context) error {
				advCreate(t, ctx, b, first)
				recordWantKind(t, "a conflict", b.Advancing.CreatePacket(ctx, first), kernel.KindConflict)
				return b.Advancing.CreatePacket(ctx, second)
			}))
			for _, want := range []advancing.Packet{first, second} {
				got, err := b.Advancing.FindPacket(ctx, north, want.ID)
				recordMust(t, err)
				advWantPacket(t, want.Title, got, want)
			}
		}},
}
