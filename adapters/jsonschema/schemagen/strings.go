package schemagen

import (
	"unicode/utf8"

	"pgregory.net/rapid"
)

// stress holds the characters that break naive text handling, as clusters (a
// cluster may be several code points): two-, three- and four-byte UTF-8,
// characters outside the Basic Multilingual Plane, combining marks, right-to-left
// scripts and bidi controls, zero-width and unusual spaces, and HTML's special
// characters.
var stress = []string{
	"é", "ß", "ñ", "Ω", "ж", // two bytes
	"中", "€", "あ", "한", "—", "…", // three bytes
	"𝄞", "😀", "🎸", "𠀋", "👩\u200d👩\u200d👧", "🇩🇪", // astral, a ZWJ sequence, a flag
	"e\u0301", "a\u0308", "o\u0336", "Z\u0351\u0352\u0357\u035b", // combining marks
	"שלום", "مرحبا", "\u0663\u0664", // Hebrew, Arabic, Arabic-Indic digits
	"\u202e", "\u2066", "\u2069", "\u200f", "\u061c", // bidi controls
	"\u200b", "\ufeff", "\u00a0", "\u3000", "\u2028", // zero-width and unusual spaces
	"<", ">", "&", "\"", "'", "<script>", "</title>", "<!--", "&amp;", // HTML
	"\t", "\n", "\r\n", " ",
}

// plainRunes are what most of a usual string is made of.
var plainRunes = []rune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-")

// Text modes: usual, the shortest allowed, the longest in plain letters, the
// longest in stress characters, short in stress characters.
const (
	textUsual = iota
	textShortest
	textLongestPlain
	textLongestStress
	textStress
)

// str draws a string of n: from its format, its pattern, or free text.
func (g *gen) str(t *rapid.T, n *node) string {
	switch {
	case n.format != "":
		return g.formatted(t, n)
	case n.pattern != nil:
		return g.matching(t, n)
	}
	return g.text(t, n.minLength, n.maxLength)
}

// text draws free text of lo to hi characters (code points; hi < 0: unbounded).
func (g *gen) text(t *rapid.T, lo, hi int) string {
	if hi < 0 {
		hi = max(lo, g.opts.UnboundedLen)
	}
	usual := max(lo, min(hi, g.opts.TextLen))
	switch choose(t, 12, 2, 1, 2, 3) {
	case textShortest:
		return clusters(t, lo, lo, lo, hi, false)
	case textLongestPlain:
		return repeatTo(t, hi, false)
	case textLongestStress:
		return repeatTo(t, hi, true)
	case textStress:
		return clusters(t, lo, usual, lo, hi, true)
	}
	return clusters(t, lo, usual, lo, hi, false)
}

// clusters draws fewest to most clusters with rapid.SliceOfN (so that rapid
// shrinks a string cluster by cluster) and fits the result to lo to hi code
// points: a cluster of several code points may overshoot, and is cut.
func clusters(t *rapid.T, fewest, most, lo, hi int, stressed bool) string {
	parts := rapid.SliceOfN(clusterGen(stressed), fewest, most).Draw(t, "clusters")
	var out []rune
	for _, p := range parts {
		out = append(out, []rune(p)...)
	}
	for len(out) < lo {
		out = append(out, 'a')
	}
	if len(out) > hi {
		out = out[:hi]
	}
	return string(out)
}

// repeatTo returns a string of exactly n code points: a drawn unit of one to
// four clusters repeated. It reaches maxLength with a handful of draws, which
// keeps the longest strings cheap to generate and to shrink.
func repeatTo(t *rapid.T, n int, stressed bool) string {
	var unit []rune
	for _, c := range rapid.SliceOfN(clusterGen(stressed), 1, 4).Draw(t, "unit") {
		unit = append(unit, []rune(c)...)
	}
	out := make([]rune, 0, n+len(unit))
	for len(out) < n {
		out = append(out, unit...)
	}
	return string(out[:n])
}

var (
	plainCluster    = rapid.Map(rapid.SampledFrom(plainRunes), func(r rune) string { return string(r) })
	stressedCluster = rapid.OneOf(plainCluster, rapid.SampledFrom(stress), rapid.SampledFrom(stress),
		rapid.Map(rapid.Rune(), func(r rune) string { return string(r) }))
)

// clusterGen draws one cluster: a plain letter, or when stressed, a plain
// letter, a stress cluster (twice as likely) or any rune rapid's own generator
// draws (control and private-use characters included).
func clusterGen(stressed bool) *rapid.Generator[string] {
	if stressed {
		return stressedCluster
	}
	return plainCluster
}

// matching draws a string that matches n's pattern and fits its length bounds.
func (g *gen) matching(t *rapid.T, n *node) string {
	return rapid.StringMatching(n.pattern.String()).Filter(func(s string) bool {
		c := utf8.RuneCountInString(s)
		return c >= n.minLength && (n.maxLength < 0 || c <= n.maxLength)
	}).Draw(t, "pattern")
}
