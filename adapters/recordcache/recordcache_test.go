package recordcache_test

import (
	"context"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/memory"
	"github.com/roadcase/roadcase/adapters/recordcache"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/ports"
)

// counting is a record store that counts the loads it serves and whose
// revision and answers the test sets.
type counting struct {
	ports.RecordStore
	mu       sync.Mutex
	loads    int
	revision int64
	fail     error
	rows     int // venues in each answer
}

func (c *counting) RecordsRevision(context.Context, kernel.ID) (int64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.revision, nil
}

func (c *counting) LoadDataset(_ context.Context, org kernel.ID, f records.DatasetFilter) (records.Dataset, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.loads++
	if c.fail != nil {
		return records.Dataset{}, c.fail
	}
	d := records.Dataset{Projects: []records.Project{{ID: f.ProjectID, OrgID: org, Name: fmt.Sprint("load ", c.loads)}}}
	for i := range c.rows {
		d.Venues = append(d.Venues, records.Venue{ID: kernel.ID(fmt.Sprint("venue-", i)), OrgID: org})
	}
	return d, nil
}

func (c *counting) set(revision int64) {
	c.mu.Lock()
	c.revision = revision
	c.mu.Unlock()
}

func load(t *testing.T, s ports.RecordStore, org kernel.ID, f records.DatasetFilter) records.Dataset {
	t.Helper()
	d, err := s.LoadDataset(context.Background(), org, f)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestALoadIsServedFromMemoryUntilTheRevisionChanges(t *testing.T) {
	t.Parallel()
	inner := &counting{revision: 7}
	s := recordcache.New(inner, 1000)
	f := records.DatasetFilter{ProjectID: "p1", Kinds: []records.Kind{records.KindShow, records.KindVenue}}
	first := load(t, s, "org", f)
	same := records.DatasetFilter{ProjectID: "p1", Kinds: []records.Kind{records.KindVenue, records.KindShow}}
	if again := load(t, s, "org", same); !reflect.DeepEqual(again, first) || inner.loads != 1 {
		t.Fatalf("the same load again (kinds in another order): %d loads, want 1, and the first answer", inner.loads)
	}
	inner.set(8)
	if after := load(t, s, "org", f); after.Projects[0].Name != "load 2" || inner.loads != 2 {
		t.Fatalf("after the revision changed: %q in %d loads, want a second load", after.Projects[0].Name, inner.loads)
	}
	load(t, s, "org", f)
	if hits, misses := s.Stats(); hits != 2 || misses != 2 || inner.loads != 2 {
		t.Errorf("Stats() = %d hits, %d misses (%d loads); want 2 and 2", hits, misses, inner.loads)
	}
}

func TestLoadsOfOtherScopesOrganizationsAndKindsAreKeptApart(t *testing.T) {
	t.Parallel()
	inner := &counting{revision: 1}
	s := recordcache.New(inner, 1000)
	filters := []records.DatasetFilter{
		{ProjectID: "p1"}, {ProjectID: "p2"}, {ShowID: "s1"}, {ProjectID: "p1", ShowID: "s1"},
		{ProjectID: "p1", Kinds: []records.Kind{records.KindShow}},
	}
	for _, org := range []kernel.ID{"north", "south"} {
		for _, f := range filters {
			load(t, s, org, f)
		}
	}
	if want := 2 * len(filters); inner.loads != want {
		t.Fatalf("%d loads of %d different scopes", inner.loads, want)
	}
	for _, f := range filters {
		load(t, s, "south", f)
	}
	if want := 2 * len(filters); inner.loads != want {
		t.Errorf("%d loads after loading them all again, want still %d", inner.loads, want)
	}
}

func TestWholeOrganizationsAndFailuresAreNotKept(t *testing.T) {
	t.Parallel()
	inner := &counting{revision: 1}
	s := recordcache.New(inner, 1000)
	load(t, s, "org", records.DatasetFilter{})
	load(t, s, "org", records.DatasetFilter{})
	if inner.loads != 2 {
		t.Errorf("whole organization loaded twice in %d loads, want 2", inner.loads)
	}
	inner.fail = kernel.NotFound("project")
	for range 2 {
		if _, err := s.LoadDataset(context.Background(), "org", records.DatasetFilter{ProjectID: "gone"}); !kernel.IsKind(err, kernel.KindNotFound) {
			t.Fatalf("LoadDataset() = %v, want the store's not found", err)
		}
	}
	inner.fail = nil
	load(t, s, "org", records.DatasetFilter{ProjectID: "gone"})
	if inner.loads != 5 {
		t.Errorf("%d loads, want 5: a failure is not kept", inner.loads)
	}
}

func TestTheKeptLoadsStayWithinTheirBudget(t *testing.T) {
	t.Parallel()
	inner := &counting{revision: 1, rows: 9} // ten records a load, with the project
	s := recordcache.New(inner, 30)
	for _, p := range []kernel.ID{"p1", "p2", "p3"} {
		load(t, s, "org", records.DatasetFilter{ProjectID: p})
	}
	load(t, s, "org", records.DatasetFilter{ProjectID: "p1"}) // p1 is the most recent now
	load(t, s, "org", records.DatasetFilter{ProjectID: "p4"}) // p2 gives way
	if inner.loads != 4 {
		t.Fatalf("%d loads, want 4", inner.loads)
	}
	for _, p := range []kernel.ID{"p1", "p3", "p4"} {
		load(t, s, "org", records.DatasetFilter{ProjectID: p})
	}
	if inner.loads != 4 {
		t.Errorf("%d loads after p1, p3 and p4 again, want 4: they fit the budget", inner.loads)
	}
	load(t, s, "org", records.DatasetFilter{ProjectID: "p2"})
	if inner.loads != 5 {
		t.Errorf("%d loads after p2 again, want 5: the least recently used gave way", inner.loads)
	}
	big := &counting{revision: 1, rows: 40}
	b := recordcache.New(big, 30)
	load(t, b, "org", records.DatasetFilter{ProjectID: "p1"})
	load(t, b, "org", records.DatasetFilter{ProjectID: "p1"})
	if big.loads != 2 {
		t.Errorf("a load over the budget was kept: %d loads, want 2", big.loads)
	}
}

// TestAWriteIsSeenAtOnce runs the cache over the memory store: records written
// after a load come with the next load, from any writer of the store.
func TestAWriteIsSeenAtOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	o := demo.Organizations()[0]
	inner := memory.NewRecordStore()
	if err := inner.InsertDataset(ctx, o.ID, o.Data, false); err != nil {
		t.Fatal(err)
	}
	s := recordcache.New(inner, 100_000)
	project := o.Data.Shows[0].ProjectID
	f := records.DatasetFilter{ProjectID: project}
	before := load(t, s, o.ID, f)
	venue := records.Venue{ID: "0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f", OrgID: o.ID, Name: "Written Later",
		Country: "DE", TimeZone: "Europe/Berlin"}
	if err := s.InsertDataset(ctx, o.ID, records.Dataset{Venues: []records.Venue{venue}}, false); err != nil { // through the cache
		t.Fatal(err)
	}
	var show records.Show
	for _, sh := range before.Shows {
		show = sh
	}
	show.ID, show.VenueID, show.Date = "1c8f4e3b-6d20-4f9b-8e7c-2b3c4d5e6f70", venue.ID, show.Date.AddDays(1)
	show.Tiers, show.Contacts = nil, nil
	if err := inner.InsertDataset(ctx, o.ID, records.Dataset{Shows: []records.Show{show}}, false); err != nil { // beside it
		t.Fatal(err)
	}
	after := load(t, s, o.ID, f)
	if len(after.Shows) != len(before.Shows)+1 {
		t.Errorf("after a show was written: %d shows, want %d", len(after.Shows), len(before.Shows)+1)
	}
}

