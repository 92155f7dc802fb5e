package web

import (
	"strconv"
	"strings"
)

// fieldNames are the fields whose words are not their export names' own.
var fieldNames = map[string]string{
	"doors_at": "Doors", "starts_at": "Start", "curfew_at": "Curfew", "ends_at": "End",
	"venue_id": "Venue", "project_id": "Project", "show_id": "Show", "person_id": "Person",
	"artist_percent_bp": "Artist's share", "promoter_profit_percent_bp": "Promoter's profit",
	"ticket_tax_rate_ppm": "Ticket tax rate", "ticket_tax_rate_bp": "Ticket tax rate",
	"withholding_rate_ppm": "Withholding rate", "withholding_rate_bp": "Withholding rate",
	"merch_tax_rate_ppm": "Merch tax rate", "merch_tax_rate_bp": "Merch tax rate",
	"venue_merch_rate_bp": "Venue's merch cut", "commission_rate_bp": "Commission rate",
	"time_zone": "Time zone", "depart_time_zone": "Departure zone", "arrive_time_zone": "Arrival zone",
	"departs_at": "Departs", "arrives_at": "Arrives", "guest_cutoff_at": "Guest list closes",
	"tiers": "Tier", "contacts": "Contact", "rooms": "Room", "lines": "Line", "payments": "Payment",
	"passenger_ids": "Passenger", "occupant_ids": "Occupant", "expenses": "Expense",
}

// fieldWords names a field by its pointer: "/deal/guarantee" → "Guarantee",
// "/tiers/0/sold" → "Tier 1 sold", "/doors_at" → "Doors".
func fieldWords(pointer string) string {
	var words []string
	parts := strings.Split(strings.TrimPrefix(pointer, "/"), "/")
	for i, p := range parts {
		if n, err := strconv.Atoi(p); err == nil {
			words = append(words, strconv.Itoa(n+1))
			continue
		}
		if p == "deal" && i < len(parts)-1 {
			continue // the deal's terms read as the show's
		}
		w, ok := fieldNames[p]
		if !ok {
			w = strings.ReplaceAll(p, "_", " ")
		}
		if len(words) > 0 {
			w = strings.ToLower(w)
		}
		words = append(words, w)
	}
	out := strings.Join(words, " ")
	if out == "" {
		return pointer
	}
	return strings.ToUpper(out[:1]) + out[1:]
}
