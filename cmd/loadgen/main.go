// Command loadgen puts a steady load on a running Roadcase API and reports throughput
// and latency percentiles, so that speed is measured on the real HTTP path rather
// than asserted in tests. It renders one document type, from the type's own sample or
// from a record, with a fixed number of concurrent clients for a fixed duration:
//
//	loadgen -token rc_pat_… -type day-sheet -record 06274a1e-… -c 8 -d 20s
//
// The token is read from -token or ROADCASE_TOKEN and never printed.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"sync"
	"time"
)

func main() {
	base := flag.String("base", "http://127.0.0.1:8080", "the API's base URL")
	token := flag.String("token", os.Getenv("ROADCASE_TOKEN"), "a token with documents:read and documents:write")
	docType := flag.String("type", "day-sheet", "the document type to render")
	record := flag.String("record", "", "render from this record id instead of the type's sample")
	clients := flag.Int("c", 4, "concurrent clients")
	duration := flag.Duration("d", 10*time.Second, "how long to run")
	flag.Parse()
	if *token == "" {
		fmt.Fprintln(os.Stderr, "loadgen: a token is required (-token or ROADCASE_TOKEN)")
		os.Exit(2)
	}
	c := client{base: *base, token: *token, http: &http.Client{Timeout: 30 * time.Second}}
	body, err := c.renderBody(*docType, *record)
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		os.Exit(1)
	}
	res := c.run(*docType, body, *clients, *duration)
	res.print(os.Stdout, *docType, *clients, *duration)
	if res.failures > 0 {
		os.Exit(1)
	}
}

// client sends authenticated requests to one API.
type client struct {
	base, token string
	http        *http.Client
}

func (c client) do(ctx context.Context, method, path string, body []byte) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	return resp.StatusCode, out, err
}

// renderBody builds the render request: {"record_id": record}, or the type's sample
// fetched from its contract as {"data": sample}.
func (c client) renderBody(docType, record string) ([]byte, error) {
	if record != "" {
		return json.Marshal(map[string]string{"record_id": record})
	}
	status, contract, err := c.do(context.Background(), http.MethodGet, "/api/v1/documents/"+docType, nil)
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

// run renders with n clients until d has passed.
func (c client) run(docType string, body []byte, n int, d time.Duration) result {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var mu sync.Mutex
	var total result
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine result
			for ctx.Err() == nil {
				start := time.Now()
				status, page, err := c.do(ctx, http.MethodPost, "/api/v1/documents/"+docType+"/render", body)
				if ctx.Err() != nil {
					break // cut off by the end of the run, not a failure
				}
				if err != nil || status != http.StatusOK {
					mine.failures++
					if mine.firstErr == "" {
						mine.firstErr = fmt.Sprintf("status %d, %v, %.200s", status, err, page)
					}
					continue
				}
				mine.latencies = append(mine.latencies, time.Since(start))
				mine.bytes += int64(len(page))
			}
			mu.Lock()
			total.latencies = append(total.latencies, mine.latencies...)
			total.failures += mine.failures
			total.bytes += mine.bytes
			if total.firstErr == "" {
				total.firstErr = mine.firstErr
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	return total
}

func (r result) print(w io.Writer, docType string, clients int, d time.Duration) {
	slices.Sort(r.latencies)
	pct := func(p float64) time.Duration {
		if len(r.latencies) == 0 {
			return 0
		}
		return r.latencies[min(len(r.latencies)-1, int(p*float64(len(r.latencies))))]
	}
	fmt.Fprintf(w, "render %s: %d clients for %s\n", docType, clients, d)
	fmt.Fprintf(w, "  %d pages, %.0f pages/s, %.1f MB/s, %d failures\n", len(r.latencies),
		float64(len(r.latencies))/d.Seconds(), float64(r.bytes)/d.Seconds()/1e6, r.failures)
	fmt.Fprintf(w, "  latency p50 %s  p90 %s  p99 %s  max %s\n", pct(0.50), pct(0.90), pct(0.99), pct(1))
	if r.firstErr != "" {
		fmt.Fprintf(w, "  first failure: %s\n", r.firstErr)
	}
}
