package demo

// scaleVenues are the rooms of the generated tours: real venues in cities the base
// data does not play, so a scaled organization reads like a busy agency's.
var scaleVenues = []venueSpec{
	{key: "leeds-o2", name: "O2 Academy Leeds", address: "55 Cookridge Street", city: "Leeds", region: "England", postal: "LS2 3AW", country: "GB", zone: "Europe/London", capacity: 2300},
	{key: "bristol-o2", name: "O2 Academy Bristol", address: "Frogmore Street", city: "Bristol", region: "England", postal: "BS1 5NA", country: "GB", zone: "Europe/London", capacity: 1600},
	{key: "rotterdam-maassilo", name: "Maassilo", address: "Maashaven Zuidzijde 1-2", city: "Rotterdam", region: "South Holland", postal: "3081 AE", country: "NL", zone: "Europe/Amsterdam", capacity: 3000},
	{key: "antwerp-roma", name: "De Roma", address: "Turnhoutsebaan 327", city: "Antwerp", region: "Flanders", postal: "2140", country: "BE", zone: "Europe/Brussels", capacity: 2000},
	{key: "frankfurt-batschkapp", name: "Batschkapp", address: "Gwinnerstraße 5", city: "Frankfurt", region: "Hesse", postal: "60388", country: "DE", zone: "Europe/Berlin", capacity: 1500},
	{key: "leipzig-haus-auensee", name: "Haus Auensee", address: "Gustav-Esche-Straße 4", city: "Leipzig", region: "Saxony", postal: "04159", country: "DE", zone: "Europe/Berlin", capacity: 3000},
	{key: "stuttgart-lka", name: "LKA-Longhorn", address: "Heiligenwiesen 6", city: "Stuttgart", region: "Baden-Württemberg", postal: "70327", country: "DE", zone: "Europe/Berlin", capacity: 1500},
	{key: "gothenburg-pustervik", name: "Pustervik", address: "Järntorgsgatan 12", city: "Gothenburg", region: "Västra Götaland", postal: "413 01", country: "SE", zone: "Europe/Stockholm", capacity: 1000},
	{key: "malmo-kb", name: "KB", address: "Bergsgatan 18", city: "Malmö", region: "Skåne", postal: "211 54", country: "SE", zone: "Europe/Stockholm", capacity: 1000},
	{key: "aarhus-train", name: "Train", address: "Toldbodgade 6", city: "Aarhus", region: "Central Denmark", postal: "8000", country: "DK", zone: "Europe/Copenhagen", capacity: 1100},
	{key: "bergen-usf", name: "USF Verftet", address: "Georgernes Verft 12", city: "Bergen", region: "Vestland", postal: "5011", country: "NO", zone: "Europe/Oslo", capacity: 900},
	{key: "tampere-tavara-asema", name: "Tavara-asema", address: "Itsenäisyydenkatu 8", city: "Tampere", region: "Pirkanmaa", postal: "33100", country: "FI", zone: "Europe/Helsinki", capacity: 1400},
	{key: "lille-aeronef", name: "L'Aéronef", address: "168 Avenue Willy Brandt", city: "Lille", region: "Hauts-de-France", postal: "59777", country: "FR", zone: "Europe/Paris", capacity: 2000},
	{key: "toulouse-bikini", name: "Le Bikini", address: "Rue Théodore Monod", city: "Ramonville-Saint-Agne", region: "Occitanie", postal: "31520", country: "FR", zone: "Europe/Paris", capacity: 1500},
	{key: "lisbon-lav", name: "LAV - Lisboa ao Vivo", address: "Rua Capitão Leitão 40", city: "Lisbon", region: "Lisbon", postal: "1950-050", country: "PT", zone: "Europe/Lisbon", capacity: 1800},
	{key: "porto-hard-club", name: "Hard Club", address: "Mercado Ferreira Borges", city: "Porto", region: "Porto", postal: "4050-253", country: "PT", zone: "Europe/Lisbon", capacity: 1000},
	{key: "budapest-akvarium", name: "Akvárium Klub", address: "Erzsébet tér 12", city: "Budapest", region: "Budapest", postal: "1051", country: "HU", zone: "Europe/Budapest", capacity: 1300},
	{key: "krakow-studio", name: "Klub Studio", address: "Budryka 4", city: "Kraków", region: "Lesser Poland", postal: "30-072", country: "PL", zone: "Europe/Warsaw", capacity: 1000},
	{key: "ljubljana-kino-siska", name: "Kino Šiška", address: "Trg prekomorskih brigad 3", city: "Ljubljana", region: "Central Slovenia", postal: "1000", country: "SI", zone: "Europe/Ljubljana", capacity: 1000},
	{key: "dublin-olympia", name: "3Olympia Theatre", address: "72 Dame Street", city: "Dublin", region: "Dublin", postal: "D02 K135", country: "IE", zone: "Europe/Dublin", capacity: 1600},
}

// scalePeople are the crew of the generated tours.
var scalePeople = []personSpec{
	{"alex-rivera", "Alex", "Rivera", "alex.rivera@scale-crew.example", "+44 7700 900401", "Scale Crew Ltd", "Tour Manager"},
	{"sam-keller", "Sam", "Keller", "sam.keller@scale-crew.example", "+44 7700 900402", "Scale Crew Ltd", "FOH Engineer"},
	{"jordan-blake", "Jordan", "Blake", "jordan.blake@scale-crew.example", "+44 7700 900403", "Scale Crew Ltd", "Lighting Designer"},
	{"robin-chen", "Robin", "Chen", "robin.chen@scale-crew.example", "+44 7700 900404", "Scale Crew Ltd", "Backline Technician"},
}

// Words the generated acts are named from: "The Paper Harbours", "Velvet Engines".
var (
	scaleAdjectives = []string{"Paper", "Velvet", "Copper", "Silent", "Northern", "Electric", "Hollow", "Golden", "Glass", "Wild", "Midnight", "Amber"}
	scaleNouns      = []string{"Harbours", "Engines", "Foxes", "Lanterns", "Rivers", "Satellites", "Orchards", "Tides", "Pilots", "Bridges", "Comets", "Meadows"}
)
