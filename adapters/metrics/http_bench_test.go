package metrics

import (
	"testing"
	"time"
)

// BenchmarkObserveRequest is the registry's cost per observed request: the
// counter and the histogram of one series, found by their labels.
//
//	go test ./adapters/metrics -run '^$' -bench BenchmarkObserveRequest -count 5
func BenchmarkObserveRequest(b *testing.B) {
	r := New()
	b.ReportAllocs()
	for b.Loop() {
		r.ObserveRequest("api", "/api/v1/documents/{type}", "GET", 200, 3*time.Millisecond)
	}
}
