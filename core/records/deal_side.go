package records

// DealSide says which side of its shows' deals an organization is on in a
// project: whether the deal's payout is money it receives or money it pays.
// Amounts of the two sides are never added together: a tour's fees received and
// a festival's fees paid are different money.
type DealSide string

// The deal sides.
const (
	// DealReceived: the organization is the artist's side (its management or
	// tour company); the promoter pays it the payout.
	DealReceived DealSide = "received"
	// DealPaid: the organization promotes the show; it pays the artist the
	// payout.
	DealPaid DealSide = "paid"
)

// DealSide returns the side of the deals of a project of kind k: a tour or a
// production is the artist's, paid by the promoters it plays for; a festival or
// an event is promoted by the organization, which pays its artists.
func (k ProjectKind) DealSide() DealSide {
	if k == ProjectFestival || k == ProjectEvent {
		return DealPaid
	}
	return DealReceived
}
