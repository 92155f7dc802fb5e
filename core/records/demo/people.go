package demo

// demoPeople are the contacts of Northern Lights Touring: the office, the artist
// and band, the touring crew, promoters, venue staff, festival staff and clients.
var demoPeople = []personSpec{
	{"morgan-hale", "Morgan", "Hale", "demo@example.com", "+44 20 7946 0100", "Northern Lights Touring", "Managing Director"},
	{"leo-marchetti", "Leo", "Marchetti", "leo@marchetti-mgmt.example", "+44 20 7946 0188", "Marchetti Management", "Artist Manager"},
	{"hannah-cole", "Hannah", "Cole", "hannah@crescent-artists.example", "+44 20 7946 0215", "Crescent Artists", "Agent"},
	{"aurora-lane", "Aurora", "Lane", "aurora@auroralane.example", "", "Aurora Lane Music Ltd", "Artist"},
	{"felix-grant", "Felix", "Grant", "felix.grant@auroralane.example", "+44 7700 900101", "Aurora Lane Music Ltd", "Drums"},
	{"nadia-osei", "Nadia", "Osei", "nadia.osei@auroralane.example", "+44 7700 900102", "Aurora Lane Music Ltd", "Bass"},
	{"kit-moreno", "Kit", "Moreno", "kit.moreno@auroralane.example", "+44 7700 900103", "Aurora Lane Music Ltd", "Keys and Guitar"},
	{"maja-lindqvist", "Maja", "Lindqvist", "maja@northernlights.example", "+44 7700 900110", "Northern Lights Touring", "Tour Manager"},
	{"tom-okafor", "Tom", "Okafor", "tom@northernlights.example", "+44 7700 900111", "Northern Lights Touring", "Production Manager"},
	{"ruth-brennan", "Ruth", "Brennan", "ruth.brennan@soundcrew.example", "+44 7700 900112", "", "FOH Engineer"},
	{"jonas-weber", "Jonas", "Weber", "jonas.weber@soundcrew.example", "+49 151 5550 0113", "", "Monitor Engineer"},
	{"camille-roux", "Camille", "Roux", "camille@lumiere-design.example", "+33 6 55 50 01 14", "Lumière Design", "Lighting Designer"},
	{"dev-patel", "Dev", "Patel", "dev.patel@backline.example", "+44 7700 900115", "", "Backline Technician"},
	{"sofia-rossi", "Sofia", "Rossi", "sofia@northernlights.example", "+44 7700 900116", "Northern Lights Touring", "Merchandise Manager"},
	{"pete-hollis", "Pete", "Hollis", "pete@starliner-buses.example", "+44 7700 900117", "Starliner Tour Buses", "Nightliner Driver"},
	{"hank-dorsey", "Hank", "Dorsey", "hank@premiercoach.example", "+1 617 555 0188", "Premier Coach Co.", "Coach Driver"},
	{"sam-whitfield", "Sam", "Whitfield", "sam@northbound-live.example", "+44 161 496 0123", "Northbound Live", "Promoter Rep"},
	{"elodie-marchand", "Élodie", "Marchand", "elodie@soirees-lumiere.example", "+33 1 55 50 01 20", "Soirées Lumière", "Promoter Rep"},
	{"joris-de-vries", "Joris", "de Vries", "joris@lagelanden-concerts.example", "+31 20 555 0121", "Lage Landen Concerts", "Promoter Rep"},
	{"katrin-albrecht", "Katrin", "Albrecht", "katrin@hochton-konzerte.example", "+49 30 5550 0122", "Hochton Konzerte", "Promoter Rep"},
	{"linnea-berg", "Linnea", "Berg", "linnea@polaris-live.example", "+46 8 555 001 23", "Polaris Live", "Promoter Rep"},
	{"tomasz-nowak", "Tomasz", "Nowak", "tomasz@wisla-sound.example", "+48 22 555 01 24", "Wisła Sound", "Promoter Rep"},
	{"giulia-ferri", "Giulia", "Ferri", "giulia@mediterranea-live.example", "+39 02 5550 0125", "Mediterranea Live", "Promoter Rep"},
	{"dana-whitaker", "Dana", "Whitaker", "dana@openroad-presents.example", "+1 312 555 0126", "Open Road Presents", "Promoter Rep"},
	{"runner-northbound", "Callum", "Reid", "runner@northbound-live.example", "+44 7700 900201", "Northbound Live", "Runner"},
	{"runner-lumiere", "Inès", "Petit", "runner@soirees-lumiere.example", "+33 6 55 50 02 01", "Soirées Lumière", "Runner"},
	{"runner-lagelanden", "Bram", "Visser", "runner@lagelanden-concerts.example", "+31 6 5550 0201", "Lage Landen Concerts", "Runner"},
	{"runner-hochton", "Lena", "Vogel", "runner@hochton-konzerte.example", "+49 170 5550 201", "Hochton Konzerte", "Runner"},
	{"runner-polaris", "Oskar", "Holm", "runner@polaris-live.example", "+46 70 555 02 01", "Polaris Live", "Runner"},
	{"runner-wisla", "Kasia", "Zielińska", "runner@wisla-sound.example", "+48 600 555 201", "Wisła Sound", "Runner"},
	{"runner-mediterranea", "Marco", "Bruno", "runner@mediterranea-live.example", "+39 333 555 0201", "Mediterranea Live", "Runner"},
	{"runner-openroad", "Tyler", "Brooks", "runner@openroad-presents.example", "+1 312 555 0201", "Open Road Presents", "Runner"},
	{"chris-doyle", "Chris", "Doyle", "production@vicarstreet.example", "+353 1 555 0127", "Vicar Street", "Production Manager"},
	{"nina-walsh", "Nina", "Walsh", "production@brixton-academy.example", "+44 20 7946 0128", "O2 Academy Brixton", "Production Manager"},
	{"anke-jansen", "Anke", "Jansen", "productie@paradiso.example", "+31 20 555 0129", "Paradiso", "Production Manager"},
	{"jan-kowalczyk", "Jan", "Kowalczyk", "produktion@columbiahalle.example", "+49 30 5550 0130", "Columbiahalle", "Production Manager"},
	{"marcus-bell", "Marcus", "Bell", "production@websterhall.example", "+1 212 555 0131", "Webster Hall", "Production Manager"},
	{"erik-sandberg", "Erik", "Sandberg", "erik@skargardsounds.example", "+46 8 555 001 40", "Skärgård Sounds", "Festival Director"},
	{"ida-holm", "Ida", "Holm", "ida@skargardsounds.example", "+46 8 555 001 41", "Skärgård Sounds", "Site Manager"},
	{"oskar-lund", "Oskar", "Lund", "oskar@skargardsounds.example", "+46 70 555 01 42", "Skärgård Sounds", "Stage Manager"},
	{"freja-nilsson", "Freja", "Nilsson", "freja@skargardsounds.example", "+46 70 555 01 43", "Skärgård Sounds", "Stage Manager"},
	{"amir-haddad", "Amir", "Haddad", "amir@skargardsounds.example", "+46 70 555 01 44", "Skärgård Sounds", "Broadcast Producer"},
	{"charlotte-pryce", "Charlotte", "Pryce", "charlotte.pryce@meridianbank.example", "+44 20 7946 0150", "Meridian Bank plc", "Head of Events"},
	{"grace-adeyemi", "Grace", "Adeyemi", "grace@northernlights.example", "+44 7700 900151", "Northern Lights Touring", "Stage Manager"},
	{"rafael-souza", "Rafael", "Souza", "rafael@tidewater-studios.example", "+44 20 7946 0160", "Tidewater Studios", "Producer"},
}

// promoterRunners names the runner each promoter puts at the tour's disposal on a
// show day, by the promoter rep's key.
var promoterRunners = map[string]string{
	"sam-whitfield": "runner-northbound", "elodie-marchand": "runner-lumiere", "joris-de-vries": "runner-lagelanden",
	"katrin-albrecht": "runner-hochton", "linnea-berg": "runner-polaris", "tomasz-nowak": "runner-wisla",
	"giulia-ferri": "runner-mediterranea", "dana-whitaker": "runner-openroad",
}
