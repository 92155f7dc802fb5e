package tabular

import (
	"strings"
	"sync"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// synonyms are other words people write for a choice's value, by foldName;
// each counts only for a field that has that value among its choices.
var synonyms = map[string]string{
	"vs": "versus", "guarantee vs": "versus", "guarantee versus": "versus", "versus deal": "versus",
	"flat": "flat", "guarantee": "flat", "flat fee": "flat", "fee": "flat",
	"door": "door_split", "door deal": "door_split", "split": "door_split", "door split deal": "door_split",
	"pencil": "hold", "penciled": "hold", "pencilled": "hold", "option": "hold", "tbc": "hold", "held": "hold",
	"booked": "confirmed", "ok": "confirmed", "contracted": "confirmed", "canceled": "cancelled",
	"y": "yes", "true": "yes", "1": "yes", "x": "yes", "n": "no", "false": "no", "0": "no",
	"pending approval": "pending", "open": "pending", "declined": "rejected", "denied": "rejected",
	"checked in": "checked_in", "arrived": "checked_in", "confirmed guest": "approved",
}

// readChoice reads one of f's choices: its value or its label, any case,
// accents or spacing, or a word people use for it (synonyms).
func readChoice(f Field, s string) (string, *cellError) {
	t := foldName(s)
	for _, c := range f.Choices {
		if t == foldName(c.Value) || t == foldName(c.Label) {
			return c.Value, nil
		}
	}
	if v, ok := synonyms[t]; ok {
		for _, c := range f.Choices {
			if c.Value == v {
				return v, nil
			}
		}
	}
	labels := make([]string, len(f.Choices))
	for i, c := range f.Choices {
		labels[i] = c.Label
	}
	list := strings.Join(labels, ", ")
	return "", unreadable("one of "+list, "Enter one of: "+list+".")
}

// readCurrency reads an ISO 4217 code, any case, or a symbol only one
// currency has ("€", "£", "CA$").
func readCurrency(s string) (string, *cellError) {
	t := strings.TrimSpace(s)
	if code := strings.ToUpper(t); kernel.ValidCurrency(code) {
		return code, nil
	}
	if code, ok := currencyBySymbol()[t]; ok {
		return code, nil
	}
	return "", unreadable("a currency code such as EUR", "Enter the currency's three-letter code, such as EUR, GBP or USD.")
}

// currencyBySymbol maps each symbol only one currency has to its code.
var currencyBySymbol = sync.OnceValue(func() map[string]string {
	out, shared := map[string]string{}, map[string]bool{}
	for _, code := range kernel.Currencies() {
		sym := kernel.CurrencySymbol(code)
		if sym == code {
			continue
		}
		if _, dup := out[sym]; dup {
			shared[sym] = true
		}
		out[sym] = code
	}
	for sym := range shared {
		delete(out, sym)
	}
	return out
})

// readZone reads an IANA time zone's name ("Europe/Amsterdam").
func readZone(s string) (string, *cellError) {
	t := strings.TrimSpace(s)
	if records.ValidTimeZone(t) {
		return t, nil
	}
	return "", unreadable("a time zone such as Europe/Amsterdam", "Enter an IANA time zone, such as Europe/Amsterdam or America/New_York.")
}

// readEmail reads an e-mail address, a "mailto:" link's included.
func readEmail(s string) (string, *cellError) {
	t := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(s), "mailto:"))
	if records.PlausibleEmail(t) {
		return t, nil
	}
	return "", unreadable("an e-mail address such as name@example.com", "Enter an e-mail address, such as name@example.com.")
}

// readMoney reads an amount of currency as the pages' money entry does
// (kernel.ParseAmount), the locale settling only what the text leaves open.
func readMoney(s, currency string, b *builder) (int64, *cellError) {
	n, err := kernel.ParseAmount(s, currency, b.in.Locale)
	if err == nil {
		return n, nil
	}
	msg := err.Error()
	if e, ok := kernel.AsError(err); ok {
		msg = e.Message
	}
	code := CodeUnreadable
	if strings.Contains(msg, "could mean") {
		code = CodeAmbiguous
	}
	return 0, &cellError{code: code, expected: "an amount in " + currency + " such as " + kernel.PlainAmount(123450, currency), detail: msg}
}
