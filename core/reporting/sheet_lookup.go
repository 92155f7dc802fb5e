package reporting

import "github.com/roadcase/roadcase/core/kernel"

// index is a sheet's lookups by id, built once.
type index struct {
	projects map[kernel.ID]*ProjectFact
	shows    map[kernel.ID]*ShowFact
	names    map[NameKind]map[kernel.ID]NameFact
}

func newIndex(f *Facts) index {
	ix := index{projects: map[kernel.ID]*ProjectFact{}, shows: map[kernel.ID]*ShowFact{},
		names: map[NameKind]map[kernel.ID]NameFact{NameVenue: {}, NamePerson: {}}}
	for i := range f.Projects {
		ix.projects[f.Projects[i].Project] = &f.Projects[i]
	}
	for i := range f.Shows {
		ix.shows[f.Shows[i].Show] = &f.Shows[i]
	}
	for _, n := range f.Names {
		ix.names[n.Kind][n.ID] = n
	}
	return ix
}

// projectName returns a project's name, empty when unknown.
func (s *Sheet) projectName(id kernel.ID) string {
	if p := s.ix.projects[id]; p != nil {
		return p.Name
	}
	return ""
}

// show returns a show's facts, nil when the scope has none with that id.
func (s *Sheet) show(id kernel.ID) *ShowFact { return s.ix.shows[id] }

// name returns the label of a venue or person, zero when unknown.
func (s *Sheet) name(kind NameKind, id kernel.ID) NameFact { return s.ix.names[kind][id] }
