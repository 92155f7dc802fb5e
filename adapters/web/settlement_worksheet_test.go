package web

import (
	"net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
)

// The worksheet recalculates without saving, saves a draft, and prints the
// figures the settlement sheet rendered through the documents service prints,
// to the cent.
func TestTheWorksheetRecalculatesSavesAndAgreesWithTheSettlementSheet(t *testing.T) {
	t.Parallel()
	f := newWorksheetFixture(t)
	b := f.signedIn("mia@example.com")
	page := b.get(f.path(""))
	wantStatus(t, page, http.StatusOK)
	r := b.post(f.path(""), worksheetPost(page.body, "recalculate"))
	wantStatus(t, r, http.StatusOK)
	if !strings.Contains(r.body, "Figures recalculated") || pageFigure(r.body, "Show expenses") != "€11,500.50" {
		t.Fatalf("the recalculated page's show expenses are %q, want €11,500.50", pageFigure(r.body, "Show expenses"))
	}
	if log, _ := f.rec.FindActivity(t.Context(), f.org.ID, records.ActivityFilter{RecordID: f.show}); len(log) != 0 {
		t.Fatal("recalculating wrote the show")
	}
	r = b.post(f.path(""), worksheetPost(page.body, "save"))
	wantStatus(t, r, http.StatusSeeOther)
	page = b.get(f.path(""))
	if !strings.Contains(page.body, `<span class="status">Draft</span>`) {
		t.Fatal("the saved worksheet is not a draft")
	}
	sheet := f.sheet(t)
	for label, field := range map[string][2]string{
		"Gross box office": {"box_office", "gross"}, "Net box office receipts": {"box_office", "net_box_office_receipts"},
		"Show expenses": {"expenses", "total"}, "Promoter profit": {"split", "promoter_profit"},
		"Split point": {"split", "split_point"}, "Net to split": {"split", "net_to_split"},
		"Artist payout": {"payout", "artist_payout"}, "Balance due": {"payout", "balance_due"},
		"Net to artist": {"payout", "net_to_artist"}, "Guarantee": {"payout", "guarantee"},
	} {
		if got, want := pageFigure(page.body, label), sheet(field[0], field[1]); got != want {
			t.Errorf("the page's %s is %q, the settlement sheet's %q", label, got, want)
		}
	}
}

// A member is refused every write of the worksheet, and a viewer is offered no
// form.
func TestAMemberIsRefusedEveryWorksheetWriteAndAViewerSeesNoForm(t *testing.T) {
	t.Parallel()
	f := newWorksheetFixture(t)
	b := f.signedIn("mo@example.com")
	page := b.get(f.path(""))
	wantStatus(t, page, http.StatusOK)
	for _, w := range []struct{ path, action string }{{"", "recalculate"}, {"", "save"}, {"/sign", ""}, {"/reopen", ""}} {
		form := worksheetPost(page.body, w.action)
		form.Set("promoter_signatory", "Eli Promoter")
		form.Set("artist_signatory", "Ana Lead")
		form.Set("reason", "Because.")
		wantStatus(t, b.post(f.path(w.path), form), http.StatusForbidden)
	}
	viewer := f.signedIn("vi@example.com").get(f.path(""))
	wantStatus(t, viewer, http.StatusOK)
	if strings.Contains(viewer.body, `method="post" action="/shows/`) {
		t.Fatal("a viewer is offered a worksheet form")
	}
}

