package tabular_test

import (
	"slices"
	"testing"

	"github.com/roadcase/roadcase/core/records/tabular"
)

// Headers are compared without case, spaces, punctuation or accents; the
// marks that change a header's meaning stay.
func TestNormalizeHeader(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Show date": "showdate", "SHOW_DATE": "showdate", " show-date ": "showdate", "Vs %": "vs%", "E-mail": "email",
		"Catégorie": "categorie", "+1": "+1", "Cap.": "cap", "Day rate (€)": "dayrate", "Nº": "no", "": "",
	} {
		if got := tabular.NormalizeHeader(in); got != want {
			t.Errorf("NormalizeHeader(%q) = %q, want %q", in, got, want)
		}
	}
}

// The mapping is guessed from labels and the aliases people write, what the
// organization chose before coming first, and each field goes to one column.
func TestGuess(t *testing.T) {
	t.Parallel()
	shows, _ := tabular.SpecOf(tabular.KindShows)
	crew, _ := tabular.SpecOf(tabular.KindCrew)
	for _, c := range []struct {
		name       string
		spec       tabular.Spec
		header     []string
		remembered tabular.Remembered
		want       tabular.Mapping
	}{
		{"aliases", shows, []string{"Show date", "Venue", "Cap", "Fee", "Vs %", "Doors", "Curfew", "Mystery"}, nil,
			tabular.Mapping{"date", "venue", "capacity", "guarantee", "artist_percent", "doors", "curfew", ""}},
		{"more aliases", shows, []string{"date", "VENUE NAME", "Capacity", "Guarantee", "Artist %", "Split", "Ticket tax %", "Deal"}, nil,
			tabular.Mapping{"date", "venue", "capacity", "guarantee", "artist_percent", "", "ticket_tax", "deal_type"}},
		{"a label beats an alias", shows, []string{"Show date", "Date"}, nil, tabular.Mapping{"", "date"}},
		{"remembered first", shows, []string{"Gig", "Fee", "Venue"}, tabular.Remembered{"gig": "date", "fee": ""},
			tabular.Mapping{"date", "", "venue"}},
		{"a remembered field the spec lacks is no choice", shows, []string{"Show date", "Rate"}, tabular.Remembered{"showdate": "retired_field"},
			tabular.Mapping{"date", ""}},
		{"crew", crew, []string{"Name", "E-mail", "Mobile", "Role", "Day rate", "From", "To"}, nil,
			tabular.Mapping{"name", "email", "phone", "role", "day_rate", "start_date", "end_date"}},
		{"crew by other words", crew, []string{"Email", "Phone", "Position", "Rate", "Start date", "End date"}, nil,
			tabular.Mapping{"email", "phone", "role", "day_rate", "start_date", "end_date"}},
	} {
		if got := tabular.Guess(c.spec, c.header, c.remembered); !slices.Equal(got, c.want) {
			t.Errorf("%s: Guess = %q, want %q", c.name, got, c.want)
		}
	}
}

// Every kind has a spec whose keys are unique, whose labels and aliases name
// one field each, and whose example row has an example for each required field.
func TestSpecsAreConsistent(t *testing.T) {
	t.Parallel()
	kinds := []tabular.Kind{tabular.KindVenues, tabular.KindPeople, tabular.KindShows, tabular.KindCrew,
		tabular.KindGuests, tabular.KindBudget, tabular.KindExpense}
	for _, k := range kinds {
		s, ok := tabular.SpecOf(k)
		if !ok || s.Kind != k || s.Label == "" || len(s.MatchBy) == 0 {
			t.Errorf("%s: spec %+v", k, s)
			continue
		}
		names := map[string]string{}
		for _, f := range s.Fields {
			if f.Required && f.Example == "" {
				t.Errorf("%s.%s: required without an example", k, f.Key)
			}
			if f.Type == tabular.TypeChoice && len(f.Choices) == 0 {
				t.Errorf("%s.%s: a choice without choices", k, f.Key)
			}
			for _, n := range append([]string{f.Key, f.Label}, f.Aliases...) {
				h := tabular.NormalizeHeader(n)
				if other, dup := names[h]; dup && other != f.Key {
					t.Errorf("%s: %q names both %s and %s", k, n, other, f.Key)
				}
				names[h] = f.Key
			}
		}
		for _, m := range s.MatchBy {
			if _, ok := s.Field(m); !ok {
				t.Errorf("%s: matched by %s, which is no field", k, m)
			}
		}
	}
	if _, ok := tabular.SpecOf("invoices"); ok {
		t.Error("invoices are not importable")
	}
	if len(tabular.Specs()) != len(kinds) {
		t.Errorf("%d specs", len(tabular.Specs()))
	}
}
