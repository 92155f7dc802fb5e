package reporting

import (
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// AdvancingData is an organization's advancing records, as the reference reads
// them: packets (with their sections), send batches, their recipients and the
// recipients' events.
type AdvancingData struct {
	Packets    []advancing.Packet
	Batches    []advancing.SendBatch
	Recipients []advancing.Recipient
	Events     []advancing.Event
}

// RenderEntry is one row of the render log, as the reference reads it.
type RenderEntry struct {
	Type    string
	TokenID kernel.ID
	Bytes   int
	At      time.Time
}

// FactsOf is the reference computation of facts, straight from one organization's
// records: what every store must return for the same records, and what the memory
// backend returns. It applies the rules facts.go documents, row by row, and sorts
// the result with SortFacts.
func FactsOf(d records.Dataset, adv AdvancingData, renders []RenderEntry, scope Scope, families Family) Facts {
	r := newReference(d, scope)
	var f Facts
	add := func(g Family, fill func()) {
		if families.Has(g) {
			fill()
		}
	}
	add(FamilyProjects, func() { f.Projects = r.projects() })
	add(FamilyShows, func() { f.Shows = r.shows() })
	add(FamilyMoney, func() { f.Money = r.money() })
	add(FamilyBudget, func() { f.Budget = r.budget() })
	add(FamilyInvoices, func() { f.Invoices = r.invoices() })
	add(FamilyDeposits, func() { f.Deposits = r.deposits() })
	add(FamilyLabour, func() { f.Labour = r.labour() })
	add(FamilyPerDiems, func() { f.PerDiems = r.perDiems() })
	add(FamilySections, func() { f.Sections = r.sections(adv) })
	add(FamilyFunnel, func() { f.Funnel = r.funnel(adv) })
	add(FamilyAcks, func() { f.Acks = r.acks(adv) })
	add(FamilyNames, func() { f.Names = r.names() })
	add(FamilyRenders, func() { f.Renders = r.renders(renders) })
	SortFacts(&f)
	return f
}

// reference is one FactsOf computation: the dataset, the scope and what the
// scope makes of it.
type reference struct {
	d     records.Dataset
	scope Scope
	// project is the one project the scope names, directly or through its show;
	// zero for the whole organization. void is true when the scope names a
	// project or show the organization does not have: every family is empty.
	project  kernel.ID
	void     bool
	showByID map[kernel.ID]records.Show
}

func newReference(d records.Dataset, scope Scope) *reference {
	r := &reference{d: d, scope: scope, project: scope.Project, showByID: map[kernel.ID]records.Show{}}
	for _, s := range d.Shows {
		r.showByID[s.ID] = s
	}
	if !scope.Show.IsZero() {
		s, ok := r.showByID[scope.Show]
		switch {
		case !ok, !scope.Project.IsZero() && s.ProjectID != scope.Project:
			r.void = true
		default:
			r.project = s.ProjectID
		}
	}
	if !r.project.IsZero() {
		found := false
		for _, p := range d.Projects {
			found = found || p.ID == r.project
		}
		r.void = r.void || !found
	}
	return r
}

// in reports whether a row of project and show is in the scope: the scope's
// project, and its show when it names one.
func (r *reference) in(project, show kernel.ID) bool {
	if r.void || (!r.project.IsZero() && project != r.project) {
		return false
	}
	return r.scope.Show.IsZero() || show == r.scope.Show
}

// projectOnly reports whether a row of project, which has no show, is in the
// scope: never when the scope names a show.
func (r *reference) projectOnly(project kernel.ID) bool {
	return r.scope.Show.IsZero() && r.in(project, "")
}

func utcDate(t time.Time) kernel.Date { return kernel.DateOf(t, time.UTC) }

func (r *reference) projects() []ProjectFact {
	var out []ProjectFact
	for _, p := range r.d.Projects {
		if r.void || (!r.project.IsZero() && p.ID != r.project) {
			continue
		}
		out = append(out, ProjectFact{Project: p.ID, Name: p.Name, Code: p.Code, Kind: p.Kind, Status: p.Status,
			Currency: p.Currency, StartsOn: p.StartsOn, EndsOn: p.EndsOn})
	}
	return out
}

func (r *reference) names() []NameFact {
	var out []NameFact
	for _, v := range r.d.Venues {
		out = append(out, NameFact{Kind: NameVenue, ID: v.ID, Name: v.Name, City: v.City, Country: v.Country})
	}
	for _, p := range r.d.People {
		out = append(out, NameFact{Kind: NamePerson, ID: p.ID, Name: p.FullName()})
	}
	return out
}

func (r *reference) renders(log []RenderEntry) []RenderFact {
	if !r.scope.Project.IsZero() || !r.scope.Show.IsZero() {
		return nil
	}
	type key struct {
		typ, month string
		api        bool
	}
	sums := map[key]*RenderFact{}
	var out []RenderFact
	for _, e := range log {
		day := utcDate(e.At)
		if !r.scope.Covers(day) {
			continue
		}
		k := key{e.Type, month(day), !e.TokenID.IsZero()}
		if sums[k] == nil {
			sums[k] = &RenderFact{Type: k.typ, Month: k.month, API: k.api}
		}
		sums[k].Count++
		sums[k].Bytes += int64(e.Bytes)
	}
	for _, f := range sums {
		out = append(out, *f)
	}
	return out
}
