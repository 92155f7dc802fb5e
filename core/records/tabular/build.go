package tabular

import (
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// Build turns in's table into records and says what confirming would do with
// each row, without writing anything. Each data row (an empty one is skipped)
// is read by its mapped columns, each cell by its field's type; a row is
// matched to the existing record it is about by its Spec's MatchBy fields
// (new, update, or unchanged), a second row about the same record is refused
// naming the first; then the records the rows make are checked together with
// the existing ones by the records' own rules (records.Dataset.Validate, and
// Dataset.Warnings for warnings), each problem pointed back at the row and
// column it came from.
//
// A mapped cell left empty sets its field empty, except where the field has a
// default: the project's currency, the venue's time zone and capacity, a new
// show's status (confirmed) and deal (flat), a guest's status (requested), an
// expense's status (pending) and rate (1 in the project's currency). For an
// update those keep what the record has. An update keeps every field no column
// maps. Rows are left out of an import by leaving them out of in.Table.
//
// The work is linear in the rows and the existing records: the existing ones
// are indexed once by their keys.
func Build(in Input) Plan {
	b := newBuilder(in)
	b.unmapped()
	for i, row := range in.Table.Rows {
		if blank(row) {
			continue
		}
		b.tableRow = append(b.tableRow, i)
		b.row(row)
	}
	b.check()
	b.warn()
	b.finish()
	return b.plan
}

// builder is the state of one Build.
type builder struct {
	in    Input
	spec  Spec
	col   map[string]int // field key → its column
	plan  Plan
	today kernel.Date
	ex    *existing
	// from maps a record, by kind and place in the checked dataset, to the
	// index in plan.Rows of the row it came from.
	from map[records.Kind]map[int]int
	// seen maps a record's match key to the row number of the first row
	// about it.
	seen map[string]int
	// newPeople are the people rows create, by folded e-mail, as the place
	// in plan.New.People.
	newPeople map[string]int
	// updatedAt is the place in its kind's existing records of each of
	// plan.Updates; tableRow the index in in.Table.Rows of each of plan.Rows.
	updatedAt []int
	tableRow  []int
	all       *records.Dataset // merged, once made
	handle    func(*rowCtx)
}

func newBuilder(in Input) *builder {
	if in.NewID == nil {
		in.NewID = kernel.NewID
	}
	b := &builder{in: in, spec: in.Spec, col: map[string]int{}, today: kernel.DateOf(in.Now, time.UTC),
		from: map[records.Kind]map[int]int{}, seen: map[string]int{}, newPeople: map[string]int{}}
	for i, key := range in.Mapping {
		if _, ok := in.Spec.Field(key); ok && key != "" {
			if _, dup := b.col[key]; !dup {
				b.col[key] = i
			}
		}
	}
	b.ex = indexExisting(in)
	b.handle = handlers[in.Spec.Kind]
	return b
}

// handlers read one row of each kind.
var handlers = map[Kind]func(*rowCtx){
	KindVenues: venueRow, KindPeople: personRow, KindShows: showRow, KindCrew: crewRow,
	KindGuests: guestRow, KindBudget: budgetRow, KindExpense: expenseRow,
}

// unmapped reports each required field no column holds, once for the sheet.
func (b *builder) unmapped() {
	for _, f := range b.spec.Fields {
		if _, ok := b.col[f.Key]; f.Required && !ok && !b.covered(f.Key) {
			b.plan.Problems = append(b.plan.Problems, Problem{Sheet: b.in.Table.Sheet, Field: f.Key, Code: CodeNotMapped,
				Detail: "No column holds " + f.Label + ", which every row needs: choose its column."})
		}
	}
}

// covered reports whether a required field is stood in for by others: a
// person's name by first and last name columns.
func (b *builder) covered(key string) bool {
	_, first := b.col[keyFirstName]
	_, last := b.col[keyLastName]
	_, name := b.col[keyName]
	return key == keyName && (first || last) || (key == keyFirstName || key == keyLastName) && name
}

// blank reports whether every cell of r is empty.
func blank(r Row) bool {
	for _, c := range r.Cells {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

// row reads one data row.
func (b *builder) row(row Row) {
	b.plan.Rows = append(b.plan.Rows, RowPlan{Row: row.Number})
	r := &rowCtx{b: b, row: row, at: len(b.plan.Rows) - 1}
	if b.handle != nil {
		b.handle(r)
	}
	if r.failed {
		b.plan.Rows[r.at].Action = ActionError
	}
}
