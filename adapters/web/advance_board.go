package web

import (
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// recipientsPerPage is how many recipients a board page lists.
const recipientsPerPage = 50

// boardPage is the data of a send batch's tracking board.
type boardPage struct {
	Batch       advancing.SendBatch
	PacketTitle string
	Audience    string
	Funnel      []stageRow
	Exits       []stageRow
	Rates       []rateRow
	// Unreported says that no mail provider reports deliveries: the delivered
	// count holds only the deliveries a later stage implies.
	Unreported bool
	Median     string // the median time to acknowledge, "" when there is none
	Filter     string // the stage the list is narrowed to, "" for everyone
	All        string // the address of the unfiltered list
	Recipients []recipientRow
	TimeStages []string // the stages whose times the list shows, as headings
	Zone       string   // the zone the list's times are in, "Europe/Berlin"
	Next       string   // the next page's address, "" on the last page
	First      string   // the first page's address, "" on the first page
	CanCancel  bool
	Loc        *time.Location
}

// stageRow is one stage or exit of the funnel with its count, linking to the
// recipients at it.
type stageRow struct {
	Label, Key string
	Count      int
	Link       string
	Current    bool
	Note       string // what the count means when it is not plain, "" otherwise
}

// rateRow is one rate: Value is "" when it is unknown, and Note says why.
type rateRow struct{ Label, Value, Note string }

// recipientRow is one recipient with how far they got and when.
type recipientRow struct {
	Name, Email string
	Stage       string
	StageKey    string
	Times       []stageTime // one per boardTimeStages
}

// stageTime is when a recipient reached one stage: a recorded time, a stage
// reached only by implication (ImpliedBy, the later stage that implies it), or
// neither (not reached).
type stageTime struct {
	Label     string // the stage, for the stacked rows of a narrow screen
	ISO       string // for <time datetime>
	Short     string // "6 Nov 10:01", in the board's zone
	ImpliedBy string // "opened"
}

// boardTimeStages are the stages whose first times the recipients list shows.
var boardTimeStages = []advancing.Stage{advancing.StageSent, advancing.StageDelivered, advancing.StageOpened,
	advancing.StageViewed, advancing.StageAcknowledged}

// board shows a batch's funnel and a page of its recipients, optionally only
// those at one stage (?stage=opened), paged with the board's cursor.
func (s *Server) board(w http.ResponseWriter, r *http.Request, v *viewer) {
	ctx, org, q := r.Context(), v.Current.Organization.ID, r.URL.Query()
	stage := advancing.Stage(q.Get("stage"))
	tb, err := s.deps.Advancing.TrackingBoard(ctx, org, r.PathValue("id"), advancing.BoardQuery{
		Page: kernel.PageRequest{Limit: recipientsPerPage, Cursor: q.Get("cursor")}, Stage: stage})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p, err := s.deps.Advancing.Packet(ctx, org, string(tb.Batch.PacketID))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	base := "/advancing/batches/" + string(tb.Batch.ID)
	page := boardPage{Batch: tb.Batch, PacketTitle: p.Title, Audience: audienceLabel(p, tb.Batch.AudienceID),
		Filter: humanize(string(stage)), All: base, Median: durationWords(tb.Board.MedianTimeToAcknowledge),
		CanCancel: v.canEdit() && tb.Batch.CancelledAt == nil, Loc: v.location(),
		Unreported: !tb.Board.DeliveriesReported}
	page.Zone = page.Loc.String()
	link := func(st advancing.Stage) string { return base + "?stage=" + url.QueryEscape(string(st)) }
	for _, st := range advancing.Stages {
		row := stageRow{Label: humanize(string(st)), Key: string(st),
			Count: tb.Board.Reached[st], Link: link(st), Current: st == stage}
		if st == advancing.StageDelivered && page.Unreported {
			row.Note = "implied by a later stage; deliveries are not reported"
		}
		page.Funnel = append(page.Funnel, row)
	}
	for _, st := range advancing.Exits {
		page.Exits = append(page.Exits, stageRow{Label: humanize(string(st)), Key: string(st),
			Count: tb.Board.Exits[st], Link: link(st), Current: st == stage})
	}
	page.Rates = boardRates(tb.Board)
	for _, st := range boardTimeStages {
		page.TimeStages = append(page.TimeStages, humanize(string(st)))
	}
	for _, rp := range tb.Recipients.Data {
		page.Recipients = append(page.Recipients, newRecipientRow(rp, page.Loc))
	}
	filter := ""
	if stage != "" {
		filter = "stage=" + url.QueryEscape(string(stage)) + "&"
	}
	if tb.Recipients.HasMore {
		page.Next = base + "?" + filter + "cursor=" + url.QueryEscape(tb.Recipients.NextCursor)
	}
	if q.Get("cursor") != "" {
		page.First = base
		if stage != "" {
			page.First = link(stage)
		}
	}
	s.page(w, r, http.StatusOK, "advance_board", page)
}

// boardRates writes the board's rates for people. A rate whose denominator is
// unknown (delivery, when no mail provider reports deliveries) says so rather
// than print a share that would read as a failure.
func boardRates(b advancing.Board) []rateRow {
	rt := b.Rates
	of := "of those " + string(rt.Base)
	delivery := rateRow{Label: "Delivered, of those sent", Value: percent(rt.Delivery)}
	if !b.DeliveriesReported {
		delivery = rateRow{Label: "Delivered, of those sent",
			Note: "Not reported: no mail provider reports deliveries to Roadcase"}
	}
	return []rateRow{delivery, {Label: "Bounced, of those sent", Value: percent(rt.Bounce)},
		{Label: "Opened, " + of, Value: percent(rt.Open)}, {Label: "Viewed, " + of, Value: percent(rt.View)},
		{Label: "Acknowledged, " + of, Value: percent(rt.Acknowledgement)}}
}

func newRecipientRow(rp advancing.RecipientProgress, loc *time.Location) recipientRow {
	st := rp.Progress.Furthest
	if rp.Progress.Exit != "" {
		st = rp.Progress.Exit
	}
	row := recipientRow{Name: rp.Recipient.Name, Email: rp.Recipient.Email, Stage: humanize(string(st)), StageKey: string(st)}
	for _, ts := range boardTimeStages {
		cell := stageTime{Label: humanize(string(ts))}
		if at, ok := rp.Progress.At[ts]; ok {
			cell.ISO, cell.Short = at.UTC().Format(time.RFC3339), at.In(loc).Format("2 Jan 15:04")
		} else if by := rp.Progress.ImpliedBy(ts); by != "" {
			cell.ImpliedBy = string(by)
		}
		row.Times = append(row.Times, cell)
	}
	return row
}

// percent writes a rate for people, "87.5 %"; "No data" when its denominator
// was zero.
func percent(f *float64) string {
	if f == nil {
		return "No data"
	}
	return fmt.Sprintf("%.1f %%", *f*100)
}

// durationWords writes a duration for people, to the minute: "3 days 4 h",
// "2 h 5 min", "12 min"; "" for none.
func durationWords(d *time.Duration) string {
	if d == nil {
		return ""
	}
	m := int(d.Round(time.Minute) / time.Minute)
	days, hours, mins := m/(24*60), m/60%24, m%60
	switch {
	case days > 0:
		return fmt.Sprintf("%d %s %d h", days, plural(days, "day", "days"), hours)
	case hours > 0:
		return fmt.Sprintf("%d h %d min", hours, mins)
	default:
		return fmt.Sprintf("%d min", mins)
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// cancelForm asks a manager to confirm the cancellation of a batch.
func (s *Server) cancelForm(w http.ResponseWriter, r *http.Request, v *viewer) {
	if err := mustEdit(v); err != nil {
		s.fail(w, r, err)
		return
	}
	tb, err := s.deps.Advancing.TrackingBoard(r.Context(), v.Current.Organization.ID, r.PathValue("id"),
		advancing.BoardQuery{Page: kernel.PageRequest{Limit: 1}})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.page(w, r, http.StatusOK, "advance_cancel", tb.Batch)
}

// cancel cancels a batch: its unsent mail is not sent and its links stop.
func (s *Server) cancel(w http.ResponseWriter, r *http.Request, v *viewer) {
	id, err := pathID(r, "id")
	if err == nil {
		err = s.deps.Send.CancelBatch(r.Context(), v.Actor(), id)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.flash(r.Context(), "The send is cancelled: its links no longer work, and mail not yet sent will not be.")
	seeOther(w, r, "/advancing/batches/"+string(id))
}
