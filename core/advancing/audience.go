package advancing

import "github.com/roadcase/roadcase/core/kernel"

// AudienceKind is a group of people a packet is sent to.
type AudienceKind string

// The audience kinds.
const (
	AudienceVenue          AudienceKind = "venue"
	AudiencePromoter       AudienceKind = "promoter"
	AudienceFestivalOffice AudienceKind = "festival_office"
	AudienceClient         AudienceKind = "client"
	AudienceProduction     AudienceKind = "production"
	AudienceCrew           AudienceKind = "crew"
	AudienceArtistTeam     AudienceKind = "artist_team"
	AudienceLocalCrew      AudienceKind = "local_crew"
)

// AudienceKinds lists every audience kind, in the order a packet presents them.
var AudienceKinds = []AudienceKind{AudienceVenue, AudiencePromoter, AudienceFestivalOffice, AudienceClient,
	AudienceProduction, AudienceCrew, AudienceArtistTeam, AudienceLocalCrew}

// audienceLabels are the audience kinds' names for people.
var audienceLabels = map[AudienceKind]string{
	AudienceVenue: "Venue", AudiencePromoter: "Promoter", AudienceFestivalOffice: "Festival production office",
	AudienceClient: "Client", AudienceProduction: "Tour production", AudienceCrew: "Touring crew",
	AudienceArtistTeam: "Artist team", AudienceLocalCrew: "Local crew",
}

// Label returns the audience kind's name for people.
func (k AudienceKind) Label() string { return audienceLabels[k] }

// Valid reports whether k is one of AudienceKinds.
func (k AudienceKind) Valid() bool { _, ok := audienceLabels[k]; return ok }

// Audience is a set of contacts (people records) that sees some of a packet's
// sections.
type Audience struct {
	ID    kernel.ID
	Kind  AudienceKind
	Label string
	// Contacts are the people in the audience, in the order they were added.
	Contacts []kernel.ID
	// Sections are the ids of the sections the audience sees, in section order.
	Sections []kernel.ID
}

// Sees reports whether the audience sees the section with id.
func (a Audience) Sees(section kernel.ID) bool {
	for _, s := range a.Sections {
		if s == section {
			return true
		}
	}
	return false
}
