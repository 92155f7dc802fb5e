package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"time"
)

// client sends authenticated requests to one API.
type client struct {
	base, token string
	http        *http.Client
}

// request is the one request a run repeats.
type request struct {
	method, path, label string
	body                []byte
}

func (c client) do(ctx context.Context, method, path string, body []byte) (int, http.Header, []byte, error) {
	var r io.Reader
	if body != nil {
		r = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, r)
	if err != nil {
		return 0, nil, nil, err
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, nil, nil, err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, out, err
}

// renderBody builds the render request: {"record_id": record}, or the type's sample
// fetched from its contract as {"data": sample}.
func (c client) renderBody(docType, record string) ([]byte, error) {
	if record != "" {
		return json.Marshal(map[string]string{"record_id": record})
	}
	status, _, contract, err := c.do(context.Background(), http.MethodGet, "/api/v1/documents/"+docType, nil)
	if err != nil {
		return nil, err
	}
	if status != http.StatusOK {
		return nil, fmt.Errorf("GET /api/v1/documents/%s: %d %s", docType, status, contract)
	}
	var v struct {
		Sample json.RawMessage `json:"sample"`
	}
	if err := json.Unmarshal(contract, &v); err != nil {
		return nil, err
	}
	return json.Marshal(map[string]json.RawMessage{"data": v.Sample})
}

// result is what a run measured.
type result struct {
	latencies []time.Duration
	failures  int
	firstErr  string
	bytes     int64
}

// run sends req from n clients until d has passed; only 200 answers count.
func (c client) run(req request, n int, d time.Duration) result {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var mu sync.Mutex
	var total result
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			var mine result
			for ctx.Err() == nil {
				start := time.Now()
				status, _, body, err := c.do(ctx, req.method, req.path, req.body)
				if ctx.Err() != nil {
					break // cut off by the end of the run, not a failure
				}
				if err != nil || status != http.StatusOK {
					mine.failures++
					if mine.firstErr == "" {
						mine.firstErr = fmt.Sprintf("status %d, %v, %.200s", status, err, body)
					}
					continue
				}
				mine.latencies = append(mine.latencies, time.Since(start))
				mine.bytes += int64(len(body))
			}
			mu.Lock()
			total.latencies = append(total.latencies, mine.latencies...)
			total.failures += mine.failures
			total.bytes += mine.bytes
			if total.firstErr == "" {
				total.firstErr = mine.firstErr
			}
			mu.Unlock()
		})
	}
	wg.Wait()
	return total
}

func (r result) print(w io.Writer, label string, clients int, d time.Duration) {
	slices.Sort(r.latencies)
	pct := func(p float64) time.Duration {
		if len(r.latencies) == 0 {
			return 0
		}
		return r.latencies[min(len(r.latencies)-1, int(p*float64(len(r.latencies))))]
	}
	fmt.Fprintf(w, "%s: %d clients for %s\n", label, clients, d)
	fmt.Fprintf(w, "  %d answers, %.0f answers/s, %.1f MB/s, %d failures\n", len(r.latencies),
		float64(len(r.latencies))/d.Seconds(), float64(r.bytes)/d.Seconds()/1e6, r.failures)
	fmt.Fprintf(w, "  latency p50 %s  p90 %s  p99 %s  max %s\n", pct(0.50), pct(0.90), pct(0.99), pct(1))
	if r.firstErr != "" {
		fmt.Fprintf(w, "  first failure: %s\n", r.firstErr)
	}
}
