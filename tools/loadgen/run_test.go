package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// fakeAPI answers GET /ok with a small body and everything else with 503.
func fakeAPI(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/ok" || r.URL.Fragment != "" {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte(`{"ok":true}`))
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestExecuteReportsAGetRunAsTextAndJSON(t *testing.T) {
	t.Parallel()
	srv := fakeAPI(t)
	for _, asJSON := range []bool{false, true} {
		cfg := config{base: srv.URL, get: "/ok", workers: 2, duration: 300 * time.Millisecond, json: asJSON}
		var out, errs bytes.Buffer
		rep, err := execute(context.Background(), cfg, &out, &errs)
		if err != nil {
			t.Fatal(err)
		}
		if !rep.ok() || rep.Total.Requests == 0 || rep.Targets[0].Metrics.StatusCodes["200"] != int(rep.Total.Requests) {
			t.Fatalf("report %+v, want every request answered 200", rep.Total)
		}
		if !asJSON {
			if !strings.Contains(out.String(), "GET /ok ") || !strings.Contains(out.String(), "100.00%") {
				t.Errorf("text report:\n%s", out.String())
			}
			continue
		}
		var v struct {
			Targets []struct {
				Name    string `json:"name"`
				Metrics struct {
					Requests  uint64 `json:"requests"`
					Latencies struct {
						P99 int64 `json:"99th"`
					} `json:"latencies"`
				} `json:"metrics"`
			} `json:"targets"`
		}
		if err := json.Unmarshal(out.Bytes(), &v); err != nil || len(v.Targets) != 1 ||
			v.Targets[0].Name != "GET /ok" || v.Targets[0].Metrics.Requests == 0 || v.Targets[0].Metrics.Latencies.P99 <= 0 {
			t.Errorf("JSON report %s (%v)", out.String(), err)
		}
	}
}

func TestExecuteFailsARunWithErrors(t *testing.T) {
	t.Parallel()
	srv := fakeAPI(t)
	cfg := config{base: srv.URL, get: "/down", workers: 1, duration: 200 * time.Millisecond}
	var out bytes.Buffer
	rep, err := execute(context.Background(), cfg, &out, &out)
	if err != nil {
		t.Fatal(err)
	}
	if rep.ok() || !strings.Contains(out.String(), "503:") {
		t.Errorf("a run of 503s passed:\n%s", out.String())
	}
}

func TestParseFlagsRefusesFlagsThatDoNotGoTogether(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		err  string
	}{
		{"-bare without -get", []string{"-token", "x", "-bare", ":0"}, "-bare needs -get"},
		{"-mix with -get", []string{"-token", "x", "-mix", "-get", "/"}, "choose one"},
		{"-soak without a server", []string{"-token", "x", "-soak", "1m"}, "-pid"},
		{"-soak shorter than six samples", []string{"-token", "x", "-pid", "1", "-soak", "20s"}, "six"},
		{"a render without a token", []string{"-token", ""}, "token is required"},
		{"-db without -serve", []string{"-token", "x", "-db", "x.db"}, "-db goes with -serve"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := parseFlags(tt.args); err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("error %v, want one saying %q", err, tt.err)
			}
		})
	}
	c, err := parseFlags([]string{"-token", "x", "-pid", "1", "-soak", "1m"})
	if err != nil || c.rate != soakRate || c.tolerance != 0.10 {
		t.Errorf("a soak without -rate: rate %d tolerance %v (%v), want %d and 0.10", c.rate, c.tolerance, err, soakRate)
	}
}
