package web

import (
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
)

func TestTheSendFormOffersTheAudiencesMailablePeople(t *testing.T) {
	f := newAdvanceFixture(t)
	r := f.signedIn("mia@example.com").get(f.sendPath(f.promoters))
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, `name="subject" type="text" value="Berlin, Columbiahalle"`, `<textarea id="note" name="note"`,
		`<option value="`+string(f.pat.ID)+`" selected>Pat Promoter &lt;pat@example.com&gt;</option>`,
		"Not mailed, for want of an e-mail address: Nic Noaddress.", "Send to 1 person",
		`formaction="`+f.packetPath()+`/audiences/`+string(f.promoters)+`/preview"`)
	if strings.Contains(r.body, `<option value="`+string(f.nic.ID)+`"`) {
		t.Errorf("someone without an address is offered for the preview")
	}
}

// The preview is the mail that is sent: the subject and note typed in the
// form, its text part as text, and its HTML part rendered in a sandboxed frame
// loaded from its own address under a policy of its own, while the page's
// policy stays strict (frames from this origin only).
func TestThePreviewIsTheMailWithTheTypedSubjectAndNote(t *testing.T) {
	f := newAdvanceFixture(t)
	f.adv.packets[f.packet.ID].Sections[0].Title = `<img src=x onerror=alert(1)>`
	b := f.signedIn("mia@example.com")
	b.get(f.sendPath(f.promoters))
	r := b.post(f.packetPath()+"/audiences/"+string(f.promoters)+"/preview",
		url.Values{"subject": {"Please confirm"}, "note": {"Thanks & see you"}, "contact": {string(f.pat.ID)}})
	wantStatus(t, r, http.StatusOK)
	wantCleanHTML(t, r)
	if got, want := r.header.Get("Content-Security-Policy"), contentSecurityPolicy+"; frame-src 'self'"; got != want {
		t.Errorf("the preview page's policy is %q, want %q", got, want)
	}
	wantContains(t, r, "<h2 id=\"preview-title\">Preview</h2>", "Pat Promoter &lt;pat@example.com&gt;",
		"<dt>Subject</dt><dd>Please confirm</dd>", `<pre class="mail-text">Hello Pat Promoter,`,
		"Thanks &amp; see you\n", "&lt;img src=x onerror=alert(1)&gt;", `<iframe class="mail-frame" sandbox src="`,
		`value="Please confirm"`, ">Thanks &amp; see you</textarea>")
	if strings.Contains(r.body, "<img") || strings.Contains(r.body, "what you typed above") {
		t.Errorf("the preview page renders the mail's HTML inline or leaves out the typed input")
	}
	frame := between(r.body, `<iframe class="mail-frame" sandbox src="`, `"`)
	h := b.get(html.UnescapeString(frame))
	wantStatus(t, h, http.StatusOK)
	if got := h.header.Get("Content-Security-Policy"); got != previewHTMLPolicy || !strings.HasPrefix(got, "sandbox;") {
		t.Errorf("the HTML part's policy is %q", got)
	}
	if h.header.Get("X-Frame-Options") != "SAMEORIGIN" {
		t.Errorf("the HTML part cannot be framed by the send page: %q", h.header.Get("X-Frame-Options"))
	}
	if !strings.Contains(h.body, `<p style="color: #123456">Thanks &amp; see you</p>`) || strings.Contains(h.body, "<img") {
		t.Errorf("the HTML part is not the mail's, with its note and escaped values:\n%s", h.body)
	}
	// Someone without an address is refused at the field; someone outside the
	// audience is not found.
	r = b.post(f.packetPath()+"/audiences/"+string(f.promoters)+"/preview", url.Values{"contact": {string(f.nic.ID)}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `href="#contact"`, "This contact has no e-mail address")
	r = b.post(f.packetPath()+"/audiences/"+string(f.promoters)+"/preview", url.Values{"contact": {string(f.cy.ID)}})
	wantStatus(t, r, http.StatusNotFound)
	// A subject the send would refuse is refused by the preview at its field.
	r = b.post(f.packetPath()+"/audiences/"+string(f.promoters)+"/preview",
		url.Values{"subject": {strings.Repeat("s", 201)}, "contact": {string(f.pat.ID)}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `href="#subject"`)
}

// between returns the text of s after the first from and before the next to.
func between(s, from, to string) string {
	_, rest, _ := strings.Cut(s, from)
	out, _, _ := strings.Cut(rest, to)
	return out
}

func TestSendingShowsTheNewBatchsBoard(t *testing.T) {
	f := newAdvanceFixture(t)
	b := f.signedIn("mia@example.com")
	b.get(f.sendPath(f.promoters))
	r := b.post(f.sendPath(f.promoters), url.Values{"subject": {"Please confirm"}, "note": {"See you"}})
	wantStatus(t, r, http.StatusSeeOther)
	batch := f.adv.batches[len(f.adv.batches)-1]
	if want := "/advancing/batches/" + string(batch.ID); r.location() != want {
		t.Fatalf("Location %q, want %q", r.location(), want)
	}
	board := b.get(r.location())
	wantStatus(t, board, http.StatusOK)
	wantContains(t, board, "Sending to 1 person.", "<h1>Please confirm</h1>", "Pat Promoter")
	if batch.Subject != "Please confirm" || f.adv.sends != 1 {
		t.Errorf("batch %+v after %d sends", batch, f.adv.sends)
	}
}

func TestASendTheUseCaseRefusesIsShownOnTheForm(t *testing.T) {
	f := newAdvanceFixture(t)
	b := f.signedIn("mia@example.com")
	b.get(f.sendPath(f.promoters))
	r := b.post(f.sendPath(f.promoters), url.Values{"subject": {strings.Repeat("s", 201)}})
	wantStatus(t, r, http.StatusUnprocessableEntity)
	wantContains(t, r, `href="#subject"`, `id="subject-error"`, "The subject is at most 200 characters long")
	if f.adv.sends != 0 {
		t.Errorf("a refused send was recorded")
	}
}

func TestTheBoardShowsTheFunnelAndPagesItsRecipients(t *testing.T) {
	f := newAdvanceFixture(t)
	people := make([]advancing.Contact, recipientsPerPage+5)
	for i := range people {
		people[i] = f.pat
	}
	batch, _ := f.sendTo(people...)
	rows := f.adv.recipients[batch.ID]
	at := f.clock.Now()
	rows[0].Progress = advancing.Progress{Furthest: advancing.StageAcknowledged, At: map[advancing.Stage]time.Time{
		advancing.StageSent: at, advancing.StageOpened: at.Add(time.Hour), advancing.StageAcknowledged: at.Add(2 * time.Hour)}}
	rows[1].Progress = advancing.Progress{Furthest: advancing.StageSent, Exit: advancing.StageBounced,
		At: map[advancing.Stage]time.Time{advancing.StageSent: at, advancing.StageBounced: at}}

	b := f.signedIn("mo@example.com")
	path := "/advancing/batches/" + string(batch.ID)
	r := b.get(path)
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "<h1>Second round</h1>", "Recipients who got at least this far",
		`href="`+path+`?stage=acknowledged">Acknowledged</a></th><td>1</td>`,
		`href="`+path+`?stage=bounced">Bounced</a></th><td>1</td>`, "Median time to acknowledge</dt><dd>2 h 0 min",
		`<span class="status status-bounced">Bounced</span>`, "Next page")
	next := actionOrHref.FindAllStringSubmatch(r.body, -1)
	var nextPage string
	for _, m := range next {
		if strings.Contains(m[1], "cursor=") {
			nextPage = strings.ReplaceAll(m[1], "&amp;", "&")
		}
	}
	if nextPage == "" {
		t.Fatal("no link to the next page")
	}
	r = b.get(nextPage)
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "First page")
	if strings.Contains(r.body, "Next page") || strings.Count(r.body, `<span class="recipient-email">pat@example.com</span>`) != 5 {
		t.Errorf("the second page is not the last five recipients")
	}
	r = b.get(path + "?stage=bounced")
	wantContains(t, r, "Recipients at Bounced", "Show every recipient")
	if n := strings.Count(r.body, `<span class="recipient-email">pat@example.com</span>`); n != 1 {
		t.Errorf("the bounced filter lists %d recipients", n)
	}
	wantStatus(t, b.get(path+"?stage=lost"), http.StatusUnprocessableEntity)
}

