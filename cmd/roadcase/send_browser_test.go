package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// TestTheMergeSendInABrowser drives the real binary (serve --demo on SQLite, its
// job queue delivering through a real SMTP server in the test process): the demo
// owner types a subject and a note and previews the mail (the subject and note
// typed, the HTML part framed), then sends the packet to its crew from the
// pages; each crew member receives one mail, with that subject and note; one of
// them follows their link, sees only the crew's sections, fills one in and
// acknowledges, and the thank-you page reloads (its own GET address); the
// manager's board page then shows them acknowledged, its funnel is the API's
// tracking board's, and the send-batch funnel report reads the send as the
// board does (no mail provider reports deliveries: delivery rate null); no API
// answer holds a portal token.
func TestTheMergeSendInABrowser(t *testing.T) {
	t.Parallel() // its server has its own environment (smtpEnv)
	browserTest(t)
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	manager := newPerson(t, "")
	mails := smtptest.Start(t, "none", "", "")
	dsn := filepath.Join(t.TempDir(), "roadcase.db")
	srv := servetest.StartDemo(t, buildBinary(t), dsn, smtpEnv(mails)...)
	manager.base = srv.URL

	packet, crew := crewAudience(t, srv, dsn)
	manager.open("/signin")
	manager.fill("email", srv.Email)
	manager.fill("password", srv.Password)
	manager.click(`form[action="/signin"] button[type=submit]`, "API tokens")
	manager.open("/advancing/packets/" + packet.ID)
	manager.open("/advancing/packets/" + packet.ID + "/audiences/" + crew.ID + "/send")
	subject, note := "Load-in times for the crew", "See you at load-in, bring your passes."
	manager.fill("subject", subject)
	manager.fill("note", note)
	manager.click(`form[action$="/send"] button[formaction$="/preview"]`, "Send to")
	previewShows(t, manager, subject, note)
	manager.click(`form[action$="/send"] button[type=submit]:not([formaction])`, subject)
	boardAt, err := chromedp.Run(manager.tab, chromedp.Location()) // read while the tab's minute lasts
	if err != nil {
		t.Fatal(err)
	}

	mails.WaitFor(t, len(crew.ContactIDs), 30*time.Second)
	waitJobsFinished(t, dsn) // a duplicate would have been sent before its job finished
	got := mails.Received()
	seen := map[string]int{}
	for _, m := range got {
		seen[m.To[0]]++
	}
	for to, n := range seen {
		if n != 1 {
			t.Errorf("%s received %d mails, want 1", to, n)
		}
	}
	if len(seen) == 0 || len(got) > len(crew.ContactIDs) {
		t.Fatalf("%d mails to %d addresses for %d crew contacts", len(got), len(seen), len(crew.ContactIDs))
	}
	for _, m := range got {
		if m.Subject() != subject || !strings.Contains(strings.Join(strings.Fields(m.Text()), " "), note) {
			t.Errorf("the mail to %s reads %q without the note previewed:\n%s", m.To[0], m.Subject(), m.Text())
		}
	}
	recipient := got[0].To[0]
	link := mailLink(t, mails, recipient, "/portal/rc_portal_")

	// The recipient sees the crew's sections, and only those.
	promoter := newPerson(t, srv.URL)
	promoter.open(link)
	shown, err := chromedp.Run(promoter.tab, chromedp.Evaluate[[]string](
		`[...document.querySelectorAll('a[href*="/sections/"]')].map(a => a.getAttribute("href").split("/sections/")[1])`))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(shown, ",") != strings.Join(crew.SectionIDs, ",") {
		t.Errorf("the portal shows sections %v, want the crew's %v", shown, crew.SectionIDs)
	}
	promoter.click(`a[href*="/sections/`+crew.SectionIDs[0]+`"]`, "")
	title := promoter.heading()
	if err := chromedp.Do(promoter.tab, chromedp.Evaluate[chromedp.Void](
		`document.querySelector('form.stack input:not([type=hidden])').value = "14:00 at the loading dock"`)); err != nil {
		t.Fatalf("the section %q has no field to fill: %v", title, err)
	}
	promoter.click(`form[action$="/sections/`+crew.SectionIDs[0]+`"] button[type=submit]`, title)
	if saved, _ := chromedp.Run(promoter.tab, chromedp.Evaluate[string](`document.body.innerText`)); !strings.Contains(saved, "Saved") {
		t.Errorf("saving the section did not say so:\n%s", saved)
	}
	promoter.open(link)
	promoter.click(`form[action$="/acknowledge"] button[type=submit]`, "Thank you")
	thanksReloads(t, promoter)

	board := trackingBoard(t, srv, boardAt)
	for _, r := range board.Recipients.Data {
		if r.Email == recipient && r.FurthestStage != "acknowledged" {
			t.Errorf("%s is at %q on the board, want acknowledged", recipient, r.FurthestStage)
		}
	}
	if board.Funnel.Reached["acknowledged"] != 1 || board.Funnel.Reached["sent"] != len(seen) {
		t.Errorf("the funnel is %+v", board.Funnel)
	}
	boardPageAgrees(t, manager, board, recipient, subject)
	funnelReportAgrees(t, srv, board)
}

