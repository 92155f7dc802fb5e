package web

import (
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Amounts are typed in the currency's major unit with its own number of
// decimals, thousands separators allowed, and kept in minor units.
func TestParseAmountReadsTheCurrencysDecimals(t *testing.T) {
	t.Parallel()
	ok := []struct {
		text, currency string
		want           int64
	}{
		{"1,234.50", "EUR", 123450}, {"1234.5", "EUR", 123450}, {"1234", "EUR", 123400},
		{"0.07", "EUR", 7}, {"-12.30", "EUR", -1230}, {"", "EUR", 0}, {" 15 ", "USD", 1500},
		{"1,500", "JPY", 1500}, {"1.234", "KWD", 1234}, {"12,345,678.90", "GBP", 1234567890},
		{"12,50", "EUR", 1250}, {"€12", "EUR", 1200}, // the amount's own currency may be pasted with it
	}
	for _, c := range ok {
		if got, err := parseAmount(c.text, c.currency); err != nil || got != c.want {
			t.Errorf("parseAmount(%q, %s) = %d, %v; want %d", c.text, c.currency, got, err, c.want)
		}
	}
	refused := []struct{ text, currency, says string }{
		{"12.345", "EUR", "EUR has 2 decimal places"},
		{"1500.5", "JPY", "JPY has no smaller unit"},
		{"1.2345", "KWD", "KWD has 3 decimal places"},
		{"12.", "EUR", "Enter an amount in EUR"},
		{"1e3", "EUR", "Enter an amount in EUR"},
		{"£12", "EUR", "Enter an amount in EUR, such as 1234.50"},
		{"12", "XXX", "is not one Roadcase knows"},
		{"99999999999999999999", "EUR", "Enter an amount"},
	}
	for _, c := range refused {
		got, err := parseAmount(c.text, c.currency)
		if err == nil || !strings.Contains(errorMessage(err), c.says) {
			t.Errorf("parseAmount(%q, %s) = %d, %v; want an error saying %q", c.text, c.currency, got, err, c.says)
		}
	}
}

func TestAmountTextIsWhatParseAmountReads(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		minor    int64
		currency string
		want     string
	}{{123450, "EUR", "1234.50"}, {7, "EUR", "0.07"}, {-1230, "EUR", "-12.30"}, {1500, "JPY", "1500"},
		{1234, "KWD", "1.234"}, {0, "EUR", ""}} {
		got := amountText(c.minor, c.currency)
		if got != c.want {
			t.Errorf("amountText(%d, %s) = %q, want %q", c.minor, c.currency, got, c.want)
		}
		if back, err := parseAmount(got, c.currency); err != nil || back != c.minor {
			t.Errorf("parseAmount(%q) = %d, %v; want %d", got, back, err, c.minor)
		}
	}
}

// A time is entered on the venue's clock: it becomes the UTC instant, the hour
// the clocks skip is refused, the hour they repeat is its first occurrence.
func TestLocalInstantFollowsTheVenuesClock(t *testing.T) {
	t.Parallel()
	got, err := localInstant("2026-07-10", "20:30", "Europe/Berlin")
	if want := time.Date(2026, 7, 10, 18, 30, 0, 0, time.UTC); err != nil || !got.Equal(want) {
		t.Errorf("summer evening in Berlin = %v, %v; want %v", got, err, want)
	}
	got, err = localInstant("2026-01-10", "00:15", "America/New_York")
	if want := time.Date(2026, 1, 10, 5, 15, 0, 0, time.UTC); err != nil || !got.Equal(want) {
		t.Errorf("after midnight in New York = %v, %v; want %v", got, err, want)
	}
	if _, err := localInstant("2026-03-29", "02:30", "Europe/Berlin"); err == nil ||
		!strings.Contains(errorMessage(err), "02:30 does not exist on 29 Mar 2026 in Europe/Berlin") {
		t.Errorf("the skipped hour: %v", err)
	}
	got, err = localInstant("2026-10-25", "02:30", "Europe/Berlin")
	if want := time.Date(2026, 10, 25, 0, 30, 0, 0, time.UTC); err != nil || !got.Equal(want) {
		t.Errorf("the repeated hour = %v, %v; want its first occurrence %v", got, err, want)
	}
	for _, c := range [][2]string{{"25:00", "Europe/Berlin"}, {"8pm", "Europe/Berlin"}, {"20:00", "Mars/Olympus"}, {"20:00", ""}} {
		if _, err := localInstant("2026-07-10", c[0], c[1]); err == nil {
			t.Errorf("localInstant(%q, %q) accepted", c[0], c[1])
		}
	}
	at := time.Date(2026, 10, 25, 0, 30, 0, 0, time.UTC)
	if d, clock := localClock(&at, "Europe/Berlin"); d != "2026-10-25" || clock != "02:30" {
		t.Errorf("localClock = %s %s", d, clock)
	}
}

