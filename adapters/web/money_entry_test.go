package web

import (
	"net/http/httptest"
	"strings"
	"testing"

	"golang.org/x/text/language"
)

// The pages read amounts by the core's rules, the browser's locale settling
// what the text leaves open: the full cases are core/kernel's.
func TestMoneyEntryReadsThroughTheKernelWithTheBrowsersLocale(t *testing.T) {
	t.Parallel()
	if got, err := parseAmount("1.234,50 €", "EUR"); err != nil || got != 123450 {
		t.Errorf("parseAmount = %d, %v; want 123450", got, err)
	}
	if got, err := parseAmountIn("1.234", "EUR", language.MustParse("de")); err != nil || got != 123400 {
		t.Errorf("parseAmountIn in German = %d, %v; want 123400", got, err)
	}
	if _, err := parseAmount("1,234", "EUR"); err == nil || !strings.Contains(errorMessage(err), "could mean 1234 or 1.234") {
		t.Errorf("parseAmount without a locale = %v; want the ambiguity said", err)
	}
	for _, locale := range []string{"en", "de", "fr"} {
		text := amountText(123450, "EUR")
		if got, err := parseAmountIn(text, "EUR", language.MustParse(locale)); err != nil || got != 123450 {
			t.Errorf("in %s, parseAmountIn(%q) = %d, %v; want 123450", locale, text, got, err)
		}
	}
}

// The locale is the browser's first choice; no header is no locale.
func TestRequestLocaleIsTheBrowsersFirstLanguage(t *testing.T) {
	t.Parallel()
	r := httptest.NewRequest("GET", "/", nil)
	if got := requestLocale(r); got != language.Und {
		t.Errorf("no Accept-Language: locale %v, want und", got)
	}
	r.Header.Set("Accept-Language", "en;q=0.5, de-DE")
	if got := requestLocale(r); got != language.MustParse("de-DE") {
		t.Errorf("locale %v, want de-DE", got)
	}
}
