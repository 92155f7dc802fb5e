package records_test

import (
	"slices"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// with returns a copy of v changed by f.
func with[T any](v T, f func(*T)) T {
	f(&v)
	return v
}

type validateCase struct {
	name   string
	record interface{ Validate() error }
	want   []string // "pointer code", in any order; empty for a valid record
}

// problems returns err's field errors as sorted "pointer code" strings, failing the
// test when err is not KindInvalid.
func problems(t *testing.T, err error) []string {
	t.Helper()
	if err == nil {
		return nil
	}
	e, ok := kernel.AsError(err)
	if !ok || e.Kind != kernel.KindInvalid {
		t.Fatalf("error %v is not KindInvalid", err)
	}
	var out []string
	for _, f := range e.Fields {
		if f.Detail == "" {
			t.Errorf("field error at %s has no detail", f.Pointer)
		}
		out = append(out, f.Pointer+" "+f.Code)
	}
	slices.Sort(out)
	return out
}

func runValidateCases(t *testing.T, cases []validateCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := problems(t, tc.record.Validate())
			want := slices.Sorted(slices.Values(tc.want))
			if !slices.Equal(got, want) {
				t.Errorf("problems = %q, want %q", got, want)
			}
		})
	}
}

func TestProjectValidate(t *testing.T) {
	t.Parallel()
	runValidateCases(t, []validateCase{
		{"a complete project is valid", project(), nil},
		{"a project being planned may leave its dates unset",
			with(project(), func(p *records.Project) { p.StartsOn, p.EndsOn = "", "" }), nil},
		{"a project without id or name names both",
			with(project(), func(p *records.Project) { p.ID, p.Name = "", " " }),
			[]string{"/id required", "/name required"}},
		{"an upper-case id is not canonical",
			with(project(), func(p *records.Project) { p.ID = "6F1D3C52-8A8E-4B1E-9F3A-2C5D7E9B0A41" }),
			[]string{"/id invalid_id"}},
		{"an unknown kind and status are invalid enums",
			with(project(), func(p *records.Project) { p.Kind, p.Status = "residency", "paused" }),
			[]string{"/kind invalid_enum", "/status invalid_enum"}},
		{"an unknown currency is rejected",
			with(project(), func(p *records.Project) { p.Currency = "EURO" }),
			[]string{"/currency invalid_currency"}},
		{"a missing currency is required",
			with(project(), func(p *records.Project) { p.Currency = "" }),
			[]string{"/currency required"}},
		{"an end before the start is out of order",
			with(project(), func(p *records.Project) { p.EndsOn = "2026-04-30" }),
			[]string{"/ends_on out_of_order"}},
		{"an impossible date is invalid",
			with(project(), func(p *records.Project) { p.StartsOn = "2026-02-30" }),
			[]string{"/starts_on invalid_date"}},
	})
}

func TestVenueAndPersonValidate(t *testing.T) {
	t.Parallel()
	runValidateCases(t, []validateCase{
		{"a complete venue is valid", venue(), nil},
		{"a lower-case country is rejected",
			with(venue(), func(v *records.Venue) { v.Country = "de" }),
			[]string{"/country invalid_country"}},
		{"an unknown time zone is rejected",
			with(venue(), func(v *records.Venue) { v.TimeZone = "Europe/Atlantis" }),
			[]string{"/time_zone invalid_time_zone"}},
		{"the Local zone is not a place",
			with(venue(), func(v *records.Venue) { v.TimeZone = "Local" }),
			[]string{"/time_zone invalid_time_zone"}},
		{"a negative capacity is rejected",
			with(venue(), func(v *records.Venue) { v.Capacity = -1 }),
			[]string{"/capacity negative"}},
		{"an implausible email is rejected",
			with(venue(), func(v *records.Venue) { v.Email = "booking at tempodrom" }),
			[]string{"/email invalid_email"}},
		{"a contact without person or role names both",
			with(venue(), func(v *records.Venue) { v.Contacts = []records.ContactRole{{}} }),
			[]string{"/contacts/0/person_id required", "/contacts/0/role required"}},
		{"the same contact twice in one role is a duplicate",
			with(venue(), func(v *records.Venue) { v.Contacts = append(v.Contacts, v.Contacts[0]) }),
			[]string{"/contacts/1 duplicate"}},
		{"a complete person is valid", person(), nil},
		{"a person with only a last name is valid",
			with(person(), func(p *records.Person) { p.FirstName = "" }), nil},
		{"a person without a name is rejected",
			with(person(), func(p *records.Person) { p.FirstName, p.LastName = "", "" }),
			[]string{"/last_name required"}},
		{"an email without a domain dot is rejected",
			with(person(), func(p *records.Person) { p.Email = "mara@localhost" }),
			[]string{"/email invalid_email"}},
	})
}

