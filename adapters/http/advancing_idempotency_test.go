package http

import (
	"bytes"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestARetryWithTheSameKeyAndBodyReplaysTheFirstAnswer(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project := as.adv.addProject(as.org)
	token := as.writer(identity.RoleManager)
	first := as.create(project.ID, token, `{"kind": "club_show", "title": "Advance"}`, "Idempotency-Key", "8e03978e-40d5-43e8")
	if first.Code != 201 || first.Header().Get("Idempotent-Replayed") != "" {
		t.Fatalf("first = %d (replayed %q) %s", first.Code, first.Header().Get("Idempotent-Replayed"), first.Body)
	}
	// The same body spaced and ordered otherwise, and the key quoted as a
	// Structured Field string.
	again := as.create(project.ID, token, "{ \"title\":\"Advance\",\n \"kind\":\"club_show\" }",
		"Idempotency-Key", `"8e03978e-40d5-43e8"`)
	if again.Code != 201 || again.Header().Get("Idempotent-Replayed") != "true" {
		t.Fatalf("retry = %d (replayed %q) %s", again.Code, again.Header().Get("Idempotent-Replayed"), again.Body)
	}
	if !bytes.Equal(again.Body.Bytes(), first.Body.Bytes()) || again.Header().Get("Location") != first.Header().Get("Location") ||
		again.Header().Get("Content-Type") != first.Header().Get("Content-Type") {
		t.Errorf("the replay differs:\n%s %v\n%s %v", first.Body, first.Header(), again.Body, again.Header())
	}
	if as.adv.shells != 1 {
		t.Errorf("%d shells created, want 1", as.adv.shells)
	}
	claim := as.idem.reserved[0]
	if claim.OrgID != as.org || !strings.HasSuffix(claim.Key, "/8e03978e-40d5-43e8") || len(claim.Fingerprint) != 64 {
		t.Errorf("claim = %+v", claim)
	}
	if d := time.Until(claim.ExpiresAt); d < 23*time.Hour || d > 25*time.Hour {
		t.Errorf("the claim expires in %v, want 24h", d)
	}
	if as.idem.reserved[1].Fingerprint != claim.Fingerprint {
		t.Error("the same body written otherwise has another fingerprint")
	}
}

func TestKeysAreKeptPerOrganization(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	other := kernel.NewID()
	mine, theirs := as.adv.addProject(as.org), as.adv.addProject(other)
	a := as.create(mine.ID, as.writer(identity.RoleOwner), `{}`, "Idempotency-Key", "k1")
	b := as.create(theirs.ID, as.tokenOf(other, identity.RoleOwner, identity.ScopeAdvancingWrite), `{}`, "Idempotency-Key", "k1")
	if a.Code != 201 || b.Code != 201 || b.Header().Get("Idempotent-Replayed") != "" || as.adv.shells != 2 {
		t.Errorf("the same key in two organizations: %d, %d (replayed %q), %d shells", a.Code, b.Code,
			b.Header().Get("Idempotent-Replayed"), as.adv.shells)
	}
}

// TestKeysAreKeptPerToken sends one key and body with the tokens of two
// members of one organization: each gets its own answer, neither a replay of
// the other's, as the draft scopes keys per client.
func TestKeysAreKeptPerToken(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project := as.adv.addProject(as.org)
	mine, theirs := as.writer(identity.RoleManager), as.writer(identity.RoleAdmin)
	body := `{"kind": "club_show", "title": "Advance"}`
	a := as.create(project.ID, mine, body, "Idempotency-Key", "shared-key")
	b := as.create(project.ID, theirs, body, "Idempotency-Key", "shared-key")
	if a.Code != 201 || b.Code != 201 || b.Header().Get("Idempotent-Replayed") != "" || as.adv.shells != 2 {
		t.Fatalf("the same key and body from two members: %d, %d (replayed %q), %d shells", a.Code, b.Code,
			b.Header().Get("Idempotent-Replayed"), as.adv.shells)
	}
	if bytes.Equal(a.Body.Bytes(), b.Body.Bytes()) || a.Header().Get("Location") == b.Header().Get("Location") {
		t.Errorf("the second member received the first one's answer:\n%s\n%s", a.Body, b.Body)
	}
	if again := as.create(project.ID, theirs, body, "Idempotency-Key", "shared-key"); again.Header().Get("Idempotent-Replayed") != "true" ||
		!bytes.Equal(again.Body.Bytes(), b.Body.Bytes()) {
		t.Errorf("the second member's retry = %d (replayed %q), want its own answer again", again.Code,
			again.Header().Get("Idempotent-Replayed"))
	}
}

func TestTheSameKeyForAnotherRequestIs422(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project, second := as.adv.addProject(as.org), as.adv.addProject(as.org)
	token := as.writer(identity.RoleManager)
	if rec := as.create(project.ID, token, `{"title": "A"}`, "Idempotency-Key", "k"); rec.Code != 201 {
		t.Fatalf("first = %d %s", rec.Code, rec.Body)
	}
	for _, tt := range []struct {
		name    string
		project kernel.ID
		body    string
	}{
		{"another body", project.ID, `{"title": "B"}`},
		{"another path", second.ID, `{"title": "A"}`},
	} {
		rec := as.create(tt.project, token, tt.body, "Idempotency-Key", "k")
		p := problemOf(t, rec)
		if rec.Code != 422 || p.Code != "idempotency_key_reused" || len(p.Errors) != 1 ||
			p.Errors[0].Pointer != "/headers/Idempotency-Key" {
			t.Errorf("%s: %d %s %+v", tt.name, rec.Code, p.Code, p.Errors)
		}
	}
	if as.adv.shells != 1 {
		t.Errorf("%d shells created, want 1", as.adv.shells)
	}
}

func TestARetryWhileTheFirstRequestRunsIs409(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project := as.adv.addProject(as.org)
	token := as.writer(identity.RoleManager)
	gate, entered := make(chan struct{}), make(chan struct{})
	as.adv.shellGate, as.adv.shellEntered = gate, entered
	var wg sync.WaitGroup
	wg.Add(1)
	var first int
	go func() {
		defer wg.Done()
		first = as.create(project.ID, token, `{}`, "Idempotency-Key", "slow").Code
	}()
	<-entered // the first request holds its key and is creating the shell
	if _, ok := as.idem.record(as.org, "slow"); !ok {
		t.Fatal("the first request is creating the shell, but its key is not recorded")
	}
	rec := as.create(project.ID, token, `{}`, "Idempotency-Key", "slow")
	close(gate)
	wg.Wait()
	if p := problemOf(t, rec); rec.Code != 409 || p.Code != "idempotency_key_in_flight" {
		t.Errorf("concurrent retry = %d %s", rec.Code, p.Code)
	}
	if first != 201 {
		t.Errorf("first = %d", first)
	}
	if r := as.create(project.ID, token, `{}`, "Idempotency-Key", "slow"); r.Header().Get("Idempotent-Replayed") != "true" {
		t.Errorf("a retry after the first answered = %d, not replayed", r.Code)
	}
}

func TestA5xxReleasesTheKeyAndA4xxIsKept(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project := as.adv.addProject(as.org)
	token := as.writer(identity.RoleManager)

	as.adv.shellErr = kernel.Unavailable("the database is down", errStoreDown)
	if rec := as.create(project.ID, token, `{}`, "Idempotency-Key", "k5"); rec.Code != 503 {
		t.Fatalf("status %d", rec.Code)
	}
	if _, held := as.idem.record(as.org, "k5"); held || as.idem.released != 1 {
		t.Fatalf("after a 503 the key is held %v, released %d times", held, as.idem.released)
	}
	as.adv.shellErr = nil
	if rec := as.create(project.ID, token, `{}`, "Idempotency-Key", "k5"); rec.Code != 201 ||
		rec.Header().Get("Idempotent-Replayed") != "" {
		t.Errorf("the retry after a 503 = %d (replayed %q), want a fresh 201", rec.Code, rec.Header().Get("Idempotent-Replayed"))
	}

	bad := as.create(project.ID, token, `{"kind": "stadium"}`, "Idempotency-Key", "k4")
	again := as.create(project.ID, token, `{"kind": "stadium"}`, "Idempotency-Key", "k4")
	if bad.Code != 422 || again.Code != 422 || again.Header().Get("Idempotent-Replayed") != "true" ||
		!bytes.Equal(bad.Body.Bytes(), again.Body.Bytes()) || again.Header().Get("Content-Type") != ContentTypeProblem {
		t.Errorf("a 422 and its retry: %d, %d (replayed %q, %s)", bad.Code, again.Code,
			again.Header().Get("Idempotent-Replayed"), again.Header().Get("Content-Type"))
	}
}

func TestAMalformedKeyIs400PointingAtTheHeader(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project := as.adv.addProject(as.org)
	token := as.writer(identity.RoleManager)
	for name, header := range map[string][]string{
		"empty":                 {"Idempotency-Key", ""},
		"too long":              {"Idempotency-Key", strings.Repeat("k", 256)},
		"with a space":          {"Idempotency-Key", "two words"},
		"not ASCII":             {"Idempotency-Key", "clé"},
		"a bad quoted string":   {"Idempotency-Key", `"a"b"`},
		"sent twice":            {"Idempotency-Key", "a", "Idempotency-Key", "b"},
		"an empty quoted value": {"Idempotency-Key", `""`},
	} {
		rec := as.create(project.ID, token, `{}`, header...)
		p := problemOf(t, rec)
		if rec.Code != 400 || p.Code != "invalid_idempotency_key" || len(p.Errors) != 1 ||
			p.Errors[0].Pointer != "/headers/Idempotency-Key" {
			t.Errorf("%s: %d %s %+v", name, rec.Code, p.Code, p.Errors)
		}
	}
	if len(as.idem.reserved) != 0 || as.adv.shells != 0 {
		t.Errorf("a malformed key reserved %d keys and created %d shells", len(as.idem.reserved), as.adv.shells)
	}
	if rec := as.create(project.ID, token, `{}`, "Idempotency-Key", strings.Repeat("k", 255)); rec.Code != 201 {
		t.Errorf("a key of 255 characters = %d", rec.Code)
	}
}

func TestWithoutAKeyEveryRequestRuns(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project := as.adv.addProject(as.org)
	token := as.writer(identity.RoleManager)
	for range 2 {
		if rec := as.create(project.ID, token, `{}`); rec.Code != 201 {
			t.Fatalf("status %d", rec.Code)
		}
	}
	if as.adv.shells != 2 || len(as.idem.reserved) != 0 {
		t.Errorf("%d shells, %d reservations", as.adv.shells, len(as.idem.reserved))
	}
}

func TestAStoreThatCannotReserveAnswers503AndRunsNothing(t *testing.T) {
	t.Parallel()
	as := newAdvancingServer(t)
	project := as.adv.addProject(as.org)
	as.idem.failNext = kernel.Unavailable("the database is down", errors.New("dial tcp: refused"))
	rec := as.create(project.ID, as.writer(identity.RoleManager), `{}`, "Idempotency-Key", "k")
	if p := problemOf(t, rec); rec.Code != 503 || p.Code != "unavailable" || as.adv.shells != 0 {
		t.Errorf("%d %s, %d shells", rec.Code, p.Code, as.adv.shells)
	}
}
