package tabular

import (
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// check validates the records the rows make together with the existing ones,
// by the rules a page write and a JSON import apply (records.Dataset.Validate),
// and points each problem of a row's record back at the row and its column.
// Problems of records no row touched are not the import's.
func (b *builder) check() {
	if len(b.from) == 0 {
		return
	}
	merged := b.merged()
	project := b.ex.project
	known := func(k records.Kind, id kernel.ID) bool {
		return k == records.KindProject && id == project && !id.IsZero()
	}
	err := merged.Validate(known)
	ke, ok := kernel.AsError(err)
	if err == nil || !ok {
		return
	}
	for _, f := range ke.Fields {
		if p, at, ok := b.pointAt(f.Pointer, f.Code, f.Detail); ok {
			b.report(p)
			b.plan.Rows[at].Action = ActionError
		}
	}
}

// warn adds, as warnings, what records.Dataset.Warnings finds about the
// records the rows make (a curfew before a set's end, a deposit above the
// deal).
func (b *builder) warn() {
	if len(b.from) == 0 {
		return
	}
	for _, f := range b.merged().Warnings(b.today) {
		if p, _, ok := b.pointAt(f.Pointer, f.Code, f.Detail); ok {
			p.Warning = true
			b.plan.Problems = append(b.plan.Problems, p)
		}
	}
}

// merged is the existing records with the updates applied and the new ones
// added, as they would be once the import is written. It is made once.
func (b *builder) merged() records.Dataset {
	if b.all != nil {
		return *b.all
	}
	d := b.in.Existing.Clone()
	for i, up := range b.plan.Updates {
		replace(&d, up.After, b.updatedAt[i])
	}
	d = d.Plus(b.plan.New)
	if b.in.Project != nil && !hasProject(d, b.in.Project.ID) {
		d.Projects = append(d.Projects, *b.in.Project)
	}
	b.all = &d
	return d
}

func hasProject(d records.Dataset, id kernel.ID) bool {
	for _, p := range d.Projects {
		if p.ID == id {
			return true
		}
	}
	return false
}

// replace puts the one record of one in place i of its kind's slice of d.
func replace(d *records.Dataset, one records.Dataset, i int) {
	switch {
	case len(one.Venues) == 1:
		d.Venues[i] = one.Venues[0]
	case len(one.People) == 1:
		d.People[i] = one.People[0]
	case len(one.Shows) == 1:
		d.Shows[i] = one.Shows[0]
	case len(one.CrewAssignments) == 1:
		d.CrewAssignments[i] = one.CrewAssignments[0]
	case len(one.GuestList) == 1:
		d.GuestList[i] = one.GuestList[0]
	case len(one.BudgetLines) == 1:
		d.BudgetLines[i] = one.BudgetLines[0]
	case len(one.Expenses) == 1:
		d.Expenses[i] = one.Expenses[0]
	}
}

// pointAt turns a problem at pointer into the merged dataset's export form
// ("/shows/3/deal/guarantee") into a Problem at the row the record came from
// and the column holding the field, with the row's index in plan.Rows; false
// for a record no row made or changed.
func (b *builder) pointAt(pointer, code, detail string) (Problem, int, bool) {
	parts := strings.SplitN(strings.TrimPrefix(pointer, "/"), "/", 3)
	if len(parts) < 2 {
		return Problem{}, 0, false
	}
	k, ok := kindsByExportName[parts[0]]
	i, err := strconv.Atoi(parts[1])
	if !ok || err != nil {
		return Problem{}, 0, false
	}
	at, ok := b.from[k][i]
	if !ok {
		return Problem{}, 0, false
	}
	rest := ""
	if len(parts) == 3 {
		rest = "/" + parts[2]
	}
	key := b.fieldAt(k, rest)
	r := &rowCtx{b: b, row: b.in.Table.Rows[b.tableRow[at]]}
	expected, sentence := b.say(key, code, detail)
	return r.problem(key, code, expected, sentence), at, true
}

// kindsByExportName maps a kind's export name ("shows") to the kind.
var kindsByExportName = func() map[string]records.Kind {
	m := map[string]records.Kind{}
	for _, k := range records.Kinds {
		m[k.ExportName()] = k
	}
	return m
}()

// fieldAt is the key of the field whose pointer is the longest that starts
// pointer ("/deal/guarantee/..." is the guarantee's) for a record of kind k
// the spec brings in; for a person a crew row adds, the person's columns.
func (b *builder) fieldAt(k records.Kind, pointer string) string {
	if k == records.KindPerson && b.spec.Kind != KindPeople {
		switch pointer {
		case "/email":
			return keyEmail
		case "/phone":
			return keyPhone
		case "/first_name", "/last_name":
			if _, ok := b.col[keyName]; ok && !b.rowsHaveFirstLast() {
				return keyName
			}
			return strings.TrimPrefix(pointer, "/")
		}
		return ""
	}
	best, key := -1, ""
	for _, f := range b.spec.Fields {
		if f.Pointer != "" && len(f.Pointer) > best && (pointer == f.Pointer || strings.HasPrefix(pointer, f.Pointer+"/")) {
			best, key = len(f.Pointer), f.Key
		}
	}
	if _, mapped := b.col[key]; !mapped && (key == keyFirstName || key == keyLastName) {
		if _, ok := b.col[keyName]; ok {
			return keyName
		}
	}
	return key
}

// rowsHaveFirstLast reports whether columns hold the first or last name.
func (b *builder) rowsHaveFirstLast() bool {
	_, first := b.col[keyFirstName]
	_, last := b.col[keyLastName]
	return first || last
}
