package tabular

// Keys of the shows spec's fields the builder reads.
const (
	keyStage     = "stage"
	keyCapacity  = "capacity"
	keyDealType  = "deal_type"
	keyGuarantee = "guarantee"
	keyArtistPct = "artist_percent"
	keyPromoPct  = "promoter_profit_percent"
	keyShowCosts = "show_expenses"
	keyFacility  = "facility_fee"
	keyTicketTax = "ticket_tax"
	keyDeposit   = "deposit"
	keyCommPct   = "commission"
	keyWithhold  = "withholding"
	keyDoors     = "doors"
	keyStart     = "start"
	keyCurfew    = "curfew"
	keyZone      = "time_zone"
	keyGuestCap  = "guest_allocation"
)

// showsSpec is a tour's routing: one row a show, matched within the project by
// date, venue and stage. The venue is named as the venues list names it.
func showsSpec() Spec {
	statuses := []Choice{{"hold", "On hold"}, {"confirmed", "Confirmed"}, {"cancelled", "Cancelled"}, {"settled", "Settled"}}
	deals := []Choice{{"flat", "Flat guarantee"}, {"versus", "Versus"}, {"door_split", "Door split"}}
	return Spec{Kind: KindShows, Label: "Shows (routing)", Scope: ScopeProject, MatchBy: []string{keyDate, keyVenue, keyStage},
		Fields: []Field{
			required(typed(TypeDate, keyDate, "Date", "/date", "2026-05-01", "Show date", "Day", "Event date", "Gig date", "Show day")),
			help(required(typed(TypeReference, keyVenue, "Venue", "/venue_id", "Paradiso", "Venue name", "Hall", "Club", "Location")),
				"The venue's name as in the venues list; add a City column when two venues share a name."),
			text(keyCity, "City", "", "Amsterdam", "Town", "Market", "Place"),
			text(keyStage, "Stage", "/stage", "", "Room", "Hall name", "Stage name"),
			help(choice(keyStatus, "Status", "/status", "confirmed", statuses, "Show status", "State"), "Confirmed when left empty."),
			typed(TypeInteger, keyCapacity, "Capacity", "/capacity", "1500", "Cap", "Cap.", "Show capacity"),
			help(typed(TypeCurrency, keyCurrency, "Currency", "/currency", "EUR", "Cur", "Ccy", "Deal currency"), "The project's currency when left empty."),
			help(choice(keyDealType, "Deal type", "/deal/type", "versus", deals, "Deal", "Type of deal"), "Flat guarantee when left empty."),
			typed(TypeMoney, keyGuarantee, "Guarantee", "/deal/guarantee", "5000.00", "Fee", "Guar", "Guar.", "Guaranteed fee", "Flat fee", "Artist fee"),
			typed(TypePercent, keyArtistPct, "Artist %", "/deal/artist_percent", "85", "Vs %", "Versus %", "Split", "Split %", "Artist split", "Back end %", "Backend %", "Artist percent"),
			typed(TypePercent, keyPromoPct, "Promoter profit %", "/deal/promoter_profit_percent", "15", "Promoter %", "Promoter profit", "PP %"),
			typed(TypeMoney, keyShowCosts, "Show expenses", "/deal/show_expenses", "12000.00", "Expenses", "Show costs", "Costs", "Production costs"),
			typed(TypeMoney, keyFacility, "Facility fee per ticket", "/deal/facility_fee_per_ticket", "", "Facility fee", "FF", "Restoration levy", "Ticket levy"),
			typed(TypePercent, keyTicketTax, "Ticket tax %", "/deal/ticket_tax_rate", "9", "Ticket tax", "VAT %", "VAT", "Sales tax %", "Tax %"),
			typed(TypeMoney, keyDeposit, "Deposit", "/deal/deposit", "2500.00", "Deposit due", "Advance"),
			typed(TypePercent, keyCommPct, "Commission %", "/deal/commission_rate", "10", "Commission", "Agent %", "Agency %", "Agent commission"),
			typed(TypePercent, keyWithhold, "Withholding %", "/deal/withholding_rate", "", "Withholding", "WHT", "WHT %", "Withholding tax", "Foreign artist tax"),
			help(typed(TypeTime, keyDoors, "Doors", "/doors_at", "19:00", "Doors open", "Doors time", "Door time"), "On the venue's clock."),
			help(typed(TypeTime, keyStart, "Start", "/starts_at", "20:30", "Show time", "Start time", "On stage", "Set time", "Stage time", "Showtime"),
				"On the venue's clock; earlier than the doors is after midnight."),
			help(typed(TypeTime, keyCurfew, "Curfew", "/curfew_at", "23:00", "Curfew time", "Hard curfew", "Venue curfew"), "On the venue's clock; earlier than the start is after midnight."),
			help(typed(TypeZone, keyZone, "Time zone", "/time_zone", "", "Timezone", "TZ", "Zone"), "The venue's zone when left empty."),
			typed(TypeInteger, keyGuestCap, "Guest allocation", "/guest_allocation", "20", "Guest list", "Guestlist", "Comps", "Guest places"),
			text(keyNotes, "Notes", "/notes", "", "Note", "Comments", "Remarks", "Info"),
		}}
}
