// Package pdf prints rendered documents as PDF (ports.PDFPrinter) with one of
// two engines: Gotenberg, a document conversion service run beside Roadcase
// (gotenberg.go), or a headless Chromium this process drives through the
// DevTools protocol (chromium.go). Both are bounded: the HTML they take, the
// PDF they give back and the time a print may take; and neither lets the
// printed page fetch anything.
package pdf

import (
	"time"

	"github.com/roadcase/roadcase/ports"
)

// Bounds every engine keeps unless told otherwise.
const (
	// DefaultTimeout is how long one print may take, the wait for the engine
	// included.
	DefaultTimeout = 30 * time.Second
	// DefaultMaxHTMLBytes is the largest page an engine is given: far above any
	// document a record binds (a tour book of 200 days is a few MiB).
	DefaultMaxHTMLBytes = 32 << 20
	// DefaultMaxPDFBytes is the largest PDF an engine's answer may be.
	DefaultMaxPDFBytes = 64 << 20
)

// Bounds limit one print. Zero fields take the defaults.
type Bounds struct {
	Timeout      time.Duration
	MaxHTMLBytes int
	MaxPDFBytes  int
}

func (b Bounds) withDefaults() Bounds {
	if b.Timeout <= 0 {
		b.Timeout = DefaultTimeout
	}
	if b.MaxHTMLBytes <= 0 {
		b.MaxHTMLBytes = DefaultMaxHTMLBytes
	}
	if b.MaxPDFBytes <= 0 {
		b.MaxPDFBytes = DefaultMaxPDFBytes
	}
	return b
}

// paperInches is a paper's width and height in inches, as both engines take
// them.
func paperInches(p ports.Paper) (w, h float64) {
	if p == ports.PaperLetter {
		return 8.5, 11
	}
	return 210 / 25.4, 297 / 25.4
}