func TestShowValidate(t *testing.T) {
	t.Parallel()
	runValidateCases(t, []validateCase{
		{"a complete show is valid", show(), nil},
		{"a show without times or tiers is valid",
			with(show(), func(s *records.Show) { s.DoorsAt, s.StartsAt, s.CurfewAt, s.Tiers = nil, nil, nil, nil }), nil},
		{"a show without project, venue or date names each",
			with(show(), func(s *records.Show) { s.ProjectID, s.VenueID, s.Date = "", "", "" }),
			[]string{"/date required", "/project_id required", "/venue_id required"}},
		{"an unknown status is an invalid enum",
			with(show(), func(s *records.Show) { s.Status = "pencilled" }),
			[]string{"/status invalid_enum"}},
		{"doors after the start are out of order",
			with(show(), func(s *records.Show) { s.DoorsAt = ptr(at(19, 30)) }),
			[]string{"/starts_at out_of_order"}},
		{"a curfew before the start is out of order",
			with(show(), func(s *records.Show) { s.CurfewAt = ptr(at(18, 0)) }),
			[]string{"/curfew_at out_of_order"}},
		{"without a start, doors are checked against the curfew",
			with(show(), func(s *records.Show) { s.StartsAt, s.DoorsAt = nil, ptr(at(22, 0)) }),
			[]string{"/curfew_at out_of_order"}},
		{"doors, start and curfew at the same instant are in order",
			with(show(), func(s *records.Show) {
				s.DoorsAt, s.StartsAt, s.CurfewAt = ptr(at(19, 0)), ptr(at(19, 0)), ptr(at(19, 0))
			}),
			nil},
		{"a tier selling beyond its allotment is reported at its sold count",
			with(show(), func(s *records.Show) { s.Tiers[1].Sold = 196 }),
			[]string{"/tiers/1/sold exceeds_allotment"}},
		{"a tier filled exactly to its allotment is valid",
			with(show(), func(s *records.Show) { s.Tiers[1].Sold = 195 }), nil},
		{"negative tier figures are each reported",
			with(show(), func(s *records.Show) { s.Tiers[0].Price, s.Tiers[0].Kills = -1, -1 }),
			[]string{"/tiers/0/kills negative", "/tiers/0/price negative"}},
		{"a tier without id or name names both",
			with(show(), func(s *records.Show) { s.Tiers[0].ID, s.Tiers[0].Name = "", "" }),
			[]string{"/tiers/0/id required", "/tiers/0/name required"}},
		{"an artist percentage above 100% is out of range",
			with(show(), func(s *records.Show) { s.Deal.ArtistPercent = 10001 }),
			[]string{"/deal/artist_percent out_of_range"}},
		{"an artist percentage of exactly 100% is valid",
			with(show(), func(s *records.Show) { s.Deal.ArtistPercent = 10000 }), nil},
		{"a negative guarantee and an unknown deal type are reported",
			with(show(), func(s *records.Show) { s.Deal.Guarantee, s.Deal.Type = -100, "walkout" }),
			[]string{"/deal/guarantee negative", "/deal/type invalid_enum"}},
		{"a scanned attendance above a known capacity is rejected",
			with(show(), func(s *records.Show) { s.ScannedAttendance = ptr(1001) }),
			[]string{"/scanned_attendance exceeds_capacity"}},
		{"a scanned attendance with an unknown capacity is not limited",
			with(show(), func(s *records.Show) { s.Capacity, s.ScannedAttendance = 0, ptr(5000) }), nil},
		{"a negative merch rate is out of range",
			with(show(), func(s *records.Show) { s.VenueMerchRate = -1 }),
			[]string{"/venue_merch_rate out_of_range"}},
		{"a missing time zone is required",
			with(show(), func(s *records.Show) { s.TimeZone = "" }),
			[]string{"/time_zone required"}},
		{"a complete settlement is valid", settlement(), nil},
		{"a settlement without show or time names both",
			with(settlement(), func(s *records.Settlement) { s.ShowID, s.SettledAt = "", time.Time{} }),
			[]string{"/settled_at required", "/show_id required"}},
		{"a negative payout is rejected",
			with(settlement(), func(s *records.Settlement) { s.ArtistPayout = -1 }),
			[]string{"/artist_payout negative"}},
	})
}

func TestIDsMustBeCanonical(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		id   kernel.ID
		want []string
	}{
		{"a lower-case UUID is canonical", "6f1d3c52-8a8e-4b1e-9f3a-2c5d7e9b0a41", nil},
		{"an upper-case UUID is not", "6F1D3C52-8A8E-4B1E-9F3A-2C5D7E9B0A41", []string{"/id invalid_id"}},
		{"a UUID without hyphens is not", "6f1d3c528a8e4b1e9f3a2c5d7e9b0a41", []string{"/id invalid_id"}},
		{"a hyphen out of place is not", "6f1d3c5-28a8e-4b1e-9f3a-2c5d7e9b0a41", []string{"/id invalid_id"}},
		{"a non-hex letter is not", "6f1d3c52-8a8e-4b1e-9f3a-2c5d7e9b0a4g", []string{"/id invalid_id"}},
		{"a braced UUID is not", "{6f1d3c52-8a8e-4b1e-9f3a-2c5d7e9b0a4}", []string{"/id invalid_id"}},
	} {
		got := problems(t, with(person(), func(p *records.Person) { p.ID = tc.id }).Validate())
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: problems = %q, want %q", tc.name, got, tc.want)
		}
	}
}
