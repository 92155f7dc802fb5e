package web

import (
	"strconv"

	"github.com/roadcase/roadcase/core/records"
)

// The show form's choices, in the words a tour manager uses.
var (
	showStatuses = []option{{string(records.ShowHold), "Hold"}, {string(records.ShowConfirmed), "Confirmed"},
		{string(records.ShowCancelled), "Cancelled"}, {string(records.ShowSettled), "Settled"}}
	dealTypes = []option{{string(records.DealFlat), "Flat guarantee"},
		{string(records.DealVersus), "Guarantee versus a percentage of the net"},
		{string(records.DealDoorSplit), "Door split: guarantee plus a percentage after the split point"}}
	cancelledBy = []option{{"", "Choose who cancelled"}, {string(records.CancelledByPromoter), "The promoter"},
		{string(records.CancelledByArtist), "The artist"}, {string(records.CancelledForceMajeure), "Force majeure"}}
)

// blankTierRows is how many empty ticket tier rows the show form offers to add.
const blankTierRows = 2

// tierName is the input name of field of the ticket tier row i.
func tierName(i int, field string) string { return "tiers/" + strconv.Itoa(i) + "/" + field }

// showContext is what the show form needs besides the show: the venues to
// choose from and the show's currency, in which its amounts are typed.
type showContext struct {
	venues   []option
	currency string
	zones    []option
	// currencies are the choices, the show's own among them.
	currencies []option
}

// showInputs lists the show form's inputs for values (a tier row for each tier
// values has, then blankTierRows empty ones).
func (c showContext) showInputs(values map[string]string) []recordInput {
	money := "money=" + c.currency
	in := []recordInput{
		{Name: "venue_id", Label: "Venue", Options: c.venues},
		{Name: "date", Label: "Date", Opts: []string{"type=date", "hint=The show's date at the venue."}},
		{Name: "status", Label: "Status", Options: showStatuses},
		{Name: "stage", Label: "Stage or room", Opts: []string{"hint=For a festival or a venue with several rooms; leave empty otherwise."}},
		{Name: "time_zone", Label: "Time zone", Options: c.zones},
		{Name: "doors_at", Label: "Doors", Opts: []string{"type=time"}},
		{Name: "starts_at", Label: "Show starts", Opts: []string{"type=time", "hint=A time earlier than doors is the next day."}},
		{Name: "curfew_at", Label: "Curfew", Opts: []string{"type=time", "hint=A time earlier than the start (or doors) is after midnight, the next day."}},
		{Name: "capacity", Label: "Capacity", Opts: []string{"type=number", "hint=For this show; may be below the venue's."}},
		{Name: "currency", Label: "Currency", Options: c.currencies,
			Opts: []string{"hint=The deal, ticket prices and merch are in it. Change it and save before typing amounts in another currency."}},
		{Name: "deal/type", Label: "Deal", Options: dealTypes},
		{Name: "deal/guarantee", Label: "Guarantee", Opts: []string{money}},
		{Name: "deal/artist_percent_bp", Label: "Artist's percentage", Opts: []string{"hint=Of the net after the split point, in percent, such as 85."}},
		{Name: "deal/promoter_profit_percent_bp", Label: "Promoter profit", Opts: []string{"hint=In percent of show expenses, such as 15."}},
		{Name: "deal/show_expenses", Label: "Show expenses", Opts: []string{money}},
		{Name: "deal/facility_fee_per_ticket", Label: "Facility fee per ticket", Opts: []string{money}},
		{Name: ticketTaxInput, Label: "Ticket tax rate", Opts: []string{"hint=Sales tax included in the ticket prices, in percent, such as 9."}},
		{Name: "deal/deposit", Label: "Deposit", Opts: []string{money}},
		{Name: "deal/commission_rate_bp", Label: "Agent's commission", Opts: []string{"hint=In percent of the payout, such as 10."}},
		{Name: withholdingInput, Label: "Withholding tax", Opts: []string{"hint=Foreign artist tax withheld, in percent, such as 20.94."}},
	}
	for i := range tierRows(values) {
		in = append(in,
			recordInput{Name: tierName(i, "name"), Label: "Tier name"},
			recordInput{Name: tierName(i, "price"), Label: "Price", Opts: []string{money}},
			recordInput{Name: tierName(i, "allotment"), Label: "Allotment", Opts: []string{"type=number"}},
			recordInput{Name: tierName(i, "sold"), Label: "Sold", Opts: []string{"type=number"}},
			recordInput{Name: tierName(i, "comps"), Label: "Comps", Opts: []string{"type=number"}},
			recordInput{Name: tierName(i, "kills"), Label: "Kills", Opts: []string{"type=number"}},
			recordInput{Name: tierName(i, "remove"), Label: "Remove this tier"},
			recordInput{Name: tierName(i, "id"), Label: "Tier"})
	}
	return append(in,
		recordInput{Name: "guest_allocation", Label: "Guest allocation", Opts: []string{"type=number", "hint=Guest places agreed with the promoter, plus-ones included."}},
		recordInput{Name: "scanned_attendance", Label: "Scanned attendance", Opts: []string{"type=number", "hint=From the door scan, once it is in."}},
		recordInput{Name: "merch_gross", Label: "Merch gross", Opts: []string{money, "hint=Sales tax included."}},
		recordInput{Name: "cancellation/by", Label: "Cancelled by", Options: cancelledBy},
		recordInput{Name: "cancellation/on", Label: "Cancelled on", Opts: []string{"type=date"}},
		recordInput{Name: "cancellation/reason", Label: "Reason", Opts: []string{"textarea"}},
		recordInput{Name: "cancellation/fee", Label: "Cancellation fee", Opts: []string{money, "hint=What the promoter owes under the contract's terms; deposits paid count against it."}},
		recordInput{Name: "notes", Label: "Notes", Opts: []string{"textarea"}},
	)
}

// tierRows is how many tier rows the form has for values: one past the last
// filled row, plus the blank ones.
func tierRows(values map[string]string) int {
	n := 0
	for i := 0; ; i++ {
		if _, ok := values[tierName(i, "name")]; !ok {
			break
		}
		n = i + 1
	}
	filled := 0
	for i := range n {
		for _, field := range []string{"id", "name", "price", "allotment", "sold", "comps", "kills"} {
			if values[tierName(i, field)] != "" {
				filled = i + 1
			}
		}
	}
	return filled + blankTierRows
}

// withChoice returns options with value added at the end when it is not one
// of them, so that a record's current value is always offered.
func withChoice(options []option, value, label string) []option {
	if value == "" {
		return options
	}
	for _, o := range options {
		if o.Value == value {
			return options
		}
	}
	return append(append([]option(nil), options...), option{Value: value, Label: label})
}
