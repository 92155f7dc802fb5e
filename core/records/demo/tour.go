package demo

import (
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// tourDate is one row of the European tour's routing.
type tourDate struct {
	date      kernel.Date
	venue     string
	deal      records.DealType
	guarantee int64 // euros
	expenses  int64 // euros, the offer's show costs (converted with the deal, see localize)
	actual    int   // per mille of the offer's show costs actually spent, in the show's currency
	price     int64 // euro cents, general admission
	layout    string
	sell      int        // per mille of sellable sold
	taxPPM    kernel.PPM // the ticket VAT, in millionths
	withPPM   kernel.PPM // foreign artist tax withheld, in millionths
	feeCents  int64
	promoter  string
	status    records.ShowStatus // empty: settled on the night
	notes     string
}

// tourDates routes Aurora Lane's Northern Lights Tour. Sell-outs: London (first
// night), Paris, Amsterdam, Copenhagen, Oslo and Berlin; soft: Helsinki, Warsaw,
// Prague and Lyon; Utrecht cancelled by the artist.
var tourDates = []tourDate{
	{"2026-02-19", "dublin-vicar-street", records.DealFlat, 15000, 14000, 1000, 4250, "ga", 930, 90_000, 0, 0, "sam-whitfield", "", "Tour opener."},
	{"2026-02-21", "glasgow-barrowland", records.DealVersus, 16000, 19000, 1030, 4000, "ga", 640, 200_000, 0, 150, "sam-whitfield", "", ""},
	{"2026-02-22", "manchester-albert-hall", records.DealVersus, 18000, 21000, 990, 4250, "balcony", 910, 200_000, 0, 150, "sam-whitfield", "", ""},
	{"2026-02-24", "london-brixton", records.DealVersus, 32000, 38000, 1010, 4750, "vip", 1000, 200_000, 0, 175, "sam-whitfield", "", "First of two nights."},
	{"2026-02-25", "london-brixton", records.DealVersus, 28000, 36000, 980, 4750, "vip", 860, 200_000, 0, 175, "sam-whitfield", "", "Second night, added on demand."},
	{"2026-02-27", "paris-cigale", records.DealVersus, 16000, 17500, 1020, 3900, "balcony", 1000, 55_000, 150_000, 0, "elodie-marchand", "", ""},
	{"2026-02-28", "brussels-ab", records.DealDoorSplit, 8000, 16000, 970, 3600, "balcony", 880, 60_000, 0, 100, "elodie-marchand", "", ""},
	{"2026-03-02", "amsterdam-paradiso", records.DealDoorSplit, 9000, 15000, 1000, 3800, "balcony", 1000, 90_000, 0, 100, "joris-de-vries", "", ""},
	{"2026-03-03", "utrecht-tivoli", records.DealDoorSplit, 9000, 17000, 1000, 3600, "balcony", 0, 90_000, 0, 100, "joris-de-vries", records.ShowCancelled, "Cancelled: Aurora Lane on vocal rest. Tickets refunded by the promoter."},
	{"2026-03-05", "cologne-ewerk", records.DealVersus, 18000, 22000, 1040, 4200, "ga", 820, 70_000, 158_250, 150, "katrin-albrecht", "", ""},
	{"2026-03-06", "hamburg-grosse-freiheit", records.DealVersus, 15000, 18000, 960, 4200, "ga", 900, 70_000, 158_250, 150, "katrin-albrecht", "", ""},
	{"2026-03-08", "copenhagen-vega", records.DealVersus, 17000, 19000, 1000, 4500, "balcony", 1000, 250_000, 0, 0, "linnea-berg", "", ""},
	{"2026-03-09", "oslo-sentrum-scene", records.DealVersus, 19000, 23000, 1060, 5200, "ga", 1000, 120_000, 150_000, 0, "linnea-berg", "", ""},
	{"2026-03-10", "stockholm-berns", records.DealVersus, 14000, 15500, 990, 4400, "ga", 870, 60_000, 150_000, 0, "linnea-berg", "", ""},
	{"2026-03-12", "helsinki-tavastia", records.DealVersus, 11000, 12000, 1000, 4300, "ga", 480, 100_000, 150_000, 0, "linnea-berg", "", "Soft: on sale only five weeks."},
	{"2026-03-14", "berlin-columbiahalle", records.DealVersus, 30000, 36000, 1020, 4500, "vip", 1000, 70_000, 158_250, 150, "katrin-albrecht", "", ""},
	{"2026-03-16", "warsaw-progresja", records.DealVersus, 12000, 16000, 950, 3200, "ga", 520, 80_000, 200_000, 0, "tomasz-nowak", "", ""},
	{"2026-03-17", "prague-lucerna", records.DealVersus, 12000, 15000, 1000, 3400, "balcony", 560, 120_000, 150_000, 0, "tomasz-nowak", "", ""},
	{"2026-03-19", "vienna-gasometer", records.DealVersus, 20000, 26000, 1010, 4400, "ga", 780, 100_000, 200_000, 150, "katrin-albrecht", "", ""},
	{"2026-03-20", "munich-tonhalle", records.DealVersus, 22000, 27000, 990, 4500, "ga", 840, 70_000, 158_250, 150, "katrin-albrecht", "", ""},
	{"2026-03-22", "zurich-xtra", records.DealVersus, 16000, 19000, 1000, 5500, "ga", 900, 81_000, 0, 200, "katrin-albrecht", "", ""},
	{"2026-03-24", "milan-alcatraz", records.DealVersus, 18000, 24000, 1080, 4000, "ga", 700, 100_000, 300_000, 0, "giulia-ferri", "", ""},
	{"2026-03-26", "lyon-transbordeur", records.DealVersus, 12000, 16000, 1000, 3600, "ga", 590, 55_000, 150_000, 0, "elodie-marchand", "", ""},
	{"2026-04-02", "barcelona-razzmatazz", records.DealDoorSplit, 10000, 17000, 1000, 3800, "ga", 920, 100_000, 190_000, 0, "giulia-ferri", "", "Settled on 2026-04-09 after the promoter's facility fees were checked against the ticketing statement."},
	{"2026-04-04", "madrid-riviera", records.DealDoorSplit, 12000, 21000, 1000, 4000, "ga", 880, 100_000, 190_000, 0, "giulia-ferri", "", "Tour closer."},
}

// tiersFor returns the ticket tiers of a layout around the general-admission price.
func tiersFor(layout string, price int64) []tierPlan {
	switch layout {
	case "balcony":
		return []tierPlan{{"Standing", price, 720, 0}, {"Balcony Seated", price + 500, 280, 40}}
	case "vip":
		return []tierPlan{{"General Admission", price, 960, 0}, {"VIP Package", price*2 + 5500, 40, 0}}
	default:
		return []tierPlan{{"General Admission", price, 1000, 0}}
	}
}

// nltCrew are the touring crew who log hours at every show.
var nltCrew = []string{"tom-okafor", "ruth-brennan", "jonas-weber", "camille-roux", "dev-patel", "sofia-rossi"}

// tour adds the European tour NLT26 and everything that belongs to it.
func (b *builder) tour() {
	project := b.id("project", "nlt26")
	b.d.Projects = append(b.d.Projects, records.Project{ID: project, OrgID: b.org,
		Name: "Aurora Lane — Northern Lights Tour 2026", Code: "NLT26", Kind: records.ProjectTour,
		Status: records.ProjectCompleted, Artist: "Aurora Lane", Currency: "EUR",
		StartsOn: "2026-02-16", EndsOn: "2026-04-05",
		Notes: "European headline tour supporting the album Northern Lights.", CreatedAt: CreatedAt})
	for _, t := range tourDates {
		status := t.status
		if status == "" {
			status = records.ShowConfirmed
		}
		deal := records.Deal{Type: t.deal, Guarantee: money(t.guarantee), ShowExpenses: money(t.expenses),
			FacilityFeePerTicket: t.feeCents, TicketTaxRate: t.taxPPM, WithholdingRate: t.withPPM,
			CommissionRate: 1000}
		if t.deal != records.DealFlat {
			deal.ArtistPercent, deal.PromoterProfitPercent = 8500, 1500
		}
		if t.deal != records.DealFlat && status != records.ShowCancelled {
			deal.Deposit = money(t.guarantee) / 2
		}
		i := b.show(showPlan{code: "nlt26", project: project, venue: t.venue, date: t.date, status: status,
			deal: deal, tiers: tiersFor(t.layout, t.price), sell: t.sell, noShows: 25 + vary(30, string(t.date)),
			doors: "19:00", start: "21:00", curfew: "23:00", merch: 900 + int64(vary(600, t.venue)),
			merchBP: kernel.BasisPoints(2000 + 500*vary(2, t.venue)), notes: t.notes,
			contacts: []records.ContactRole{{PersonID: b.person(t.promoter), Role: "promoter rep"},
				{PersonID: b.person(promoterRunners[t.promoter]), Role: "runner"},
				{PersonID: b.person("maja-lindqvist"), Role: "tour manager"}}})
		if status == records.ShowCancelled {
			// The artist cancelled for illness: under the contract no fee is owed
			// and no deposit had been invoiced.
			b.d.Shows[i].Cancellation = &records.Cancellation{On: t.date.AddDays(-5), By: records.CancelledByArtist,
				Reason: "Aurora Lane on doctor-ordered vocal rest; tickets refunded by the promoter."}
			continue
		}
		b.showDay(i, "Aurora Lane")
		b.timesheets(i, nltCrew...)
		b.guests(i, 2+vary(3, string(t.date)))
		if t.status == "" {
			// The actuals are a share of the offer's show costs in the show's own
			// currency: t.expenses is in euros, and a kroner or zloty settlement
			// must not carry the euro figure.
			actual := b.d.Shows[i].Deal.ShowExpenses * int64(t.actual) / 1000
			b.settle(i, actual, "Maja Lindqvist", "23:45")
		}
	}
	b.tourCrew(project)
	b.tourTravel(project)
	b.tourHotels(project)
	b.tourMoney(project)
}

// tourCrew engages the band and crew from rehearsals to the day after the last show.
func (b *builder) tourCrew(project kernel.ID) {
	crew := []struct {
		key, role, dept string
		day             int64
	}{
		{"maja-lindqvist", "Tour Manager", "production", 450},
		{"tom-okafor", "Production Manager", "production", 420},
		{"ruth-brennan", "FOH Engineer", "audio", 380},
		{"jonas-weber", "Monitor Engineer", "audio", 350},
		{"camille-roux", "Lighting Designer", "lighting", 380},
		{"dev-patel", "Backline Technician", "backline", 280},
		{"sofia-rossi", "Merchandise Manager", "merchandise", 250},
		{"pete-hollis", "Nightliner Driver", "transport", 300},
		{"felix-grant", "Drums", "artist team", 400},
		{"nadia-osei", "Bass", "artist team", 400},
		{"kit-moreno", "Keys and Guitar", "artist team", 400},
	}
	for _, c := range crew {
		b.d.CrewAssignments = append(b.d.CrewAssignments, records.CrewAssignment{
			ID: b.id("crew", "nlt26", c.key), OrgID: b.org, ProjectID: project, PersonID: b.person(c.key),
			Role: c.role, Department: c.dept, DayRate: money(c.day), PerDiemRate: money(35),
			StartsOn: "2026-02-16", EndsOn: "2026-04-05", CreatedAt: CreatedAt})
	}
}
