package web

import "strings"

// currencies are the ISO 4217 codes the sign-up form offers, the most common of
// the touring business first; an organization can hold any supported code.
var currencies = []option{
	{"EUR", "EUR · Euro"}, {"USD", "USD · US dollar"}, {"GBP", "GBP · Pound sterling"},
	{"CHF", "CHF · Swiss franc"}, {"SEK", "SEK · Swedish krona"}, {"NOK", "NOK · Norwegian krone"},
	{"DKK", "DKK · Danish krone"}, {"PLN", "PLN · Polish złoty"}, {"CZK", "CZK · Czech koruna"},
	{"HUF", "HUF · Hungarian forint"}, {"CAD", "CAD · Canadian dollar"},
	{"AUD", "AUD · Australian dollar"}, {"NZD", "NZD · New Zealand dollar"},
	{"JPY", "JPY · Japanese yen"}, {"KRW", "KRW · South Korean won"}, {"CNY", "CNY · Chinese yuan"},
	{"HKD", "HKD · Hong Kong dollar"}, {"SGD", "SGD · Singapore dollar"},
	{"INR", "INR · Indian rupee"}, {"AED", "AED · UAE dirham"}, {"ILS", "ILS · Israeli new shekel"},
	{"TRY", "TRY · Turkish lira"}, {"ZAR", "ZAR · South African rand"},
	{"BRL", "BRL · Brazilian real"}, {"MXN", "MXN · Mexican peso"},
	{"ARS", "ARS · Argentine peso"}, {"CLP", "CLP · Chilean peso"},
}

// timeZones are the IANA zones the sign-up form offers: UTC and one city for
// each of the zones where tours usually run.
var timeZones = zoneOptions(
	"UTC",
	"Europe/London", "Europe/Dublin", "Europe/Lisbon", "Europe/Paris", "Europe/Brussels",
	"Europe/Amsterdam", "Europe/Berlin", "Europe/Zurich", "Europe/Vienna", "Europe/Rome",
	"Europe/Madrid", "Europe/Copenhagen", "Europe/Oslo", "Europe/Stockholm", "Europe/Helsinki",
	"Europe/Warsaw", "Europe/Prague", "Europe/Budapest", "Europe/Athens", "Europe/Istanbul",
	"Europe/Kyiv", "Africa/Johannesburg", "Africa/Lagos", "Africa/Cairo", "Asia/Dubai",
	"Asia/Tel_Aviv", "Asia/Kolkata", "Asia/Bangkok", "Asia/Singapore", "Asia/Hong_Kong",
	"Asia/Shanghai", "Asia/Seoul", "Asia/Tokyo", "Australia/Perth", "Australia/Brisbane",
	"Australia/Sydney", "Australia/Melbourne", "Pacific/Auckland", "Pacific/Honolulu",
	"America/Anchorage", "America/Los_Angeles", "America/Vancouver", "America/Denver",
	"America/Phoenix", "America/Chicago", "America/Mexico_City", "America/New_York",
	"America/Toronto", "America/Halifax", "America/Bogota", "America/Lima",
	"America/Santiago", "America/Sao_Paulo", "America/Argentina/Buenos_Aires",
)

// zoneOptions labels each zone with its city, "Europe/Berlin" → "Berlin (Europe/Berlin)".
func zoneOptions(zones ...string) []option {
	out := make([]option, len(zones))
	for i, z := range zones {
		city := z[strings.LastIndex(z, "/")+1:]
		label := strings.ReplaceAll(city, "_", " ") + " (" + z + ")"
		if city == z {
			label = z
		}
		out[i] = option{Value: z, Label: label}
	}
	return out
}
