package main

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/jsonschema/schemagen"
)

// TestOverflowedFiguresFlagsOnlyImpossibleFigures proves the overflow heuristic
// can fail, and that it lets through the figures a correct page prints.
func TestOverflowedFiguresFlagsOnlyImpossibleFigures(t *testing.T) {
	t.Parallel()
	data := map[string]any{
		"allocation": json.Number("5"), "guests": json.Number("8"),
		"phone": "+49 30-98765", "zone": "Etc/GMT-14",
	}
	nonNegative := schemagen.Numbers{MaxAbs: big.NewRat(1000, 1)}
	cases := []struct {
		name, body string
		nums       schemagen.Numbers
		want       string // "" when nothing may be flagged
	}{
		{"plain figures, a date and a time", "<p>Sat 14 Mar 2026, 19:30 · 1,000 guests · 85% · €1,234.56</p>", nonNegative, ""},
		{"the difference of two inputs", "<dd>−3</dd>", nonNegative, ""},
		{"digits from the instance's strings", "<p>+49 30-98765 · GMT-14</p>", nonNegative, ""},
		{"a hyphen inside a word", "<p>A-1 B-2000</p>", nonNegative, ""},
		{"a large row number or year", "<td>99,999</td>", nonNegative, ""},
		{"a wrapped sum", "<dd>−9,223,372,036,854,775,806 people</dd>", nonNegative, "exceeds 99999"},
		{"a small negative sum", "<dd>-2</dd>", nonNegative, "negative where the schema allows no negative"},
		{"a negative amount", "<td>−€2,150.00</td>", nonNegative, "negative where the schema allows no negative"},
		{"a negative amount in a code currency", "<td>−CHF\u00a0980.00</td>", nonNegative, "negative"},
		{"a negative figure the schema allows", "<td>−€2,150.00</td>", schemagen.Numbers{MaxAbs: big.NewRat(1e6, 1), Negative: true}, ""},
		{"a figure above twice the maxima", "<td>2,000,001</td>", schemagen.Numbers{MaxAbs: big.NewRat(1e6, 1)}, "exceeds 2000000"},
		{"no bound for an unbounded schema", "<td>9,223,372,036,854,775,807</td>", schemagen.Numbers{}, ""},
	}
	for _, c := range cases {
		page := []byte("<!DOCTYPE html><html><head><style>p{margin:-1px}</style><title>9999999999</title></head><body>" + c.body + "</body></html>")
		got := strings.Join(overflowedFigures(page, data, c.nums), "; ")
		switch {
		case c.want == "" && got != "":
			t.Errorf("%s: flagged %q", c.name, got)
		case c.want != "" && !strings.Contains(got, c.want):
			t.Errorf("%s: flagged %q, want a problem containing %q", c.name, got, c.want)
		}
	}
}
