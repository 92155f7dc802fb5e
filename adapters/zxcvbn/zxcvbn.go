// Package zxcvbn screens new passwords with zxcvbn, Dropbox's estimator of how many
// guesses a password cracker needs (github.com/trustelem/zxcvbn, a Go port of
// zxcvbn 4.4.2): it knows common and breached passwords, names, English words,
// keyboard patterns, dates, repeats and l33t spellings. Screener implements
// ports.PasswordScreen.
package zxcvbn

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/trustelem/zxcvbn"
	"github.com/trustelem/zxcvbn/match"

	"github.com/roadcase/roadcase/ports"
)

// MinScore is the lowest zxcvbn score accepted: 3 means at least about 10^8
// guesses, "safely unguessable: moderate protection from offline slow-hash
// scenario" in zxcvbn's words, which with argon2id hashes is ample. Scores 0 to 2
// (fewer than about 10^8 guesses) are refused.
const MinScore = 3

// MaxScreened is how many characters (runes) of a password are screened. zxcvbn's
// work grows much faster than its input (every substring is looked up): about
// 10 ms for 64 characters, 250 ms for 256 and 2 s for 512 on one core, so an
// unbounded screen would let anyone make the server spend seconds per request.
// 64 characters are plenty to judge: a strong start stays strong whatever
// follows, and a weak one is refused.
const MaxScreened = 64

// The reasons Screen gives, one plain sentence each.
const (
	ReasonCommon  = "This password is among commonly used or breached passwords."
	ReasonContext = "This password is too close to your name, e-mail or organization."
	ReasonGuessy  = "This password is too easy to guess; a few unrelated words make a strong one."
)

// The dictionary names zxcvbn gives its matches.
const (
	dictPasswords  = "passwords"
	dictUserInputs = "user_inputs"
)

// Screener is the zxcvbn password screen. Its zero value is ready to use.
type Screener struct{}

var _ ports.PasswordScreen = Screener{}

// Screen returns why password is refused, or "" when zxcvbn scores it at least
// MinScore. Only its first MaxScreened characters are screened. context holds
// words of the person (name, e-mail, organization); each is also split into its
// words, so that "Ana Lima" and "ana.lima@example.com" catch "lima1987".
func (Screener) Screen(password string, context []string) string {
	password = prefix(strings.ToValidUTF8(password, "\uFFFD"), MaxScreened)
	r := zxcvbn.PasswordStrength(password, contextWords(context))
	if r.Score >= MinScore {
		return ""
	}
	return reason(r.Sequence)
}

// reason names the weakest kind of match in the sequence zxcvbn found easiest to
// guess: the person's own words first, then a password list, else guessability.
func reason(seq []*match.Match) string {
	var common bool
	for _, m := range seq {
		switch m.DictionaryName {
		case dictUserInputs:
			return ReasonContext
		case dictPasswords:
			common = true
		}
	}
	if common {
		return ReasonCommon
	}
	return ReasonGuessy
}

// contextWords returns each context entry, the words in it (runs of letters and
// digits) and those words run together ("Ana Lima" gives "ana lima", "ana", "lima"
// and "analima"), lower-cased, without duplicates, and none shorter than three
// characters: shorter ones such as "com" or a middle initial would only add noise.
func contextWords(context []string) []string {
	seen := make(map[string]bool)
	var words []string
	add := func(w string) {
		w = strings.ToLower(strings.TrimSpace(w))
		if utf8.RuneCountInString(w) < 3 || seen[w] {
			return
		}
		seen[w] = true
		words = append(words, w)
	}
	for _, c := range context {
		c = prefix(c, MaxScreened)
		add(c)
		parts := strings.FieldsFunc(c, func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		})
		for _, w := range parts {
			add(w)
		}
		add(strings.Join(parts, ""))
	}
	return words
}

// prefix returns the first n runes of s.
func prefix(s string, n int) string {
	i := 0
	for pos := range s {
		if i == n {
			return s[:pos]
		}
		i++
	}
	return s
}
