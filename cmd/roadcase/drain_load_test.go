package main

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptrace"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// outcome is what one request of a load got.
type outcome struct {
	start, end time.Time
	status     int    // 0 when the request failed
	failure    string // how it failed: "refused", "reset", "eof", or the error
	trace      string // for a failure: the connection's story, from httptrace
}

// loadSeen counts, while a load runs, the answers of 200 and the refused
// connections it has had, for a test to wait on.
type loadSeen struct{ ok, refused atomic.Int64 }

// load sends GET requests to url with a bearer token from workers clients at
// once, each waiting for its answer before the next, until stop is closed, and
// returns what every request got, counting as it goes in seen. With keepAlive,
// each client holds one connection, as a load balancer's pool does; without,
// every request opens its own.
func load(url, token string, workers int, keepAlive bool, seen *loadSeen, stop <-chan struct{}) []outcome {
	tr := &http.Transport{MaxIdleConnsPerHost: workers, DisableKeepAlives: !keepAlive}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 30 * time.Second}
	var (
		mu  sync.Mutex
		all []outcome
		wg  sync.WaitGroup
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []outcome
			defer func() { mu.Lock(); all = append(all, mine...); mu.Unlock() }()
			for {
				select {
				case <-stop:
					return
				default:
				}
				o := outcome{start: time.Now()}
				req, _ := http.NewRequest(http.MethodGet, url, nil)
				var tr strings.Builder
				req = req.WithContext(httptrace.WithClientTrace(req.Context(), &httptrace.ClientTrace{
					ConnectDone: func(_, addr string, err error) { fmt.Fprintf(&tr, "connected %v %v; ", time.Since(o.start), err) },
					GotConn: func(i httptrace.GotConnInfo) {
						fmt.Fprintf(&tr, "gotconn reused=%v %s %v; ", i.Reused, i.Conn.LocalAddr(), time.Since(o.start))
					},
					WroteRequest: func(i httptrace.WroteRequestInfo) { fmt.Fprintf(&tr, "wrote %v %v; ", time.Since(o.start), i.Err) },
				}))
				req.Header.Set("Authorization", "Bearer "+token)
				resp, err := client.Do(req)
				if err == nil {
					_, err = io.Copy(io.Discard, resp.Body)
					err = errors.Join(err, resp.Body.Close())
					o.status = resp.StatusCode
				}
				o.end = time.Now()
				if err != nil {
					o.status, o.failure = 0, failureOf(err)
					o.trace = tr.String() + fmt.Sprintf("err %v %v", time.Since(o.start), err)
				}
				mine = append(mine, o)
				if o.status == http.StatusOK {
					seen.ok.Add(1)
				}
				if o.failure == "refused" {
					seen.refused.Add(1)
					time.Sleep(10 * time.Millisecond) // the listener is closed: no need to spin (a client backing off, not a wait)
				}
			}
		}()
	}
	wg.Wait()
	return all
}

// failureOf names how a request failed.
func failureOf(err error) string {
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return "refused"
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE):
		return "reset"
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "eof"
	}
	return err.Error()
}

// tally counts outcomes by status ("200") or failure ("reset").
func tally(os []outcome) map[string]int {
	m := map[string]int{}
	for _, o := range os {
		if o.failure != "" {
			m[o.failure]++
		} else {
			m[fmt.Sprint(o.status)]++
		}
	}
	return m
}

// String lists a tally's counts in a stable order.
func tallyString(m map[string]int) string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%s: %d, ", k, m[k])
	}
	return strings.TrimSuffix(b.String(), ", ")
}
