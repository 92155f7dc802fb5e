package porttest

import (
	"context"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/ports"
)

// profileStores returns the backend's records store as the legal profile's
// and activity log's stores, failing the test when it is not.
func profileStores(t *testing.T, b Backend) (ports.LegalProfileStore, ports.RecordWriter) {
	t.Helper()
	p, ok := b.Records.(ports.LegalProfileStore)
	w, ok2 := b.Records.(ports.RecordWriter)
	if !ok || !ok2 {
		t.Fatal("the records store is not a LegalProfileStore and a RecordWriter")
	}
	return p, w
}

// profileActivity is the activity entry of an edit of org's legal profile.
func profileActivity(org kernel.ID, version int) records.Activity {
	return records.Activity{ID: kernel.NewID(), Ref: records.Ref{Kind: records.KindLegalProfile, ID: org},
		Label: "Legal profile", Action: records.ActionChange, Version: version + 1, ActorName: "An admin",
		At:     time.Date(2026, 12, 4, 10, 0, version, 0, time.UTC),
		Fields: []records.FieldChange{{Field: "/iban", From: "", To: "DE89370400440532013000"}}}
}

var recordProfileWriteCases = []contractCase{
	{name: "a legal profile is written at its version, logged, under a new revision, and a stale write changes nothing",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s, log := profileStores(t, backend)
			north, south := recordOrgIDs()
			p, version, err := s.LoadLegalProfile(ctx, north)
			recordMust(t, err)
			if !p.IsZero() || version != 0 {
				t.Fatalf("no profile yet: %+v at version %d, want none at 0", p, version)
			}
			before, err := backend.Records.RecordsRevision(ctx, north)
			recordMust(t, err)
			first := recordBuilder{org: north}.profile("North")
			recordMust(t, s.WriteLegalProfile(ctx, north, first, 0, profileActivity(north, 0)))
			after, err := backend.Records.RecordsRevision(ctx, north)
			recordMust(t, err)
			if after == before {
				t.Error("the records revision did not change")
			}
			second := first
			second.InvoiceFooter = "Payment within 7 days."
			recordWantKind(t, "a write from version 0 again", s.WriteLegalProfile(ctx, north, second, 0, profileActivity(north, 0)), kernel.KindConflict)
			got, version, err := s.LoadLegalProfile(ctx, north)
			recordMust(t, err)
			recordWantEqual(t, "profile after a stale write", got, first)
			if version != 1 {
				t.Errorf("version %d, want 1", version)
			}
			recordMust(t, s.WriteLegalProfile(ctx, north, second, 1, profileActivity(north, 1)))
			got, version, err = s.LoadLegalProfile(ctx, north)
			recordMust(t, err)
			recordWantEqual(t, "profile after the second write", got, second)
			if version != 2 {
				t.Errorf("version %d, want 2", version)
			}
			recordWantEqual(t, "the dataset's profile", recordLoad(t, ctx, backend.Records, north, records.DatasetFilter{}).Profile, second)
			entries, err := log.FindActivity(ctx, north, records.ActivityFilter{RecordID: north, Limit: 10})
			recordMust(t, err)
			if len(entries) != 2 || entries[0].Ref.Kind != records.KindLegalProfile || entries[0].Version != 2 {
				t.Errorf("activity of the profile: %+v", entries)
			}
			theirs, version, err := s.LoadLegalProfile(ctx, south)
			recordMust(t, err)
			if !theirs.IsZero() || version != 0 {
				t.Errorf("another organization's profile: %+v at %d", theirs, version)
			}
		}},
	{name: "an imported legal profile is at version 1 until it is edited",
		run: func(t *testing.T, ctx context.Context, backend Backend) {
			s, _ := profileStores(t, backend)
			north, _ := recordOrgIDs()
			imported := recordInsert(t, ctx, backend.Records, north).Profile
			got, version, err := s.LoadLegalProfile(ctx, north)
			recordMust(t, err)
			recordWantEqual(t, "imported profile", got, imported)
			if version != 1 {
				t.Fatalf("version %d, want 1", version)
			}
			edited := imported
			edited.BIC = "DEUTDEFF"
			recordWantKind(t, "a write as if none were recorded", s.WriteLegalProfile(ctx, north, edited, 0, profileActivity(north, 0)), kernel.KindConflict)
			recordMust(t, s.WriteLegalProfile(ctx, north, edited, 1, profileActivity(north, 1)))
			want := imported
			want.BIC = "DEUTDEFF"
			recordWantEqual(t, "edited profile", recordLoad(t, ctx, backend.Records, north, records.DatasetFilter{}).Profile, want)
		}},
}
