package records_test

import (
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/records"
)

func TestWarnings(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*records.Dataset)
		want []string // "pointer code"
	}{
		{"a consistent dataset raises nothing", func(*records.Dataset) {}, nil},
		{"a signed gross unlike the ticket sales", func(d *records.Dataset) { d.Settlements[0].GrossBoxOffice++ },
			[]string{"/settlements/0/gross_box_office settlement_differs"}},
		{"deposits deducted but never received", func(d *records.Dataset) { d.Settlements[0].DepositsPaid = 1 },
			[]string{"/settlements/0/deposits_paid deposits_not_received"}},
		{"a set past the curfew", func(d *records.Dataset) {
			end := d.Shows[0].CurfewAt.Add(10 * 60e9)
			d.Schedule[0].Kind, d.Schedule[0].ShowID, d.Schedule[0].EndsAt = records.ScheduleSet, d.Shows[0].ID, &end
		}, []string{"/schedule/0/ends_at past_curfew"}},
		{"a completed project with a confirmed show", func(d *records.Dataset) {
			d.Projects[0].Status = records.ProjectCompleted
			d.Shows[0].Status = records.ShowConfirmed
		}, []string{"/shows/0/status status_mismatch"}},
		{"a hotel night spent on an overnight journey", func(d *records.Dataset) {
			d.Travel[0].PassengerIDs = d.Accommodations[0].Rooms[0].OccupantIDs
			d.Travel[0].DepartsAt = time.Date(2026, 5, 1, 22, 0, 0, 0, time.UTC)
			d.Travel[0].ArrivesAt = time.Date(2026, 5, 2, 7, 0, 0, 0, time.UTC)
			d.Travel[0].DepartTimeZone, d.Travel[0].ArriveTimeZone = "UTC", "UTC"
			d.Accommodations[0].CheckIn, d.Accommodations[0].CheckOut = "2026-05-01", "2026-05-03"
		}, []string{"/accommodations/0/rooms night_travelling"}},
		{"more deposit invoiced than the deal asks", func(d *records.Dataset) {
			d.Invoices[0].Kind, d.Invoices[0].ShowID = records.InvoiceDeposit, d.Shows[0].ID
		}, []string{"/invoices/0/lines deposit_over_deal"}},
		// €4,400.00 spent against an offer of €9,000.00: under half (the threshold is a
		// factor of 2 either way); €4,500.00 would pass.
		{"settled show expenses under half the offer's", func(d *records.Dataset) { d.Settlements[0].ShowExpenses = 440_000 },
			[]string{"/settlements/0/show_expenses actuals_off_budget"}},
		{"settled show expenses over twice the offer's", func(d *records.Dataset) { d.Settlements[0].ShowExpenses = 1_800_001 },
			[]string{"/settlements/0/show_expenses actuals_off_budget"}},
		{"a euro settlement that carries another date's kroner figure", func(d *records.Dataset) {
			other := d.Shows[0]
			other.ID, other.Date, other.Currency, other.Status = id("oslo"), "2026-05-04", "NOK", records.ShowConfirmed
			other.Deal.ShowExpenses, other.Tiers = 620_000, nil
			d.Shows = append(d.Shows, other)
			d.Settlements[0].ShowExpenses = 620_000
		}, []string{"/settlements/0/show_expenses looks_unconverted"}},
		{"a past confirmed show with income booked and no settlement", func(d *records.Dataset) {
			d.Shows[0].Status, d.Settlements = records.ShowConfirmed, nil
		}, []string{"/shows/0/status past_show_unsettled"}},
		{"two ticket VAT rates in one country", func(d *records.Dataset) {
			other := d.Shows[0]
			other.ID, other.Date, other.Status = id("second-night"), "2026-05-03", records.ShowConfirmed
			other.Deal.TicketTaxRate = 70_000
			d.Shows = append(d.Shows, other)
		}, []string{"/shows/1/deal/ticket_tax_rate vat_rates_disagree"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := dataset()
			tc.edit(&d)
			var got []string
			for _, f := range d.Warnings("2026-06-01") {
				got = append(got, f.Pointer+" "+f.Code)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("warnings = %v, want %v", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("warnings = %v, want %v", got, tc.want)
				}
			}
		})
	}
}
