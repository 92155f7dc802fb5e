package demo

// venueFacts is what a day sheet tells the party about a building: the nearest
// hospital with an emergency department, where the vehicles park and the crew
// Wi-Fi. Venues not listed have none recorded yet, as in a real advance.
type venueFacts struct {
	hospital, hospitalPhone, parking, wifi string
}

var venuePractice = map[string]venueFacts{
	"london-brixton": {"King's College Hospital, Denmark Hill, London SE5 9RS", "+44 20 3299 9000",
		"Bus and trucks on Stockwell Park Walk (council permit from the venue)", "O2Academy-Crew"},
	"london-roundhouse": {"University College Hospital, 235 Euston Road, London NW1 2BU", "+44 20 3456 7890",
		"Loading bay on Chalk Farm Road; no parking after 23:30", "Roundhouse-Production"},
	"paris-cigale": {"Hôpital Lariboisière, 2 rue Ambroise-Paré, 75010 Paris", "+33 1 49 95 65 65",
		"Bus on boulevard de Rochechouart, reserved from 08:00 by the venue", "Cigale-Artistes"},
	"amsterdam-paradiso": {"OLVG Oost, Oosterpark 9, 1091 AC Amsterdam", "+31 20 599 9111",
		"Bus at the Max Euweplein bay; trailer to P1 on Weteringschans", "Paradiso-Crew"},
	"berlin-columbiahalle": {"Vivantes Klinikum Am Urban, Dieffenbachstraße 1, 10967 Berlin", "+49 30 130 220",
		"Bus and trailer on Columbiadamm outside the loading dock", "Columbiahalle-Crew"},
	"stockholm-berns": {"Södersjukhuset, Sjukhusbacken 10, 118 83 Stockholm", "+46 8 616 10 00",
		"Bus on Berzelii park side street; cars to Q-Park Norrmalmstorg", "Berns-Backstage"},
	"stockholm-gardet": {"Karolinska Universitetssjukhuset Solna, Eugeniavägen 3, 171 64 Solna", "+46 8 517 700 00",
		"Artist and crew parking in compound C off Lidingövägen; wristband required", "SKS-Production"},
	"nyc-webster-hall": {"Mount Sinai Beth Israel, 281 1st Avenue, New York, NY 10003", "+1 212 420 2000",
		"Bus on East 11th Street with the venue's permit; no idling", "WebsterHall-Crew"},
	"toronto-danforth": {"Michael Garron Hospital, 825 Coxwell Avenue, Toronto, ON M4C 3E7", "+1 416 461 8272",
		"Bus on Danforth Avenue loading zone until 18:00, then Logan Avenue", "Danforth-Crew"},
}
