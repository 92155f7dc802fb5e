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

var rects = regexp.MustCompile(`<rect x="([0-9.]+)" y="[0-9.]+" width="([0-9.]+)" height="14" fill="(#[0-9a-f]+)"/>`)

func TestBarsAreScaledToTheLargestFigureAndItsLimit(t *testing.T) {
	svg := draw(t, chart.Bars{ID: "c", Title: "t", Bars: []chart.Bar{
		{Label: "a", Value: 50, Limit: 100}, {Label: "b", Value: 100, Limit: 100}}})
	got := rects.FindAllStringSubmatch(svg, -1)
	// The area runs from 1 to 479 (478 units): a limit of 100 fills it.
	want := [][]string{{"1", "239"}, {"1", "478"}}
	if len(got) != 2 || strings.Count(svg, `x="1" y="20" width="478" height="14" fill="#e6ebf0"`) != 1 {
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
	// Span 400 over 478 units: zero at 1 + 100 × 1.195 = 120.5.
	if len(got) != 2 || got[0][1] != "1" || got[0][2] != "119.5" || got[0][3] != "#a1260d" ||
		got[1][1] != "120.5" || got[1][2] != "358.5" || got[1][3] != "#0b57d0" {
		t.Errorf("rects %v", got)
	}
	if strings.Count(svg, `<line x1="120.5"`) != 2 {
		t.Errorf("zero line not at 120.5 beside each bar:\n%s", svg)
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

func TestALabelIsShortenedToTheRoomItsFigureLeaves(t *testing.T) {
	long := strings.Repeat("Barrowland Ballroom ", 4)
	svg := draw(t, chart.Bars{ID: "c", Title: "t", Bars: []chart.Bar{{Label: long, Value: 1, Text: "€196,490.00 of €200,000.00"}}})
	if strings.Contains(svg, long) || !strings.Contains(svg, "…</text>") || !strings.Contains(svg, ">€196,490.00 of €200,000.00</text>") {
		t.Errorf("the label is not shortened, or the figure is:\n%s", svg)
	}
	short := draw(t, chart.Bars{ID: "c", Title: "t", Bars: []chart.Bar{{Label: "2026-02-21 Barrowland Ballroom", Value: 1, Text: "€196,490.00 of €200,000.00"}}})
	if !strings.Contains(short, ">2026-02-21 Barrowland Ballroom</text>") {
		t.Errorf("a label that fits is shortened:\n%s", short)
	}
}
