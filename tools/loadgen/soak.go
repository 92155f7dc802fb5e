package main

import (
	"context"
	"fmt"
	"io"
	"sync/atomic"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// soakReport is a soak's RSS series and the verdict on it.
type soakReport struct {
	PID      int         `json:"pid"`
	Interval string      `json:"interval"`
	Samples  []rssSample `json:"samples"`
	Verdict  *flatness   `json:"verdict,omitempty"`
	// Error says why the soak could not be judged: the server stopped, or too
	// few samples were taken.
	Error string `json:"error,omitempty"`
}

// ok reports whether the soak was judged and found flat.
func (s *soakReport) ok() bool {
	return s.Error == "" && s.Verdict != nil && s.Verdict.Flat
}

// soak loads the API with tr under l while it samples process pid's RSS every
// interval (at the start, at each tick and at the end), writing each sample to
// progress as it comes. It stops early when ctx is done or the process is gone.
func soak(ctx context.Context, tr vegeta.Targeter, targets []target, l load, pid int,
	interval time.Duration, tolerance float64, progress io.Writer) (*tally, *soakReport) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	t := newTally(targets)
	var requests atomic.Int64
	finished := make(chan struct{})
	began := time.Now()
	go func() {
		defer close(finished)
		attack(ctx, tr, l, func(r *vegeta.Result) { t.add(r); requests.Add(1) })
	}()
	s := &soakReport{PID: pid, Interval: interval.String()}
	sample := func() bool {
		kb, err := readRSS(pid)
		if err != nil {
			s.Error = fmt.Sprintf("reading process %d's RSS: %v (has the server stopped?)", pid, err)
			cancel()
			return false
		}
		at := time.Since(began)
		s.Samples = append(s.Samples, rssSample{Seconds: at.Seconds(), KB: kb})
		fmt.Fprintf(progress, "soak: %6s  RSS %7.1f MiB  %d requests\n", at.Round(time.Second), float64(kb)/1024, requests.Load())
		return true
	}
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for running := sample(); running; {
		select {
		case <-tick.C:
			running = sample()
		case <-finished:
			if last := s.Samples[len(s.Samples)-1].Seconds; time.Since(began).Seconds()-last >= interval.Seconds()/2 {
				sample()
			}
			running = false
		}
	}
	<-finished
	t.close()
	if s.Error == "" {
		v, err := judge(s.Samples, tolerance)
		if err != nil {
			s.Error = err.Error()
		} else {
			s.Verdict = &v
		}
	}
	return t, s
}

// writeText writes the soak's summary: the RSS at the start, each third's median
// and the end, and the verdict.
func (s *soakReport) writeText(w io.Writer) {
	fmt.Fprintf(w, "soak of process %d, RSS sampled every %s (%d samples)\n", s.PID, s.Interval, len(s.Samples))
	if v := s.Verdict; v != nil {
		mib := func(kb int64) float64 { return float64(kb) / 1024 }
		fmt.Fprintf(w, "  RSS start %.1f MiB, medians by third %.1f / %.1f / %.1f MiB, end %.1f MiB, max %.1f MiB\n",
			mib(v.StartKB), mib(v.ThirdsKB[0]), mib(v.ThirdsKB[1]), mib(v.ThirdsKB[2]), mib(v.EndKB), mib(v.MaxKB))
		verdict := "flat"
		if !v.Flat {
			verdict = "GROWING"
		}
		fmt.Fprintf(w, "  last third over second: %+.1f %% (tolerance %.0f %%): %s\n", 100*v.Growth, 100*v.Tolerance, verdict)
	}
	if s.Error != "" {
		fmt.Fprintf(w, "  not judged: %s\n", s.Error)
	}
}
