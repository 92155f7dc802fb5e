package demo

import (
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The travelling parties of the European tour.
var (
	nltArtist = []string{"aurora-lane", "felix-grant", "nadia-osei", "kit-moreno", "maja-lindqvist"}
	nltBus    = []string{"tom-okafor", "ruth-brennan", "jonas-weber", "camille-roux", "dev-patel", "sofia-rossi", "pete-hollis"}
	nltAll    = append(append([]string{}, nltArtist...), nltBus...)
	nltFlyers = append(append([]string{}, nltArtist...), nltCrew...)
)

// tourTravel adds the European tour's flights, trains, ferries and overnight drives.
// The nightliner itself is hired for the whole tour (an expense), so the bus legs
// listed here are the long overnight drives the advance sheets mention.
func (b *builder) tourTravel(project kernel.ID) {
	legs := []leg{
		{"fly-in", records.TravelFlight, "Aer Lingus", "EI 155", "LHR London Heathrow T2", "DUB Dublin T2",
			"Europe/London", "Europe/Dublin", "2026-02-18 10:40", "2026-02-18 11:55", "EI7K2Q", money(2860), nltFlyers, "Bus and driver cross on the Holyhead ferry the night before."},
		{"ferry-dublin-holyhead", records.TravelFerry, "Stena Line", "Stena Adventurer 08:05", "Dublin Port Terminal 5", "Holyhead Port",
			"Europe/Dublin", "Europe/London", "2026-02-20 08:05", "2026-02-20 11:20", "SL-448120", money(1840), nltAll, "Nightliner with trailer booked as freight."},
		{"bus-london-paris", records.TravelBus, "Starliner Tour Buses", "", "O2 Academy Brixton, London", "La Cigale, Paris",
			"Europe/London", "Europe/Paris", "2026-02-25 23:59", "2026-02-26 10:30", "", 0, nltBus, "Via LeShuttle Folkestone–Calais, 03:20 crossing."},
		{"eurostar-paris", records.TravelRail, "Eurostar", "ES 9024", "London St Pancras International", "Paris Gare du Nord",
			"Europe/London", "Europe/Paris", "2026-02-26 10:24", "2026-02-26 13:47", "ESK77301", money(1120), nltArtist, ""},
		{"ferry-stockholm-helsinki", records.TravelFerry, "Viking Line", "M/S Gabriella", "Stadsgården, Stockholm", "Katajanokka, Helsinki",
			"Europe/Stockholm", "Europe/Helsinki", "2026-03-11 16:30", "2026-03-12 10:10", "VL-2093381", money(3450), nltAll, "Overnight crossing: four outside cabins."},
		{"fly-helsinki-berlin", records.TravelFlight, "Finnair", "AY 1431", "HEL Helsinki-Vantaa", "BER Berlin Brandenburg",
			"Europe/Helsinki", "Europe/Berlin", "2026-03-13 08:05", "2026-03-13 09:25", "AY5RT2", money(2480), nltFlyers, "Bus takes the Finnlines ferry to Travemünde with the driver."},
		{"bus-berlin-warsaw", records.TravelBus, "Starliner Tour Buses", "", "Columbiahalle, Berlin", "Progresja, Warsaw",
			"Europe/Berlin", "Europe/Warsaw", "2026-03-15 01:30", "2026-03-15 10:00", "", 0, nltAll, ""},
		{"avé-barcelona-madrid", records.TravelRail, "Renfe", "AVE 03102", "Barcelona Sants", "Madrid Puerta de Atocha",
			"Europe/Madrid", "Europe/Madrid", "2026-04-03 09:00", "2026-04-03 11:30", "RNF4471", money(540), nltArtist, ""},
		{"fly-home", records.TravelFlight, "Iberia", "IB 3166", "MAD Madrid-Barajas T4", "LHR London Heathrow T5",
			"Europe/Madrid", "Europe/London", "2026-04-05 09:55", "2026-04-05 11:20", "IB8PL3", money(3120), nltFlyers, ""},
	}
	for _, l := range legs {
		b.travel(project, "nlt26", l)
	}
}

// tourRooms is the tour's usual rooming list at a nightly rate.
func tourRooms(base int64, withDriver bool) []room {
	rooms := []room{
		{"suite", base * 2, []string{"aurora-lane"}},
		{"single", base, []string{"maja-lindqvist"}},
		{"twin", base + 2000, []string{"felix-grant", "kit-moreno"}},
		{"single", base, []string{"nadia-osei"}},
		{"twin", base + 2000, []string{"tom-okafor", "dev-patel"}},
		{"twin", base + 2000, []string{"ruth-brennan", "camille-roux"}},
		{"single", base, []string{"sofia-rossi"}},
	}
	if withDriver {
		rooms = append(rooms, room{"twin", base + 2000, []string{"jonas-weber", "pete-hollis"}})
	} else {
		rooms = append(rooms, room{"single", base, []string{"jonas-weber"}})
	}
	return rooms
}

// roomsOf keeps the rooms all of whose occupants are among people.
func roomsOf(rooms []room, people []string) []room {
	var out []room
	for _, r := range rooms {
		if !slices.ContainsFunc(r.occupants, func(o string) bool { return !slices.Contains(people, o) }) {
			out = append(out, r)
		}
	}
	return out
}

// tourHotels adds the tour's hotel stays; the other nights are spent on the bus.
func (b *builder) tourHotels(project kernel.ID) {
	show := func(date kernel.Date) kernel.ID { return b.id(showPath("nlt26", date, "")) }
	stays := []stay{
		{"dublin", show("2026-02-19"), "The Hendrick Smithfield", "Smithfield Square, Dublin 7", "Dublin", "+353 1 555 0200",
			"2026-02-18", "2026-02-20", "HEN-55120", tourRooms(money(145), false), ""},
		{"london", kernel.NilID, "The Hoxton, Southwark", "40 Blackfriars Road, London SE1 8NY", "London", "+44 20 7946 0201",
			"2026-02-23", "2026-02-26", "HOX-88213", roomsOf(tourRooms(money(189), true), nltArtist), "Band and tour manager: both Brixton nights, Eurostar on the 26th."},
		{"london-crew", kernel.NilID, "The Hoxton, Southwark", "40 Blackfriars Road, London SE1 8NY", "London", "+44 20 7946 0201",
			"2026-02-23", "2026-02-25", "HOX-88214", roomsOf(tourRooms(money(189), true), nltBus), "Crew and driver leave on the bus after the second show."},
		{"paris", show("2026-02-27"), "Hôtel Pigalle", "9 Rue Frochot, 75009 Paris", "Paris", "+33 1 55 50 02 02",
			"2026-02-26", "2026-02-28", "PIG-30417", tourRooms(money(165), true), ""},
		{"helsinki", show("2026-03-12"), "Hotel Haven", "Unioninkatu 17, 00130 Helsinki", "Helsinki", "+358 9 555 0203",
			"2026-03-12", "2026-03-13", "HAV-7781", tourRooms(money(172), true), "Early checkout for the 08:05 flight."},
		{"berlin", show("2026-03-14"), "Michelberger Hotel", "Warschauer Straße 39-40, 10243 Berlin", "Berlin", "+49 30 5550 0204",
			"2026-03-13", "2026-03-15", "MCH-22910", tourRooms(money(128), false), "Arrival on the 13th, a travel day."},
		{"barcelona", show("2026-04-02"), "Hotel Pulitzer", "Carrer de Bergara 8, 08002 Barcelona", "Barcelona", "+34 93 555 0205",
			"2026-04-01", "2026-04-03", "PUL-61055", tourRooms(money(158), true), ""},
		{"madrid", show("2026-04-04"), "Only You Boutique Hotel", "Calle del Barquillo 21, 28004 Madrid", "Madrid", "+34 91 555 0206",
			"2026-04-03", "2026-04-05", "OYB-40392", tourRooms(money(176), true), "Late checkout for the band."},
	}
	for _, s := range stays {
		b.accommodation(project, "nlt26", s)
	}
}
