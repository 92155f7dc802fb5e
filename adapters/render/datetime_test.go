package render

import (
	"strings"
	"testing"
	"time"

	js "github.com/santhosh-tekuri/jsonschema/v6"
)

// dateTimeFormat is the validator's date-time format, compiled as the catalog
// schemas are: draft 2020-12 with format assertion on.
func dateTimeFormat(t testing.TB) *js.Schema { return formatSchema(t, "date-time") }

// formatSchema compiles {"type": "string", "format": format} as the catalog's
// schemas are compiled: draft 2020-12 with format assertion on.
func formatSchema(t testing.TB, format string) *js.Schema {
	t.Helper()
	c := js.NewCompiler()
	c.DefaultDraft(js.Draft2020)
	c.AssertFormat()
	if err := c.AddResource("f.json", map[string]any{"type": "string", "format": format}); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("f.json")
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

func TestParseDateTimeReadsWhatTheValidatorAccepts(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want string // UTC, RFC 3339 with nanoseconds; "" when refused
	}{
		{"2026-03-14T19:00:00+01:00", "2026-03-14T18:00:00Z"},
		{"2026-03-14t19:00:00+01:00", "2026-03-14T18:00:00Z"},
		{"2026-03-14T19:00:00z", "2026-03-14T19:00:00Z"},
		{"2026-03-14t19:00:00.123456789123z", "2026-03-14T19:00:00.123456789Z"},
		{"2026-03-14T19:00:00.5-05:30", "2026-03-15T00:30:00.5Z"},
		{"2016-12-31T23:59:60Z", "2016-12-31T23:59:59Z"},
		{"2016-12-31T15:59:60-08:00", "2016-12-31T23:59:59Z"},
		{"2016-12-31T22:59:60Z", ""},
		{"2026-02-29T10:00:00Z", ""},
		{"2026-03-14 19:00:00Z", ""},
		{"2026-03-14T24:00:00Z", ""},
		{"2026-03-14T19:00:00+24:00", ""},
		{"2026-03-14T19:00:00", ""},
		{"2026-03-14T19:00:00.Z", ""},
	}
	sch := dateTimeFormat(t)
	for _, tc := range cases {
		got, err := parseDateTime(tc.in)
		valid := sch.Validate(tc.in) == nil
		if (err == nil) != valid {
			t.Errorf("%q: parse error %v, validator accepts %v", tc.in, err, valid)
		}
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("%q parsed as %v, want an error", tc.in, got)
		case tc.want != "" && err != nil:
			t.Errorf("%q: %v", tc.in, err)
		case tc.want != "" && got.UTC().Format(time.RFC3339Nano) != tc.want:
			t.Errorf("%q = %s, want %s", tc.in, got.UTC().Format(time.RFC3339Nano), tc.want)
		}
	}
}

func TestLowerCaseAndLeapSecondsPrintAsTheirUpperCaseTwins(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"2026-03-14t19:00:00+01:00": "19:00",
		"2026-03-14T18:00:00z":      "19:00",
		"2016-12-31T23:59:60Z":      "00:59",
	} {
		got, err := formatTime(in, "Europe/Berlin")
		if err != nil || got != want {
			t.Errorf("formatTime(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

// FuzzDateTimeAgreesWithValidator holds the renderer's date-time parser to the
// schema validator: whatever the validator accepts, the renderer parses, and
// what the validator refuses, the renderer refuses too.
func FuzzDateTimeAgreesWithValidator(f *testing.F) {
	for _, s := range []string{
		"2026-03-14T19:00:00+01:00", "2026-03-14t19:00:00z", "2016-12-31T23:59:60Z",
		"2026-03-14T19:00:00.000000000001-12:00", "2026-03-14T+1:+0:+0Z", "0000-01-01T00:00:00Z",
		"9999-12-31T23:59:59+23:59", strings.Repeat("9", 30),
	} {
		f.Add(s)
	}
	sch := dateTimeFormat(f)
	f.Fuzz(func(t *testing.T, s string) {
		_, err := parseDateTime(s)
		if valid := sch.Validate(s) == nil; valid != (err == nil) {
			t.Fatalf("%q: validator accepts %v, renderer error %v", s, valid, err)
		}
	})
}
