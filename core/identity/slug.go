package identity

import (
	"strconv"
	"strings"
)

// MaxSlugLength is the longest slug an organization may have, as the slug pattern
// of Organization.Validate allows.
const MaxSlugLength = 48

// folded spells the accented and joined Latin letters that names commonly hold in
// plain ASCII, so that "Café Müller" becomes "cafe-muller" rather than "caf-m-ller".
var folded = map[rune]string{
	'à': "a", 'á': "a", 'â': "a", 'ã': "a", 'ä': "a", 'å': "a", 'ā': "a", 'ą': "a", 'ă': "a",
	'æ': "ae", 'ç': "c", 'ć': "c", 'č': "c", 'ď': "d", 'đ': "d", 'ð': "d",
	'è': "e", 'é': "e", 'ê': "e", 'ë': "e", 'ē': "e", 'ę': "e", 'ě': "e",
	'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ī': "i", 'ı': "i",
	'ł': "l", 'ñ': "n", 'ń': "n", 'ň': "n",
	'ò': "o", 'ó': "o", 'ô': "o", 'õ': "o", 'ö': "o", 'ø': "o", 'ō': "o", 'ő': "o", 'œ': "oe",
	'ř': "r", 'ś': "s", 'š': "s", 'ş': "s", 'ß': "ss", 'ť': "t", 'ţ': "t", 'þ': "th",
	'ù': "u", 'ú': "u", 'û': "u", 'ü': "u", 'ū': "u", 'ů': "u", 'ű': "u",
	'ý': "y", 'ÿ': "y", 'ź': "z", 'ż': "z", 'ž': "z",
}

// SlugOf derives an organization slug from its name: lower-case ASCII letters and
// digits, every other run of characters one hyphen, no hyphen at either end, at
// most MaxSlugLength characters. Common accented Latin letters are spelled without
// their accents. It returns "" when the name holds no letter or digit it can
// spell, as a name in another script does; the caller then picks another slug.
func SlugOf(name string) string {
	var b strings.Builder
	hyphen := false
	emit := func(s string) {
		if hyphen && b.Len() > 0 {
			b.WriteByte('-')
		}
		hyphen = false
		b.WriteString(s)
	}
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			emit(string(r))
		case folded[r] != "":
			emit(folded[r])
		default:
			hyphen = true
		}
	}
	return trimSlug(b.String(), MaxSlugLength)
}

// NumberedSlug returns the n-th candidate for a slug that is taken: base itself
// for n ≤ 1, else base followed by "-n", base shortened as needed so that the
// whole stays within MaxSlugLength.
func NumberedSlug(base string, n int) string {
	if n <= 1 {
		return base
	}
	suffix := "-" + strconv.Itoa(n)
	return trimSlug(base, MaxSlugLength-len(suffix)) + suffix
}

// trimSlug cuts s to at most max bytes (s is ASCII) and drops the hyphens that
// would then end it.
func trimSlug(s string, max int) string {
	if len(s) > max {
		s = s[:max]
	}
	return strings.TrimRight(s, "-")
}
