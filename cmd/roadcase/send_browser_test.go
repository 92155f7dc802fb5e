package main

import (
	"encoding/json"
	"io"
	"net/http"
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
// owner sends a packet to its crew from the pages; each crew member receives one
// mail; one of them follows their link, sees only the crew's sections, fills one
// in and acknowledges; the API's tracking board then shows them acknowledged, and
// no API answer holds a portal token.
func TestTheMergeSendInABrowser(t *testing.T) {
	t.Parallel() // its server has its own environment (smtpEnv)
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
	manager.fill("note", "See you at load-in.")
	manager.click(`form[action$="/send"] button[type=submit]:not([formaction])`, packet.Title)

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

	board := trackingBoard(t, srv, manager)
	for _, r := range board.Recipients.Data {
		if r.Email == recipient && r.FurthestStage != "acknowledged" {
			t.Errorf("%s is at %q on the board, want acknowledged", recipient, r.FurthestStage)
		}
	}
	if board.Funnel.Reached["acknowledged"] != 1 || board.Funnel.Reached["sent"] != len(seen) {
		t.Errorf("the funnel is %+v", board.Funnel)
	}
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
	Funnel struct {
		Reached map[string]int `json:"reached"`
	} `json:"funnel"`
	Recipients struct {
		Data []struct {
			Email         string `json:"email"`
			FurthestStage string `json:"furthest_stage"`
		} `json:"data"`
	} `json:"recipients"`
}

// trackingBoard reads the newest batch's board through the API, whose answers
// must never hold a portal token.
func trackingBoard(t *testing.T, srv *servetest.Server, manager *person) boardJSON {
	t.Helper()
	loc, err := chromedp.Run(manager.tab, chromedp.Location())
	if err != nil || !strings.Contains(loc, "/advancing/batches/") {
		t.Fatalf("the send did not lead to its board: %s %v", loc, err)
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
