package tabular_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// A tour's routing as a tour manager writes it becomes shows of the project:
// the venue found by name (and city where two share it), money in the row's
// currency as people type it, percentages in basis points and millionths,
// times on the venue's clock with a curfew after midnight on the next day.
func TestBuildReadsARoutingIntoShows(t *testing.T) {
	t.Parallel()
	p := build(t, tabular.KindShows, sheet(
		[]string{"Show date", "Venue", "City", "Cap", "Fee", "Vs %", "Deal", "Ticket tax %", "Doors", "Curfew", "Currency"},
		[]string{"2 May 2026", "astra", "Berlin", "1,200", "€7.500,00", "85%", "vs", "7", "19:00", "00:30", ""},
		[]string{"05/05/2026", "Astra", "Oslo", "", "NOK 90 000", "80", "versus", "15.825", "7:30 pm", "11 pm", "nok"},
	), language.MustParse("en-GB"))
	if len(p.Problems) != 0 {
		t.Fatalf("problems: %+v", p.Problems)
	}
	if len(p.New.Shows) != 2 || p.Count(tabular.ActionNew) != 2 {
		t.Fatalf("new shows %d, rows %+v", len(p.New.Shows), p.Rows)
	}
	berlin, oslo := p.New.Shows[0], p.New.Shows[1]
	if berlin.VenueID != astraBerlin.ID || berlin.Date != "2026-05-02" || berlin.Capacity != 1200 || berlin.Currency != "EUR" ||
		berlin.Deal.Guarantee != 750000 || berlin.Deal.ArtistPercent != 8500 || berlin.Deal.Type != records.DealVersus ||
		berlin.Deal.TicketTaxRate != 70000 || berlin.Status != records.ShowConfirmed || berlin.ProjectID != project.ID {
		t.Errorf("Berlin: %+v", berlin)
	}
	if want := time.Date(2026, 5, 2, 17, 0, 0, 0, time.UTC); berlin.DoorsAt == nil || !berlin.DoorsAt.Equal(want) {
		t.Errorf("Berlin doors %v, want %v", berlin.DoorsAt, want)
	}
	if want := time.Date(2026, 5, 2, 22, 30, 0, 0, time.UTC); berlin.CurfewAt == nil || !berlin.CurfewAt.Equal(want) {
		t.Errorf("Berlin curfew after midnight %v, want %v", berlin.CurfewAt, want)
	}
	if oslo.VenueID != astraOslo.ID || oslo.Date != "2026-05-05" || oslo.Capacity != 600 || oslo.Currency != "NOK" ||
		oslo.Deal.Guarantee != 9000000 || oslo.Deal.TicketTaxRate != 158250 || oslo.TimeZone != "Europe/Oslo" {
		t.Errorf("Oslo: %+v", oslo)
	}
	if want := time.Date(2026, 5, 5, 17, 30, 0, 0, time.UTC); oslo.DoorsAt == nil || !oslo.DoorsAt.Equal(want) {
		t.Errorf("Oslo doors %v, want %v", oslo.DoorsAt, want)
	}
	if p.Rows[0].Label != "2026-05-02 · Astra" || p.Rows[0].Row != 2 {
		t.Errorf("row plan %+v", p.Rows[0])
	}
}

// A row about an existing show (same date and venue) updates it, keeping what
// the sheet does not map, and says what changes in the activity log's words;
// a row that changes nothing is unchanged.
func TestBuildMatchesShowsToUpdateOrLeaveAlone(t *testing.T) {
	t.Parallel()
	p := build(t, tabular.KindShows, sheet([]string{"Date", "Venue", "Guarantee"},
		[]string{"2026-05-01", "Paradiso", "6000"},
		[]string{"2026-05-02", "Paradiso", "6000"},
	), language.Und)
	if got := []tabular.Action{p.Rows[0].Action, p.Rows[1].Action}; !slices.Equal(got, []tabular.Action{tabular.ActionUpdate, tabular.ActionNew}) {
		t.Fatalf("actions %v, problems %v", got, problemsOf(p))
	}
	if len(p.Updates) != 1 || p.Updates[0].Ref.ID != mayDay.ID || p.Updates[0].Row != 2 {
		t.Fatalf("updates %+v", p.Updates)
	}
	after := p.Updates[0].After.Shows[0]
	if after.Deal.Guarantee != 600000 || after.Capacity != mayDay.Capacity || after.CreatedAt != mayDay.CreatedAt {
		t.Errorf("after %+v", after)
	}
	if c := p.Rows[0].Changes; len(c) != 1 || c[0].Field != "/deal/guarantee" || c[0].From != "500000" || c[0].To != "600000" || c[0].ToCurrency != "EUR" {
		t.Errorf("changes %+v", c)
	}
	same := build(t, tabular.KindShows, sheet([]string{"Date", "Venue", "Guarantee"}, []string{"2026-05-01", "PARADISO ", "5,000.00"}), language.Und)
	if same.Rows[0].Action != tabular.ActionSame || len(same.Updates) != 0 || len(same.Problems) != 0 {
		t.Errorf("unchanged row: %+v %v", same.Rows, problemsOf(same))
	}
}

