package chart_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/web/chart"
)

func draw(t *testing.T, c chart.Bars) string {
	t.Helper()
	svg, err := c.SVG()
	if err != nil {
		t.Fatal(err)
	}
	return string(svg)
}

func TestALabelIsEscaped(t *testing.T) {
	svg := draw(t, chart.Bars{ID: "c", Title: `Sales <script>alert(1)</script>`,
		Bars: []chart.Bar{{Label: `<b onload="x">&`, Value: 1, Text: `"1"`}}})
	if strings.Contains(svg, "<script>") || strings.Contains(svg, "<b ") || !strings.Contains(svg, "&lt;b onload=") ||
		!strings.Contains(svg, "&amp;") {
		t.Errorf("not escaped:\n%s", svg)
	}
}

var rects = regexp.MustCompile(`<rect x="([0-9.]+)" y="[0-9.]+" width="([0-9.]+)" height="16" fill="(#[0-9a-f]+)"/>`)

func TestBarsAreScaledToTheLargestFigureAndItsLimit(t *testing.T) {
	svg := draw(t, chart.Bars{ID: "c", Title: "t", Bars: []chart.Bar{
		{Label: "a", Value: 50, Limit: 100}, {Label: "b", Value: 100, Limit: 100}}})
	got := rects.FindAllStringSubmatch(svg, -1)
	// The area runs from 158 to 530 (372 units): a limit of 100 fills it.
	want := [][]string{{"158", "186"}, {"158", "372"}}
	if len(got) != 2 || strings.Count(svg, `x="158" y="4" width="372" height="16" fill="#e6ebf0"`) != 1 {
		t.Fatalf("rects %v\n%s", got, svg)
	}
	for i, w := range want {
		if got[i][1] != w[0] || got[i][2] != w[1] {
			t.Errorf("rect %d at %s width %s, want %v", i, got[i][1], got[i][2], w)
		}
	}
}

func TestANegativeValueIsDrawnLeftOfTheZeroLineInItsOwnColour(t *testing.T) {
	svg := draw(t, chart.Bars{ID: "c", Title: "P&L", Bars: []chart.Bar{
		{Label: "loss", Value: -100, Text: "−€1.00"}, {Label: "profit", Value: 300, Text: "€3.00"}}})
	got := rects.FindAllStringSubmatch(svg, -1)
	// Span 400 over 372 units: zero at 158 + 100 × 0.93 = 251.
	if len(got) != 2 || got[0][1] != "158" || got[0][2] != "93" || got[0][3] != "#a1260d" ||
		got[1][1] != "251" || got[1][2] != "279" || got[1][3] != "#0b57d0" {
		t.Errorf("rects %v", got)
	}
	if !strings.Contains(svg, `<line x1="251"`) {
		t.Errorf("zero line not at 251:\n%s", svg)
	}
}

func TestAChartWithoutFiguresSaysNoData(t *testing.T) {
	svg := draw(t, chart.Bars{ID: "empty", Title: "Sales"})
	if !strings.Contains(svg, ">No data</text>") || strings.Contains(svg, "<rect") ||
		!strings.Contains(svg, `aria-labelledby="empty-title"`) || !strings.Contains(svg, `role="img"`) {
		t.Errorf("empty chart:\n%s", svg)
	}
	allZero := draw(t, chart.Bars{ID: "z", Title: "Zero", Bars: []chart.Bar{{Label: "a", Value: 0}}})
	if strings.Contains(allZero, "NaN") || strings.Contains(allZero, "Inf") {
		t.Errorf("zeros drew NaN:\n%s", allZero)
	}
}

func TestAnImpliedFigureIsADashedOutlineNotAFilledBar(t *testing.T) {
	svg := draw(t, chart.Bars{ID: "f", Title: "Funnel", Bars: []chart.Bar{
		{Label: "Sent", Value: 10, Limit: 10, Text: "10 of 10"}, {Label: "Delivered", Value: 8, Limit: 10, Implied: true}}})
	if n := len(rects.FindAllString(svg, -1)); n != 1 {
		t.Errorf("%d filled bars, want 1 (the implied one outlined)\n%s", n, svg)
	}
	if !strings.Contains(svg, `fill="#ffffff" stroke="#0b57d0" stroke-width="2" stroke-dasharray="5 3"/>`) {
		t.Errorf("the implied bar is not dashed:\n%s", svg)
	}
}
