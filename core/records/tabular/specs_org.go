package tabular

// venuesSpec is a venue list: one row a venue, matched by name and city.
func venuesSpec() Spec {
	return Spec{Kind: KindVenues, Label: "Venues", Scope: ScopeOrganization, MatchBy: []string{keyName, keyCity},
		Fields: []Field{
			required(text(keyName, "Name", "/name", "Paradiso", "Venue", "Venue name", "Hall", "Club", "Location")),
			text("address", "Address", "/address", "Weteringschans 6-8", "Street", "Street address", "Address 1"),
			text(keyCity, "City", "/city", "Amsterdam", "Town", "Place"),
			text("region", "Region", "/region", "North Holland", "State", "Province", "County"),
			text("postal_code", "Postal code", "/postal_code", "1017 SG", "Postcode", "Post code", "Zip", "Zip code", "PLZ"),
			help(required(text("country", "Country", "/country", "NL", "Country code", "ISO country")),
				"The two-letter ISO code: NL, DE, US."),
			help(required(typed(TypeZone, "time_zone", "Time zone", "/time_zone", "Europe/Amsterdam", "Timezone", "TZ", "Zone", "IANA zone")),
				"An IANA zone such as Europe/Amsterdam: show times are on the venue's clock."),
			typed(TypeInteger, "capacity", "Capacity", "/capacity", "1500", "Cap", "Cap.", "Max capacity", "Size"),
			text(keyPhone, "Phone", "/phone", "+31 20 626 4521", "Telephone", "Tel", "Tel.", "Phone number"),
			typed(TypeEmail, keyEmail, "E-mail", "/email", "info@paradiso.nl", "Email", "Mail", "Email address", "E-mail address"),
			text("website", "Website", "/website", "https://www.paradiso.nl", "Web", "URL", "Web site", "Site"),
			text("hospital", "Hospital", "/hospital", "OLVG Oost", "Nearest hospital", "A&E", "ER"),
			text("hospital_phone", "Hospital phone", "/hospital_phone", "+31 20 599 9111"),
			text("parking", "Parking", "/parking", "Bus bay on Lijnbaansgracht", "Bus parking", "Truck parking"),
			text("wifi", "Wi-Fi", "/wifi", "Paradiso-Crew", "WiFi", "Wifi", "Wireless"),
			text(keyNotes, "Notes", "/notes", "Load in via the side door", "Note", "Comments", "Remarks"),
		}}
}

// peopleSpec is a contact list: one row a person, matched by e-mail.
func peopleSpec() Spec {
	return Spec{Kind: KindPeople, Label: "People (contacts)", Scope: ScopeOrganization, MatchBy: []string{keyEmail},
		Fields: []Field{
			text(keyFirstName, "First name", "/first_name", "Sam", "First", "Given name", "Forename", "Firstname"),
			text(keyLastName, "Last name", "/last_name", "Rivera", "Last", "Surname", "Family name", "Lastname"),
			help(text(keyName, "Name", "", "", "Full name", "Contact", "Person", "Contact name"),
				"The whole name in one cell, when there are no first and last name columns: the last word is the last name."),
			help(typed(TypeEmail, keyEmail, "E-mail", "/email", "sam@example.com", "Email", "Mail", "Email address", "E-mail address"),
				"Finds the person again: a row whose e-mail is already a contact updates that contact."),
			text(keyPhone, "Phone", "/phone", "+44 7700 900123", "Mobile", "Cell", "Mobile phone", "Telephone", "Tel", "Phone number"),
			text("company", "Company", "/company", "Northern Lights Touring", "Organisation", "Organization", "Employer", "Agency"),
			text("title", "Job title", "/title", "Tour Manager", "Title", "Position", "Job", "Role"),
			text(keyNotes, "Notes", "/notes", "", "Note", "Comments", "Remarks"),
		}}
}
