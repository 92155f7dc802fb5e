package binding

import (
	"cmp"
	"math"
	"slices"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// showReportKinds are the schedule items a show report times, with the label used
// when an item has no title.
var showReportKinds = map[records.ScheduleKind]string{
	records.ScheduleLoadIn:     "Load-in",
	records.ScheduleSoundcheck: "Soundcheck",
	records.ScheduleDoors:      "Doors",
	records.ScheduleSet:        "Set",
	records.ScheduleCurfew:     "Curfew",
	records.ScheduleLoadOut:    "Load-out",
}

// showReportFromShow pre-fills the tour manager's report of a show from its record:
// attendance from the tiers and the door scan, the day's scheduled times (actual
// times and incidents are the tour manager's to add), merchandise, guest list and,
// once signed, the settlement.
func showReportFromShow(src Source) (map[string]any, error) {
	s := src.Show(src.Ref.ID)
	if s == nil {
		return nil, notFound("show", src.Ref.ID)
	}
	v := src.Venue(s.VenueID)
	if v == nil {
		return nil, notFound("venue", s.VenueID)
	}
	p := src.Project(s.ProjectID)
	if p == nil {
		return nil, notFound("project", s.ProjectID)
	}
	tz := cmp.Or(s.TimeZone, v.TimeZone, "UTC")
	cur := cmp.Or(s.Currency, p.Currency)

	proj := map[string]any{"name": p.Name}
	PutString(proj, "code", p.Code)
	PutString(proj, "artist", p.Artist)
	show := map[string]any{"date": s.Date.String()}
	PutString(show, "status", string(s.Status))
	PutString(show, "stage", s.Stage)
	venue := map[string]any{"name": v.Name}
	PutString(venue, "city", v.City)
	PutString(venue, "country", v.Country)
	out := map[string]any{
		"time_zone":  tz,
		"project":    proj,
		"show":       show,
		"venue":      venue,
		"attendance": showReportAttendance(s, cur),
		"times":      showReportTimes(src, s, tz),
	}
	PutString(out, "organization", src.OrgName)
	if s.MerchGross > 0 {
		out["merch"] = showReportMerch(s, cur)
	}
	if g := showReportGuests(src.Data.GuestList, s.ID); g != nil {
		out["guests"] = g
	}
	if st := showReportSettlement(src, s.ID, tz, cur); st != nil {
		out["settlement"] = st
	}
	PutString(out, "notes", s.Notes)
	return out, nil
}

// showReportAttendance gives the show's configured capacity, tickets sold,
// comps, the door scan, sell-through (sold ÷ sellable) and the no-show rate
// (records.NoShows ÷ tickets issued, the settlement sheet's count), each
// percentage to one decimal and only when defined.
func showReportAttendance(s *records.Show, cur string) map[string]any {
	sold := s.Sold()
	m := map[string]any{"capacity": int64(max(0, s.Capacity)), "sold": int64(sold)}
	if len(s.Tiers) > 0 {
		m["comps"] = int64(s.Comps())
		m["ticket_gross"] = Money(s.Gross(), cur)
	}
	if n := s.Sellable(); n > 0 {
		m["sell_through_percent"] = showReportPercent(float64(sold) / float64(n))
	}
	if s.ScannedAttendance != nil {
		scanned := *s.ScannedAttendance
		m["scanned"] = int64(max(0, scanned))
		if issued := sold + s.Comps(); issued > 0 {
			noShows := records.NoShows(int64(sold), int64(s.Comps()), int64(scanned))
			m["no_show_percent"] = showReportPercent(float64(noShows) / float64(issued))
		}
	}
	return m
}

// showReportPercent turns a ratio into a percentage to one decimal, kept in 0–100.
func showReportPercent(ratio float64) float64 {
	return min(100, max(0, math.Round(ratio*1000)/10))
}

// showReportTimes lists the show's load-in to load-out schedule items in time order,
// adding doors, show and curfew from the show itself when no item covers them.
func showReportTimes(src Source, s *records.Show, tz string) []any {
	type timed struct {
		label string
		at    time.Time
		end   *time.Time
		id    kernel.ID
	}
	var items []timed
	seen := map[records.ScheduleKind]bool{}
	for _, it := range src.Data.Schedule {
		label, ok := showReportKinds[it.Kind]
		if it.ShowID != s.ID || !ok {
			continue
		}
		seen[it.Kind] = true
		items = append(items, timed{cmp.Or(it.Title, label), it.StartsAt, it.EndsAt, it.ID})
	}
	for _, f := range []struct {
		kind  records.ScheduleKind
		label string
		at    *time.Time
	}{
		{records.ScheduleDoors, "Doors", s.DoorsAt},
		{records.ScheduleSet, "Show", s.StartsAt},
		{records.ScheduleCurfew, "Curfew", s.CurfewAt},
	} {
		if f.at != nil && !seen[f.kind] {
			items = append(items, timed{label: f.label, at: *f.at})
		}
	}
	slices.SortFunc(items, func(a, b timed) int {
		return cmp.Or(a.at.Compare(b.at), cmp.Compare(a.label, b.label), cmp.Compare(a.id, b.id))
	})
	musicEnded := showReportMusicEnded(src.Data.Schedule, s.ID)
	out := make([]any, 0, len(items)+1)
	for _, it := range items {
		m := map[string]any{"label": it.label, "scheduled_at": Instant(it.at, tz)}
		if it.end != nil {
			m["scheduled_end_at"] = Instant(*it.end, tz)
		}
		if it.label == "Curfew" && musicEnded != nil {
			m["actual_at"], m["notes"] = Instant(*musicEnded, tz), "Music ended (end of the last set)"
		}
		out = append(out, m)
	}
	if st := src.SettlementOf(s.ID); st != nil && !st.SettledAt.IsZero() && len(out) < 40 {
		out = append(out, map[string]any{"label": "Settlement signed", "actual_at": Instant(st.SettledAt, tz)})
	}
	return out
}

// showReportMusicEnded is when the show's last set ended, as the records keep it,
// or nil: the time a curfew is judged by. The other actual times (doors opened
// late, a set cut short) are the tour manager's to add.
func showReportMusicEnded(items []records.ScheduleItem, show kernel.ID) *time.Time {
	var last *time.Time
	for _, it := range items {
		if it.ShowID == show && it.Kind == records.ScheduleSet && it.EndsAt != nil && (last == nil || it.EndsAt.After(*last)) {
			last = it.EndsAt
		}
	}
	return last
}

// showReportMerch gives the merchandise gross, the sales tax it contains, the
// venue's fee and rate, what the artist keeps (records.Show.MerchToArtist, as the
// merch settlement prints it) and the spend per scanned head (rounded half up),
// each when defined.
func showReportMerch(s *records.Show, cur string) map[string]any {
	fee := s.VenueMerchFee()
	m := map[string]any{"gross": Money(s.MerchGross, cur), "net": Money(s.MerchToArtist(), cur)}
	if tax := s.MerchGross - s.MerchNet(); tax > 0 {
		m["sales_tax"] = Money(tax, cur)
	}
	if s.VenueMerchRate > 0 {
		m["venue_fee_percent"] = Percent(s.VenueMerchRate)
		m["venue_fee"] = Money(fee, cur)
	}
	if s.ScannedAttendance != nil && *s.ScannedAttendance > 0 {
		heads := int64(*s.ScannedAttendance)
		m["per_head"] = Money((s.MerchGross*2+heads)/(heads*2), cur)
	}
	return m
}

// showReportGuests totals the show's guest list, plus-ones included: approved counts
// approved and checked-in names; nil when the show has no guest list.
func showReportGuests(list []records.GuestListEntry, show kernel.ID) map[string]any {
	var found bool
	var approved, in int64
	for _, g := range list {
		if g.ShowID != show {
			continue
		}
		found = true
		n := int64(1 + max(0, g.PlusOnes))
		switch g.Status {
		case records.GuestCheckedIn:
			in += n
			approved += n
		case records.GuestApproved:
			approved += n
		}
	}
	if !found {
		return nil
	}
	return map[string]any{"approved": approved, "checked_in": in}
}

// showReportSettlement summarises the show's signed settlement, or nil. The
// balance paid on the night and the net to artist are the settlement's own
// (records.Settlement.BalanceDue and NetToArtist), the same figures the
// settlement sheet prints.
func showReportSettlement(src Source, show kernel.ID, tz, cur string) map[string]any {
	st := src.SettlementOf(show)
	if st == nil {
		return nil
	}
	m := map[string]any{
		"gross_box_office": Money(st.GrossBoxOffice, cur),
		"nbor":             Money(max(0, st.NBOR()), cur),
		"artist_payout":    Money(st.ArtistPayout, cur),
		"balance_due":      Money(st.BalanceDue(), cur),
		"net_to_artist":    Money(st.NetToArtist(), cur),
	}
	for k, v := range map[string]int64{
		"show_expenses": st.ShowExpenses, "withholding": st.Withholding,
		"commission": st.Commission, "deposits_paid": st.DepositsPaid,
	} {
		if v > 0 {
			m[k] = Money(v, cur)
		}
	}
	PutString(m, "settled_by", st.SettledBy)
	if !st.SettledAt.IsZero() {
		m["settled_at"] = Instant(st.SettledAt, tz)
	}
	return m
}
