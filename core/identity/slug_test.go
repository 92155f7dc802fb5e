package identity_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

func TestSlugOfSpellsANameInLowerCaseASCIIWithHyphens(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, in, want string }{
		{"a plain name is lower-cased and hyphenated", "Acme Touring", "acme-touring"},
		{"punctuation runs become one hyphen", "  Rock & Roll -- Ltd.  ", "rock-roll-ltd"},
		{"digits stay", "Tour 2027", "tour-2027"},
		{"accents are dropped", "Café Müller Ørkestra", "cafe-muller-orkestra"},
		{"joined letters are spelled out", "Straße Œuvre", "strasse-oeuvre"},
		{"another script gives nothing", "東京ツアー", ""},
		{"a mixed name keeps its Latin part", "Tokyo 東京", "tokyo"},
		{"only punctuation gives nothing", "---", ""},
		{"a long name is cut without a trailing hyphen",
			strings.Repeat("a", 47) + " b c", strings.Repeat("a", 47)},
	}
	for _, tt := range tests {
		got := identity.SlugOf(tt.in)
		if got != tt.want {
			t.Errorf("%s: SlugOf(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
		if got != "" && !validSlug(got) {
			t.Errorf("%s: SlugOf(%q) = %q, which an organization refuses", tt.name, tt.in, got)
		}
	}
}

func TestNumberedSlugAppendsTheNumberWithinTheLimit(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 46) + "-y"
	tests := []struct {
		base string
		n    int
		want string
	}{
		{"acme", 1, "acme"},
		{"acme", 2, "acme-2"},
		{"acme", 13, "acme-13"},
		{strings.Repeat("a", 48), 2, strings.Repeat("a", 46) + "-2"},
		{long, 10, strings.Repeat("x", 45) + "-10"},
		{long, 3, strings.Repeat("x", 46) + "-3"},
	}
	for _, tt := range tests {
		got := identity.NumberedSlug(tt.base, tt.n)
		if got != tt.want {
			t.Errorf("NumberedSlug(%q, %d) = %q, want %q", tt.base, tt.n, got, tt.want)
		}
		if !validSlug(got) {
			t.Errorf("NumberedSlug(%q, %d) = %q, which an organization refuses", tt.base, tt.n, got)
		}
	}
}

func validSlug(s string) bool {
	return identity.Organization{Slug: s, Name: "x", Currency: "EUR", TimeZone: "UTC"}.Validate() == nil
}
