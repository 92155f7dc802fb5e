package main

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// report is what a run measured, written as text or, with -json, as JSON whose
// metrics are vegeta's own (latencies in nanoseconds, as `vegeta report
// -type=json` writes them).
type report struct {
	Workload string          `json:"workload"`
	Base     string          `json:"base"`
	Workers  int             `json:"workers"`
	Rate     int             `json:"rate"`
	Duration string          `json:"duration"`
	Warmup   string          `json:"warmup"`
	Targets  []targetReport  `json:"targets"`
	Total    *vegeta.Metrics `json:"total"`
	Soak     *soakReport     `json:"soak,omitempty"`
}

// targetReport is one target's share of a run.
type targetReport struct {
	Name    string          `json:"name"`
	Weight  int             `json:"weight"`
	Metrics *vegeta.Metrics `json:"metrics"`
}

// newReport summarises a closed tally of a run of workload under l.
func newReport(workload, base string, l load, warmup time.Duration, t *tally) *report {
	r := &report{Workload: workload, Base: base, Workers: l.workers, Rate: l.rate,
		Duration: l.duration.String(), Warmup: warmup.String(), Total: &t.total}
	for _, tg := range t.targets {
		if tg.weight > 0 {
			r.Targets = append(r.Targets, targetReport{Name: tg.name, Weight: tg.weight, Metrics: t.each[tg.name]})
		}
	}
	return r
}

// ok reports whether every request succeeded (a 2xx or 3xx answer) and, for a
// soak, whether the RSS stayed flat.
func (r *report) ok() bool {
	return r.Total.Requests > 0 && r.Total.Success == 1 && (r.Soak == nil || r.Soak.ok())
}

// writeJSON writes the report as one indented JSON document.
func (r *report) writeJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// writeText writes the report as a table, one row per target and one for all.
func (r *report) writeText(w io.Writer) {
	loop := "closed loop"
	if r.Rate > 0 {
		loop = fmt.Sprintf("%d requests/s", r.Rate)
	}
	warmup := "after " + r.Warmup + " of warm-up"
	if r.Soak != nil {
		warmup = "(a soak: its first third is the warm-up)"
	}
	fmt.Fprintf(w, "%s against %s: %d workers, %s, for %s %s\n", r.Workload, r.Base, r.Workers, loop, r.Duration, warmup)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	width := len("target")
	for _, t := range r.Targets {
		width = max(width, len(t.Name))
	}
	fmt.Fprintf(tw, "%-*s\tweight\trequests\tok/s\tsuccess\tp50\tp90\tp99\tmax\tMB/s\tcodes\t\n", width, "target")
	for _, t := range r.Targets {
		row(tw, fmt.Sprintf("%-*s", width, t.Name), fmt.Sprint(t.Weight), t.Metrics)
	}
	row(tw, fmt.Sprintf("%-*s", width, "all"), "", r.Total)
	tw.Flush()
	for _, t := range r.Targets {
		for i, e := range t.Metrics.Errors {
			if i == 3 {
				fmt.Fprintf(w, "  %s: %d more errors\n", t.Name, len(t.Metrics.Errors)-i)
				break
			}
			fmt.Fprintf(w, "  %s: %.200s\n", t.Name, e)
		}
	}
	if r.Total.StatusCodes["429"] > 0 {
		fmt.Fprintln(w, "  429s are the server's rate limits: start it with ROADCASE_RATE_LIMIT_TOKEN=off and ROADCASE_RATE_LIMIT_ORG=off, or let loadgen -serve start it")
	}
	if r.Soak != nil {
		r.Soak.writeText(w)
	}
}

// row writes one target's line of the table.
func row(w io.Writer, name, weight string, m *vegeta.Metrics) {
	mbps := 0.0
	if s := (m.Duration + m.Wait).Seconds(); s > 0 {
		mbps = float64(m.BytesIn.Total) / s / 1e6
	}
	fmt.Fprintf(w, "%s\t%s\t%d\t%.1f\t%.2f%%\t%s\t%s\t%s\t%s\t%.1f\t%s\t\n", name, weight, m.Requests,
		m.Throughput, 100*m.Success, ms(m.Latencies.P50), ms(m.Latencies.P90), ms(m.Latencies.P99),
		ms(m.Latencies.Max), mbps, codes(m.StatusCodes))
}

// ms writes a latency in milliseconds with two decimals, so that columns compare
// at a glance.
func ms(d time.Duration) string {
	return fmt.Sprintf("%.2fms", float64(d)/float64(time.Millisecond))
}

// codes writes a status-code histogram as "200:1234 429:5", in code order; code 0
// counts requests that got no answer.
func codes(c map[string]int) string {
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(c)) {
		parts = append(parts, fmt.Sprintf("%s:%d", k, c[k]))
	}
	return strings.Join(parts, " ")
}
