package advancing

// layout is a packet kind's default sections (in order, with the required ones
// marked) and audiences.
type layout struct {
	sections  []SectionKind
	required  map[SectionKind]bool
	audiences []AudienceKind
}

// layouts are the shells of each packet kind. A club show advances everything; a
// festival slot adds the changeover and drops settlement and merchandise, which the
// festival handles; a corporate event has a client instead of a promoter and no
// guest list or merchandise.
var layouts = map[Kind]layout{
	KindClubShow: {
		sections: []SectionKind{SectionSchedule, SectionProduction, SectionBackline, SectionHospitality,
			SectionTravelLodging, SectionSecurityParking, SectionGuestList, SectionContacts, SectionSettlement,
			SectionMerchandise, SectionMedia},
		required: requiredSet(SectionSchedule, SectionProduction, SectionHospitality, SectionTravelLodging,
			SectionSecurityParking, SectionGuestList, SectionContacts, SectionSettlement),
		audiences: []AudienceKind{AudienceVenue, AudiencePromoter, AudienceProduction, AudienceCrew,
			AudienceArtistTeam, AudienceLocalCrew},
	},
	KindFestivalSlot: {
		sections: []SectionKind{SectionSchedule, SectionChangeover, SectionProduction, SectionBackline,
			SectionHospitality, SectionTravelLodging, SectionSecurityParking, SectionGuestList, SectionContacts,
			SectionMedia},
		required: requiredSet(SectionSchedule, SectionChangeover, SectionProduction, SectionHospitality,
			SectionTravelLodging, SectionSecurityParking, SectionGuestList, SectionContacts),
		audiences: []AudienceKind{AudienceFestivalOffice, AudienceProduction, AudienceCrew, AudienceArtistTeam},
	},
	KindCorporateEvent: {
		sections: []SectionKind{SectionSchedule, SectionProduction, SectionHospitality, SectionTravelLodging,
			SectionSecurityParking, SectionContacts, SectionSettlement, SectionMedia},
		required: requiredSet(SectionSchedule, SectionProduction, SectionHospitality, SectionTravelLodging,
			SectionContacts),
		audiences: []AudienceKind{AudienceClient, AudienceVenue, AudienceProduction, AudienceCrew,
			AudienceArtistTeam},
	},
}

func requiredSet(kinds ...SectionKind) map[SectionKind]bool {
	m := make(map[SectionKind]bool, len(kinds))
	for _, k := range kinds {
		m[k] = true
	}
	return m
}
