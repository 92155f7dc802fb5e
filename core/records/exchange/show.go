package exchange

// Show is one date of a project at a venue, with its deal and ticket tiers, in the
// show's currency.
type Show struct {
	ID                string        `json:"id"`
	ProjectID         string        `json:"project_id"`
	VenueID           string        `json:"venue_id"`
	Date              *string       `json:"date"`
	Status            string        `json:"status"`
	Stage             string        `json:"stage"`
	TimeZone          string        `json:"time_zone"`
	DoorsAt           *string       `json:"doors_at"`
	StartsAt          *string       `json:"starts_at"`
	CurfewAt          *string       `json:"curfew_at"`
	Capacity          int           `json:"capacity"`
	Currency          string        `json:"currency" since:"v2"`
	Deal              Deal          `json:"deal"`
	Cancellation      *Cancellation `json:"cancellation" since:"v2"`
	Tiers             []Tier        `json:"tiers"`
	ScannedAttendance *int          `json:"scanned_attendance"`
	MerchGross        int64         `json:"merch_gross"`
	MerchTaxRateBP    *int64        `json:"merch_tax_rate_bp,omitempty" since:"v2"`
	MerchTaxRatePPM   *int64        `json:"merch_tax_rate_ppm,omitempty" since:"v2"`
	VenueMerchRateBP  int64         `json:"venue_merch_rate_bp"`
	GuestAllocation   int           `json:"guest_allocation" since:"v2"`
	GuestCutoffAt     *string       `json:"guest_cutoff_at" since:"v2"`
	GuestPickup       string        `json:"guest_pickup" since:"v2"`
	Contacts          []Contact     `json:"contacts"`
	Notes             string        `json:"notes"`
	CreatedAt         string        `json:"created_at"`
}

// Cancellation says when, by whom and why a cancelled show was called off, and
// the fee the contract's terms make the promoter owe, in the show's currency.
type Cancellation struct {
	On     *string `json:"on"`
	By     string  `json:"by"`
	Reason string  `json:"reason"`
	Fee    int64   `json:"fee"`
}

// Deal is the offer agreed for a show; amounts in minor units, negotiated rates in
// basis points, tax rates in millionths (or, as files written before millionths
// have them, in basis points: see taxRate).
type Deal struct {
	Type                    string `json:"type"`
	Guarantee               int64  `json:"guarantee"`
	ArtistPercentBP         int64  `json:"artist_percent_bp"`
	PromoterProfitPercentBP int64  `json:"promoter_profit_percent_bp"`
	ShowExpenses            int64  `json:"show_expenses"`
	FacilityFeePerTicket    int64  `json:"facility_fee_per_ticket"`
	TicketTaxRateBP         *int64 `json:"ticket_tax_rate_bp,omitempty"`
	TicketTaxRatePPM        *int64 `json:"ticket_tax_rate_ppm,omitempty" since:"v2"`
	Deposit                 int64  `json:"deposit"`
	CommissionRateBP        int64  `json:"commission_rate_bp"`
	WithholdingRateBP       *int64 `json:"withholding_rate_bp,omitempty"`
	WithholdingRatePPM      *int64 `json:"withholding_rate_ppm,omitempty" since:"v2"`
}

// Tier is one ticket price level of a show.
type Tier struct {
	Name      string `json:"name"`
	Price     int64  `json:"price"`
	Allotment int    `json:"allotment"`
	Sold      int    `json:"sold"`
	Comps     int    `json:"comps"`
	Kills     int    `json:"kills"`
}

// Settlement is the signed end-of-night account of a show, in the show's currency,
// with the rate into the project's currency it was signed at.
type Settlement struct {
	ID             string           `json:"id"`
	ShowID         string           `json:"show_id"`
	SettledAt      string           `json:"settled_at"`
	Currency       string           `json:"currency" since:"v2"`
	Rate           string           `json:"rate" since:"v2"`
	GrossBoxOffice int64            `json:"gross_box_office"`
	TicketTax      int64            `json:"ticket_tax"`
	FacilityFees   int64            `json:"facility_fees"`
	ShowExpenses   int64            `json:"show_expenses"`
	PromoterProfit int64            `json:"promoter_profit"`
	ArtistPayout   int64            `json:"artist_payout"`
	Withholding    int64            `json:"withholding"`
	Commission     int64            `json:"commission"`
	DepositsPaid   int64            `json:"deposits_paid"`
	Expenses       []SettledExpense `json:"expenses" since:"v2"`
	PaymentMethod  string           `json:"payment_method" since:"v2"`
	SettledBy      string           `json:"settled_by"`
	// PromoterSignatory and Draft are the worksheet's: who signed for the
	// promoter, and whether the settlement is still a draft, not signed.
	PromoterSignatory string `json:"promoter_signatory,omitempty" since:"v2"`
	Draft             bool   `json:"draft,omitempty" since:"v2"`
	Notes             string `json:"notes"`
	CreatedAt         string `json:"created_at"`
}

// SettledExpense is one itemised show expense of a settlement: the offer's budget
// and the actual, in the show's currency.
type SettledExpense struct {
	Description string `json:"description"`
	Budget      int64  `json:"budget"`
	Actual      int64  `json:"actual"`
}
