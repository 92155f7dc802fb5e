package hooks_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/web/hooks"
	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// nopEvents applies every event and keeps nothing, so that a benchmark measures
// the receiver alone.
type nopEvents struct{ n atomic.Int64 }

func (e *nopEvents) ApplyDeliveryEvent(context.Context, advancing.DeliveryEvent) (bool, error) {
	e.n.Add(1)
	return true, nil
}

// nopClaims grants every claim, so that a pool of signed bodies can be sent
// again and again.
type nopClaims struct{}

func (nopClaims) ClaimWebhookEvent(context.Context, string, string, time.Time) (bool, error) {
	return true, nil
}

// benchReceiver returns a receiver over no-op ports and a pool of distinct
// signed delivery events of realistic size.
func benchReceiver(b *testing.B) (http.Handler, *nopEvents, [][]byte) {
	events := &nopEvents{}
	h, err := hooks.NewMailgun(hooks.MailgunConfig{
		SigningKey: testKey, Events: events, Claims: nopClaims{}, Clock: &kernel.FixedClock{T: testNow},
	})
	if err != nil {
		b.Fatal(err)
	}
	pool := make([][]byte, 1024)
	for i := range pool {
		pool[i] = signedBody(b, tokenN(i), event("delivered", tokenN(i)[:22], func(d map[string]any) {
			d["envelope"] = map[string]any{"sender": "advance@mg.example.com", "targets": "promoter@example.com", "transport": "smtp"}
			d["delivery-status"] = map[string]any{"code": 250, "message": "OK", "description": "", "attempt-no": 1, "tls": true}
		}))
	}
	return h, events, pool
}

// BenchmarkMailgunReceiver measures events applied per second through the
// handler (decoding, signature, freshness, mapping, the port call), one
// request at a time and from every CPU at once. Ports are no-ops, so the figure
// is the receiver's ceiling; a real store adds its write.
func BenchmarkMailgunReceiver(b *testing.B) {
	post := func(h http.Handler, body []byte) {
		r := httptest.NewRequest(http.MethodPost, hooks.MailgunPath, bytes.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != http.StatusOK {
			b.Fatalf("status %d: %s", w.Code, w.Body.String())
		}
	}
	b.Run("serial", func(b *testing.B) {
		h, events, pool := benchReceiver(b)
		b.SetBytes(int64(len(pool[0])))
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			post(h, pool[i%len(pool)])
		}
		b.ReportMetric(float64(events.n.Load())/b.Elapsed().Seconds(), "events/s")
	})
	b.Run("parallel", func(b *testing.B) {
		h, events, pool := benchReceiver(b)
		b.ReportAllocs()
		var next atomic.Int64
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				post(h, pool[next.Add(1)%int64(len(pool))])
			}
		})
		b.ReportMetric(float64(events.n.Load())/b.Elapsed().Seconds(), "events/s")
	})
}

// BenchmarkMailgunOverHTTP measures the same through a real HTTP server on the
// loopback interface, with keep-alive connections from every CPU: what Mailgun
// would see, less the network and TLS.
func BenchmarkMailgunOverHTTP(b *testing.B) {
	h, events, pool := benchReceiver(b)
	srv := httptest.NewServer(h)
	defer srv.Close()
	client := srv.Client()
	client.Transport.(*http.Transport).MaxIdleConnsPerHost = 64
	url := srv.URL + hooks.MailgunPath
	var next atomic.Int64
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			resp, err := client.Post(url, "application/json", bytes.NewReader(pool[next.Add(1)%int64(len(pool))]))
			if err != nil {
				b.Error(err)
				return
			}
			_, _ = io.Copy(io.Discard, resp.Body)
			_ = resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				b.Errorf("status %d", resp.StatusCode)
				return
			}
		}
	})
	b.ReportMetric(float64(events.n.Load())/b.Elapsed().Seconds(), "events/s")
}
