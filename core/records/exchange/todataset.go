package exchange

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// ToDataset turns the document into records of the organization orgID, ready for
// one InsertDataset; it writes nothing. It runs Check, maps every key to a new id,
// converts, and validates the result with records.Dataset.Validate, so every
// problem is found before anything is stored. Errors are KindInvalid with one field
// error per problem, pointing at the document's record and naming its key. A
// deposit a settlement collected in its balance closes its invoice
// (records.Dataset.CloseSettledDeposits), as the demo seed does.
//
// A record's id is kernel.NameID(orgID, "import/<digest>/<kind>/<key>"), where
// digest is a digest of the document's content without its organization block;
// children (tiers, rooms, lines, payments) add "/<child>/<n>". Ids are therefore
// new in every organization, the same for the same document and organization (so
// importing one file twice into one organization is a conflict, not a silent copy),
// and different for two documents that happen to use the same keys. Instants are
// kept to the microsecond, the precision PostgreSQL stores.
//
// A FormatVersion1 document gets what that version lacked: a show's, an expense's
// and an income line's currency is its project's, a settlement's its show's, every
// rate is 1 and every invoice a standard one.
func (d Document) ToDataset(orgID kernel.ID) (records.Dataset, error) {
	if id, err := kernel.ParseID(string(orgID)); err != nil || id != orgID {
		return records.Dataset{}, kernel.Invalid("the target organization id must be a lower-case UUID")
	}
	if err := d.Check(); err != nil {
		return records.Dataset{}, err
	}
	m := &mapper{org: orgID, batch: d.digest(), v1: d.Format == FormatVersion1,
		projects: map[string]string{}, shows: map[string]string{}}
	ds := m.dataset(d)
	if err := ds.Validate(nil); err != nil {
		return records.Dataset{}, d.relabel(err)
	}
	ds.CloseSettledDeposits()
	return ds, nil
}

// digest identifies the document's content, the organization block left out, so
// that the same records give the same ids whichever organization they came from.
func (d Document) digest() string {
	d.Organization = Organization{}
	sum := sha256.Sum256(d.MarshalIndent())
	return hex.EncodeToString(sum[:8])
}

// mapper turns keys into ids for one import, and fills in what a FormatVersion1
// document lacks.
type mapper struct {
	org      kernel.ID
	batch    string
	v1       bool
	projects map[string]string // project key → currency
	shows    map[string]string // show key → currency, once mapped
}

// currency returns a record's currency as written, or, when a FormatVersion1
// document leaves it out, def: its project's or its show's.
func (m *mapper) currency(written, def string) string {
	if m.v1 && written == "" {
		return def
	}
	return written
}

// rate returns a rate Check has accepted, or 1 when a FormatVersion1 document
// leaves it out.
func (m *mapper) rate(written string) kernel.Rate {
	if m.v1 && written == "" {
		return kernel.RateOne
	}
	r, _ := kernel.ParseRate(written)
	return r
}

// invoiceKind returns an invoice's kind as written, or standard when a
// FormatVersion1 document leaves it out.
func (m *mapper) invoiceKind(written string) records.InvoiceKind {
	if m.v1 && written == "" {
		return records.InvoiceStandard
	}
	return records.InvoiceKind(written)
}

func (m *mapper) id(kind records.Kind, key string) kernel.ID {
	return kernel.NameID(m.org, "import/"+m.batch+"/"+string(kind)+"/"+key)
}

func (m *mapper) child(kind records.Kind, key, child string, i int) kernel.ID {
	return kernel.NameID(m.org, "import/"+m.batch+"/"+string(kind)+"/"+key+"/"+child+"/"+strconv.Itoa(i+1))
}

func (m *mapper) optID(kind records.Kind, key *string) kernel.ID {
	if key == nil {
		return kernel.NilID
	}
	return m.id(kind, *key)
}

func (m *mapper) ids(kind records.Kind, keys []string) []kernel.ID {
	out := make([]kernel.ID, len(keys))
	for i, k := range keys {
		out[i] = m.id(kind, k)
	}
	return out
}

// at parses an instant Check has accepted, in UTC, to the microsecond.
func at(s string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, s)
	return t.UTC().Truncate(time.Microsecond)
}

func optAt(s *string) *time.Time {
	if s == nil {
		return nil
	}
	t := at(*s)
	return &t
}

func date(s *string) kernel.Date {
	if s == nil {
		return ""
	}
	return kernel.Date(*s)
}

// bpFields are the record fields whose document names carry a unit suffix: "_bp",
// or for tax rates "_ppm" or "_bp" (Document.rateSuffix).
var bpFields = map[string]bool{
	"artist_percent": true, "promoter_profit_percent": true, "ticket_tax_rate": true,
	"commission_rate": true, "withholding_rate": true, "venue_merch_rate": true, "tax_rate": true,
	"merch_tax_rate": true,
}

// relabel rewrites records.Dataset.Validate's field errors for the document: the
// pointers are the same (ToDataset keeps every array's order) except for rate
// fields, which the document names "*_bp" or "*_ppm", and each detail gains the
// record's key.
func (d Document) relabel(err error) error {
	e, ok := kernel.AsError(err)
	if !ok {
		return err
	}
	c := &docCheck{keys: map[string]map[string]int{}, r: &report{}}
	c.registerAll(d)
	r := &report{keyOf: c.keyOf}
	for _, f := range e.Fields {
		segs := splitPointer(f.Pointer)
		detail := f.Detail
		if n := len(segs); n > 0 {
			if name, ok := segs[n-1].(string); ok && bpFields[name] {
				suffix := d.rateSuffix(segs)
				segs[n-1] = name + suffix
				detail = strings.Replace(detail, name, name+suffix, 1)
			}
		}
		label, path := r.describe(segs)
		if strings.ContainsAny(path, ".[") {
			detail += " (at " + path + ")"
		}
		r.addAt(pointer(segs), f.Code, label+": "+detail)
	}
	return r.err()
}

// splitPointer parses a JSON pointer into segments, numbers as ints.
func splitPointer(p string) []any {
	if p == "" {
		return nil
	}
	parts := strings.Split(strings.TrimPrefix(p, "/"), "/")
	segs := make([]any, len(parts))
	for i, s := range parts {
		if n, err := strconv.Atoi(s); err == nil {
			segs[i] = n
			continue
		}
		segs[i] = strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~")
	}
	return segs
}
