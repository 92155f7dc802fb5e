package records

import (
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// ShowStatus is where a show date stands.
type ShowStatus string

// The show statuses. A show is settled once its settlement is signed.
const (
	ShowHold      ShowStatus = "hold"
	ShowConfirmed ShowStatus = "confirmed"
	ShowCancelled ShowStatus = "cancelled"
	ShowSettled   ShowStatus = "settled"
)

// Show is one date of a project at a venue. Date is the local date at the venue;
// DoorsAt, StartsAt and CurfewAt are instants in UTC, shown in TimeZone (the venue's).
type Show struct {
	ID                kernel.ID
	OrgID             kernel.ID
	ProjectID         kernel.ID
	VenueID           kernel.ID
	Date              kernel.Date
	Status            ShowStatus
	Stage             string // a festival stage or room name; empty for a single-room venue
	TimeZone          string // IANA zone of the venue
	DoorsAt           *time.Time
	StartsAt          *time.Time
	CurfewAt          *time.Time
	Capacity          int // configured capacity for this show; may be below the venue's
	Deal              Deal
	Tiers             []TicketTier
	ScannedAttendance *int  // nil until the door scan is in
	MerchGross        int64 // minor units
	VenueMerchRate    kernel.BasisPoints
	Contacts          []ContactRole
	Notes             string
	CreatedAt         time.Time
}

// DealType is how the artist is paid for a show.
type DealType string

// The deal types.
const (
	DealFlat      DealType = "flat"       // the guarantee and nothing else
	DealVersus    DealType = "versus"     // the greater of the guarantee and artist % of net
	DealDoorSplit DealType = "door_split" // guarantee plus artist % of net after the split point
)

// Deal is the offer agreed for a show. Amounts are minor units of the project's
// currency; percentages are basis points.
type Deal struct {
	Type                  DealType
	Guarantee             int64
	ArtistPercent         kernel.BasisPoints // of net after the split point
	PromoterProfitPercent kernel.BasisPoints // of show expenses
	ShowExpenses          int64              // the offer's budgeted show costs
	FacilityFeePerTicket  int64              // taken off the gross before settlement
	TicketTaxRate         kernel.BasisPoints // sales tax included in ticket prices
	Deposit               int64              // paid to the artist before the show
	CommissionRate        kernel.BasisPoints // the agent's commission on the payout
	WithholdingRate       kernel.BasisPoints // foreign artist tax withheld, if any
}

// TicketTier is one price level of a show. Sellable = Allotment − Comps − Kills.
type TicketTier struct {
	ID        kernel.ID
	Name      string
	Price     int64 // minor units, tax included
	Allotment int
	Sold      int
	Comps     int
	Kills     int
}

// Settlement is the signed end-of-night account of a show: the figures both sides
// agreed, kept as they were signed even if the show's data changes later.
type Settlement struct {
	ID             kernel.ID
	OrgID          kernel.ID
	ShowID         kernel.ID
	SettledAt      time.Time
	GrossBoxOffice int64
	TicketTax      int64
	FacilityFees   int64
	ShowExpenses   int64 // actual
	PromoterProfit int64
	ArtistPayout   int64 // before withholding and commission
	Withholding    int64
	Commission     int64
	DepositsPaid   int64
	SettledBy      string
	Notes          string
	CreatedAt      time.Time
}
