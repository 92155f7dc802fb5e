package sql

import (
	"context"
	"fmt"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

func (fs *factScope) projects(ctx context.Context, f *reporting.Facts) error {
	var args []any
	q := `SELECT p.id AS project, p.name, p.code, p.kind, p.status, p.currency, p.starts_on, p.ends_on
	FROM projects p WHERE ` + fs.where(&args, "p", "p.id", "p.id", "")
	if !fs.show.IsZero() {
		// A show scope keeps its show's project, which resolve found.
		args = nil
		q = `SELECT p.id AS project, p.name, p.code, p.kind, p.status, p.currency, p.starts_on, p.ends_on
		FROM projects p WHERE p.org_id = ? AND p.id = ?`
		args = append(args, fs.org, fs.project)
	}
	return fs.scan(ctx, &f.Projects, q, args...)
}

// showFactRow is one row of the shows statement: a show, its tiers and guest list
// summed, and its settlement's columns (NULL without one).
type showFactRow struct {
	reporting.ShowFact

	DealType              string `bun:"deal_type"`
	Guarantee             int64  `bun:"guarantee"`
	ArtistPercent         int64  `bun:"artist_percent"`
	PromoterProfitPercent int64  `bun:"promoter_profit_percent"`
	ShowExpenses          int64  `bun:"show_expenses"`
	FacilityFeePerTicket  int64  `bun:"facility_fee_per_ticket"`
	TicketTaxRate         int64  `bun:"ticket_tax_rate_ppm"`
	Deposit               int64  `bun:"deposit"`
	CommissionRate        int64  `bun:"commission_rate"`
	WithholdingRate       int64  `bun:"withholding_rate_ppm"`

	Settled        bool        `bun:"settled"`
	SettledAt      *time.Time  `bun:"settled_at"`
	TimeZone       string      `bun:"time_zone"`
	Rate           kernel.Rate `bun:"rate"`
	GrossBoxOffice int64       `bun:"gross_box_office"`
	TicketTax      int64       `bun:"ticket_tax"`
	FacilityFees   int64       `bun:"facility_fees"`
	SetShowExp     int64       `bun:"settled_show_expenses"`
	PromoterProfit int64       `bun:"promoter_profit"`
	ArtistPayout   int64       `bun:"artist_payout"`
	Withholding    int64       `bun:"withholding"`
	Commission     int64       `bun:"commission"`
	DepositsPaid   int64       `bun:"deposits_paid"`
}

// showsStatement sums each show's tiers (records.TicketTier's Gross and Potential
// per tier) and counts its guest list by records.GuestStatus, for the shows of
// the scope only: the scope's condition (fs.where over shows s) follows
// "WITH s AS (SELECT * FROM shows s WHERE ", and the tiers and guests summed
// are those of its shows, not the organization's.
var showsStatement = fmt.Sprintf(`),
t AS (SELECT show_id, SUM(allotment) AS allotment, SUM(sold) AS sold,
		SUM(comps) AS comps, SUM(kills) AS kills, SUM(price * sold) AS gross,
		SUM(price * (allotment - comps - kills)) AS potential
	FROM ticket_tiers WHERE org_id = ? AND show_id IN (SELECT id FROM s) GROUP BY show_id),
g AS (SELECT show_id, SUM(CASE WHEN status <> '%[1]s' THEN 1 ELSE 0 END) AS entries,
		SUM(CASE WHEN status IN ('%[2]s', '%[3]s') THEN 1 + plus_ones ELSE 0 END) AS places,
		SUM(CASE WHEN status = '%[3]s' THEN 1 + plus_ones ELSE 0 END) AS checked_in
	FROM guest_list_entries WHERE org_id = ? AND show_id IN (SELECT id FROM s) GROUP BY show_id)
SELECT s.id AS show, s.project_id AS project, s.venue_id AS venue, s.date, s.status, s.stage, s.currency, s.capacity,
	CAST(COALESCE(t.allotment, 0) AS BIGINT) AS allotment, CAST(COALESCE(t.sold, 0) AS BIGINT) AS sold,
	CAST(COALESCE(t.comps, 0) AS BIGINT) AS comps, CAST(COALESCE(t.kills, 0) AS BIGINT) AS kills,
	CAST(COALESCE(t.gross, 0) AS BIGINT) AS gross, CAST(COALESCE(t.potential, 0) AS BIGINT) AS potential,
	s.scanned_attendance AS scanned, s.merch_gross, s.merch_tax_rate_ppm AS merch_tax_rate, s.venue_merch_rate,
	s.deal_type, s.guarantee, s.artist_percent, s.promoter_profit_percent, s.show_expenses,
	s.facility_fee_per_ticket, s.ticket_tax_rate_ppm, s.deposit, s.commission_rate, s.withholding_rate_ppm,
	CASE WHEN s.status = '%[4]s' AND s.cancelled_by IS NOT NULL THEN COALESCE(s.cancellation_fee, 0) END
		AS cancellation_fee,
	s.guest_allocation, CAST(COALESCE(g.entries, 0) AS BIGINT) AS guest_entries,
	CAST(COALESCE(g.places, 0) AS BIGINT) AS guest_places,
	CAST(COALESCE(g.checked_in, 0) AS BIGINT) AS guest_checked_in,
	st.id IS NOT NULL AS settled, st.settled_at, s.time_zone, COALESCE(st.rate, 0) AS rate,
	COALESCE(st.gross_box_office, 0) AS gross_box_office, COALESCE(st.ticket_tax, 0) AS ticket_tax,
	COALESCE(st.facility_fees, 0) AS facility_fees, COALESCE(st.show_expenses, 0) AS settled_show_expenses,
	COALESCE(st.promoter_profit, 0) AS promoter_profit, COALESCE(st.artist_payout, 0) AS artist_payout,
	COALESCE(st.withholding, 0) AS withholding, COALESCE(st.commission, 0) AS commission,
	COALESCE(st.deposits_paid, 0) AS deposits_paid
FROM s LEFT JOIN t ON t.show_id = s.id LEFT JOIN g ON g.show_id = s.id
	LEFT JOIN settlements st ON st.org_id = s.org_id AND st.show_id = s.id AND st.draft = FALSE`, records.GuestDeclined, records.GuestApproved, records.GuestCheckedIn, records.ShowCancelled)

func (fs *factScope) shows(ctx context.Context, f *reporting.Facts) error {
	var args []any
	q := "WITH s AS (SELECT * FROM shows s WHERE " + fs.where(&args, "s", "s.project_id", "s.id", "s.date") + showsStatement
	args = append(args, fs.org, fs.org)
	var rows []showFactRow
	if err := fs.scan(ctx, &rows, q, args...); err != nil {
		return err
	}
	for _, r := range rows {
		sf := r.ShowFact
		sf.Deal = records.Deal{Type: records.DealType(r.DealType), Guarantee: r.Guarantee,
			ArtistPercent: kernel.BasisPoints(r.ArtistPercent), PromoterProfitPercent: kernel.BasisPoints(r.PromoterProfitPercent),
			ShowExpenses: r.ShowExpenses, FacilityFeePerTicket: r.FacilityFeePerTicket,
			TicketTaxRate: kernel.PPM(r.TicketTaxRate), Deposit: r.Deposit,
			CommissionRate: kernel.BasisPoints(r.CommissionRate), WithholdingRate: kernel.PPM(r.WithholdingRate)}
		if r.Settled && r.SettledAt != nil {
			// The local date needs the zone's rules, which SQLite does not have: Go
			// applies records.Settlement.SettledOn to the instant.
			on := records.Settlement{SettledAt: *r.SettledAt}.SettledOn(r.TimeZone)
			sf.Settlement = &reporting.SettlementFact{SettledOn: on, Rate: r.Rate,
				GrossBoxOffice: r.GrossBoxOffice, TicketTax: r.TicketTax, FacilityFees: r.FacilityFees,
				ShowExpenses: r.SetShowExp, PromoterProfit: r.PromoterProfit, ArtistPayout: r.ArtistPayout,
				Withholding: r.Withholding, Commission: r.Commission, DepositsPaid: r.DepositsPaid}
		}
		f.Shows = append(f.Shows, sf)
	}
	return nil
}

// nameRow is one venue or person of the names statement.
type nameRow struct {
	Kind      string    `bun:"kind"`
	ID        kernel.ID `bun:"id"`
	Name      string    `bun:"name"`
	FirstName string    `bun:"first_name"`
	LastName  string    `bun:"last_name"`
	City      string    `bun:"city"`
	Country   string    `bun:"country"`
}

func (fs *factScope) names(ctx context.Context, f *reporting.Facts) error {
	var rows []nameRow
	err := fs.scan(ctx, &rows, `SELECT 'venue' AS kind, id, name, '' AS first_name, '' AS last_name, city, country
	FROM venues WHERE org_id = ?
	UNION ALL SELECT 'person', id, '', first_name, last_name, '', '' FROM people WHERE org_id = ?`, fs.org, fs.org)
	if err != nil {
		return err
	}
	for _, r := range rows {
		n := reporting.NameFact{Kind: reporting.NameKind(r.Kind), ID: r.ID, Name: r.Name, City: r.City, Country: r.Country}
		if n.Kind == reporting.NamePerson {
			n.Name = records.Person{FirstName: r.FirstName, LastName: r.LastName}.FullName()
		}
		f.Names = append(f.Names, n)
	}
	return nil
}
