package main

import (
	"context"
	"net/http"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// load is how hard and for how long a run loads the API.
type load struct {
	// workers is the number of concurrent requests in a closed loop (rate 0),
	// each worker over its own kept-alive connection; with a rate, the number
	// the attacker starts with before it adds more to keep up.
	workers int
	// rate is the requests per second an open loop sends whatever the answers'
	// latency; 0 is a closed loop, where each worker sends its next request as
	// soon as the last one is answered.
	rate int
	// duration is how long the run lasts.
	duration time.Duration
}

// attack sends the targeter's requests under l until l.duration has passed or ctx
// is done, and hands every result to each, from one goroutine. Requests under way
// when the time is up are waited for and counted, never cut off.
func attack(ctx context.Context, tr vegeta.Targeter, l load, each func(*vegeta.Result)) {
	transport := &http.Transport{MaxIdleConnsPerHost: l.workers, DisableCompression: true}
	opts := []func(*vegeta.Attacker){
		vegeta.Client(&http.Client{Timeout: 30 * time.Second, Transport: transport}),
		vegeta.Workers(uint64(l.workers)),
	}
	if l.rate == 0 {
		transport.MaxConnsPerHost = l.workers
		opts = append(opts, vegeta.MaxWorkers(uint64(l.workers)))
	}
	a := vegeta.NewAttacker(opts...)
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case <-ctx.Done():
			a.Stop()
		case <-done:
		}
	}()
	for r := range a.Attack(tr, vegeta.ConstantPacer{Freq: l.rate, Per: time.Second}, l.duration, "") {
		each(r)
	}
	transport.CloseIdleConnections()
}
