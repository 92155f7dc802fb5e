package render_test

import (
	"fmt"
	"strings"
)

// pageLayout is what layoutScript measures in the loaded page.
type pageLayout struct {
	Title       string   `json:"title"`
	H1Count     int      `json:"h1Count"`
	H1Width     float64  `json:"h1Width"`
	H1Height    float64  `json:"h1Height"`
	H1Visible   bool     `json:"h1Visible"`
	ScrollWidth int      `json:"scrollWidth"`
	ClientWidth int      `json:"clientWidth"`
	TooWide     []string `json:"tooWide"`
}

// layoutScript measures the page. TooWide names the outermost elements that end
// right of the viewport, to say what overflows.
const layoutScript = `(() => {
	const root = document.documentElement;
	const h1s = document.querySelectorAll('h1');
	const box = h1s.length ? h1s[0].getBoundingClientRect() : {width: 0, height: 0};
	const limit = root.clientWidth + 1;
	const wide = [...document.body.querySelectorAll('*')].filter(e =>
		e.getBoundingClientRect().right > limit &&
		!(e.parentElement && e.parentElement.getBoundingClientRect().right > limit));
	return {
		title: document.title,
		h1Count: h1s.length,
		h1Width: box.width,
		h1Height: box.height,
		h1Visible: h1s.length > 0 && h1s[0].checkVisibility({opacityProperty: true, visibilityProperty: true}),
		scrollWidth: root.scrollWidth,
		clientWidth: root.clientWidth,
		tooWide: wide.slice(0, 5).map(e => e.tagName.toLowerCase() +
			(e.className ? '.' + String(e.className).trim().split(/\s+/).join('.') : '') +
			' (' + Math.ceil(e.getBoundingClientRect().right) + 'px)'),
	};
})()`

// problems lists what is wrong with the measured page.
func (l pageLayout) problems() []string {
	var out []string
	if strings.TrimSpace(l.Title) == "" {
		out = append(out, "the title is empty")
	}
	switch {
	case l.H1Count != 1:
		out = append(out, fmt.Sprintf("%d h1 elements, want 1", l.H1Count))
	case l.H1Width <= 0 || l.H1Height <= 0 || !l.H1Visible:
		out = append(out, fmt.Sprintf("the h1 is not visible (%gx%g px, visible %t)", l.H1Width, l.H1Height, l.H1Visible))
	}
	if l.ScrollWidth > l.ClientWidth+1 {
		out = append(out, fmt.Sprintf("the page is %d px wide at a %d px viewport; too wide: %s",
			l.ScrollWidth, l.ClientWidth, strings.Join(l.TooWide, ", ")))
	}
	return out
}
