package porttest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

var errAdvancingAbort = errors.New("the change gave up")

// advancingUpdateCases hold UpdatePacket to the contract: a closure run inside
// the store's own transaction, all or nothing, with no lost update.
var advancingUpdateCases = []contractCase{
	{name: "UpdatePacket writes what change made and returns it as FindPacket reads it",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			p := ab.packet("p", "project-tour", "show-1", advBase)
			advCreate(t, ctx, b, p)
			confirmed, done := "Two dressing rooms", advBase.Add(3*time.Hour)
			added := advancing.Audience{ID: ab.id("p/promoter"), Kind: advancing.AudiencePromoter, Label: "Promoter",
				Contacts: []kernel.ID{ab.record("person-4"), ab.record("person-2")}}
			got, err := b.Advancing.UpdatePacket(ctx, north, p.ID, func(x *advancing.Packet) error {
				x.Title, x.Status, x.ShowID, x.DueOn = "Renamed", advancing.StatusComplete, nil, nil
				x.Sections[1].Status, x.Sections[1].CompletedAt = advancing.SectionComplete, &done
				x.Sections[1].Fields = append(x.Sections[1].Fields, advancing.Field{Key: "dressing_rooms",
					Label: "Dressing rooms", Value: &confirmed})
				x.Sections = []advancing.Section{x.Sections[2], x.Sections[1]} // schedule removed, reordered
				x.Audiences[0].Sections = []kernel.ID{x.Sections[1].ID, x.Sections[0].ID}
				x.Audiences[1].Contacts = nil
				added.Sections = []kernel.ID{x.Sections[0].ID}
				x.Audiences = append([]advancing.Audience{added}, x.Audiences...)
				return nil
			})
			recordMust(t, err)
			found, err := b.Advancing.FindPacket(ctx, north, p.ID)
			recordMust(t, err)
			recordWantEqual(t, "what UpdatePacket returned", got, found)
			if !found.UpdatedAt.After(p.UpdatedAt) || !found.CreatedAt.Equal(p.CreatedAt) {
				t.Errorf("times = created %v, updated %v; want created %v and updated later", found.CreatedAt,
					found.UpdatedAt, p.CreatedAt)
			}
			want := p
			want.Title, want.Status, want.ShowID, want.DueOn, want.UpdatedAt = "Renamed", advancing.StatusComplete, nil, nil,
				found.UpdatedAt
			hosp := p.Sections[1]
			hosp.Status, hosp.CompletedAt = advancing.SectionComplete, &done
			hosp.Fields = append(hosp.Fields[:1:1], advancing.Field{Key: "dressing_rooms", Label: "Dressing rooms",
				Value: &confirmed})
			want.Sections = []advancing.Section{p.Sections[2], hosp}
			venue, crew := p.Audiences[0], p.Audiences[1]
			venue.Sections, crew.Contacts = []kernel.ID{p.Sections[2].ID, hosp.ID}, nil
			want.Audiences = []advancing.Audience{added, venue, crew}
			advWantPacket(t, "the updated packet", found, want)
		}},
	{name: "a change that fails writes nothing and its error comes back as it is",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			ab := advBuilder{north}
			p := ab.packet("p", "project-tour", "", advBase)
			advCreate(t, ctx, b, p)
			_, err := b.Advancing.UpdatePacket(ctx, north, p.ID, func(x *advancing.Packet) error {
				x.Title, x.Sections, x.Audiences = "Lost", nil, nil
				return errAdvancingAbort
			})
			if !errors.Is(err, errAdvancingAbort) {
				t.Errorf("UpdatePacket() = %v, want the change's error", err)
			}
			_, err = b.Advancing.UpdatePacket(ctx, north, p.ID, func(x *advancing.Packet) error {
				x.Title, x.ProjectID = "Moved", ab.record("project-fest")
				return nil
			})
			recordWantKind(t, "moving the packet to another project", err, kernel.KindInvalid)
			_, err = b.Advancing.UpdatePacket(ctx, north, p.ID, func(x *advancing.Packet) error {
				x.Title = "Broken"
				x.Audiences[0].Sections = append(x.Audiences[0].Sections, ab.id("no such section"))
				return nil
			})
			recordWantKind(t, "a change that breaks the graph", err, kernel.KindInvalid)
			got, err := b.Advancing.FindPacket(ctx, north, p.ID)
			recordMust(t, err)
			advWantPacket(t, "the packet", got, p)
		}},
	{name: "UpdatePacket of a packet org does not have is not found and does not call change",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, south := recordOrgIDs()
			p := advBuilder{north}.packet("p", "project-tour", "", advBase)
			advCreate(t, ctx, b, p)
			for name, c := range map[string]struct{ org, id kernel.ID }{
				"another organization's": {south, p.ID}, "a missing one": {north, kernel.NewID()}, "a malformed id": {north, "p"},
			} {
				_, err := b.Advancing.UpdatePacket(ctx, c.org, c.id, func(*advancing.Packet) error {
					t.Errorf("%s: change was called", name)
					return nil
				})
				recordWantKind(t, name, err, kernel.KindNotFound)
			}
		}},
	{name: "concurrent UpdatePackets all apply: none is lost",
		run: func(t *testing.T, ctx context.Context, b Backend) {
			north, _ := recordOrgIDs()
			p := advBuilder{north}.packet("p", "project-tour", "", advBase)
			advCreate(t, ctx, b, p)
			const writers = 8
			var wg sync.WaitGroup
			for i := range writers {
				wg.Go(func() {
					_, err := b.Advancing.UpdatePacket(ctx, north, p.ID, func(x *advancing.Packet) error {
						s := &x.Sections[i%len(x.Sections)]
						s.Required = !s.Required
						x.Sections[0].Fields = append(x.Sections[0].Fields, advancing.Field{Key: fmt.Sprintf("note_%d", i),
							Label: fmt.Sprintf("Note %d", i)})
						return nil
					})
					if err != nil {
						t.Errorf("writer %d: %v", i, err)
					}
				})
			}
			wg.Wait()
			got, err := b.Advancing.FindPacket(ctx, north, p.ID)
			recordMust(t, err)
			notes := map[string]bool{}
			for _, f := range got.Sections[0].Fields[len(p.Sections[0].Fields):] {
				notes[f.Key] = true
			}
			if len(got.Sections[0].Fields) != len(p.Sections[0].Fields)+writers || len(notes) != writers {
				t.Errorf("fields after %d appends = %+v", writers, got.Sections[0].Fields)
			}
			for i, s := range got.Sections {
				toggles := (writers - i + len(p.Sections) - 1) / len(p.Sections)
				if want := p.Sections[i].Required != (toggles%2 == 1); s.Required != want {
					t.Errorf("section %d required = %v after %d toggles, want %v", i, s.Required, toggles, want)
				}
			}
		}},
}
