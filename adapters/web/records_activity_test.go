package web

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
)

// A show's activity reads as people write: the fields by their names, the
// doors on the show's clock with its zone's abbreviation, the guarantee in
// euros, the withholding rate in percent and the venue by its name, never an
// id, minor units or millionths.
func TestTheActivityLogReadsAsPeopleWrite(t *testing.T) {
	t.Parallel()
	f := newShowFixture(t)
	b := f.signedIn("mia@example.com")
	edit := "/shows/" + string(f.show) + "/edit"
	wantStatus(t, b.post(edit, f.editPost("1", "doors_at", "19:30", "deal/guarantee", "12,500.00",
		withholdingInput, "15.825", "venue_id", string(f.other), "capacity", "1,400")), http.StatusSeeOther)
	r := b.get(f.hubPath())
	wantStatus(t, r, http.StatusOK)
	text := strings.Join(strings.Fields(pageText(r.body)), " ")
	i := strings.Index(text, "Mia Manager changed the show")
	if i < 0 {
		t.Fatalf("no entry of the change in the activity log:\n%s", text)
	}
	entry := text[i:]
	for _, want := range []string{"Doors: 19:00 CEST → 19:30 CEST", "Guarantee: €5,000.00 → €12,500.00",
		"Withholding rate: 0% → 15.825%", "Capacity: 1,500 → 1,400", "Venue: Paradiso", "→ Columbiahalle"} {
		if !strings.Contains(entry, want) {
			t.Errorf("the activity entry does not say %q:\n%s", want, entry)
		}
	}
	for _, raw := range []*regexp.Regexp{regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f]{4}-`), regexp.MustCompile(`\b1250000\b|\b500000\b|\b158250\b`),
		regexp.MustCompile(`\d{4}-\d\d-\d\dT\d\d:`), regexp.MustCompile(`/deal/|_ppm|_at\b`)} {
		if m := raw.FindString(entry); m != "" {
			t.Errorf("the activity entry shows %q, a stored value rather than words", m)
		}
	}
}
