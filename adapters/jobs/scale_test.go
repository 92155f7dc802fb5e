package jobs_test

import (
	"bufio"
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/jobs"
	"github.com/roadcase/roadcase/adapters/postgres"
	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
	"github.com/roadcase/roadcase/adapters/smtp"
	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/sqlite"
	"github.com/roadcase/roadcase/adapters/web"
	"github.com/roadcase/roadcase/core/advancing"
	advancingapp "github.com/roadcase/roadcase/core/advancing/app"
	"github.com/roadcase/roadcase/core/identity"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
	"github.com/roadcase/roadcase/core/records"
	recordsapp "github.com/roadcase/roadcase/core/records/app"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/ports"
)

// TestSendToTenThousandRecipients measures a merge send to 10,000 recipients
// through the real pieces: the SQL stores on a migrated database, the merge send
// (advancingapp.Sender, wired as cmd/roadcase/merge_send.go wires it), the River
// job queue on the same database (16 workers, no throttle) and the SMTP adapter
// talking to the in-process SMTP server. It checks that every recipient gets
// exactly one mail and that the batch tallies them all as sent, and logs the
// enqueue time, the mails per second and the heap (HeapInuse sampled every
// 250 ms) and peak RSS (VmHWM) during the send. Timings are reported, not
// asserted. It is skipped unless ROADCASE_SCALE=1:
//
//	ROADCASE_SCALE=1 go test ./adapters/jobs -run TestSendToTenThousandRecipients -v -timeout 20m
//
// ROADCASE_SCALE_RECIPIENTS changes the number of recipients (default 10000);
// ROADCASE_SCALE_DB=postgres runs it on a fresh PostgreSQL database
// (ROADCASE_TEST_DATABASE_URL, as pgtest does) instead of SQLite.
//
// The SMTP server keeps every message it receives in memory, so part of the
// heap's growth is the test's own: the figures give the bytes it holds.
func TestSendToTenThousandRecipients(t *testing.T) {
	if os.Getenv("ROADCASE_SCALE") != "1" {
		t.Skip("a measurement; set ROADCASE_SCALE=1 to run it")
	}
	n := 10000
	if s := os.Getenv("ROADCASE_SCALE_RECIPIENTS"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil || v < 1 {
			t.Fatalf("ROADCASE_SCALE_RECIPIENTS=%q", s)
		}
		n = v
	}
	ctx := context.Background()
	clock := kernel.SystemClock{}

	// The database and the job queue's configuration on it.
	cfg := jobs.Config{Workers: 16, PerOrgRate: math.Inf(1), Logger: testLogger(t), Clock: clock}
	var conn *rcsql.DB
	var err error
	dbName := os.Getenv("ROADCASE_SCALE_DB")
	if dbName == "postgres" {
		var pool *postgres.Pool
		if conn, pool, err = postgres.OpenPool(pgtest.DSN(t)); err == nil {
			cfg.Backend, cfg.Postgres = jobs.BackendPostgres, pool.Pool
		}
	} else {
		dbName = "sqlite"
		if conn, err = sqlite.Open(filepath.Join(t.TempDir(), "roadcase.db")); err == nil {
			cfg.Backend, cfg.SQLite = jobs.BackendSQLite, conn.Bun().DB
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = conn.Close() })
	if err := conn.Migrate(ctx); err != nil {
		t.Fatal(err)
	}

	// The stores and use cases, as cmd/roadcase openMain and openMergeSend build them.
	identityStore, recordStore := rcsql.NewIdentityStore(conn), rcsql.NewRecordStore(conn)
	advancingStore, sendStore := rcsql.NewAdvancingStore(conn), rcsql.NewSendStore(conn)
	people := identityapp.NewService(identityStore, conn, clock)
	recordsUC, err := recordsapp.New(recordsapp.Deps{Records: recordStore, Log: recordStore, Orgs: identityStore, People: people,
		Tx: conn, Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	key := make([]byte, kernel.MinCursorKeyBytes)
	cursors, err := kernel.NewCursorCodec(key)
	if err != nil {
		t.Fatal(err)
	}
	advancingUC, err := advancingapp.New(advancingapp.Deps{Store: advancingStore, Records: recordStore,
		Cursors: cursors, Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	mails := smtptest.Start(t, "none", "", "")
	mailer, err := smtp.New(smtp.Config{Host: "127.0.0.1", Port: mails.Port, TLS: smtp.TLSNone,
		From: mail.Address{Name: "Roadcase", Email: "noreply@roadcase.example"}}, clock)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Undelivered = sendStore
	q, err := jobs.Open(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = q.Stop(context.Background()) })
	links := web.NewLinks("http://127.0.0.1:8080")
	sender, err := advancingapp.NewSender(advancingapp.SenderDeps{Store: advancingStore, Send: sendStore,
		Records: recordStore, Orgs: identityStore, Roles: scaleRoles{identityStore},
		Users: identityStore, Queue: q, Mailer: mailer, Links: links, Tx: conn, Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	q.SetDeliverer(sender)

	// The demo organization, its owner and one of its packets' audiences.
	seeded, err := recordsUC.SeedDemo(ctx, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := advancingUC.SeedDemo(ctx, 0); err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(seeded, func(s demo.Seeded) bool { return s.Slug == "demo" })
	if i < 0 {
		t.Fatal("no demo organization seeded")
	}
	org := seeded[i].OrgID
	owner, err := identityStore.FindUserByEmail(ctx, seeded[i].OwnerEmail)
	if err != nil {
		t.Fatal(err)
	}
	actor := identity.Actor{OrgID: org, UserID: owner.ID}
	var packet advancing.Packet
	var audience advancing.Audience
	for _, project := range seeded[i].IDs[records.KindProject] {
		ps, err := advancingStore.FindPackets(ctx, org, project)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			if len(p.Audiences) > 0 && packet.ID == "" {
				packet, audience = p, p.Audiences[0]
			}
		}
	}
	if packet.ID == "" {
		t.Fatal("the demo seed made no packet with an audience")
	}

	// n people with unique addresses, all of them the audience's contacts.
	setup := time.Now()
	d := records.Dataset{People: make([]records.Person, n)}
	contacts := make([]kernel.ID, n)
	want := make(map[string]int, n)
	for k := range n {
		email := fmt.Sprintf("scale-%05d@recipients.example", k)
		d.People[k] = records.Person{ID: kernel.NewID(), OrgID: org, FirstName: "Scale",
			LastName: fmt.Sprintf("Recipient %05d", k), Email: email, CreatedAt: time.Now().UTC().Truncate(time.Microsecond)}
		contacts[k] = d.People[k].ID
		want[email] = 0
	}
	if err := recordStore.InsertDataset(ctx, org, d, false); err != nil {
		t.Fatal(err)
	}
	if _, err := sender.EditAudience(ctx, actor, packet.ID, audience.ID,
		advancing.AudienceEdit{Contacts: contacts, Sections: audience.Sections}); err != nil {
		t.Fatal(err)
	}
	t.Logf("setup: %d people inserted and set as the audience's contacts in %v (%s)", n,
		time.Since(setup).Round(time.Millisecond), dbName)

	// Memory, sampled from now until the last mail.
	runtime.GC()
	var base runtime.MemStats
	runtime.ReadMemStats(&base)
	sampler := startScaleSampler(mails)

	began := time.Now()
	batch, err := sender.Send(ctx, actor, packet.ID, audience.ID, advancing.SendInput{})
	if err != nil {
		t.Fatal(err)
	}
	enqueued := time.Since(began)
	if batch.Recipients != n {
		t.Fatalf("the batch has %d recipients, want %d", batch.Recipients, n)
	}
	started := time.Now()
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	mails.WaitFor(t, n, 10*time.Minute)
	last := time.Now()
	samples := sampler.stop()
	wall := last.Sub(began)
	finished(t, q) // a duplicate would have been sent before its job finished

	got := mails.Received()
	for _, m := range got {
		for _, to := range m.To {
			if _, ok := want[to]; !ok {
				t.Errorf("a mail to %s, who is not a recipient", to)
			}
			want[to]++
		}
	}
	if len(got) != n {
		t.Errorf("%d messages received, want %d", len(got), n)
	}
	for to, c := range want {
		if c != 1 {
			t.Errorf("%s received %d mails, want 1", to, c)
		}
	}
	tally, err := advancingStore.TallyBatch(ctx, org, batch.ID)
	if err != nil {
		t.Fatal(err)
	}
	if tally.Recipients != n || tally.ByFurthest[advancing.StageSent] != n {
		t.Errorf("tally: %d recipients, %d sent (%v), want %d", tally.Recipients,
			tally.ByFurthest[advancing.StageSent], tally.ByFurthest, n)
	}

	held := 0
	for _, m := range got {
		held += len(m.Data)
	}
	t.Logf("backend %s, %d workers, no throttle, GOMAXPROCS %d", dbName, cfg.Workers, runtime.GOMAXPROCS(0))
	t.Logf("enqueue (Send: batch, %d recipients, events, jobs): %v", n, enqueued.Round(time.Millisecond))
	t.Logf("Send to last mail: %v; queue start to last mail: %v", wall.Round(time.Millisecond),
		last.Sub(started).Round(time.Millisecond))
	t.Logf("mails per second: %.1f (from Send), %.1f (from queue start)", float64(n)/wall.Seconds(),
		float64(n)/last.Sub(started).Seconds())
	t.Logf("tally: %d recipients, by furthest stage %v", tally.Recipients, tally.ByFurthest)
	reportScaleMemory(t, base, samples, n, held)
}

// scaleRoles reads a member's role from the identity store (cmd/roadcase's memberRoles).
type scaleRoles struct{ store ports.IdentityStore }

func (r scaleRoles) RoleOf(ctx context.Context, org, user kernel.ID) (identity.Role, error) {
	ms, err := r.store.FindMembership(ctx, org, user)
	if err != nil {
		return "", err
	}
	return ms.Role, nil
}

// scaleSample is the heap in use when the SMTP server had received mails.
type scaleSample struct {
	at        time.Duration
	mails     int
	heapInuse uint64
	live      uint64 // the heap the last GC found live (/gc/heap/live:bytes)
	held      int    // bytes of the messages the SMTP server keeps
}

type scaleSampler struct {
	done    chan struct{}
	wg      sync.WaitGroup
	samples []scaleSample
}

// startScaleSampler reads HeapInuse and the mails received every 250 ms.
func startScaleSampler(mails *smtptest.Server) *scaleSampler {
	s := &scaleSampler{done: make(chan struct{})}
	began := time.Now()
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		tick := time.NewTicker(250 * time.Millisecond)
		defer tick.Stop()
		sample := func() {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			live := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
			metrics.Read(live)
			got := mails.Received()
			held := 0
			for _, m := range got {
				held += len(m.Data)
			}
			s.samples = append(s.samples, scaleSample{at: time.Since(began), mails: len(got), heapInuse: ms.HeapInuse,
				live: live[0].Value.Uint64(), held: held})
		}
		for {
			select {
			case <-s.done:
				sample()
				return
			case <-tick.C:
				sample()
			}
		}
	}()
	return s
}

func (s *scaleSampler) stop() []scaleSample {
	close(s.done)
	s.wg.Wait()
	return s.samples
}

func mib(b uint64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }

// reportScaleMemory logs the heap's min, median and max over the samples, its
// value at 25, 50, 75 and 100 % of the mails, and the peak RSS.
func reportScaleMemory(t *testing.T, base runtime.MemStats, samples []scaleSample, n, held int) {
	t.Helper()
	if len(samples) == 0 {
		t.Log("no memory sample")
		return
	}
	heaps := make([]uint64, len(samples))
	for i, s := range samples {
		heaps[i] = s.heapInuse
	}
	slices.Sort(heaps)
	t.Logf("HeapInuse before Send (after GC): %s; over %d samples every 250 ms: min %s, median %s, max %s",
		mib(base.HeapInuse), len(samples), mib(heaps[0]), mib(heaps[len(heaps)/2]), mib(heaps[len(heaps)-1]))
	var line []string
	for _, pct := range []int{25, 50, 75, 100} {
		at := (n*pct + 99) / 100
		i := slices.IndexFunc(samples, func(s scaleSample) bool { return s.mails >= at })
		if i < 0 {
			line = append(line, fmt.Sprintf("%d%%: not reached", pct))
			continue
		}
		s := samples[i]
		line = append(line, fmt.Sprintf("%d%% (%d mails, %.1fs): %s; live at the last GC %s, "+
			"SMTP server holds %s, live less that %s",
			pct, s.mails, s.at.Seconds(), mib(s.heapInuse), mib(s.live), mib(uint64(s.held)),
			mib(s.live-min(s.live, uint64(s.held)))))
	}
	for _, l := range line {
		t.Logf("HeapInuse at %s", l)
	}
	t.Logf("messages held by the SMTP server at the end: %s (%d bytes a mail)", mib(uint64(held)), held/max(n, 1))
	t.Logf("peak RSS (VmHWM): %s; RSS now (VmRSS): %s", procStatus("VmHWM"), procStatus("VmRSS"))
}

// procStatus returns a field of /proc/self/status.
func procStatus(field string) string {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return "unknown (" + err.Error() + ")"
	}
	defer func() { _ = f.Close() }() // read only: closing cannot lose anything
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}
