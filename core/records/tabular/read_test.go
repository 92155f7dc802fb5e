package tabular

import (
	"strings"
	"testing"

	"golang.org/x/text/language"
)

// Dates are read as people and spreadsheets write them; a numeric date is
// read day or month first by the locale only when its numbers leave it open,
// and refused naming both readings when no locale decides.
func TestReadDate(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, locale, want, code, says string
	}{
		{text: "2026-05-01", want: "2026-05-01"},
		{text: "2026-05-01T00:00:00", want: "2026-05-01"},
		{text: "2026-05-01 00:00:00", want: "2026-05-01"},
		{text: "2026/5/1", want: "2026-05-01"},
		{text: "1 May 2026", want: "2026-05-01"},
		{text: "May 1, 2026", want: "2026-05-01"},
		{text: "Fri 1st May 2026", want: "2026-05-01"},
		{text: "01-May-26", want: "2026-05-01"},
		{text: "1 September 2026", want: "2026-09-01"},
		{text: "1.5.2026", want: "2026-05-01"},
		{text: "13/05/2026", want: "2026-05-13"},
		{text: "05/13/2026", want: "2026-05-13"},
		{text: "03/04/2026", locale: "en-GB", want: "2026-04-03"},
		{text: "03/04/2026", locale: "de", want: "2026-04-03"},
		{text: "03/04/2026", locale: "en-US", want: "2026-03-04"},
		{text: "03/04/26", locale: "en-US", want: "2026-03-04"},
		{text: "04/04/2026", want: "2026-04-04"},
		{text: "03/04/2026", code: CodeAmbiguous, says: `"03/04/2026" could be 3 April or 4 March: write it as year-month-day (2026-04-03 or 2026-03-04).`},
		{text: "31/02/2026", code: CodeUnreadable, says: "Enter a date"},
		{text: "2026-13-01", code: CodeUnreadable, says: "Enter a date"},
		{text: "next friday", code: CodeUnreadable, says: "Enter a date"},
		{text: "1 May", code: CodeUnreadable, says: "Enter a date"},
		{text: "46143", code: CodeUnreadable, says: "Enter a date"},
	} {
		locale := language.Und
		if c.locale != "" {
			locale = language.MustParse(c.locale)
		}
		got, err := readDate(c.text, locale)
		switch {
		case c.code == "" && (err != nil || string(got) != c.want):
			t.Errorf("readDate(%q, %s) = %q, %+v; want %s", c.text, c.locale, got, err, c.want)
		case c.code != "" && (err == nil || err.code != c.code || !strings.Contains(err.detail, c.says) || err.expected != "a date such as 2026-05-01"):
			t.Errorf("readDate(%q, %s) = %q, %+v; want %s saying %q", c.text, c.locale, got, err, c.code, c.says)
		}
	}
}

// Clock times are read in 24 and 12 hours, as spreadsheets and people write
// them; anything else is refused saying what to type.
func TestReadClock(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text string
		h, m int
		ok   bool
	}{
		{"19:30", 19, 30, true}, {"9:05", 9, 5, true}, {"19.30", 19, 30, true}, {"19h30", 19, 30, true}, {"20h", 20, 0, true},
		{"19:30:00", 19, 30, true}, {"7:30 pm", 19, 30, true}, {"7pm", 19, 0, true}, {"12 am", 0, 0, true},
		{"12:15 p.m.", 12, 15, true}, {"00:30", 0, 30, true},
		{"25:00", 0, 0, false}, {"19:5", 0, 0, false}, {"13 pm", 0, 0, false}, {"1930", 0, 0, false}, {"soon", 0, 0, false},
		{"19:30:15", 0, 0, false},
	} {
		h, m, err := readClock(c.text)
		if c.ok != (err == nil) || h != c.h || m != c.m {
			t.Errorf("readClock(%q) = %d:%d, %+v", c.text, h, m, err)
		}
		if err != nil && (err.code != CodeUnreadable || err.expected != "a time such as 19:30") {
			t.Errorf("readClock(%q) refusal %+v", c.text, err)
		}
	}
}

