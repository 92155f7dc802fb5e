package app

import (
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

// MaxNameLength is the longest name, of a person or of an organization, that the
// platform's forms accept, in characters.
const MaxNameLength = 100

// fieldErrors collects what is wrong with a form, so that all of it is said at
// once.
type fieldErrors []kernel.FieldError

func (f *fieldErrors) add(pointer, code, detail string) {
	*f = append(*f, kernel.FieldError{Pointer: pointer, Code: code, Detail: detail})
}

// err returns the collected errors as one KindInvalid, or nil when there are none.
func (f fieldErrors) err(message string) error {
	if len(f) == 0 {
		return nil
	}
	return kernel.Invalid(message, f...)
}

// name trims a name and checks it: 1 to MaxNameLength characters and no control
// characters (a name goes into mail headers, where a line break would inject one).
func (f *fieldErrors) name(pointer, what, s string) string {
	s = strings.TrimSpace(s)
	switch n := utf8.RuneCountInString(s); {
	case n == 0:
		f.add(pointer, "required", what+" is required")
	case n > MaxNameLength || !utf8.ValidString(s):
		f.add(pointer, "too_long", fmt.Sprintf("%s may have at most %d characters", what, MaxNameLength))
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		f.add(pointer, "invalid_name", what+" may not hold line breaks or control characters")
	}
	return s
}

// email normalizes an address (NormalizeEmail) and checks it.
func (f *fieldErrors) email(pointer, s string) string {
	e, err := NormalizeEmail(s)
	if err != nil {
		f.add(pointer, "invalid_email", "enter an e-mail address such as ada@example.com")
	}
	return e
}

// password checks a new password: the length rule (identity.CheckPassword), then
// the screen against common and breached passwords and the person's own words.
func (a *Accounts) password(f *fieldErrors, pointer, password string, words ...string) {
	if err := identity.CheckPassword(password); err != nil {
		f.add(pointer, "invalid_password", err.Error())
		return
	}
	if why := a.d.Screen.Screen(password, words); why != "" {
		f.add(pointer, "weak_password", why)
	}
}

// currency checks an ISO 4217 code, EUR when empty.
func (f *fieldErrors) currency(pointer, s string) string {
	c := strings.ToUpper(strings.TrimSpace(s))
	if c == "" {
		return "EUR"
	}
	if !kernel.ValidCurrency(c) {
		f.add(pointer, "invalid_currency", "currency must be a supported ISO 4217 code such as EUR")
	}
	return c
}

// timeZone checks an IANA time zone name, UTC when empty. "Local" is refused:
// it names the server's zone, not a place.
func (f *fieldErrors) timeZone(pointer, s string) string {
	z := strings.TrimSpace(s)
	if z == "" {
		return "UTC"
	}
	if _, err := time.LoadLocation(z); err != nil || z == "Local" {
		f.add(pointer, "invalid_time_zone", "time_zone must be an IANA zone such as Europe/Berlin")
	}
	return z
}
