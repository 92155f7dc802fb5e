package config

import (
	"fmt"
	"strings"
	"time"
)

// PDF is how documents opened from the pages are printed as PDF: by a
// Gotenberg service when GotenbergURL is set, else by a headless Chromium when
// Chromium is set, else not at all (the pages then offer the HTML to print
// from the browser).
type PDF struct {
	// GotenbergURL is the Gotenberg 8 service (ROADCASE_GOTENBERG_URL), such
	// as http://gotenberg:3000; empty for none.
	GotenbergURL string
	// Chromium is the browser serve drives (ROADCASE_PDF_CHROMIUM): a path or
	// a name on PATH, or "auto" for the first Chromium or Chrome on PATH if
	// there is one; empty for none.
	Chromium string
	// Timeout bounds one print (ROADCASE_PDF_TIMEOUT).
	Timeout time.Duration
}

// pdfVars say which engine prints documents as PDF.
var pdfVars = []Var{
	{
		Name: "ROADCASE_GOTENBERG_URL", Type: "URL", Commands: serveOnly,
		DefaultText: "none",
		Summary:     "the Gotenberg 8 service that prints documents opened from the pages as PDF (preferred to ROADCASE_PDF_CHROMIUM)",
		Doc: "A [Gotenberg](https://gotenberg.dev) 8 service, such as `http://gotenberg:3000` (the compose file " +
			"starts one), that prints documents opened from the pages as PDF: each document's page offers its PDF " +
			"download. Run it with `--chromium-allow-list='^file:///tmp/.*'` so that its browser loads nothing " +
			"but the document. Preferred to `ROADCASE_PDF_CHROMIUM` when both are set. See " +
			"[docs/documents.md](docs/documents.md#pdf-engines).",
		set: httpURL(func(c *Config) *string { return &c.PDF.GotenbergURL }),
	},
	{
		Name: "ROADCASE_PDF_CHROMIUM", Type: "path or auto", Commands: serveOnly,
		DefaultText: "none",
		Summary:     "the headless Chromium serve prints documents as PDF with, without Gotenberg: a path, or auto for the first on PATH",
		Doc: "Without `ROADCASE_GOTENBERG_URL`, a Chromium or Chrome that `serve` starts headless at the first PDF " +
			"and keeps, printing documents opened from the pages as PDF with every network request refused: a " +
			"path or a name on `PATH`, or `auto` for the first of `chromium`, `chromium-browser`, `google-chrome` " +
			"on `PATH` (none found: no PDF, and `serve` says so at start). Unset, and without Gotenberg, the pages " +
			"offer the document's HTML to print from the browser.",
		set: func(c *Config, s string) error {
			s = strings.TrimSpace(s)
			if strings.ContainsAny(s, "\x00\n") {
				return fmt.Errorf("%q is not a path", s)
			}
			c.PDF.Chromium = s
			return nil
		},
	},
	{
		Name: "ROADCASE_PDF_TIMEOUT", Type: "duration", Default: "30s", Commands: serveOnly,
		Summary: "how long one PDF print may take (1s to 5m)",
		Doc:     "How long one PDF print may take, the wait for the engine included (`1s` to `5m`); a print past it is a 503 page.",
		set:     duration(func(c *Config) *time.Duration { return &c.PDF.Timeout }, time.Second, 5*time.Minute),
	},
}
