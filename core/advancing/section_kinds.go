package advancing

// SectionKind is the type of a deliverable; it gives a section its title, its
// documents and its fields.
type SectionKind string

// The section kinds, from the advance forms tour and production managers use.
const (
	SectionSchedule        SectionKind = "schedule"
	SectionProduction      SectionKind = "production"
	SectionBackline        SectionKind = "backline"
	SectionChangeover      SectionKind = "changeover"
	SectionHospitality     SectionKind = "hospitality"
	SectionTravelLodging   SectionKind = "travel_lodging"
	SectionSecurityParking SectionKind = "security_parking"
	SectionGuestList       SectionKind = "guest_list"
	SectionContacts        SectionKind = "contacts"
	SectionSettlement      SectionKind = "settlement"
	SectionMerchandise     SectionKind = "merchandise"
	SectionMedia           SectionKind = "media"
)

// SectionType describes a section kind: its title, the document types that belong
// to it, the fields it asks to confirm, and the audiences that see it by default.
type SectionType struct {
	Kind      SectionKind
	Title     string
	Documents []string // document type keys
	Fields    []FieldType
	SeenBy    []AudienceKind
}

// FieldType is one field a section kind asks to confirm.
type FieldType struct {
	Key   string
	Label string
}

// SectionTypes lists every section kind, in the order a packet presents them.
var SectionTypes = []SectionType{
	{SectionSchedule, "Schedule", []string{"production-schedule", "day-sheet", "run-of-show"}, []FieldType{
		{"load_in", "Load-in time"}, {"soundcheck", "Soundcheck"}, {"doors", "Doors"},
		{"support_set", "Support set"}, {"headline_set", "Headline set"}, {"curfew", "Curfew"},
		{"load_out", "Load-out"},
	}, allAudiences},
	{SectionProduction, "Production and technical", []string{"technical-rider", "input-list", "stage-plot"}, []FieldType{
		{"stage_dimensions", "Stage dimensions"}, {"power", "Power (service and distro)"},
		{"rigging", "Rigging points and load limits"}, {"house_audio", "House audio"},
		{"house_lighting", "House lighting"}, {"barricade", "Barricade"}, {"local_crew_call", "Local crew call"},
	}, []AudienceKind{AudienceVenue, AudiencePromoter, AudienceProduction, AudienceCrew, AudienceLocalCrew,
		AudienceFestivalOffice, AudienceClient}},
	{SectionBackline, "Backline", nil, []FieldType{
		{"provided", "Backline provided"}, {"rental_company", "Rental company"}, {"risers", "Risers"},
		{"storage", "Case storage"},
	}, []AudienceKind{AudienceVenue, AudienceProduction, AudienceCrew, AudienceFestivalOffice}},
	{SectionChangeover, "Changeover and shared backline", nil, []FieldType{
		{"changeover_minutes", "Changeover (minutes)"}, {"shared_backline", "Shared backline"},
		{"line_check", "Line check"}, {"stage_manager", "Stage manager"},
	}, []AudienceKind{AudienceFestivalOffice, AudienceProduction, AudienceCrew}},
	{SectionHospitality, "Hospitality and catering", []string{"hospitality-rider"}, []FieldType{
		{"dressing_rooms", "Dressing rooms"}, {"catering_times", "Catering times"},
		{"buyout", "Buyout per person"}, {"rider_confirmed", "Rider confirmed"},
		{"dietary", "Dietary requirements"}, {"towels_laundry", "Towels and laundry"},
	}, []AudienceKind{AudienceVenue, AudiencePromoter, AudienceProduction, AudienceArtistTeam,
		AudienceFestivalOffice, AudienceClient}},
	{SectionTravelLodging, "Travel and lodging", []string{"itinerary", "rooming-list", "travel-manifest"}, []FieldType{
		{"hotel", "Hotel"}, {"rooms", "Rooms"}, {"check_in", "Check-in"},
		{"airport_transfers", "Airport transfers"}, {"runner", "Runner"},
	}, []AudienceKind{AudienceProduction, AudienceCrew, AudienceArtistTeam}},
	{SectionSecurityParking, "Security and parking", nil, []FieldType{
		{"bus_parking", "Bus parking"}, {"truck_parking", "Truck parking"}, {"shore_power", "Shore power"},
		{"security", "Security contact"}, {"wifi", "Wi-Fi"}, {"hospital", "Nearest hospital"},
	}, []AudienceKind{AudienceVenue, AudiencePromoter, AudienceProduction, AudienceCrew,
		AudienceFestivalOffice, AudienceClient}},
	{SectionGuestList, "Guest list and credentials", []string{"guest-list"}, []FieldType{
		{"allocation", "Allocation"}, {"cutoff", "List cut-off"}, {"pickup", "Pick-up point"},
		{"credentials", "Credential types"}, {"photo_passes", "Photo passes"},
	}, []AudienceKind{AudienceVenue, AudiencePromoter, AudienceProduction, AudienceArtistTeam,
		AudienceFestivalOffice}},
	{SectionContacts, "Contacts", []string{"call-sheet", "crew-list"}, []FieldType{
		{"day_of_show", "Day-of-show contact"}, {"production_manager", "Production manager"},
		{"promoter_rep", "Promoter rep"}, {"emergency", "Emergency contact"},
	}, allAudiences},
	{SectionSettlement, "Settlement", []string{"deal-memo", "settlement-sheet"}, []FieldType{
		{"settlement_time", "Settlement time"}, {"settlement_contact", "Settlement contact"},
		{"payment_method", "Payment method"}, {"withholding", "Withholding tax"},
	}, []AudienceKind{AudiencePromoter, AudienceProduction, AudienceClient}},
	{SectionMerchandise, "Merchandise", []string{"merch-settlement"}, []FieldType{
		{"split", "Venue split"}, {"seller", "Seller"}, {"sales_tax", "Sales tax"},
		{"stand", "Stand location"}, {"counts", "Count in and out"},
	}, []AudienceKind{AudienceVenue, AudiencePromoter, AudienceProduction}},
	{SectionMedia, "Media and press", nil, []FieldType{
		{"photo_policy", "Photo policy"}, {"interviews", "Interviews"}, {"press_list", "Press list"},
		{"filming", "Filming"},
	}, []AudienceKind{AudiencePromoter, AudienceProduction, AudienceArtistTeam, AudienceFestivalOffice, AudienceClient}},
}

// allAudiences is every audience kind: what schedule and contacts are shown to.
var allAudiences = AudienceKinds

// TypeOf returns the description of a section kind; ok is false for an unknown one.
func TypeOf(k SectionKind) (SectionType, bool) {
	for _, t := range SectionTypes {
		if t.Kind == k {
			return t, true
		}
	}
	return SectionType{}, false
}
