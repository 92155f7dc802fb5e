package main

import (
	"bytes"
	"encoding/json"
	"net/mail"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
)

// TestTwoServersShareASendAcrossARestart runs two `roadcase serve` processes on
// one PostgreSQL database, sends every audience of every demo packet from the
// command line (the jobs wait in the database for the servers' workers), stops
// one server at once with SIGTERM and starts a third: every recipient's mail is
// received exactly once (one Message-ID each, which the SMTP adapter makes of
// the recipient), whatever process sent it.
func TestTwoServersShareASendAcrossARestart(t *testing.T) {
	t.Parallel() // its server has its own environment (smtpEnv)
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dsn := seededPostgresDSN(t)
	mails := smtptest.Start(t, "none", "", "")
	bin := buildBinary(t)
	first := servetest.StartDemo(t, bin, dsn, smtpEnv(mails)...)
	second := servetest.Start(t, bin, dsn, smtpEnv(mails)...)

	var packets struct{ Data []packetView }
	if err := json.Unmarshal([]byte(mustRun(t, dsn, "advance", "packets", "--org", "demo", "--as", first.Email).stdout),
		&packets); err != nil {
		t.Fatal(err)
	}
	want := 0
	for _, p := range packets.Data {
		for _, a := range p.Audiences {
			if a.Contacts == 0 {
				continue
			}
			r := roadcase(t, dsn, "advance", "send", "--org", "demo", "--as", first.Email,
				"--packet", string(p.ID), "--audience", string(a.ID))
			var sent struct{ Recipients int }
			if r.code != 0 || json.Unmarshal([]byte(r.stdout), &sent) != nil {
				continue // an audience whose contacts have no e-mail address is refused
			}
			want += sent.Recipients
		}
	}
	if want < 20 {
		t.Fatalf("only %d recipients to send to", want)
	}
	t.Logf("%d recipients in %d packets", want, len(packets.Data))
	if err := first.Stop(); err != nil {
		t.Errorf("the first server did not stop cleanly: %v", err)
	}
	// The third server mails through the same SMTP server: one without SMTP
	// would put what it sends in its outbox, where the count below never sees
	// it (it failed so, 385 of 432, when the third took jobs before the second
	// had sent them all).
	third := servetest.Start(t, bin, dsn, smtpEnv(mails)...)
	t.Cleanup(func() {
		if t.Failed() { // what the servers logged tells where the mail is
			for i, s := range []*servetest.Server{first, second, third} {
				t.Logf("server %d logged:\n%s", i+1, s.Stderr())
			}
		}
	})

	mails.WaitFor(t, want, 2*time.Minute)
	waitJobsFinished(t, dsn) // a duplicate would have been sent before its job finished
	ids := map[string]int{}
	for _, m := range mails.Received() {
		msg, err := mail.ReadMessage(bytes.NewReader(m.Data))
		if err != nil {
			t.Fatal(err)
		}
		ids[msg.Header.Get("Message-Id")]++
	}
	if got := len(mails.Received()); got != want || len(ids) != want {
		t.Errorf("%d mails with %d Message-IDs for %d recipients", got, len(ids), want)
	}
	for id, n := range ids {
		if n != 1 {
			t.Errorf("%s was received %d times", id, n)
		}
	}
}
