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

// The chart's geometry, in SVG user units.
const (
	width     = 640.0
	labelW    = 150.0
	textW     = 110.0
	rowH      = 26.0
	barH      = 16.0
	emptyH    = 40.0
	areaLeft  = labelW + 8
	areaRight = width - textW
)

// drawn is a bar placed on the chart.
type drawn struct {
	Label, Text                    string
	Y, TextY, X, W, LimitX, LimitW float64
	TextX                          float64
	Negative, Implied              bool
}

// SVG draws the chart, or a frame saying "No data" when it has no bar.
func (c Bars) SVG() (template.HTML, error) {
	data := struct {
		ID, Title     string
		Width, Height float64
		ZeroX         float64
		Bars          []drawn
	}{ID: c.ID, Title: c.Title, Width: width, Height: emptyH}
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
		data.Height = float64(len(c.Bars))*rowH + 4
		for i, b := range c.Bars {
			y := float64(i)*rowH + 4
			d := drawn{Label: b.Label, Text: b.Text, Y: y, TextY: y + barH - 3, Negative: b.Value < 0,
				Implied: b.Implied, W: math.Abs(b.Value) * scale, X: data.ZeroX}
			if b.Value < 0 {
				d.X = data.ZeroX - d.W
			}
			if b.Limit > 0 {
				d.LimitX, d.LimitW = data.ZeroX, b.Limit*scale
			}
			d.TextX = areaRight + 6
			data.Bars = append(data.Bars, round(d))
		}
	}
	var buf bytes.Buffer
	if err := bars.Execute(&buf, data); err != nil {
		return "", err
	}
	return template.HTML(buf.String()), nil //nolint:gosec // written by html/template, every text escaped
}

// round keeps two decimals of each coordinate, enough for a screen.
func round(d drawn) drawn {
	r := func(f float64) float64 { return math.Round(f*100) / 100 }
	d.X, d.W, d.LimitX, d.LimitW, d.TextX = r(d.X), r(d.W), r(d.LimitX), r(d.LimitW), r(d.TextX)
	return d
}
