package demo

import (
	"strings"
	"sync"
	"time"
	// The demo data must be the same on every machine, including one without a
	// system zone database, so the zone data is built in.
	_ "time/tzdata"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// builder assembles one organization's dataset. Ids are name-based under
// kernel.Namespace: "<org slug>/<kind>/<stable name>".
type builder struct {
	slug   string
	org    kernel.ID
	d      records.Dataset
	venues map[string]venueSpec
	paths  map[kernel.ID]string // show id → its name, see showPath
}

func newBuilder(slug string) *builder {
	return &builder{slug: slug, org: OrgID(slug), venues: map[string]venueSpec{},
		paths: map[kernel.ID]string{}}
}

// id returns the id named by parts under the organization's slug.
func (b *builder) id(parts ...string) kernel.ID {
	return kernel.NameID(kernel.Namespace, b.slug+"/"+strings.Join(parts, "/"))
}

// person returns the id of the person with key.
func (b *builder) person(key string) kernel.ID { return b.id("person", key) }

// people returns the ids of the people with keys.
func (b *builder) people(keys ...string) []kernel.ID {
	out := make([]kernel.ID, len(keys))
	for i, k := range keys {
		out[i] = b.person(k)
	}
	return out
}

// venue returns the spec of the venue with key; an unknown key is a bug in the
// demo tables.
func (b *builder) venue(key string) venueSpec {
	v, ok := b.venues[key]
	if !ok {
		panic("demo: unknown venue " + key)
	}
	return v
}

var (
	zonesMu sync.Mutex
	zones   = map[string]*time.Location{}
)

// zone loads an IANA zone; the demo tables name only real zones.
func zone(name string) *time.Location {
	zonesMu.Lock()
	defer zonesMu.Unlock()
	if loc, ok := zones[name]; ok {
		return loc
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic("demo: " + err.Error())
	}
	zones[name] = loc
	return loc
}

// local returns the UTC instant of a local date and clock time ("19:30") in zone.
func local(zoneName string, d kernel.Date, clock string) time.Time {
	t, err := time.ParseInLocation("2006-01-02 15:04", string(d)+" "+clock, zone(zoneName))
	if err != nil {
		panic("demo: " + err.Error())
	}
	return t.UTC()
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }

// slug turns a name into an id segment: "Main Stage" → "main-stage".
func slug(name string) string {
	return strings.ReplaceAll(strings.ToLower(name), " ", "-")
}

// money returns an amount of major units in minor units (two decimals).
func money(major int64) int64 { return major * 100 }
