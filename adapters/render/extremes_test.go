package render

import (
	"bytes"
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/documents/doctest"
)

// TestEveryTypeRendersAtItsExtremes renders every type with every property
// present and every figure at its maximum, then at its minimum, then at its
// minimum raised to zero. The data must satisfy the schema and the page must
// render: the schemas' bounds keep every figure a template derives inside int64.
// Where no input is negative (the maximum, and the minimum raised to zero), no
// printed figure may be negative either: a wrapped sum would show as one.
func TestEveryTypeRendersAtItsExtremes(t *testing.T) {
	t.Parallel()
	c, r, v := setup(t)
	variants := []struct {
		name     string
		low      bool
		zero     bool // negative minima raised to zero
		negative bool // negative figures may be printed
	}{
		{"maximum", false, false, false},
		{"minimum", true, false, true},
		{"minimum raised to zero", true, true, false},
	}
	for _, typ := range c.Types() {
		for _, vr := range variants {
			t.Run(typ.Key+"/"+vr.name, func(t *testing.T) {
				t.Parallel()
				data, err := doctest.Extreme(typ.Schema, doctest.Extremes{
					Items: func(lo, hi int) int { return max(lo, min(hi, 2)) },
					Char:  "W",
					Low:   vr.low,
				})
				if err != nil {
					t.Fatal(err)
				}
				if vr.zero {
					data = raiseToZero(data)
				}
				violations, err := v.Validate(typ.Key, data)
				if err != nil || len(violations) > 0 {
					t.Fatalf("the extreme data fails the schema: %v %+v", err, violations)
				}
				page, err := r.Render(context.Background(), typ.Key, typ.Title, data)
				if err != nil {
					t.Fatal(err)
				}
				if i := negativeFigure(page); !vr.negative && i >= 0 {
					t.Errorf("a negative figure from non-negative data: …%s…", page[max(0, i-200):min(len(page), i+100)])
				}
			})
		}
	}
}

// asciiNegative matches a hyphen-minus before a digit that does not continue a
// word, a number or a date: how add and sub print a negative int64 (a wrapped
// sum among them), where the figure functions print a typographic minus.
var asciiNegative = regexp.MustCompile(`[^\w.:/-]-\d`)

// negativeFigure returns the offset of the first negative figure printed on the
// page, in either notation, or -1 when there is none.
func negativeFigure(page []byte) int {
	i := bytes.Index(page, []byte(minus))
	if loc := asciiNegative.FindIndex(page); loc != nil && (i < 0 || loc[0]+1 < i) {
		i = loc[0] + 1
	}
	return i
}

// raiseToZero replaces every negative number in data by 0.
func raiseToZero(data any) any {
	switch x := data.(type) {
	case map[string]any:
		for k, v := range x {
			x[k] = raiseToZero(v)
		}
	case []any:
		for i, v := range x {
			x[i] = raiseToZero(v)
		}
	case json.Number:
		if strings.HasPrefix(string(x), "-") {
			return json.Number("0")
		}
	}
	return data
}

func TestNegativeFigureFindsBothNotations(t *testing.T) {
	t.Parallel()
	for page, want := range map[string]int{
		"<dd>12</dd>":                    -1,
		"<dd>-3</dd>":                    4,
		"<dd>−€2.00</dd>":                4,
		"<dd>Sat 14 Mar 2026-03</dd>":    -1,
		"<dd>INV-2026-0042</dd>":         -1,
		"<dd>2 -9223372036854775807":     6,
		"<p>WWW</p><dd>12:30-13:00</dd>": -1,
	} {
		if got := negativeFigure([]byte(page)); got != want {
			t.Errorf("negativeFigure(%q) = %d, want %d", page, got, want)
		}
	}
}
