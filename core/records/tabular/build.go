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
// maps. Rows are left out of an import by leaving them out of in.Table. A plan
// with errors is not to be written: its New and Updates hold the records of the
// rows a record's rule refused too (a row whose cell could not be read makes
// none).
//
// The work is linear in the rows and the existing records: the existing ones
// are indexed once by their keys.
func Build(in Input) Plan {
	b := newBuilder(in)
	b.plan.Rows = make([]RowPlan, 0, len(in.Table.Rows))
	b.tableRow = make([]int, 0, len(in.Table.Rows))
	b.reserve(len(in.Table.Rows))
	for i, row := range in.Table.Rows {
		if blank(row) {
			continue
		}
		b.tableRow = append(b.tableRow, i)
		b.row(row)
		if in.Progress != nil && (i+1)%ProgressEvery == 0 {
			in.Progress(i + 1)
		}
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
	unmapped  map[string]bool  // the fields reported as held by no column
	handle    func(*rowCtx)
}

func newBuilder(in Input) *builder {
	if in.NewID == nil {
		in.NewID = kernel.NewID
	}
	b := &builder{in: in, spec: in.Spec, col: map[string]int{}, today: kernel.DateOf(in.Now, time.UTC),
		from: map[records.Kind]map[int]int{}, seen: map[string]int{}, newPeople: map[string]int{}, unmapped: map[string]bool{}}
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

// reserve makes room in the plan's new records of the spec's kind for n.
func (b *builder) reserve(n int) {
	d := &b.plan.New
	switch b.spec.Kind {
	case KindVenues:
		d.Venues = make([]records.Venue, 0, n)
	case KindPeople:
		d.People = make([]records.Person, 0, n)
	case KindShows:
		d.Shows = make([]records.Show, 0, n)
	case KindCrew:
		d.CrewAssignments = make([]records.CrewAssignment, 0, n)
	case KindGuests:
		d.GuestList = make([]records.GuestListEntry, 0, n)
	case KindBudget:
		d.BudgetLines = make([]records.BudgetLine, 0, n)
	case KindExpense:
		d.Expenses = make([]records.Expense, 0, n)
	}
}

// handlers read one row of each kind.
var handlers = map[Kind]func(*rowCtx){
	KindVenues: venueRow, KindPeople: personRow, KindShows: showRow, KindCrew: crewRow,
	KindGuests: guestRow, KindBudget: budgetRow, KindExpense: expenseRow,
}

// report adds a row's problem to the plan. A required value missing because
// no column holds its field is the sheet's problem rather than each row's: it
// is reported once, for the sheet (row 0), naming the field.
func (b *builder) report(p Problem) {
	if p.Code == records.CodeRequired && p.Column == "" && p.Field != "" {
		if b.unmapped[p.Field] {
			return
		}
		b.unmapped[p.Field] = true
		label := p.Field
		if f, ok := b.spec.Field(p.Field); ok {
			label = f.Label
		}
		p = Problem{Sheet: p.Sheet, Field: p.Field, Code: CodeNotMapped, Expected: "a column holding " + label,
			Detail: "No column holds " + label + ", which the rows need: choose its column, or add it to the sheet."}
	}
	b.plan.Problems = append(b.plan.Problems, p)
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
