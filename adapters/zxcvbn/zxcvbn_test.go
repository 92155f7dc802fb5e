package zxcvbn_test

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/zxcvbn"
)

var person = []string{"Ana Lima", "ana.lima@example.com", "Lima Touring"}

func TestScreenRefusesGuessablePasswordsAndSaysWhy(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, password, want string
	}{
		{"a common password with digits", "password1234", zxcvbn.ReasonCommon},
		{"a breached keyboard walk", "qwertyuiop12", zxcvbn.ReasonCommon},
		{"a common phrase with a year", "iloveyou2026", zxcvbn.ReasonCommon},
		{"the person's own name with digits", "analima1987", zxcvbn.ReasonContext},
		{"the organization's name reversed with digits", "gniruotamil42", zxcvbn.ReasonContext},
		{"a date", "1987-06-12", zxcvbn.ReasonGuessy},
		{"a short alphabet sequence", "abcdefghijklmn", zxcvbn.ReasonGuessy},
		{"a repeated character", "aaaaaaaaaaaaaaa", zxcvbn.ReasonGuessy},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := (zxcvbn.Screener{}).Screen(c.password, person); got != c.want {
				t.Errorf("Screen(%q) = %q, want %q", c.password, got, c.want)
			}
		})
	}
}

func TestScreenAcceptsPassphrasesAndRandomStrings(t *testing.T) {
	t.Parallel()
	for _, password := range []string{
		"correct horse battery staple",
		"q7#Vb2!xLm9$Rt4Z",
		"Ana's tour bus smells of ink and lemons",
	} {
		if got := (zxcvbn.Screener{}).Screen(password, person); got != "" {
			t.Errorf("Screen(%q) = %q, want it accepted", password, got)
		}
	}
}

func TestScreenLooksOnlyAtTheFirstCharacters(t *testing.T) {
	t.Parallel()
	weak := strings.Repeat("a", zxcvbn.MaxScreened)
	if got := (zxcvbn.Screener{}).Screen(weak+"q7#Vb2!xLm9$Rt4Z", nil); got == "" {
		t.Error("a strong tail after MaxScreened weak characters made the password acceptable")
	}
	strong := "correct horse battery staple "
	if got := (zxcvbn.Screener{}).Screen(strong+strings.Repeat("a", 10_000), nil); got != "" {
		t.Errorf("a strong start followed by a long tail was refused: %q", got)
	}
}

func TestScreenToleratesOddInput(t *testing.T) {
	t.Parallel()
	s := zxcvbn.Screener{}
	if got := s.Screen("", nil); got == "" {
		t.Error("the empty password was accepted")
	}
	if got := s.Screen("Zürich-ß-東京-🎸-ça-va-bien", []string{"", " ", "é", "\xff\xfe"}); got != "" {
		t.Errorf("a long mixed-script password was refused: %q", got)
	}
	if got := s.Screen("\xff\xfe\xfd\xfc\xfb\xfa\xf9\xf8", nil); got == "" {
		t.Error("invalid UTF-8 was accepted")
	}
}

func BenchmarkScreen(b *testing.B) {
	s := zxcvbn.Screener{}
	for _, bc := range []struct{ name, password string }{
		{"common", "password1234"},
		{"passphrase", "correct horse battery staple"},
		{"longest screened", strings.Repeat("Tr0ub4dor&3 ", 6)[:zxcvbn.MaxScreened]},
		{"very long", strings.Repeat("Tr0ub4dor&3 ", 1000)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				s.Screen(bc.password, person)
			}
		})
	}
}
