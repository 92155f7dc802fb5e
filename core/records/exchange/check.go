package exchange

import (
	"regexp"
	"strconv"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// keyPattern is the shape of a record's key: Export writes "show-4", people writing
// a document by hand may use any short name of letters, digits and . _ : -.
var keyPattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$`)

// Check validates what belongs to the document itself rather than to the records:
// the format version (FormatVersion or FormatVersion1), the organization block, the
// profile's country and email, every record's key (present, well formed, unique
// within its kind), every reference (it names a record of the right kind in the
// document), and the form of every date, instant and, in FormatVersion, exchange
// rate (required on expenses, income and settlements), and that a tax rate
// given both in millionths and in basis points is one rate. It returns
// KindInvalid with one field error per problem, each pointing at the record
// ("/shows/3/venue_id") and naming it in its detail. The records' own rules are
// checked by ToDataset through records.Dataset.Validate.
func (d Document) Check() error {
	c := &docCheck{keys: map[string]map[string]int{}}
	c.r = &report{keyOf: c.keyOf}
	c.document(d)
	return c.r.err()
}

// docCheck is the state of one Check.
type docCheck struct {
	v2   bool // the document is FormatVersion: rates are required
	r    *report
	keys map[string]map[string]int // array name → key → first index
	docs map[string][]string       // array name → key of each index
}

func (c *docCheck) keyOf(array string, i int) string {
	if ks := c.docs[array]; i >= 0 && i < len(ks) {
		return ks[i]
	}
	return ""
}

// register claims the keys of one array, reporting missing, malformed and repeated
// keys; a repeated key names both places.
func (c *docCheck) register(array string, keys []string) {
	if c.docs == nil {
		c.docs = map[string][]string{}
	}
	c.docs[array] = keys
	seen := make(map[string]int, len(keys))
	for i, k := range keys {
		switch first, dup := seen[k]; {
		case k == "":
			c.r.add("required", "is required", array, i, "id")
		case !keyPattern.MatchString(k):
			c.r.add("invalid_key", strconv.Quote(k)+" must be 1-100 letters, digits or . _ : - starting with a letter or digit", array, i, "id")
		case dup:
			c.r.add("duplicate_key", strconv.Quote(k)+" is also the id of "+array+"["+strconv.Itoa(first)+"]", array, i, "id")
		default:
			seen[k] = i
		}
	}
	c.keys[array] = seen
}

// ref checks a required reference from the field at segs to a record of target.
func (c *docCheck) ref(target, key string, segs ...any) {
	if key == "" {
		c.r.add("required", "is required", segs...)
		return
	}
	if _, ok := c.keys[target][key]; !ok {
		c.r.add("unresolved_reference", strconv.Quote(key)+" does not exist in "+target, segs...)
	}
}

// optRef checks an optional reference.
func (c *docCheck) optRef(target string, key *string, segs ...any) {
	if key != nil {
		c.ref(target, *key, segs...)
	}
}

// refs checks a list of references.
func (c *docCheck) refs(target string, keys []string, segs ...any) {
	for i, k := range keys {
		c.ref(target, k, append(segs[:len(segs):len(segs)], i)...)
	}
}

// date checks that a date, when present, is a calendar date in the form YYYY-MM-DD.
func (c *docCheck) date(v *string, segs ...any) {
	if v != nil && !kernel.Date(*v).Valid() {
		c.r.add("invalid_date", strconv.Quote(*v)+" must be a date in the form YYYY-MM-DD", segs...)
	}
}

// instant checks a required RFC 3339 instant.
func (c *docCheck) instant(v string, segs ...any) {
	if v == "" {
		c.r.add("required", "is required", segs...)
		return
	}
	c.optInstant(&v, segs...)
}

// optInstant checks an RFC 3339 instant, when present.
func (c *docCheck) optInstant(v *string, segs ...any) {
	if v == nil {
		return
	}
	if _, err := time.Parse(time.RFC3339Nano, *v); err != nil {
		c.r.add("invalid_instant", strconv.Quote(*v)+" must be an RFC 3339 instant such as 2026-03-14T18:00:00Z", segs...)
	}
}

// rate checks an exchange rate of a FormatVersion document: a positive decimal with
// at most eight decimal places, written as text so that no digit is lost to a
// floating-point reader. A FormatVersion1 document has no rates.
func (c *docCheck) rate(v string, segs ...any) {
	if !c.v2 {
		return
	}
	if v == "" {
		c.r.add("required", "is required", segs...)
		return
	}
	if _, err := kernel.ParseRate(v); err != nil {
		c.r.add("invalid_rate", strconv.Quote(v)+` must be a positive decimal with at most eight decimal places, such as "1.1732"`, segs...)
	}
}

// profile checks the parts of the legal profile that have a form: the country
// code and the email address, when set.
func (c *docCheck) profile(p *Profile) {
	if p == nil {
		return
	}
	if p.Country != "" && !records.ValidCountry(p.Country) {
		c.r.add("invalid_country", strconv.Quote(p.Country)+" must be an ISO 3166-1 alpha-2 code such as DE", "profile", "country")
	}
	if p.Email != "" && !records.PlausibleEmail(p.Email) {
		c.r.add("invalid_email", strconv.Quote(p.Email)+" must be an email address such as name@example.com", "profile", "email")
	}
}

// organization checks the organization block with the identity rules.
func (c *docCheck) organization(o Organization) {
	err := o.Identity(kernel.NilID, time.Time{}).Validate()
	if e, ok := kernel.AsError(err); ok {
		for _, f := range e.Fields {
			c.r.addAt("/organization"+f.Pointer, f.Code, "organization: "+f.Detail)
		}
	}
}