func TestConcurrentLoadsAndWrites(t *testing.T) {
	t.Parallel()
	inner := &counting{revision: 1, rows: 3}
	s := recordcache.New(inner, 50)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 200 {
				if g == 0 && i%10 == 0 {
					inner.set(int64(i))
				}
				p := kernel.ID(fmt.Sprint("p", (g+i)%7))
				if d := load(t, s, "org", records.DatasetFilter{ProjectID: p}); d.Projects[0].ID != p {
					t.Errorf("load of %s answered %s", p, d.Projects[0].ID)
					return
				}
			}
		})
	}
	wg.Wait()
}

func TestALoadIsGivenUpAfterMaxAgeWhateverTheRevision(t *testing.T) {
	t.Parallel()
	inner := &counting{revision: 3}
	s := recordcache.New(inner, 1000)
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	s.SetClock(func() time.Time { return at })
	f := records.DatasetFilter{ProjectID: "p1"}
	load(t, s, "org", f)
	at = at.Add(recordcache.MaxAge - time.Second)
	load(t, s, "org", f)
	if inner.loads != 1 {
		t.Fatalf("%d loads within MaxAge, want 1", inner.loads)
	}
	at = at.Add(time.Second)
	load(t, s, "org", f)
	if inner.loads != 2 {
		t.Errorf("%d loads once MaxAge passed with the revision unchanged, want 2", inner.loads)
	}
}
