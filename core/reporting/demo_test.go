package reporting_test

import (
	"fmt"
	"testing"

	advdemo "github.com/roadcase/roadcase/core/advancing/demo"
	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/reporting"
)

// demoFacts are the facts of every demo organization, by the reference.
func demoFacts(t *testing.T) map[string]reporting.Facts {
	t.Helper()
	out := map[string]reporting.Facts{}
	for _, o := range demo.Organizations() {
		n := 0
		set := advdemo.Build(o.ID, o.Data, demo.Today, func() string { n++; return fmt.Sprint(n) })
		var adv reporting.AdvancingData
		adv.Packets = set.Packets
		for _, b := range set.Batches {
			adv.Batches = append(adv.Batches, b.Batch)
			adv.Recipients = append(adv.Recipients, b.Recipients...)
			adv.Events = append(adv.Events, b.Events...)
		}
		out[o.Slug] = reporting.FactsOf(o.Data, adv, nil, reporting.Scope{Org: o.ID}, reporting.AllFamilies)
	}
	return out
}

// TestEveryDeclaredInputIsRead resolves every KPI over the demo, grouped by
// project and by show, and requires each KPI to have read every fact and KPI it
// declares somewhere (Env already panics on a read it did not declare), and the
// demo to give most KPIs a value.
func TestEveryDeclaredInputIsRead(t *testing.T) {
	read := map[string]map[string]bool{}
	valued := map[string]bool{}
	var keys []string
	for _, k := range reporting.Default.KPIs() {
		keys = append(keys, k.Key)
		read[k.Key] = map[string]bool{}
	}
	for _, f := range demoFacts(t) {
		for _, by := range [][]reporting.Dimension{nil, {reporting.ByProject}, {reporting.ByShow}} {
			for _, v := range reporting.Default.Resolve(&f, reporting.Request{Keys: keys, GroupBy: by, Today: demo.Today}) {
				for _, in := range v.Inputs {
					read[v.Key][in.Key] = true
				}
				valued[v.Key] = valued[v.Key] || v.Value != nil
			}
		}
	}
	for _, k := range reporting.Default.KPIs() {
		for _, in := range append(append([]string{}, k.Facts...), k.KPIs...) {
			if !read[k.Key][in] {
				t.Errorf("%s declares %s but never read it over the demo", k.Key, in)
			}
		}
	}
	var without []string
	for _, k := range keys {
		if !valued[k] {
			without = append(without, k)
		}
	}
	if len(without) > len(keys)/10 {
		t.Errorf("the demo gives no value to %d KPIs: %v", len(without), without)
	}
}

// TestEveryReportBuildsOverTheDemo builds every report that reads facts only
// over each demo organization and checks each row has a cell per column.
func TestEveryReportBuildsOverTheDemo(t *testing.T) {
	for slug, f := range demoFacts(t) {
		for _, r := range reporting.Default.Reports() {
			if r.Records || r.Recipients {
				continue
			}
			table := r.Build(reporting.NewSheet(&f, reporting.Args{}, demo.Today, reporting.Default))
			for i, row := range append(table.Rows, table.Totals...) {
				if len(row) != len(r.Columns) {
					t.Errorf("%s %s row %d has %d cells for %d columns", slug, r.Key, i, len(row), len(r.Columns))
				}
			}
		}
	}
}