// Percentages become basis points (two decimals) or millionths (four), with or
// without "%" and with a decimal point or comma; more decimals are refused.
func TestReadPercent(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text     string
		decimals int
		want     int64
		expected string
	}{
		{"85", 2, 8500, ""}, {"85%", 2, 8500, ""}, {"85 %", 2, 8500, ""}, {"12.5", 2, 1250, ""}, {"12,5", 2, 1250, ""},
		{".5", 2, 50, ""}, {"150", 2, 15000, ""}, {"15.825", 4, 158250, ""}, {"19", 4, 190000, ""}, {"12.50", 2, 1250, ""},
		{"15.825", 2, 0, "a percentage with at most 2 decimals"},
		{"-5", 2, 0, "a percentage such as 12.5"},
		{"eighty", 2, 0, "a percentage such as 12.5"},
		{"99999", 2, 0, "a percentage such as 12.5"},
	} {
		got, err := readPercent(c.text, c.decimals)
		if c.expected == "" && (err != nil || got != c.want) || c.expected != "" && (err == nil || err.expected != c.expected) {
			t.Errorf("readPercent(%q, %d) = %d, %+v", c.text, c.decimals, got, err)
		}
	}
}

// Whole numbers may be grouped as people write them, or come as a number
// cell's "1500.0"; fractions and words are refused.
func TestReadInteger(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text string
		want int
		ok   bool
	}{
		{"1500", 1500, true}, {"1,500", 1500, true}, {"1.500", 1500, true}, {"1 500", 1500, true}, {"1500.0", 1500, true},
		{"0", 0, true}, {"1.5", 0, false}, {"1,50", 0, false}, {"-3", 0, false}, {"lots", 0, false}, {"12345678901", 0, false},
	} {
		got, err := readInteger(c.text)
		if c.ok != (err == nil) || got != c.want || err != nil && err.expected != "a whole number such as 1500" {
			t.Errorf("readInteger(%q) = %d, %+v", c.text, got, err)
		}
	}
}

// Choices are read by value, label or a word people use for them, for the
// fields that have that value; currencies by code or a symbol only one has.
func TestReadChoiceAndCurrency(t *testing.T) {
	t.Parallel()
	spec, _ := SpecOf(KindShows)
	deal, _ := spec.Field(keyDealType)
	status, _ := spec.Field(keyStatus)
	for _, c := range []struct {
		f          Field
		text, want string
	}{
		{deal, "Versus", "versus"}, {deal, "vs", "versus"}, {deal, "DOOR SPLIT", "door_split"}, {deal, "door_split", "door_split"},
		{deal, "Flat guarantee", "flat"}, {status, "pencil", "hold"}, {status, "On hold", "hold"}, {status, "canceled", "cancelled"},
		{deal, "yes", ""}, {status, "maybe", ""},
	} {
		got, err := readChoice(c.f, c.text)
		if got != c.want || (c.want == "") != (err != nil) {
			t.Errorf("readChoice(%s, %q) = %q, %+v", c.f.Key, c.text, got, err)
		}
		if err != nil && err.expected != "one of "+map[string]string{keyDealType: "Flat guarantee, Versus, Door split", keyStatus: "On hold, Confirmed, Cancelled, Settled"}[c.f.Key] {
			t.Errorf("readChoice(%q) expected %q", c.text, err.expected)
		}
	}
	for text, want := range map[string]string{"EUR": "EUR", "eur": "EUR", " gbp ": "GBP", "€": "EUR", "£": "GBP", "CA$": "CAD", "$US": "", "XYZ": "", "kr": ""} {
		got, err := readCurrency(text)
		if got != want || (want == "") != (err != nil) {
			t.Errorf("readCurrency(%q) = %q, %+v", text, got, err)
		}
	}
	if got, err := readEmail(" mailto:Sam@Example.com "); err != nil || got != "Sam@Example.com" {
		t.Errorf("readEmail = %q, %+v", got, err)
	}
	if _, err := readEmail("sam at example"); err == nil || err.expected != "an e-mail address such as name@example.com" {
		t.Errorf("readEmail refusal %+v", err)
	}
	if _, err := readZone("Europe/Atlantis"); err == nil || err.expected != "a time zone such as Europe/Amsterdam" {
		t.Errorf("readZone refusal %+v", err)
	}
}
