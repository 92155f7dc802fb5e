package render

import (
	"testing"
	"time"
)

func TestFormatDatePrintsWhatTheValidatorAcceptsAsADate(t *testing.T) {
	t.Parallel()
	sch := formatSchema(t, "date")
	for in, want := range map[string]string{
		"2026-03-14": "Sat 14 Mar 2026",
		"2024-02-29": "Thu 29 Feb 2024",
		"0001-01-01": "Mon 1 Jan 0001",
		"2026-02-29": "", "2026-3-14": "", "2026-03-14 ": "", "14.03.2026": "",
	} {
		if valid := sch.Validate(in) == nil; valid != (want != "") {
			t.Errorf("%q: the validator accepts it: %v", in, valid)
		}
		got, err := formatDate(in)
		if want != "" && (err != nil || got != want) {
			t.Errorf("formatDate(%q) = %q, %v; want %q", in, got, err, want)
		}
		if want == "" && err == nil {
			t.Errorf("formatDate(%q) = %q, want an error", in, got)
		}
	}
}

// FuzzDateAgreesWithValidator holds the renderer's date printing to the
// validator's "date" format: whatever the validator accepts prints, as the day
// it names. (The renderer also prints a date-time's day, which "date" refuses.)
func FuzzDateAgreesWithValidator(f *testing.F) {
	for _, s := range []string{"2026-03-14", "2024-02-29", "2026-02-29", "0000-01-01", "2026-3-14"} {
		f.Add(s)
	}
	sch := formatSchema(f, "date")
	f.Fuzz(func(t *testing.T, s string) {
		got, err := formatDate(s)
		if sch.Validate(s) != nil {
			return
		}
		day, _ := time.Parse("2006-01-02", s)
		if err != nil || got != day.Format(dateLayout) {
			t.Fatalf("%q: the validator accepts it, the renderer prints %q, %v", s, got, err)
		}
	})
}
