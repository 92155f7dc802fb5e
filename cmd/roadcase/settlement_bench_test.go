package main

import (
	"context"
	nethttp "net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/demo"
)

// worksheetLines is the size of the worksheet the budget is measured at: a
// show's promoter expenses itemised in 200 lines (docs/operations.md,
// Settlement worksheet).
const worksheetLines = 200

// BenchmarkSettlementWorksheet measures the server time of the settlement
// worksheet's Recalculate (POST /shows/{id}/settlement, action=recalculate) for
// a show whose saved draft has 200 expense lines, in process through the
// pages' handler with a signed-in owner, over the demo at budgetScale on SQLite
// and PostgreSQL, with the statements it runs (stmts/op). "bare" is the floor:
// a bare net/http handler that parses the same form and writes the same page,
// with no session, store or computation. Besides the time, cpu-ms/op is the
// process's CPU time (user and system, PostgreSQL's own not included) per
// request, which a loaded machine inflates far less than the wall time. The
// budget is 20 ms:
//
//	ROADCASE_TEST_DATABASE_URL=… go test ./cmd/roadcase -run '^$' -bench BenchmarkSettlementWorksheet -benchtime 20x -count 5
func BenchmarkSettlementWorksheet(b *testing.B) {
	for _, backend := range siteBackends {
		b.Run(backend.name, func(b *testing.B) {
			s := newRecordsSite(b, backend.dsn(b), budgetScale)
			path := "/shows/" + s.settleableShow() + "/settlement"
			form := formAt(b, s.mustGet(path).body, path)
			form.Set("lines", strconv.Itoa(worksheetLines))
			for i := range worksheetLines {
				p := "expense/" + strconv.Itoa(i) + "/"
				form.Set(p+"description", "Show cost "+strconv.Itoa(i+1))
				form.Set(p+"budget", strconv.Itoa(100+i)+".50")
				form.Set(p+"actual", strconv.Itoa(110+i)+".25")
			}
			form.Set("action", "save")
			if r := s.post(path, form); r.code != nethttp.StatusSeeOther {
				b.Fatalf("saving the worksheet: status %d\n%.3000s", r.code, r.body)
			}
			form = formAt(b, s.mustGet(path).body, path)
			form.Set("action", "recalculate")
			var last sitePage
			b.Run("recalculate", func(b *testing.B) {
				cpu := processCPU()
				for b.Loop() {
					last = s.post(path, form)
				}
				reportCPU(b, cpu)
				if last.code != nethttp.StatusOK || !strings.Contains(last.body, "Figures recalculated") {
					b.Fatalf("recalculating: status %d\n%.3000s", last.code, last.body)
				}
				b.ReportMetric(float64(last.statements), "stmts/op")
			})
			b.Run("bare", func(b *testing.B) {
				page, body := []byte(last.body), form.Encode()
				bare := nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
					_ = r.ParseForm()
					w.Header().Set("Content-Type", "text/html; charset=utf-8")
					_, _ = w.Write(page)
				})
				cpu := processCPU()
				for b.Loop() {
					r := httptest.NewRequest(nethttp.MethodPost, path, strings.NewReader(body))
					r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
					bare.ServeHTTP(httptest.NewRecorder(), r)
				}
				reportCPU(b, cpu)
			})
		})
	}
}

// settleableShow returns a confirmed show with ticket tiers, one a worksheet
// can save, of the project with the most shows among those that have one.
func (s *recordsSite) settleableShow() string {
	s.tb.Helper()
	org := demo.Organizations()[0].ID
	d, err := s.m.recordStore.LoadDataset(context.Background(), org, records.DatasetFilter{})
	if err != nil {
		s.tb.Fatal(err)
	}
	shows := map[kernel.ID]int{}
	for _, x := range d.Shows {
		shows[x.ProjectID]++
	}
	var best records.Show
	for _, x := range d.Shows {
		if x.Status == records.ShowConfirmed && len(x.Tiers) > 0 && (best.ID == "" || shows[x.ProjectID] > shows[best.ProjectID]) {
			best = x
		}
	}
	if best.ID == "" {
		s.tb.Fatal("the demo has no confirmed show with tickets")
	}
	return string(best.ID)
}

// processCPU is the CPU time, user and system, this process has used so far.
func processCPU() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// reportCPU reports the CPU time used since start per op, in milliseconds.
func reportCPU(b *testing.B, start time.Duration) {
	b.ReportMetric(float64(processCPU()-start)/float64(b.N)/float64(time.Millisecond), "cpu-ms/op")
}
