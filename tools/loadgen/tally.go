package main

import (
	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// tally keeps vegeta's metrics for each target of a run and for all of them.
type tally struct {
	targets []target
	each    map[string]*vegeta.Metrics
	total   vegeta.Metrics
}

// newTally returns an empty tally of the targets' results.
func newTally(targets []target) *tally {
	t := &tally{targets: targets, each: map[string]*vegeta.Metrics{}}
	for _, tg := range targets {
		t.each[tg.name] = &vegeta.Metrics{}
	}
	return t
}

// add counts one result under its target and in the total.
func (t *tally) add(r *vegeta.Result) {
	r.Body = nil // measured in BytesIn already; not kept
	m, ok := t.each[targetName(r.URL)]
	if !ok {
		m = &vegeta.Metrics{}
		t.each[targetName(r.URL)] = m
	}
	m.Add(r)
	t.total.Add(r)
}

// close computes the summaries: rates, success ratios and percentiles.
func (t *tally) close() {
	for _, m := range t.each {
		m.Close()
	}
	t.total.Close()
}