// A stage reached only by implication reads as implied, not "—", and without
// a mail provider reporting deliveries the delivery rate reads as not
// reported, not as one open in three sends (33.3 %); the later rates are then
// of the recipients sent.
func TestTheBoardShowsImpliedStagesAndDeliveriesNotReported(t *testing.T) {
	f := newAdvanceFixture(t)
	batch, _ := f.sendTo(f.pat, f.pat, f.pat)
	rows := f.adv.recipients[batch.ID]
	at := f.clock.Now()
	rows[0].Progress = advancing.Track([]advancing.Event{{Stage: advancing.StageSent, At: at},
		{Stage: advancing.StageOpened, At: at.Add(time.Hour)}})
	b := f.signedIn("mo@example.com")
	path := "/advancing/batches/" + string(batch.ID)

	r := b.get(path)
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, `<td data-label="Delivered"><span class="hint-inline">implied by opened</span></td>`,
		"Delivered, of those sent</dt><dd>33.3 %", "Opened, of those delivered</dt><dd>100.0 %")

	f.adv.mu.Lock()
	f.adv.unreported = true
	f.adv.mu.Unlock()
	r = b.get(path)
	wantStatus(t, r, http.StatusOK)
	wantContains(t, r, "Delivered, of those sent</dt><dd>Not reported: no mail provider reports deliveries to Roadcase",
		"Opened, of those sent</dt><dd>33.3 %", `?stage=delivered">Delivered</a></th><td>1 <span class="hint-inline">(implied`,
		`<td data-label="Delivered"><span class="hint-inline">implied by opened</span></td>`)
	if strings.Contains(r.body, "Delivered, of those sent</dt><dd>33.3 %") {
		t.Errorf("an unreported delivery reads as a rate")
	}
}

// Cancelling asks first; then the batch's links stop working.
func TestAManagerCancelsASend(t *testing.T) {
	f := newAdvanceFixture(t)
	b := f.signedIn("mia@example.com")
	wantContains(t, b.get(f.batchPath()), `href="`+f.batchPath()+`/cancel"`)
	confirm := b.get(f.batchPath() + "/cancel")
	wantContains(t, confirm, `action="`+f.batchPath()+`/cancel"`, "Cancel the send")
	r := b.post(f.batchPath()+"/cancel", nil)
	wantStatus(t, r, http.StatusSeeOther)
	board := b.get(r.location())
	wantContains(t, board, "The send is cancelled", "<dt>Cancelled</dt>")
	if strings.Contains(board.body, "Cancel this send") {
		t.Errorf("a cancelled send offers to cancel it")
	}
	wantStatus(t, f.browser().get(f.portalPath(f.token)), http.StatusNotFound)
	wantContains(t, b.get(f.packetPath()), `<span class="status status-revoked">Cancelled</span>`)
}