type audienceJSON struct {
	ID         string   `json:"id"`
	Kind       string   `json:"kind"`
	ContactIDs []string `json:"contact_ids"`
	SectionIDs []string `json:"section_ids"`
}

type packetJSON struct {
	ID        string         `json:"id"`
	Title     string         `json:"title"`
	Audiences []audienceJSON `json:"audiences"`
}

// crewAudience finds, through the API, a demo packet whose crew audience has
// contacts and sees some sections but not all.
func crewAudience(t *testing.T, srv *servetest.Server, dsn string) (packetJSON, audienceJSON) {
	t.Helper()
	var packets struct{ Data []packetView }
	r := mustRun(t, dsn, "advance", "packets", "--org", "demo", "--as", srv.Email)
	if err := json.Unmarshal([]byte(r.stdout), &packets); err != nil {
		t.Fatalf("advance packets: %v\n%s%s", err, r.stdout, r.stderr)
	}
	for _, p := range packets.Data {
		var full packetJSON
		getJSON(t, srv.URL+"/api/v1/advance-packets/"+string(p.ID), srv.Token, &full)
		for _, a := range full.Audiences {
			if a.Kind == "crew" && len(a.ContactIDs) > 1 && len(a.SectionIDs) > 0 {
				return full, a
			}
		}
	}
	t.Fatal("no demo packet has a crew audience to send to")
	return packetJSON{}, audienceJSON{}
}

type boardJSON struct {
	Batch struct {
		ID string `json:"id"`
	} `json:"batch"`
	Funnel struct {
		Reached            map[string]int `json:"reached"`
		Exits              map[string]int `json:"exits"`
		DeliveriesReported bool           `json:"deliveries_reported"`
	} `json:"funnel"`
	Rates      map[string]any `json:"rates"`
	Recipients struct {
		Data []struct {
			Email         string `json:"email"`
			FurthestStage string `json:"furthest_stage"`
		} `json:"data"`
	} `json:"recipients"`
}

// trackingBoard reads, through the API, the board of the batch at loc (where
// the send led the manager), whose answers must never hold a portal token.
func trackingBoard(t *testing.T, srv *servetest.Server, loc string) boardJSON {
	t.Helper()
	if !strings.Contains(loc, "/advancing/batches/") {
		t.Fatalf("the send did not lead to its board: %s", loc)
	}
	batch := strings.Split(strings.Split(loc, "/advancing/batches/")[1], "?")[0]
	var b boardJSON
	body := getJSON(t, srv.URL+"/api/v1/send-batches/"+batch+"/tracking-board?limit=100", srv.Token, &b)
	if strings.Contains(body, "rc_portal_") {
		t.Error("the tracking board holds a portal token")
	}
	return b
}

func getJSON(t *testing.T, url, token string, v any) string {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := resp.Body.Close(); err != nil {
			t.Error(err)
		}
	}()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v", url, resp.StatusCode, err)
	}
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatal(err)
	}
	return string(body)
}

// previewed is what the send page's preview shows: the subject, the text part,
// and the HTML part its sandboxed frame loads (fetched from the frame's own
// address, which a sandboxed frame's document cannot be read through).
type previewed struct {
	Subject string `json:"subject"`
	Text    string `json:"text"`
	Framed  bool   `json:"framed"`
	HTML    string `json:"html"`
}

