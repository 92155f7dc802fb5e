package binding

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// inHomeCurrency gives every show, expense, income line and settlement of d that
// has no currency its project's currency at rate 1, as stored records always
// have: the fixtures below state only what each test is about.
func inHomeCurrency(d *records.Dataset) {
	homes := map[kernel.ID]string{}
	for _, p := range d.Projects {
		homes[p.ID] = p.Currency
	}
	home := func(id kernel.ID) string { // a fixture may leave a record's project out
		if c, ok := homes[id]; ok || len(d.Projects) == 0 {
			return c
		}
		return d.Projects[0].Currency
	}
	shows := map[kernel.ID]string{}
	for i := range d.Shows {
		s := &d.Shows[i]
		if s.Currency == "" {
			s.Currency = home(s.ProjectID)
		}
		shows[s.ID] = s.Currency
	}
	for i := range d.Expenses {
		e := &d.Expenses[i]
		if e.Currency == "" {
			e.Currency, e.Rate = home(e.ProjectID), kernel.RateOne
		}
	}
	for i := range d.Income {
		l := &d.Income[i]
		if l.Currency == "" {
			l.Currency, l.Rate = home(l.ProjectID), kernel.RateOne
		}
	}
	for i := range d.Settlements {
		st := &d.Settlements[i]
		if st.Currency == "" {
			st.Currency, st.Rate = shows[st.ShowID], kernel.RateOne
		}
	}
}

// testIndex indexes a fixture dataset after inHomeCurrency.
func testIndex(d records.Dataset) *Index {
	inHomeCurrency(&d)
	return NewIndex(d)
}
