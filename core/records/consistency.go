package records

import (
	"strconv"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Finding is a cross-record problem that is unusual rather than impossible: the
// data can be stored, but a person should look. Pointer is relative to the export
// form of the dataset, like a FieldError's.
type Finding struct {
	Pointer, Code, Detail string
}

// The finding codes.
const (
	FindSettlementDiffers = "settlement_differs"    // signed gross unlike the show's ticket sales
	FindDepositsNotPaid   = "deposits_not_received" // a settlement deducts deposits not received
	FindDepositOverDeal   = "deposit_over_deal"     // more deposit invoiced than the deal asks
	FindPastCurfew        = "past_curfew"           // a set ends after the show's curfew
	FindStatusMismatch    = "status_mismatch"       // a project's status against its shows'
	FindDoubleBooked      = "double_booked"         // one person in two hotels the same night
	FindNightTravelling   = "night_travelling"      // a hotel night its guest spends travelling
)

// Warnings returns the findings of d as of today, in a stable order: settlements,
// deposits, schedule, project status, hotels against each other and against travel,
// then the figures: actuals far from budget, amounts that look unconverted, past
// shows left unsettled and VAT rates that disagree (consistency_figures.go). Dataset.Validate reports what is
// impossible; Warnings what a promoter or tour accountant would query.
func (d Dataset) Warnings(today kernel.Date) []Finding {
	w := &warnings{d: d, shows: make(map[kernel.ID]int, len(d.Shows))}
	for i, s := range d.Shows {
		w.shows[s.ID] = i
	}
	w.settlements()
	w.deposits()
	w.curfews()
	w.projectStatus(today)
	w.hotels()
	w.nightsTravelling()
	w.showFigures()
	w.unconverted()
	w.unsettled(today)
	w.vatRates()
	return w.out
}

type warnings struct {
	d     Dataset
	shows map[kernel.ID]int
	out   []Finding
}

func (w *warnings) add(k Kind, i int, field, code, detail string) {
	w.out = append(w.out, Finding{Pointer: "/" + k.ExportName() + "/" + strconv.Itoa(i) + "/" + field, Code: code, Detail: detail})
}

func (w *warnings) show(id kernel.ID) (Show, bool) {
	i, ok := w.shows[id]
	if !ok {
		return Show{}, false
	}
	return w.d.Shows[i], true
}

// settlements compares each signed settlement with its show and its deposits.
func (w *warnings) settlements() {
	for i, st := range w.d.Settlements {
		s, ok := w.show(st.ShowID)
		if !ok || st.Draft {
			continue
		}
		if len(s.Tiers) > 0 && st.GrossBoxOffice != s.Gross() {
			w.add(KindSettlement, i, "gross_box_office", FindSettlementDiffers,
				"the signed gross differs from the show's ticket sales; check the tiers or the settlement")
		}
		if received := ShowDeposits(s, w.d.Invoices, st.SettledOn(s.TimeZone)).Paid; st.DepositsPaid > received {
			w.add(KindSettlement, i, "deposits_paid", FindDepositsNotPaid,
				"deducts more deposits than the show's deposit invoices had received when it was signed")
		}
	}
}

// deposits compares the deposit invoiced for each show with its deal.
func (w *warnings) deposits() {
	invoiced := map[kernel.ID]int64{}
	last := map[kernel.ID]int{}
	for i, inv := range w.d.Invoices {
		if inv.Kind == InvoiceDeposit && inv.Status != InvoiceVoid {
			invoiced[inv.ShowID] += inv.Subtotal()
			last[inv.ShowID] = i
		}
	}
	found := &warnings{}
	for id, amount := range invoiced {
		if s, ok := w.show(id); ok && amount > s.Deal.Deposit {
			found.add(KindInvoice, last[id], "lines", FindDepositOverDeal, "bills more deposit for the show than its deal asks")
		}
	}
	sortFindings(found.out)
	w.out = append(w.out, found.out...)
}

// curfews flags sets that end after their show's curfew.
func (w *warnings) curfews() {
	for i, it := range w.d.Schedule {
		s, ok := w.show(it.ShowID)
		if !ok || it.Kind != ScheduleSet || s.CurfewAt == nil {
			continue
		}
		end := it.StartsAt
		if it.EndsAt != nil {
			end = *it.EndsAt
		}
		if end.After(*s.CurfewAt) {
			w.add(KindScheduleItem, i, "ends_at", FindPastCurfew, "the set ends after the show's curfew")
		}
	}
}

// projectStatus flags projects whose status contradicts their shows: a completed
// project with a show still on hold or confirmed, a cancelled one with a show
// that is not cancelled, and a show settled before its date.
func (w *warnings) projectStatus(today kernel.Date) {
	status := map[kernel.ID]ProjectStatus{}
	for _, p := range w.d.Projects {
		status[p.ID] = p.Status
	}
	for i, s := range w.d.Shows {
		switch p := status[s.ProjectID]; {
		case p == ProjectCompleted && (s.Status == ShowHold || s.Status == ShowConfirmed):
			w.add(KindShow, i, "status", FindStatusMismatch, "the project is completed but the show is still "+string(s.Status))
		case p == ProjectCancelled && s.Status != ShowCancelled:
			w.add(KindShow, i, "status", FindStatusMismatch, "the project is cancelled but the show is "+string(s.Status))
		case s.Status == ShowSettled && today != "" && today.Before(s.Date):
			w.add(KindShow, i, "status", FindStatusMismatch, "the show is settled before its date")
		}
	}
}

// zoneOr loads the IANA zone name, or UTC when it is empty or unknown (the
// dataset's own validation reports an unknown zone).
func zoneOr(name string) *time.Location {
	if loc := location(name); loc != nil {
		return loc
	}
	return time.UTC
}