// previewShows checks that the preview is the mail that will be sent: the
// subject and note typed, and the HTML part rendered in a sandboxed frame.
func previewShows(t *testing.T, manager *person, subject, note string) {
	t.Helper()
	p, err := chromedp.Run(manager.tab, chromedp.Evaluate[previewed](`(async () => {
		const dt = [...document.querySelectorAll("dl.details dt")].find(d => d.textContent.trim() === "Subject");
		const frame = document.querySelector("iframe.mail-frame");
		const html = frame ? await fetch(frame.getAttribute("src")).then(r => r.text()) : "";
		return {subject: dt ? dt.nextElementSibling.textContent.trim() : "",
			text: (document.querySelector("pre.mail-text") || {}).textContent || "",
			framed: !!frame && frame.hasAttribute("sandbox"), html: html};
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if p.Subject != subject || !strings.Contains(p.Text, note) {
		t.Errorf("the preview's subject is %q (typed %q) and its text holds the note %v:\n%s", p.Subject, subject,
			strings.Contains(p.Text, note), p.Text)
	}
	if !p.Framed || !strings.Contains(p.HTML, "<") || !strings.Contains(p.HTML, note) {
		t.Errorf("the preview frames the HTML part: %v, holding the note: %v\n%s", p.Framed, strings.Contains(p.HTML, note), p.HTML)
	}
	if manager.value("subject") != subject || manager.value("note") != note {
		t.Errorf("after the preview the form holds %q and %q", manager.value("subject"), manager.value("note"))
	}
}

// thanksReloads checks that the thank-you page has an address of its own: a
// GET, not the acknowledgement's POST, which reloads to the same page.
func thanksReloads(t *testing.T, recipient *person) {
	t.Helper()
	loc, err := chromedp.Run(recipient.tab, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get(loc)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("GET %s, the thank-you page's address: %d", loc, resp.StatusCode)
	}
	recipient.markPage()
	if err := chromedp.Do(recipient.tab, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	recipient.waitHeading("Thank you")
}

// boardPageAgrees opens the batch's board page as the manager and holds it to
// the API's board: the recipient acknowledged, each stage's and exit's count.
func boardPageAgrees(t *testing.T, manager *person, board boardJSON, recipient, subject string) {
	t.Helper()
	manager.open("/advancing/batches/" + board.Batch.ID)
	manager.waitHeading(subject)
	type pageBoard struct {
		Counts map[string]int `json:"counts"`
		Stage  string         `json:"stage"`
	}
	page, err := chromedp.Run(manager.tab, chromedp.Evaluate[pageBoard](`(() => {
		const counts = {};
		for (const row of document.querySelectorAll('section[aria-labelledby="funnel-title"] tbody tr')) {
			counts[row.querySelector("th").textContent.trim()] = parseInt(row.querySelector("td").textContent, 10);
		}
		const row = [...document.querySelectorAll("table.board-recipients tbody tr")]
			.find(r => r.querySelector(".recipient-email").textContent.trim() === `+quoteJS(recipient)+`);
		return {counts: counts, stage: row ? row.querySelector(".status").textContent.trim() : ""};
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if page.Stage != "Acknowledged" {
		t.Errorf("the board page shows %s at %q, want Acknowledged", recipient, page.Stage)
	}
	want := map[string]int{}
	for stage, n := range board.Funnel.Reached {
		want[sentenceCase(stage)] = n
	}
	for exit, n := range board.Funnel.Exits {
		want[sentenceCase(exit)] = n
	}
	if len(page.Counts) != len(want) {
		t.Errorf("the board page's funnel %v, the API's %v", page.Counts, want)
	}
	for label, n := range want {
		if page.Counts[label] != n {
			t.Errorf("the board page counts %d at %s, the API %d", page.Counts[label], label, n)
		}
	}
}

// sentenceCase writes a stage as the pages label it: "acknowledged" → "Acknowledged".
func sentenceCase(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// funnelReportAgrees finds the batch's row of the send-batch funnel report and
// holds its counts and rates to the API's board: the same send, the same
// figures, the delivery rate null when deliveries are not reported.
func funnelReportAgrees(t *testing.T, srv *servetest.Server, board boardJSON) {
	t.Helper()
	var report struct {
		Rows       []map[string]any `json:"rows"`
		NextCursor *string          `json:"next_cursor"`
	}
	var row map[string]any
	for next := ""; row == nil; {
		getJSON(t, srv.URL+"/api/v1/reports/send_batch_funnel?limit=100"+next, srv.Token, &report)
		for _, r := range report.Rows {
			if r["batch_id"] == board.Batch.ID {
				row = r
			}
		}
		if report.NextCursor == nil {
			break
		}
		next = "&cursor=" + url.QueryEscape(*report.NextCursor)
	}
	if row == nil {
		t.Fatalf("the send-batch funnel report has no row for batch %s", board.Batch.ID)
	}
	for stage, n := range board.Funnel.Reached {
		if stage != "queued" && row[stage] != float64(n) {
			t.Errorf("the report's %s is %v, the board's %d", stage, row[stage], n)
		}
	}
	if board.Funnel.DeliveriesReported || board.Rates["delivery"] != nil || row["delivery_rate"] != nil {
		t.Errorf("without a mail provider the board reports deliveries %v, its delivery rate is %v and the report's %v",
			board.Funnel.DeliveriesReported, board.Rates["delivery"], row["delivery_rate"])
	}
	for rate, column := range map[string]string{"open": "open_rate", "view": "view_rate",
		"acknowledgement": "acknowledgement_rate", "bounce": "bounce_rate"} {
		b, ok := board.Rates[rate].(float64)
		r, okR := row[column].(float64)
		if !ok || !okR || fmt.Sprintf("%.2f", b*100) != fmt.Sprintf("%.2f", r) {
			t.Errorf("the report's %s is %v, the board's %s rate %v", column, row[column], rate, board.Rates[rate])
		}
	}
}
