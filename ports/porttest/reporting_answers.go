package porttest

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/roadcase/roadcase/core/records/demo"
	"github.com/roadcase/roadcase/core/reporting"
)

// answersOfTheDemo resolves every KPI, whole and grouped by project and by month,
// and builds every report that reads facts, over the store's facts and over the
// reference's, for each demo organization and each of its projects, and requires
// the same answers: what a client reads does not depend on the backend.
func answersOfTheDemo(t *testing.T, ctx context.Context, b Backend) {
	var keys []string
	for _, k := range reporting.Default.KPIs() {
		keys = append(keys, k.Key)
	}
	for _, o := range demo.Organizations() {
		w := writeDemo(t, ctx, b, o)
		scopes := []reporting.Scope{{}}
		for _, p := range o.Data.Projects {
			scopes = append(scopes, reporting.Scope{Project: p.ID})
		}
		for _, scope := range scopes {
			scope.Org = w.org
			got, err := b.Facts.Facts(ctx, scope, reporting.AllFamilies)
			recordMust(t, err)
			want := reporting.FactsOf(w.data, w.adv, w.renders, scope, reporting.AllFamilies)
			what := fmt.Sprintf("%s, project %q", o.Slug, scope.Project)
			for _, by := range [][]reporting.Dimension{nil, {reporting.ByProject}, {reporting.ByMonth}} {
				req := reporting.Request{Keys: keys, GroupBy: by, Today: demo.Today, Scope: scope}
				if !reflect.DeepEqual(printValues(reporting.Default.Resolve(&got, req)),
					printValues(reporting.Default.Resolve(&want, req))) {
					t.Errorf("%s, grouped by %v: the KPIs differ from the reference's", what, by)
				}
			}
			for _, r := range reporting.Default.Reports() {
				if r.Records || r.Recipients {
					continue
				}
				g := r.Build(reporting.NewSheet(&got, reporting.Args{}, demo.Today, reporting.Default))
				x := r.Build(reporting.NewSheet(&want, reporting.Args{}, demo.Today, reporting.Default))
				if fmt.Sprint(g.Rows, g.Totals) != fmt.Sprint(x.Rows, x.Totals) {
					t.Errorf("%s: report %s differs from the reference's", what, r.Key)
				}
			}
		}
	}
}

// printValues prints values as a client reads them: exact numbers as decimals.
func printValues(vs []reporting.Value) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		n := "null"
		if v.Value != nil {
			n = v.Value.FloatString(v.Unit.Places())
		}
		out[i] = fmt.Sprintf("%s %s %v %s %d", v.Key, v.Currency, v.Group, n, len(v.Inputs))
	}
	return out
}
