package demo_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

func TestOrganizationsAreTheSameOnEveryCall(t *testing.T) {
	t.Parallel()
	if !reflect.DeepEqual(demo.Organizations(), demo.Organizations()) {
		t.Fatal("two calls gave different organizations")
	}
}

func TestOrganizationsHaveTheAdvertisedIdentity(t *testing.T) {
	t.Parallel()
	orgs := demo.Organizations()
	if len(orgs) != 2 {
		t.Fatalf("%d organizations, want 2", len(orgs))
	}
	tests := []struct {
		name string
		ok   bool
	}{
		{"the first is the demo organization owned by demo@example.com",
			orgs[0].Slug == "demo" && orgs[0].OwnerEmail == "demo@example.com" && orgs[0].Name != ""},
		{"the second has another slug and owner",
			orgs[1].Slug != "demo" && orgs[1].OwnerEmail != "demo@example.com" && orgs[1].Name != ""},
		{"ids are name-based", orgs[0].ID == kernel.NameID(kernel.Namespace, "org/demo") && orgs[1].ID == demo.OrgID(orgs[1].Slug)},
		{"both have a currency and a zone", kernel.ValidCurrency(orgs[0].Currency) && records.ValidTimeZone(orgs[1].TimeZone)},
	}
	for _, tt := range tests {
		if !tt.ok {
			t.Errorf("%s: not so", tt.name)
		}
	}
}

func TestEveryRecordIsValid(t *testing.T) {
	t.Parallel()
	for _, o := range demo.Organizations() {
		if err := o.Data.Validate(nil); err != nil {
			e, _ := kernel.AsError(err)
			t.Errorf("%s: %v %+v", o.Slug, err, e.Fields)
		}
	}
}

func TestEveryRecordBelongsToItsOrganizationAndWasCreatedAtTheFixedInstant(t *testing.T) {
	t.Parallel()
	for _, o := range demo.Organizations() {
		eachRecord(o.Data, func(kind string, r reflect.Value) {
			if got := kernel.ID(r.FieldByName("OrgID").String()); got != o.ID {
				t.Fatalf("%s: a %s belongs to %q", o.Slug, kind, got)
			}
			if got := r.FieldByName("CreatedAt").Interface().(time.Time); !got.Equal(demo.CreatedAt) {
				t.Fatalf("%s: a %s was created at %s", o.Slug, kind, got)
			}
		})
	}
}

func TestIdsAreUniqueAcrossBothOrganizations(t *testing.T) {
	t.Parallel()
	seen := map[kernel.ID]string{}
	for _, o := range demo.Organizations() {
		for _, id := range allIDs(o.Data) {
			if where, dup := seen[id]; dup {
				t.Fatalf("%s: id %s is also used in %s", o.Slug, id, where)
			}
			seen[id] = o.Slug
		}
	}
	if _, dup := seen[demo.Organizations()[0].ID]; dup {
		t.Fatal("the organization id is also a record id")
	}
}

func TestTimesAreUTCFromLocalTimesAtTheVenue(t *testing.T) {
	t.Parallel()
	d := demo.Organizations()[0].Data
	berlin := show(t, d, kernel.NameID(kernel.Namespace, "demo/show/nlt26/2026-03-14"))
	if berlin.TimeZone != "Europe/Berlin" || !berlin.DoorsAt.Equal(time.Date(2026, 3, 14, 18, 0, 0, 0, time.UTC)) {
		t.Fatalf("Berlin doors %s in %s, want 19:00 local (18:00 UTC)", berlin.DoorsAt, berlin.TimeZone)
	}
	madrid := show(t, d, kernel.NameID(kernel.Namespace, "demo/show/nlt26/2026-04-04"))
	if !madrid.DoorsAt.Equal(time.Date(2026, 4, 4, 17, 0, 0, 0, time.UTC)) {
		t.Fatalf("Madrid doors %s, want 19:00 local in summer time (17:00 UTC)", madrid.DoorsAt)
	}
	for _, s := range d.Schedule {
		if s.StartsAt.Location() != time.UTC {
			t.Fatalf("schedule item %q starts in %s", s.Title, s.StartsAt.Location())
		}
	}
	for _, tr := range d.Travel {
		if tr.DepartsAt.Location() != time.UTC || !tr.DepartsAt.Before(tr.ArrivesAt) {
			t.Fatalf("travel %s %s departs %s, arrives %s", tr.Carrier, tr.Number, tr.DepartsAt, tr.ArrivesAt)
		}
	}
}

// eachRecord calls fn with every record of d (a struct value with OrgID and CreatedAt).
func eachRecord(d records.Dataset, fn func(kind string, r reflect.Value)) {
	v := reflect.ValueOf(d)
	for i := range v.NumField() {
		s := v.Field(i)
		if s.Kind() != reflect.Slice {
			continue // the legal profile: one per organization, not a record
		}
		for j := range s.Len() {
			fn(v.Type().Field(i).Name, s.Index(j))
		}
	}
}

// allIDs returns the ids of every record of d and of their children.
func allIDs(d records.Dataset) []kernel.ID {
	var out []kernel.ID
	for _, ids := range d.IDs() {
		out = append(out, ids...)
	}
	for _, s := range d.Shows {
		for _, t := range s.Tiers {
			out = append(out, t.ID)
		}
	}
	for _, a := range d.Accommodations {
		for _, r := range a.Rooms {
			out = append(out, r.ID)
		}
	}
	for _, inv := range d.Invoices {
		for _, l := range inv.Lines {
			out = append(out, l.ID)
		}
		for _, p := range inv.Payments {
			out = append(out, p.ID)
		}
	}
	return out
}

func show(t *testing.T, d records.Dataset, id kernel.ID) records.Show {
	t.Helper()
	for _, s := range d.Shows {
		if s.ID == id {
			return s
		}
	}
	t.Fatalf("no show %s", id)
	return records.Show{}
}