// The use case's pointers land beside the input named after them, on the row
// the user typed when blank rows were skipped, under the nearest input for a
// row as a whole, and in the summary alone when no input matches.
func TestSaveErrorsLandBesideTheirInputs(t *testing.T) {
	t.Parallel()
	inputs := []recordInput{{Name: "name", Label: "Name"}, {Name: "deal/guarantee", Label: "Guarantee"},
		{Name: "contacts/0/person_id", Label: "Contact 1"}, {Name: "contacts/0/role", Label: "Role 1"},
		{Name: "contacts/1/person_id", Label: "Contact 2"}, {Name: "contacts/1/role", Label: "Role 2"}}
	r := httptest.NewRequest("POST", "/", strings.NewReader(url.Values{"name": {" Tour "}, "version": {"3"}}.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	_ = r.ParseForm()
	f := postedRecordForm(r, "rec", inputs)
	if f.Get("name") != "Tour" || f.Version != 3 {
		t.Fatalf("posted form: %q version %d", f.Get("name"), f.Version)
	}
	f.moveRows("contacts", []int{1})
	err := kernel.Invalid("invalid",
		kernel.FieldError{Pointer: "/deal/guarantee", Detail: "too big"},
		kernel.FieldError{Pointer: "/contacts/0/role", Detail: "role needed"},
		kernel.FieldError{Pointer: "/contacts/0", Detail: "row wrong"},
		kernel.FieldError{Pointer: "/tiers/1/sold", Detail: "no tiers here"})
	if !f.absorbSave(err) {
		t.Fatal("an Invalid error was not absorbed")
	}
	want := []formError{{"deal-guarantee", "too big"}, {"contacts-1-role", "role needed"},
		{"contacts-1-person_id", "row wrong"}, {"", "no tiers here"}}
	if len(f.Summary) != len(want) {
		t.Fatalf("summary %v, want %v", f.Summary, want)
	}
	for i := range want {
		if f.Summary[i] != want[i] {
			t.Errorf("summary[%d] = %v, want %v", i, f.Summary[i], want[i])
		}
	}
	if v := f.Field("deal/guarantee"); v.ID != "deal-guarantee" || v.Name != "deal/guarantee" || v.Error != "too big" {
		t.Errorf("field view: %+v", v)
	}
	if f.absorbSave(kernel.Conflict("stale")) {
		t.Error("a conflict was absorbed as a field error")
	}
}

// The stale panel lists the fields where the record now differs from what the
// user typed, by their labels, and the form takes the new version as its base;
// a field the user had left as it was takes the record's value now, one they
// changed keeps theirs.
func TestStalePanelComparesTheUsersValuesWithTheRecordNow(t *testing.T) {
	t.Parallel()
	status := []option{{"planning", "Planning"}, {"active", "Active"}}
	f := openRecordForm("rec", 2, map[string]string{"name": "Ours", "status": "planning", "code": "X"},
		[]recordInput{{Name: "name", Label: "Name"}, {Name: "status", Label: "Status", Options: status}, {Name: "code", Label: "Code"}})
	f.Values["name"] = "Mine"
	now := map[string]string{"name": "Theirs", "status": "active", "code": "X"}
	f.staleAgainst("Changed by Mia at 10:00.", 3, now)
	if f.Version != 3 || f.Stale == nil || f.Stale.Message != "Changed by Mia at 10:00." {
		t.Fatalf("form after stale: version %d, panel %+v", f.Version, f.Stale)
	}
	want := []staleRow{{"name", "Name", "Mine", "Theirs", false}, {"status", "Status", "Planning", "Active", true}}
	if len(f.Stale.Rows) != 2 || f.Stale.Rows[0] != want[0] || f.Stale.Rows[1] != want[1] {
		t.Errorf("rows %+v, want %+v", f.Stale.Rows, want)
	}
	if f.Get("name") != "Mine" || f.Get("status") != "active" {
		t.Errorf("the form holds name %q and status %q, want the user's name and their status", f.Get("name"), f.Get("status"))
	}
	if f.Base() != `{"code":"X","name":"Theirs","status":"active"}` {
		t.Errorf("the form's base is %s, want the record now", f.Base())
	}
}

// A posted form without a base (or with one that does not decode) keeps all of
// the user's values after a stale save.
func TestStaleWithoutABaseKeepsTheUsersValues(t *testing.T) {
	t.Parallel()
	for _, base := range []string{"", "not json"} {
		r := httptest.NewRequest("POST", "/x", strings.NewReader(url.Values{"version": {"2"}, "name": {"Mine"}, "base": {base}}.Encode()))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		if err := r.ParseForm(); err != nil {
			t.Fatal(err)
		}
		f := postedRecordForm(r, "rec", []recordInput{{Name: "name", Label: "Name"}})
		f.staleAgainst("Changed.", 3, map[string]string{"name": "Theirs"})
		if f.Get("name") != "Mine" || f.Stale.Rows[0].Theirs {
			t.Errorf("base %q: the form holds %q (%+v)", base, f.Get("name"), f.Stale.Rows)
		}
	}
}

// The typed readers give the value typed, or put their error beside the input
// it came from; an empty input is the zero value without an error.
func TestTypedReadersPutTheirErrorsBesideTheirInputs(t *testing.T) {
	t.Parallel()
	f := openRecordForm("", 0, map[string]string{"deal/guarantee": "1,500.25", "deal/deposit": "1.005",
		"date": "2026-03-29", "doors": "19:00", "curfew": "02:30", "capacity": "1,200", "sold": "many", "none": ""}, nil)
	if got := f.amount("deal/guarantee", "EUR"); got != 150025 {
		t.Errorf("guarantee %d", got)
	}
	if at := f.instant("date", "doors", "Europe/Berlin"); at == nil || !at.Equal(time.Date(2026, 3, 29, 17, 0, 0, 0, time.UTC)) {
		t.Errorf("doors %v", at)
	}
	if got := f.whole("capacity"); got != 1200 {
		t.Errorf("capacity %d", got)
	}
	if f.amount("none", "EUR") != 0 || f.instant("date", "none", "Europe/Berlin") != nil || f.Invalid() {
		t.Errorf("an empty input gave a value or an error: %v", f.Summary)
	}
	f.amount("deal/deposit", "EUR")
	f.instant("date", "curfew", "Europe/Berlin")
	f.whole("sold")
	for id, says := range map[string]string{"deal-deposit": "EUR has 2 decimal places", "curfew": "does not exist",
		"sold": "whole number"} {
		if !strings.Contains(f.Error(id), says) {
			t.Errorf("error beside %s = %q, want it to say %q", id, f.Error(id), says)
		}
	}
}
