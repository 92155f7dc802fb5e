package records

// emergencyNumbers are the public emergency numbers of the countries Roadcase's
// users tour most, where they differ from 112, the number every EU country and
// most of Europe answers.
var emergencyNumbers = map[string]string{
	"GB": "999 or 112", "IE": "112 or 999", "US": "911", "CA": "911", "MX": "911",
	"AU": "000", "NZ": "111", "JP": "119 (ambulance, fire), 110 (police)", "CH": "112 (ambulance 144)",
	"NO": "112 (ambulance 113)", "IS": "112", "BR": "192 (ambulance), 190 (police)", "ZA": "10111 or 112",
	"IN": "112", "KR": "119 (ambulance, fire), 112 (police)", "SG": "995 (ambulance), 999 (police)",
}

// EmergencyNumber returns the number to call for an ambulance, the fire service
// or the police in country (ISO 3166-1 alpha-2): 112 unless the country is known
// to use another, and empty when the country is unknown.
func EmergencyNumber(country string) string {
	if country == "" {
		return ""
	}
	if n, ok := emergencyNumbers[country]; ok {
		return n
	}
	return "112"
}
