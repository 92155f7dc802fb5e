package reporting

import (
	"cmp"
	"slices"
	"time"
)

// SortFacts sorts every family of f by its row's key fields in declaration order,
// which are unique per row, so that two stores' facts compare equal.
func SortFacts(f *Facts) {
	slices.SortFunc(f.Projects, func(a, b ProjectFact) int { return cmp.Compare(a.Project, b.Project) })
	slices.SortFunc(f.Shows, func(a, b ShowFact) int { return cmp.Compare(a.Show, b.Show) })
	slices.SortFunc(f.Money, func(a, b MoneyFact) int {
		return cmp.Or(cmp.Compare(a.Project, b.Project), cmp.Compare(a.Show, b.Show), cmp.Compare(a.Person, b.Person),
			cmp.Compare(a.Flow, b.Flow), cmp.Compare(a.Category, b.Category), cmp.Compare(a.Status, b.Status),
			cmp.Compare(a.Month, b.Month), cmp.Compare(a.Currency, b.Currency), cmp.Compare(a.Rate, b.Rate))
	})
	slices.SortFunc(f.Budget, func(a, b BudgetFact) int {
		return cmp.Or(cmp.Compare(a.Project, b.Project), cmp.Compare(a.Category, b.Category))
	})
	slices.SortFunc(f.Invoices, func(a, b InvoiceFact) int { return cmp.Compare(a.Invoice, b.Invoice) })
	slices.SortFunc(f.Deposits, func(a, b InvoiceFact) int { return cmp.Compare(a.Invoice, b.Invoice) })
	slices.SortFunc(f.Labour, func(a, b LabourFact) int {
		return cmp.Or(cmp.Compare(a.Project, b.Project), cmp.Compare(a.Person, b.Person), cmp.Compare(a.Show, b.Show),
			cmp.Compare(a.Month, b.Month), cmp.Compare(a.Status, b.Status), cmp.Compare(a.DayRate, b.DayRate),
			cmp.Compare(a.OvertimeMinutes, b.OvertimeMinutes))
	})
	slices.SortFunc(f.PerDiems, func(a, b PerDiemFact) int { return cmp.Compare(a.Assignment, b.Assignment) })
	slices.SortFunc(f.Sections, func(a, b SectionFact) int {
		return cmp.Or(cmp.Compare(a.Packet, b.Packet), cmp.Compare(a.Section, b.Section))
	})
	slices.SortFunc(f.Funnel, func(a, b FunnelFact) int {
		return cmp.Or(cmp.Compare(a.Batch, b.Batch), cmp.Compare(a.Furthest, b.Furthest), cmp.Compare(a.Exit, b.Exit))
	})
	slices.SortFunc(f.Acks, func(a, b AckFact) int {
		return cmp.Or(cmp.Compare(a.Batch, b.Batch), cmp.Compare(a.Seconds, b.Seconds))
	})
	slices.SortFunc(f.Names, func(a, b NameFact) int { return cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.ID, b.ID)) })
	slices.SortFunc(f.Renders, func(a, b RenderFact) int {
		return cmp.Or(cmp.Compare(a.Type, b.Type), cmp.Compare(a.Month, b.Month), compareBool(a.API, b.API))
	})
}

func compareBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case !a:
		return -1
	}
	return 1
}

// Normalize gives f's instants one representation (UTC, microseconds, as every
// store keeps them) and empty families as nil, so that facts from a store and
// from FactsOf compare with reflect.DeepEqual.
func Normalize(f *Facts) {
	at := func(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }
	for i := range f.Sections {
		s := &f.Sections[i]
		s.PacketCreatedAt = at(s.PacketCreatedAt)
		if s.CompletedAt != nil {
			t := at(*s.CompletedAt)
			s.CompletedAt = &t
		}
	}
	nilIfEmpty(&f.Projects)
	nilIfEmpty(&f.Shows)
	nilIfEmpty(&f.Money)
	nilIfEmpty(&f.Budget)
	nilIfEmpty(&f.Invoices)
	nilIfEmpty(&f.Deposits)
	nilIfEmpty(&f.Labour)
	nilIfEmpty(&f.PerDiems)
	nilIfEmpty(&f.Sections)
	nilIfEmpty(&f.Funnel)
	nilIfEmpty(&f.Acks)
	nilIfEmpty(&f.Names)
	nilIfEmpty(&f.Renders)
}

func nilIfEmpty[T any](s *[]T) {
	if len(*s) == 0 {
		*s = nil
	}
}
