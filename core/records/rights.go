package records

// Rights is what one member may do to each kind of record: the records use cases
// decide it from the member's role (core/records/app), and pages read it to offer
// only the actions that will be allowed. The use cases check again at every call.
type Rights struct {
	Role string
	can  map[Kind]map[Action]bool
}

// NewRights returns the rights of a member of role, asking can for every kind and
// action.
func NewRights(role string, can func(Kind, Action) bool) Rights {
	r := Rights{Role: role, can: make(map[Kind]map[Action]bool, len(Kinds))}
	for _, k := range Kinds {
		r.can[k] = map[Action]bool{}
		for _, a := range []Action{ActionCreate, ActionChange, ActionRemove, ActionDecide} {
			r.can[k][a] = can(k, a)
		}
	}
	return r
}

// Can reports whether the member may do a to records of kind k.
func (r Rights) Can(k Kind, a Action) bool { return r.can[k][a] }

// Opened is a record as a form starts from it: the record alone (with its
// children) in Record, its Ref and its Version.
type Opened struct {
	Ref     Ref
	Version int
	Record  Dataset
}

// Saved is what a write left: the record's Ref, its new version (0 after a
// removal) and the warnings the records now give about it, which the writer may
// act on or leave.
type Saved struct {
	Ref      Ref
	Version  int
	Warnings []Finding
}

// Removal is what removing a record would do: the records it would take with it
// (a show's schedule items and guest list, a project's operational records) and
// the ones that stop it (a venue's shows, a show's money, a project's money),
// each named as people know it. A removal with Blockers is refused.
type Removal struct {
	Ref      Ref
	Label    string
	Version  int
	Takes    []Named
	Blockers []Named
}

// Named is a record and its label (Dataset.Label).
type Named struct {
	Ref   Ref
	Label string
}
