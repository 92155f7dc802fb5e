package http

import (
	"log/slog"
	"testing"
)

func TestTheAccessLogFollowsTheLoggersLevel(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	logs := &syncBuffer{}
	ts.logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelError}))
	tok, _ := ts.auth.mint("viewer", "documents:read")
	if rec := ts.do("GET", "/api/v1/test/documents", tok, nil); rec.Code != 200 {
		t.Fatalf("status %d", rec.Code)
	}
	if rec := ts.do("GET", "/api/v1/test/panic", "", nil); rec.Code != 500 {
		t.Fatalf("status %d", rec.Code)
	}
	var served []float64
	for _, r := range logs.records(t) {
		if r["msg"] == "http request" {
			served = append(served, r["status"].(float64))
		}
	}
	if len(served) != 1 || served[0] != 500 {
		t.Errorf("at level error the access log holds statuses %v, want only the 500", served)
	}
}
