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
// Currency is the currency the show is contracted and settled in: the deal, the
// ticket prices and the merch gross are in it, whatever the project's home currency.
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
	Capacity          int    // configured capacity for this show; may be below the venue's
	Currency          string // ISO 4217; the deal, tickets and merch are in it
	Deal              Deal
	Cancellation      *Cancellation // set when Status is ShowCancelled
	Tiers             []TicketTier
	ScannedAttendance *int               // nil until the door scan is in
	MerchGross        int64              // minor units, sales tax included
	MerchTaxRate      kernel.PPM         // sales tax (VAT) included in the merch gross, in millionths
	VenueMerchRate    kernel.BasisPoints // the venue's fee, of the merch gross net of tax
	GuestAllocation   int                // guest places agreed with the promoter, plus-ones included; 0 when none
	GuestCutoffAt     *time.Time         // when the guest list closes; nil when not set
	GuestPickup       string             // where and when guests collect tickets or passes
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

// Deal is the offer agreed for a show. Amounts are minor units of the show's
// currency; negotiated percentages are basis points, tax rates millionths
// (kernel.PPM). How a deal settles is Deal.Settle
// (settle.go) and docs/money.md.
type Deal struct {
	Type                  DealType
	Guarantee             int64
	ArtistPercent         kernel.BasisPoints // of the net after the split point
	PromoterProfitPercent kernel.BasisPoints // of show expenses (the guarantee not included)
	ShowExpenses          int64              // the offer's budgeted show costs
	FacilityFeePerTicket  int64              // taken off the gross before settlement
	TicketTaxRate         kernel.PPM         // sales tax included in ticket prices, in millionths
	Deposit               int64              // due to the artist before the show; deducted as paid
	CommissionRate        kernel.BasisPoints // the agent's commission on the payout
	WithholdingRate       kernel.PPM         // foreign artist tax withheld, if any, in millionths
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
// agreed, kept as they were signed even if the show's data changes later. Its
// amounts are in Currency (the show's); Rate converts them into the project's home
// currency, recorded at signing so that roll-ups never depend on a live rate.
type Settlement struct {
	ID             kernel.ID
	OrgID          kernel.ID
	ShowID         kernel.ID
	SettledAt      time.Time
	Currency       string      // ISO 4217, the show's
	Rate           kernel.Rate // one unit of Currency in the project's home currency
	GrossBoxOffice int64
	TicketTax      int64
	FacilityFees   int64
	ShowExpenses   int64 // actual
	PromoterProfit int64
	ArtistPayout   int64 // before withholding and commission
	Withholding    int64
	Commission     int64
	DepositsPaid   int64            // deposits actually received before signing, deducted
	Expenses       []SettledExpense // the show expenses itemised; when set, their actuals sum to ShowExpenses
	PaymentMethod  string           // how the balance was paid: bank_transfer, cash, cheque, card
	SettledBy      string           // who signed for the artist's side
	// PromoterSignatory is who signed for the promoter; empty on settlements
	// recorded before the worksheet named both sides.
	PromoterSignatory string
	// Draft marks a worksheet not yet signed: its figures count nowhere (no
	// report, KPI or roll-up) and it may change until it is signed, after which
	// it is locked (CheckSettlementWrite).
	Draft     bool
	Notes     string
	CreatedAt time.Time
}

// CancelledBy says which side, or neither, called a show off.
type CancelledBy string

// Who cancelled. The contract's cancellation terms differ by cause: a promoter who
// cancels owes the fee agreed for that case (often the whole guarantee), an artist
// who cancels returns the deposits, force majeure usually means no fee and
// deposits returned.
const (
	CancelledByPromoter   CancelledBy = "promoter"
	CancelledByArtist     CancelledBy = "artist"
	CancelledForceMajeure CancelledBy = "force_majeure"
)

// Cancellation records why and when a show was called off and what the contract's
// cancellation terms make the promoter owe the artist. Fee is in the show's
// currency; deposits already paid count against it (see Show.CancellationBalance).
type Cancellation struct {
	On     kernel.Date
	By     CancelledBy
	Reason string
	Fee    int64 // what the promoter owes under the terms, 0 when nothing is owed
}

// SettledExpense is one line of the promoter's show expenses as settled: what the
// offer budgeted for it and what was actually spent, both in the show's currency.
type SettledExpense struct {
	Description    string
	Budget, Actual int64
}
