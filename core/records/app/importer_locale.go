package app

import (
	"strings"

	"golang.org/x/text/language"

	"github.com/roadcase/roadcase/core/identity"
)

// importLocale is the locale an import reads ambiguous cells in ("1,234",
// "03/04/2026"): the organization's, which is the country of its time zone,
// with that country's main language ("Europe/Amsterdam" is nl-NL,
// "America/New_York" en-US). An organization records no locale of its own,
// and the uploader's browser is not there when the job runs, so the time zone
// the organization chose is the best the import knows, and it is the same for
// every member and every run. A zone of no country listed here gives
// language.Und: what only a locale decides is then refused with both readings.
func importLocale(org identity.Organization) language.Tag {
	region, ok := zoneRegions[org.TimeZone]
	if !ok {
		return language.Und
	}
	r, err := language.ParseRegion(region)
	if err != nil {
		return language.Und
	}
	t, err := language.Compose(language.Und, r)
	if err != nil {
		return language.Und
	}
	base, _ := t.Base()
	t, err = language.Compose(base, r)
	if err != nil {
		return language.Und
	}
	return t
}

// zoneRegions maps the time zones of the countries productions tour most to
// their country (ISO 3166).
var zoneRegions = func() map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(zoneTable), "\n") {
		f := strings.Fields(line)
		for _, zone := range f[1:] {
			m[zone] = f[0]
		}
	}
	return m
}()

// zoneTable lists, per country, its IANA zones.
const zoneTable = `
NL Europe/Amsterdam
BE Europe/Brussels
DE Europe/Berlin Europe/Busingen
FR Europe/Paris
GB Europe/London
IE Europe/Dublin
ES Europe/Madrid Atlantic/Canary
PT Europe/Lisbon
IT Europe/Rome
CH Europe/Zurich
AT Europe/Vienna
LU Europe/Luxembourg
DK Europe/Copenhagen
NO Europe/Oslo
SE Europe/Stockholm
FI Europe/Helsinki
PL Europe/Warsaw
CZ Europe/Prague
HU Europe/Budapest
GR Europe/Athens
RO Europe/Bucharest
US America/New_York America/Chicago America/Denver America/Los_Angeles America/Phoenix America/Anchorage Pacific/Honolulu America/Detroit
CA America/Toronto America/Vancouver America/Edmonton America/Winnipeg America/Halifax America/St_Johns
MX America/Mexico_City
BR America/Sao_Paulo
AR America/Argentina/Buenos_Aires
AU Australia/Sydney Australia/Melbourne Australia/Brisbane Australia/Perth Australia/Adelaide
NZ Pacific/Auckland
JP Asia/Tokyo
ZA Africa/Johannesburg
`