// Signing locks the settlement: the form post, a stale version and a direct
// call of the use cases are each refused; reopening needs a reason.
func TestASignedSettlementRefusesEveryEdit(t *testing.T) {
	t.Parallel()
	f := newWorksheetFixture(t)
	b := f.signedIn("mia@example.com")
	page := b.get(f.path(""))
	wantStatus(t, b.post(f.path(""), worksheetPost(page.body, "save")), http.StatusSeeOther)
	draft := b.get(f.path(""))
	sign := formOf("promoter_signatory", "Eli Promoter", "artist_signatory", "Eli Promoter",
		"show_version", hiddenValue(draft.body, "show_version"), "settlement_version", hiddenValue(draft.body, "settlement_version"))
	r := b.post(f.path("/sign"), sign)
	wantStatus(t, r, http.StatusUnprocessableEntity)
	if fieldError(r.body, "ws-artist_signatory") == "" {
		t.Fatal("one person signing for both sides is not refused next to the artist's signatory")
	}
	sign.Set("artist_signatory", "Ana Lead")
	wantStatus(t, b.post(f.path("/sign"), sign), http.StatusSeeOther)
	signed := b.get(f.path(""))
	if !strings.Contains(signed.body, `<span class="status">Signed</span>`) || strings.Contains(signed.body, `name="action"`) {
		t.Fatal("the signed worksheet still offers its form")
	}
	if got := f.rec.show(f.org.ID, f.show).Status; got != records.ShowSettled {
		t.Fatalf("the signed show's status is %s", got)
	}
	// The form as it was before signing, posted again.
	r = b.post(f.path(""), worksheetPost(draft.body, "save"))
	wantStatus(t, r, http.StatusConflict)
	if !strings.Contains(r.body, "signed and locked") {
		t.Fatalf("the refusal does not say the settlement is locked:\n%s", r.body)
	}
	// Signing again from the draft's stale versions.
	wantStatus(t, b.post(f.path("/sign"), sign), http.StatusConflict)
	// The use cases called directly.
	manager := identity.Actor{OrgID: f.org.ID, UserID: f.manager.ID}
	o, err := f.editor.OpenWorksheet(t.Context(), manager, f.show)
	if err != nil {
		t.Fatal(err)
	}
	d := records.WorksheetDraft{ShowID: f.show, ShowVersion: o.ShowVersion, SettlementVersion: o.SettlementVersion,
		Expenses: []records.SettledExpense{{Description: "Extra", Actual: 1}}, Rate: kernel.RateOne}
	_, err = f.editor.SaveWorksheet(t.Context(), manager, d)
	wantCode(t, err, records.CodeSettlementSigned)
	changed := *o.Settlement
	changed.Commission++
	_, err = f.editor.Save(t.Context(), manager, records.Change{Ref: records.Ref{Kind: records.KindSettlement, ID: changed.ID},
		Version: o.SettlementVersion, Action: records.ActionChange, Record: records.Dataset{Settlements: []records.Settlement{changed}}})
	wantCode(t, err, records.CodeSettlementSigned)
	_, err = f.editor.Save(t.Context(), manager, records.Change{Ref: records.Ref{Kind: records.KindSettlement, ID: changed.ID},
		Version: o.SettlementVersion, Action: records.ActionRemove})
	wantCode(t, err, records.CodeSettlementSigned)
	// Reopening is an explicit act with a reason, kept in the log.
	reopen := formOf("show_version", hiddenValue(signed.body, "show_version"),
		"settlement_version", hiddenValue(signed.body, "settlement_version"), "reason", " ")
	r = b.post(f.path("/reopen"), reopen)
	wantStatus(t, r, http.StatusUnprocessableEntity)
	if fieldError(r.body, "ws-reason") == "" {
		t.Fatal("a reopening without a reason is not refused next to the reason")
	}
	reopen.Set("reason", "The promoter found a catering invoice.")
	wantStatus(t, b.post(f.path("/reopen"), reopen), http.StatusSeeOther)
	log, _ := f.rec.FindActivity(t.Context(), f.org.ID, records.ActivityFilter{RecordID: o.Settlement.ID, Limit: 1})
	if len(log) != 1 || !hasField(log[0], "/reopen_reason", "The promoter found a catering invoice.") {
		t.Fatalf("the reopening's log entry is %+v", log)
	}
	if got := f.rec.show(f.org.ID, f.show).Status; got != records.ShowConfirmed {
		t.Fatalf("the reopened show's status is %s", got)
	}
}

// wantCode fails unless err carries code.
func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	if e, ok := kernel.AsError(err); !ok || e.Code != code {
		t.Fatalf("error = %v, want code %s", err, code)
	}
}

// hasField reports whether the entry changed field to value.
func hasField(a records.Activity, field, value string) bool {
	for _, c := range a.Fields {
		if c.Field == field && c.To == value {
			return true
		}
	}
	return false
}
