package reporting

import "github.com/roadcase/roadcase/core/kernel"

// Scope is the part of an organization's records facts are computed over. A zero
// Project or Show means all of them; From and To bound each fact's own date (a
// show's date, an expense's incurred date, an invoice's issue date…), both ends
// included, and are open when zero.
type Scope struct {
	Org      kernel.ID
	Project  kernel.ID
	Show     kernel.ID
	From, To kernel.Date
}

// Covers reports whether date d falls within the scope's range. A zero d (a record
// without that date) is within an open range only.
func (s Scope) Covers(d kernel.Date) bool {
	if d.IsZero() {
		return s.From.IsZero() && s.To.IsZero()
	}
	return (s.From.IsZero() || !d.Before(s.From)) && (s.To.IsZero() || !s.To.Before(d))
}

// Family is one kind of fact row. A resolver asks a store for the families its
// KPIs read, and no others.
type Family uint16

// The fact families, one per grain.
const (
	FamilyProjects Family = 1 << iota // per project
	FamilyShows                       // per show
	FamilyMoney                       // per project × show × person × flow × category × status × month × currency × rate
	FamilyBudget                      // per project × category
	FamilyInvoices                    // per invoice
	FamilyLabour                      // per project × person × show × month × status × day rate × overtime minutes
	FamilyPerDiems                    // per crew assignment
	FamilySections                    // per advance section
	FamilyFunnel                      // per send batch × furthest stage × standing exit
	FamilyAcks                        // per send batch × whole seconds to acknowledge
	FamilyNames                       // per venue and person of the organization: labels
	FamilyRenders                     // per document type × month × token kind: the render log
	FamilyDeposits                    // per deposit invoice of the scope's shows, whatever the scope's dates
)

// AllFamilies is every family.
const AllFamilies = FamilyProjects | FamilyShows | FamilyMoney | FamilyBudget | FamilyInvoices |
	FamilyLabour | FamilyPerDiems | FamilySections | FamilyFunnel | FamilyAcks | FamilyNames | FamilyRenders | FamilyDeposits

// Has reports whether f includes every family of g.
func (f Family) Has(g Family) bool { return f&g == g }
