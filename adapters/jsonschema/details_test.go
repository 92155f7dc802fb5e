package jsonschema

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/documents/doctest"
)

// TestDetailsQuoteOnlyTheBeginningOfALongValue sends values of 100,000
// characters where the fixture wants a zone, a pattern and a format: each
// violation is reported at its pointer with its code, and its detail repeats the
// first 64 characters and an ellipsis, not the whole value.
func TestDetailsQuoteOnlyTheBeginningOfALongValue(t *testing.T) {
	t.Parallel()
	v := fixtureValidator(t)
	long := strings.Repeat("é", 100_000)
	head := `"` + strings.Repeat("é", maxQuotedChars) + `…"`
	cases := []struct{ name, changes, pointer, code, want string }{
		{"a zone", `{"time_zone": "` + long + `"}`, "/time_zone", "enum", head + " is not an IANA time zone name such as Europe/Berlin"},
		{"a pattern", `{"fee": {"amount": 1, "currency": "` + long + `"}}`, "/fee/currency", "pattern", head + ` does not match the pattern "^[A-Z]{3}$"`},
		{"a format", `{"doors_at": "` + long + `"}`, "/doors_at", "format", head + " is not a valid date-time"},
	}
	for _, c := range cases {
		got, err := v.Validate(doctest.FixtureKey, patch(t, c.changes))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, fe := range got {
			if len(fe.Detail) > 500 {
				t.Errorf("%s: a detail of %d bytes at %s (%s)", c.name, len(fe.Detail), fe.Pointer, fe.Code)
			}
			if fe.Pointer == c.pointer && fe.Code == c.code {
				found = true
				if fe.Detail != c.want {
					t.Errorf("%s: detail %q, want %q", c.name, fe.Detail, c.want)
				}
			}
		}
		if !found {
			t.Errorf("%s: no %s violation at %s in %+v", c.name, c.code, c.pointer, got)
		}
	}
}

// TestDetailsKeepTheLibrarysWordsForShortValues holds the shortening to long
// values: a short one is quoted whole, in the validator's own message.
func TestDetailsKeepTheLibrarysWordsForShortValues(t *testing.T) {
	t.Parallel()
	v := fixtureValidator(t)
	for changes, want := range map[string]string{
		`{"fee": {"amount": 1, "currency": "eur"}}`: "eur",
		`{"doors_at": "2026-03-14T25:00:00Z"}`:      "2026-03-14T25:00:00Z",
	} {
		got, err := v.Validate(doctest.FixtureKey, patch(t, changes))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || !strings.Contains(got[0].Detail, want) || strings.Contains(got[0].Detail, "…") {
			t.Errorf("%s: violations %+v, want one quoting %q whole", changes, got, want)
		}
	}
}

func TestQuotedCutsAfterTheLimitOnly(t *testing.T) {
	t.Parallel()
	exact := strings.Repeat("a", maxQuotedChars)
	for in, want := range map[any]string{
		exact:       `"` + exact + `"`,
		exact + "b": `"` + exact + `…"`,
		"tab\there": `"tab\there"`,
		int64(42):   "42",
	} {
		if got := quoted(in); got != want {
			t.Errorf("quoted(%q) = %q, want %q", in, got, want)
		}
	}
}
