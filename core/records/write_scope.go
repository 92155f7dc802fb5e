package records

import "github.com/roadcase/roadcase/core/kernel"

// CheckedAmong returns the kinds of its project's records that Dataset.Validate
// and Dataset.Warnings compare a record of kind k with, besides the records it
// refers to (Dataset.Referred) and its project: what a write of that one record
// is checked among so that every rule touching it runs, which is much less
// than its whole project. It lives here, beside the rules, so that a rule that
// comes to compare a kind with another kind says so in one place
// (core/records/app's TestEveryCrossRecordRuleTouchingAShowStillRefusesAWrite
// writes a record breaking each rule that compares a show with another).
//
//   - A project's currency decides the rate its expenses, income lines and
//     settlements (through their shows) must have in it.
//   - A show's currency and status bind its settlements and deposit invoices;
//     its VAT rates are compared with its project's other shows' in their
//     venues' countries; a past confirmed show with income and no settlement
//     is flagged.
//   - A hotel stay is compared with the project's other stays (a guest booked
//     twice a night) and its travel (a night spent travelling).
//   - An invoice's number is unique among the project's invoices, and a
//     show's deposit invoices are summed against its deal.
//   - A settlement is one of its show's, compared with the show's deposit
//     invoices and with the project's other shows' figures.
//
// Every other kind is compared only with what it refers to. A nil result means
// none: never "all" (a DatasetFilter's empty Kinds).
func CheckedAmong(k Kind) []Kind {
	return checkedAmong[k]
}

var checkedAmong = map[Kind][]Kind{
	KindProject:       {KindShow, KindExpense, KindIncomeLine, KindSettlement},
	KindShow:          {KindShow, KindVenue, KindSettlement, KindInvoice, KindIncomeLine},
	KindAccommodation: {KindAccommodation, KindTravelSegment},
	KindInvoice:       {KindInvoice},
	KindSettlement:    {KindSettlement, KindShow, KindInvoice},
}

// Referred returns the records d's records refer to, each once, in the order
// Validate checks the references: their kind and id (no project). It is
// Validate's own walk over the references, so it names exactly what
// Validate resolves.
func (d Dataset) Referred() []Ref {
	var out []Ref
	seen := map[kernel.ID]bool{}
	v := &datasetCheck{
		c: newChecker(),
		known: func(k Kind, id kernel.ID) bool {
			if !seen[id] {
				seen[id] = true
				out = append(out, Ref{Kind: k, ID: id})
			}
			return true
		},
		kinds:    map[kernel.ID]Kind{},
		first:    map[kernel.ID]string{},
		projects: map[kernel.ID]*Project{},
		shows:    map[kernel.ID]*Show{},
	}
	v.references(d)
	return out
}
