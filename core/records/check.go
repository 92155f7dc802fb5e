package records

import (
	"strconv"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// The stable codes of the field errors Validate reports.
const (
	CodeRequired          = "required"             // a required value is missing
	CodeInvalidID         = "invalid_id"           // not a canonical lower-case UUID
	CodeInvalidEnum       = "invalid_enum"         // not one of the kind's named values
	CodeInvalidDate       = "invalid_date"         // not a YYYY-MM-DD calendar date
	CodeOutOfOrder        = "out_of_order"         // a later date or time comes before an earlier one
	CodeNegative          = "negative"             // an amount or count below zero
	CodeOutOfRange        = "out_of_range"         // a rate outside 0..100 %, minutes beyond a day
	CodeExceedsAllotment  = "exceeds_allotment"    // sold + comps + kills above a tier's allotment
	CodeExceedsCapacity   = "exceeds_capacity"     // scanned attendance above a show's capacity
	CodeInvalidCurrency   = "invalid_currency"     // not an accepted ISO 4217 code
	CodeInvalidTimeZone   = "invalid_time_zone"    // not a loadable IANA zone
	CodeInvalidCountry    = "invalid_country"      // not two upper-case letters
	CodeInvalidEmail      = "invalid_email"        // not a plausible email address
	CodeDuplicate         = "duplicate"            // a value that must be unique repeats
	CodeDuplicateID       = "duplicate_id"         // an id used twice in one dataset
	CodeUnresolved        = "unresolved_reference" // a reference to no record of the dataset
	CodeCurrencyMismatch  = "currency_mismatch"    // a money record's currency is not its project's
	CodeProjectMismatch   = "project_mismatch"     // a show of another project
	CodeWrongOrganization = "wrong_organization"   // a record of another organization
	CodeInvalidRate       = "invalid_rate"         // an exchange rate not above zero, or not 1 within one currency
	CodeInconsistent      = "inconsistent"         // records that contradict each other
)

// problems collects the field errors of one validation.
type problems struct{ list []kernel.FieldError }

// checker reports field errors under a JSON pointer prefix. Checkers made by at
// share their parent's problems, so a record's errors and its children's land in
// one list.
type checker struct {
	p    *problems
	base string
}

func newChecker() checker { return checker{p: &problems{}} }

// at returns a checker for the child at the given pointer segments.
func (c checker) at(segments ...any) checker {
	var b strings.Builder
	b.WriteString(c.base)
	for _, s := range segments {
		b.WriteByte('/')
		switch v := s.(type) {
		case int:
			b.WriteString(strconv.Itoa(v))
		case string:
			b.WriteString(strings.ReplaceAll(strings.ReplaceAll(v, "~", "~0"), "/", "~1"))
		}
	}
	return checker{p: c.p, base: b.String()}
}

// fail reports a problem with field (a snake_case name relative to the checker).
func (c checker) fail(field, code, detail string) {
	ptr := c.base
	if field != "" {
		ptr += "/" + field
	}
	c.p.list = append(c.p.list, kernel.FieldError{Pointer: ptr, Code: code, Detail: detail})
}

// result returns nil, or KindInvalid with every problem found.
func (c checker) result(what string) error {
	if len(c.p.list) == 0 {
		return nil
	}
	return kernel.Invalid("invalid "+what, c.p.list...)
}

func (c checker) id(field string, id kernel.ID) {
	if id.IsZero() {
		c.fail(field, CodeRequired, field+" is required")
		return
	}
	c.optionalID(field, id)
}

func (c checker) optionalID(field string, id kernel.ID) {
	if id.IsZero() {
		return
	}
	if !canonicalID(id) {
		c.fail(field, CodeInvalidID, field+" must be a lower-case UUID")
	}
}

func (c checker) required(field, value string) {
	if strings.TrimSpace(value) == "" {
		c.fail(field, CodeRequired, field+" is required")
	}
}

func (c checker) enum(field, value string, valid bool) {
	switch {
	case value == "":
		c.fail(field, CodeRequired, field+" is required")
	case !valid:
		c.fail(field, CodeInvalidEnum, field+" has no value "+strconv.Quote(value))
	}
}

// date checks a required date and reports whether it is usable for ordering.
func (c checker) date(field string, d kernel.Date) bool {
	if d.IsZero() {
		c.fail(field, CodeRequired, field+" is required")
		return false
	}
	return c.optionalDate(field, d)
}

// optionalDate checks a date that may be unset and reports whether it is set and valid.
func (c checker) optionalDate(field string, d kernel.Date) bool {
	if d.IsZero() {
		return false
	}
	if !d.Valid() {
		c.fail(field, CodeInvalidDate, field+" must be a date in the form YYYY-MM-DD")
		return false
	}
	return true
}

func (c checker) instant(field string, t time.Time) {
	if t.IsZero() {
		c.fail(field, CodeRequired, field+" is required")
	}
}

// notAfter reports later when it comes before earlier (equal is in order).
func (c checker) notAfter(earlier, later string, out bool) {
	if out {
		c.fail(later, CodeOutOfOrder, later+" must not be before "+earlier)
	}
}

func (c checker) nonNegative(field string, n int64) {
	if n < 0 {
		c.fail(field, CodeNegative, field+" must not be negative")
	}
}

func (c checker) basisPoints(field string, bp kernel.BasisPoints) {
	if !bp.Valid() {
		c.fail(field, CodeOutOfRange, field+" must be between 0 and 10000 basis points")
	}
}

// taxRate checks a tax or withholding rate in millionths: 0 % to 100 %.
func (c checker) taxRate(field string, rate kernel.PPM) {
	if !rate.Valid() {
		c.fail(field, CodeOutOfRange, field+" must be between 0% and 100%")
	}
}

func (c checker) currency(field, code string) {
	if code == "" {
		c.fail(field, CodeRequired, field+" is required")
	} else if !kernel.ValidCurrency(code) {
		c.fail(field, CodeInvalidCurrency, field+" must be a supported ISO 4217 code")
	}
}

func (c checker) rate(field string, r kernel.Rate) {
	if r <= 0 {
		c.fail(field, CodeInvalidRate, field+" must be an exchange rate above zero")
	}
}

func (c checker) timeZone(field, name string) {
	if name == "" {
		c.fail(field, CodeRequired, field+" is required")
	} else if !ValidTimeZone(name) {
		c.fail(field, CodeInvalidTimeZone, field+" must be an IANA zone such as Europe/Berlin")
	}
}

func (c checker) country(field, code string) {
	if code == "" {
		c.fail(field, CodeRequired, field+" is required")
	} else if !ValidCountry(code) {
		c.fail(field, CodeInvalidCountry, field+" must be an ISO 3166-1 alpha-2 code such as DE")
	}
}

// email checks an optional email address.
func (c checker) email(field, addr string) {
	if addr != "" && !PlausibleEmail(addr) {
		c.fail(field, CodeInvalidEmail, field+" must be an email address such as name@example.com")
	}
}
