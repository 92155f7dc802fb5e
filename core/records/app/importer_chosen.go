package app

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// versioned builds imp's rows against the records as they are now, with each
// updated record's version read before the records were loaded: a record
// changed after it was read is then written at an older version than it has,
// and the store refuses the write instead of overwriting that change. The rows
// are built twice when they update records, once to learn which.
func (im *Importer) versioned(ctx context.Context, imp tabular.Import) (tabular.Input, tabular.Plan, error) {
	in, plan, err := im.plan(ctx, imp)
	if err != nil || len(plan.Updates) == 0 {
		return in, plan, err
	}
	versions := make(map[kernel.ID]int, len(plan.Updates))
	for _, u := range plan.Updates {
		if versions[u.Ref.ID], err = im.d.Records.RecordVersion(ctx, imp.OrgID, u.Ref.ID); err != nil {
			return in, plan, err
		}
	}
	if in, plan, err = im.plan(ctx, imp); err != nil {
		return in, plan, err
	}
	for i, u := range plan.Updates {
		v, ok := versions[u.Ref.ID]
		if !ok {
			if v, err = im.d.Records.RecordVersion(ctx, imp.OrgID, u.Ref.ID); err != nil {
				return in, plan, err
			}
		}
		plan.Updates[i].Version = v
	}
	return in, plan, nil
}

// chosen narrows plan to what the person confirming chose: without the rows
// they left out, and without the updates when they chose only new rows.
// Problems are kept whole: blockingErrors judges them.
func chosen(plan tabular.Plan, imp tabular.Import) tabular.Plan {
	skip := make(map[int]bool, len(imp.SkipRows))
	for _, r := range imp.SkipRows {
		skip[r] = true
	}
	rows := make([]tabular.RowPlan, 0, len(plan.Rows))
	for _, r := range plan.Rows {
		switch {
		case r.Action == tabular.ActionNew && skip[r.Row]:
			plan.New = plan.New.Without(r.Ref.Kind, r.Ref.ID)
		case r.Action == tabular.ActionUpdate && (skip[r.Row] || imp.SkipUpdates):
		default:
			rows = append(rows, r)
		}
	}
	updates := plan.Updates[:0:0]
	for _, u := range plan.Updates {
		if !skip[u.Row] && !imp.SkipUpdates {
			updates = append(updates, u)
		}
	}
	plan.Rows, plan.Updates = rows, updates
	return plan
}

// problemsOnly is plan's problems as an import holds them, every one kept.
func problemsOnly(plan tabular.Plan) tabular.Import {
	return tabular.Import{Problems: plan.Problems, Errors: plan.Errors()}
}

// lowerFirst lowers a sentence's first letter, to continue another with it.
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || strings.HasPrefix(s, "I ") {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}
