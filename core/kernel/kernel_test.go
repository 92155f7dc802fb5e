package kernel_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

func TestNameIDMatchesRFC4122Version5(t *testing.T) {
	t.Parallel()
	dns := kernel.ID("6ba7b810-9dad-11d1-80b4-00c04fd430c8")
	if got := kernel.NameID(dns, "www.example.com"); got != "2ed6657d-e927-568b-95e1-2665a8aea6a2" {
		t.Fatalf("NameID = %s", got)
	}
	if kernel.NameID(kernel.Namespace, "a") == kernel.NameID(kernel.Namespace, "b") {
		t.Fatal("different names gave the same id")
	}
}

func TestNewIDIsARandomVersion4UUID(t *testing.T) {
	t.Parallel()
	a, b := kernel.NewID(), kernel.NewID()
	if a == b {
		t.Fatal("two new ids are equal")
	}
	if _, err := kernel.ParseID(a.String()); err != nil {
		t.Fatalf("NewID gave an unparsable id %s", a)
	}
	if a[14] != '4' || !containsRune("89ab", rune(a[19])) {
		t.Fatalf("%s is not version 4, variant RFC 4122", a)
	}
}

func TestParseID(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"2ED6657D-E927-568B-95E1-2665A8AEA6A2", "2ed6657d-e927-568b-95e1-2665a8aea6a2", true},
		{"2ed6657d-e927-568b-95e1-2665a8aea6a2", "2ed6657d-e927-568b-95e1-2665a8aea6a2", true},
		{"2ed6657de927568b95e12665a8aea6a2", "", false},
		{"2ed6657d-e927-568b-95e1-2665a8aea6ag", "", false},
		{"", "", false},
		{"../etc/passwd", "", false},
	}
	for _, c := range cases {
		got, err := kernel.ParseID(c.in)
		if c.ok != (err == nil) || string(got) != c.want {
			t.Errorf("ParseID(%q) = %q, %v", c.in, got, err)
		}
		if err != nil && kernel.KindOf(err) != kernel.KindInvalid {
			t.Errorf("ParseID(%q) error kind = %v, want invalid", c.in, kernel.KindOf(err))
		}
	}
}

func TestBasisPointsRoundHalfAwayFromZero(t *testing.T) {
	t.Parallel()
	cases := []struct {
		bp     kernel.BasisPoints
		amount int64
		want   int64
	}{
		{8500, 1000000, 850000},
		{1500, 333, 50}, // 49.95 rounds to 50
		{1, 5000, 1},    // 0.5 rounds up
		{1, -5000, -1},  // -0.5 rounds away from zero
		{10000, 12345, 12345},
		{0, 999, 0},
	}
	for _, c := range cases {
		if got := c.bp.Of(c.amount); got != c.want {
			t.Errorf("%d bp of %d = %d, want %d", c.bp, c.amount, got, c.want)
		}
	}
	if kernel.BasisPoints(10001).Valid() || kernel.BasisPoints(-1).Valid() || !kernel.BasisPoints(10000).Valid() {
		t.Error("Valid must accept exactly 0..10000")
	}
}

func TestDates(t *testing.T) {
	t.Parallel()
	if _, err := kernel.ParseDate("2026-02-30"); err == nil {
		t.Error("30 February was accepted")
	}
	d := kernel.Date("2026-03-29")
	if got := d.AddDays(3); got != "2026-04-01" {
		t.Errorf("AddDays = %s", got)
	}
	if got := d.DaysUntil("2026-04-01"); got != 3 {
		t.Errorf("DaysUntil = %d", got)
	}
	berlin, _ := time.LoadLocation("Europe/Berlin")
	late := time.Date(2026, 3, 14, 23, 30, 0, 0, time.UTC)
	if got := kernel.DateOf(late, berlin); got != "2026-03-15" {
		t.Errorf("DateOf 23:30 UTC in Berlin = %s, want the next day", got)
	}
	if !kernel.Date("2026-01-31").Before("2026-02-01") {
		t.Error("Before is wrong across months")
	}
}

func TestErrorKindsSurviveWrapping(t *testing.T) {
	t.Parallel()
	err := fmt.Errorf("loading show: %w", kernel.NotFound("show"))
	if kernel.KindOf(err) != kernel.KindNotFound || !kernel.IsKind(err, kernel.KindNotFound) {
		t.Fatalf("kind lost through wrapping: %v", kernel.KindOf(err))
	}
	if kernel.KindOf(errors.New("boom")) != kernel.KindInternal {
		t.Fatal("an unclassified error must be internal")
	}
	cause := errors.New("disk on fire")
	if !errors.Is(kernel.Internal(cause), cause) {
		t.Fatal("Internal must keep its cause for errors.Is")
	}
	if got := kernel.Invalid("bad").WithCode("bad_thing").Code; got != "bad_thing" {
		t.Fatalf("WithCode = %s", got)
	}
}

func containsRune(s string, r rune) bool {
	for _, c := range s {
		if c == r {
			return true
		}
	}
	return false
}
