// Package chart draws the dashboard's charts as inline SVG on the server: no
// script, no library, nothing fetched, so the pages' strict CSP holds. Every
// text is escaped by html/template; colours are presentation attributes, not
// styles. A chart is only a picture of figures the page also gives as a table.
package chart

import (
	"bytes"
	"embed"
	"html/template"
	"math"
	"unicode/utf8"
)

//go:embed bars.svg.tmpl
var files embed.FS

var bars = template.Must(template.New("bars.svg.tmpl").ParseFS(files, "bars.svg.tmpl"))

// Bar is one labelled figure of a bar chart: Value is drawn, Text is how it
// is written beside its bar. Limit, when positive, is drawn as an outline the
// bar fills (a show's capacity behind its tickets sold). Implied draws the bar
// as a dashed outline: a figure known only by implication (deliveries no mail
// provider reported, implied by later stages), never drawn as a plain one.
type Bar struct {
	Label   string
	Value   float64
	Text    string
	Limit   float64
	Implied bool
}

// Bars is a horizontal bar chart: a bar per figure from a zero line, to the
// right for positive values and to the left for negative ones.
type Bars struct {
	// ID is unique on the page; the chart's title is labelled by it.
	ID    string
	Title string
	Bars  []Bar
}

// The chart's geometry, in SVG user units: each bar has a line of its own
// above it for its label (left) and its figure (right), so that neither is cut
// on a narrow screen, where the whole chart is scaled down to the column.
const (
	width     = 480.0
	fontSize  = 14.0
	charW     = 7.6 // a character's average width at fontSize, to shorten labels
	textLine  = 16.0
	barH      = 14.0
	rowH      = textLine + 4 + barH + 10
	emptyH    = 40.0
	areaLeft  = 1.0
	areaRight = width - 1
)

// drawn is a bar placed on the chart.
type drawn struct {
	Label, Text                    string
	Y, TextY, X, W, LimitX, LimitW float64
	LineY1, LineY2                 float64 // the zero line beside the bar
	Negative, Implied              bool
}

// SVG draws the chart, or a frame saying "No data" when it has no bar.
func (c Bars) SVG() (template.HTML, error) {
	data := struct {
		ID, Title     string
		Width, Height float64
		ZeroX, Middle float64
		FontSize      float64
		Bars          []drawn
	}{ID: c.ID, Title: c.Title, Width: width, Height: emptyH, Middle: width / 2, FontSize: fontSize}
	if len(c.Bars) > 0 {
		lo, hi := 0.0, 0.0
		for _, b := range c.Bars {
			lo, hi = math.Min(lo, b.Value), math.Max(hi, math.Max(b.Value, b.Limit))
		}
		span := hi - lo
		if span == 0 {
			span = 1
		}
		scale := (areaRight - areaLeft) / span
		data.ZeroX = areaLeft - lo*scale
		data.Height = float64(len(c.Bars)) * rowH
		for i, b := range c.Bars {
			y := float64(i) * rowH
			d := drawn{Label: fit(b.Label, b.Text), Text: b.Text, TextY: y + textLine - 3, Y: y + textLine + 4,
				Negative: b.Value < 0, Implied: b.Implied, W: math.Abs(b.Value) * scale, X: data.ZeroX}
			if b.Value < 0 {
				d.X = data.ZeroX - d.W
			}
			d.LineY1, d.LineY2 = d.Y-3, d.Y+barH+3
			if b.Limit > 0 {
				d.LimitX, d.LimitW = data.ZeroX, b.Limit*scale
			}
			data.Bars = append(data.Bars, round(d))
		}
	}
	var buf bytes.Buffer
	if err := bars.Execute(&buf, data); err != nil {
		return "", err
	}
	return template.HTML(buf.String()), nil //nolint:gosec // written by html/template, every text escaped
}

// fit shortens a label, with an ellipsis, to the room its figure leaves on
// its line; the table beside the chart gives it whole.
func fit(label, text string) string {
	room := int(math.Floor((width-8)/charW)) - utf8.RuneCountInString(text) - 2
	r := []rune(label)
	if len(r) <= room {
		return label
	}
	return string(r[:max(room-1, 1)]) + "…"
}

// round keeps two decimals of each coordinate, enough for a screen.
func round(d drawn) drawn {
	r := func(f float64) float64 { return math.Round(f*100) / 100 }
	d.X, d.W, d.LimitX, d.LimitW = r(d.X), r(d.W), r(d.LimitX), r(d.LimitW)
	return d
}
