package tabular

import (
	"fmt"
	"reflect"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// record is what a row makes of one record of kind T: where it is in the
// existing records (at, -1 for a new one), the record as the row leaves it,
// its match key, its label and the records its label and changes name.
type record[T any] struct {
	kind  records.Kind
	key   string
	at    int
	rec   T
	id    kernel.ID
	label string
	// alone is a dataset holding rec alone (with its children).
	alone func(T) records.Dataset
}

// keep files the row's record: as a second row about a record already
// filed, refused naming the first; as new (appended to list, the plan's new
// records of its kind); or as an update or unchanged against existing[at].
func keep[T any](r *rowCtx, x record[T], existing []T, list *[]T) {
	b := r.b
	seenKey := string(x.kind) + "\x00" + x.key
	if row, dup := b.seen[seenKey]; dup {
		r.fail(b.matchField(), CodeDuplicateRow, "",
			fmt.Sprintf("Row %d is already about %s: a record is imported from one row. Remove one of the two, or tell them apart.", row, x.label))
		return
	}
	b.seen[seenKey] = r.row.Number
	rp := &b.plan.Rows[r.at]
	rp.Ref, rp.Label = records.Ref{Kind: x.kind, ID: x.id, ProjectID: b.ex.project}, x.label
	if x.kind == records.KindVenue || x.kind == records.KindPerson {
		rp.Ref.ProjectID = ""
	}
	if x.at < 0 {
		rp.Action = ActionNew
		*list = append(*list, x.rec)
		b.origin(x.kind, len(existing)+len(*list)-1, r.at)
		return
	}
	before := existing[x.at]
	if reflect.DeepEqual(before, x.rec) {
		rp.Action = ActionSame
		return
	}
	up := Update{Row: r.row.Number, Ref: rp.Ref, Before: x.alone(before), After: x.alone(x.rec)}
	rp.Changes = b.changes(x.kind, up.Before, up.After)
	if len(rp.Changes) == 0 {
		rp.Action = ActionSame
		return
	}
	rp.Action = ActionUpdate
	b.plan.Updates = append(b.plan.Updates, up)
	b.updatedAt = append(b.updatedAt, x.at)
	b.origin(x.kind, x.at, r.at)
}

// origin notes that the record of kind k at place i of the checked dataset
// comes from the row at plan.Rows[row].
func (b *builder) origin(k records.Kind, i, row int) {
	m := b.from[k]
	if m == nil {
		m = map[int]int{}
		b.from[k] = m
	}
	m[i] = row
}

// matchField is the field a duplicate row is reported at: the first of the
// spec's MatchBy fields a column holds.
func (b *builder) matchField() string {
	for _, k := range b.spec.MatchBy {
		if _, ok := b.col[k]; ok {
			return k
		}
	}
	return ""
}
