package records

import "github.com/roadcase/roadcase/core/kernel"

// CodeSettlementSigned is the code of a write refused because the settlement it
// changes or removes is signed.
const CodeSettlementSigned = "settlement_signed"

// Signed reports whether the settlement is signed: every settlement that is not
// a draft worksheet. Only signed settlements count in documents, reports, KPIs
// and roll-ups.
func (s Settlement) Signed() bool { return !s.Draft }

// CheckSettlementWrite applies the lock of a signed settlement to a write that
// finds before stored and leaves after (nil for a removal). A draft changes and
// goes freely. A signed settlement is kept as both sides signed it: the only
// write it accepts is its reopening, which turns it back into a draft (Draft
// set); any other change, and its removal, is refused with CodeSettlementSigned.
// The editor and every store apply this one rule.
func CheckSettlementWrite(before Settlement, after *Settlement) error {
	if before.Draft || (after != nil && after.Draft) {
		return nil
	}
	if after == nil {
		return kernel.Conflict("This settlement is signed and cannot be removed: reopen it first, giving the reason.").
			WithCode(CodeSettlementSigned)
	}
	return kernel.Conflict("This settlement is signed and locked: its figures stay as both sides signed them. " +
		"Reopen it, giving the reason, to change it.").WithCode(CodeSettlementSigned)
}
