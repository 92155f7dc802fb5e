package web

import (
	"net/http"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/kernel"
)

// Money entry: an amount is read as people write it, by the core's rules
// (kernel.ParseAmount: any script's digits, a decimal point or comma, grouping
// by points, commas, spaces or apostrophes, the currency's own symbol at either
// end), with the user's browser locale settling only what the text leaves open.

// parseAmount reads text as an amount of currency in minor units with no
// locale to settle an ambiguous separator (see parseAmountIn). Empty text is 0.
func parseAmount(text, currency string) (int64, error) {
	return parseAmountIn(text, currency, language.Und)
}

// parseAmountIn reads text as an amount of currency in minor units, the way
// locale writes numbers where the text alone does not say (language.Und for no
// locale): kernel.ParseAmount. Empty text is 0. A mistake is a kernel.Invalid
// error whose sentence says what to type.
func parseAmountIn(text, currency string, locale language.Tag) (int64, error) {
	return kernel.ParseAmount(text, currency, locale)
}

// requestLocale is the locale the user's browser asks for first
// (Accept-Language), or language.Und when it names none.
func requestLocale(r *http.Request) language.Tag {
	tags, _, err := language.ParseAcceptLanguage(r.Header.Get("Accept-Language"))
	if err != nil || len(tags) == 0 {
		return language.Und
	}
	return tags[0]
}