// The same show twice in a file is refused on the second row, naming the
// first; a venue not in the list, or one two venues share without a city,
// is refused at the venue's column naming it.
func TestBuildRefusesDuplicateRowsAndUnknownVenues(t *testing.T) {
	t.Parallel()
	p := build(t, tabular.KindShows, sheet([]string{"Date", "Venue"},
		[]string{"2026-05-03", "Paradiso"},
		[]string{"3 May 2026", "paradiso"},
		[]string{"2026-05-04", "Melkweg"},
		[]string{"2026-05-05", "Astra"},
	), language.Und)
	want := []string{"3 A duplicate_row", "4 B unknown_reference", "5 B ambiguous"}
	if got := problemsOf(p); !slices.Equal(got, want) {
		t.Fatalf("problems %v, want %v", got, want)
	}
	if d := p.Problems[0].Detail; !strings.Contains(d, "Row 2") {
		t.Errorf("duplicate names the first row: %q", d)
	}
	if pr := p.Problems[1]; pr.Value != "Melkweg" || pr.Header != "Venue" || !strings.Contains(pr.Detail, `"Melkweg"`) {
		t.Errorf("unknown venue: %+v", pr)
	}
	if !strings.Contains(p.Problems[2].Detail, "Berlin, Oslo") {
		t.Errorf("ambiguous venue names the cities: %q", p.Problems[2].Detail)
	}
	if got := []tabular.Action{p.Rows[0].Action, p.Rows[1].Action, p.Rows[2].Action}; !slices.Equal(got, []tabular.Action{tabular.ActionNew, tabular.ActionError, tabular.ActionError}) {
		t.Errorf("actions %v", got)
	}
	if p.Errors() != 3 || len(p.New.Shows) != 1 {
		t.Errorf("errors %d, new %d", p.Errors(), len(p.New.Shows))
	}
}

// A record's own rule refusing a row is pointed at the row and the column the
// field came from, in the sheet's words; a required field no column holds is
// reported once, for the sheet.
func TestBuildPointsRuleRefusalsAtTheirColumn(t *testing.T) {
	t.Parallel()
	p := build(t, tabular.KindShows, sheet([]string{"Date", "Venue", "Notes", "Artist %", "Deposit"},
		[]string{"2026-05-06", "Paradiso", "", "150", "-100"},
	), language.Und)
	want := []string{"2 D out_of_range", "2 E negative"}
	if got := problemsOf(p); !slices.Equal(got, want) {
		t.Fatalf("problems %v, want %v", got, want)
	}
	if pr := p.Problems[0]; pr.Field != "artist_percent" || pr.Header != "Artist %" || pr.Value != "150" ||
		pr.Detail != "Artist % must be between 0% and 100%." {
		t.Errorf("out of range: %+v", pr)
	}
	if p.Rows[0].Action != tabular.ActionError {
		t.Errorf("action %s", p.Rows[0].Action)
	}
	venues := build(t, tabular.KindVenues, sheet([]string{"Venue", "City", "Country"},
		[]string{"Melkweg", "Amsterdam", "nl"}, []string{"Tivoli", "Utrecht", "NL"}), language.Und)
	if got := problemsOf(venues); !slices.Equal(got, []string{"0  not_mapped"}) {
		t.Fatalf("venue problems %v, want the zone's column missing once", got)
	}
	if pr := venues.Problems[0]; pr.Field != "time_zone" || !strings.Contains(pr.Detail, "No column holds Time zone") {
		t.Errorf("unmapped zone: %+v", pr)
	}
	if venues.Rows[1].Action != tabular.ActionError {
		t.Errorf("a row without its zone: %s", venues.Rows[1].Action)
	}
	if v := venues.New.Venues[0]; v.Country != "NL" || v.Name != "Melkweg" {
		t.Errorf("venue %+v", v)
	}
}

// A show time the clocks skip on that day is refused at its column.
func TestBuildRefusesATimeTheClocksSkip(t *testing.T) {
	t.Parallel()
	p := build(t, tabular.KindShows, sheet([]string{"Date", "Venue", "Doors"}, []string{"2026-03-29", "Paradiso", "02:30"}), language.Und)
	if got := problemsOf(p); !slices.Equal(got, []string{"2 C unreadable"}) || !strings.Contains(p.Problems[0].Detail, "does not exist") {
		t.Fatalf("problems %v %+v", got, p.Problems)
	}
}

// Venues are matched by name and city, by name alone when the sheet has no
// city column and one venue has the name; an update keeps the name as it is.
func TestBuildMatchesVenuesByNameAndCity(t *testing.T) {
	t.Parallel()
	p := build(t, tabular.KindVenues, sheet([]string{"Name", "City", "Capacity"},
		[]string{"PARADISO", "amsterdam", "1550"},
		[]string{"Astra", "Oslo", "600"},
		[]string{"Astra", "Bergen", "700"},
	), language.Und)
	if got := []tabular.Action{p.Rows[0].Action, p.Rows[1].Action, p.Rows[2].Action}; !slices.Equal(got, []tabular.Action{tabular.ActionUpdate, tabular.ActionSame, tabular.ActionError}) {
		t.Fatalf("actions %v, problems %v", got, problemsOf(p))
	}
	if got := problemsOf(p); !slices.Equal(got, []string{"0  not_mapped", "0  not_mapped"}) || p.Problems[0].Field != "country" {
		t.Errorf("a new venue needs its country and zone: %v %+v", got, p.Problems)
	}
	if v := p.Updates[0].After.Venues[0]; v.Name != "Paradiso" || v.City != "Amsterdam" || v.Capacity != 1550 || v.ID != paradiso.ID {
		t.Errorf("update %+v", v)
	}
	noCity := build(t, tabular.KindVenues, sheet([]string{"Name", "Capacity"}, []string{"Paradiso", "1500"}, []string{"Astra", "900"}), language.Und)
	if got := []tabular.Action{noCity.Rows[0].Action, noCity.Rows[1].Action}; !slices.Equal(got, []tabular.Action{tabular.ActionSame, tabular.ActionError}) {
		t.Errorf("without a city column: %v %v", got, problemsOf(noCity))
	}
}
