// Package docsui serves the API reference at /docs: Redoc (redoc 2.x, the version
// package.json pins) rendering the OpenAPI document the service serves. Redoc's
// standalone bundle is a copy in assets/ (.ci/vendor-redoc) embedded in the
// binary, so the page needs no CDN and works offline.
package docsui

import (
	"bytes"
	"embed"
	"html/template"
	"net/http"
	"net/url"
	"strings"
)

//go:embed assets/redoc.standalone.js assets/redoc.standalone.js.LICENSE.txt assets/LICENSE assets/init.js
var assets embed.FS

// Paths Handler answers.
const (
	PagePath   = "/docs"
	BundlePath = "/docs/redoc.standalone.js"
	InitPath   = "/docs/init.js"
	// NoticePath is where the bundle's first line says its licences are, and
	// LicensePath is Redoc's own licence (MIT).
	NoticePath  = "/docs/redoc.standalone.js.LICENSE.txt"
	LicensePath = "/docs/redoc.LICENSE.txt"
)

// Handler serves the reference page at GET /docs, which renders specURL (such as
// "/api/v1/openapi.json"), and the scripts and licences it uses under /docs/.
// Mount it for /docs and everything under /docs/, without stripping the prefix.
// Every response carries the page's security headers (see ContentSecurityPolicy);
// the files have an ETag, are revalidated at each use (Cache-Control: no-cache,
// answered 304 when unchanged) and are sent gzip-compressed to clients that
// accept it.
func Handler(specURL string) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET "+PagePath, newFile(page(specURL), "text/html; charset=utf-8"))
	for path, file := range map[string]struct{ name, contentType string }{
		BundlePath:  {"assets/redoc.standalone.js", "text/javascript; charset=utf-8"},
		InitPath:    {"assets/init.js", "text/javascript; charset=utf-8"},
		NoticePath:  {"assets/redoc.standalone.js.LICENSE.txt", "text/plain; charset=utf-8"},
		LicensePath: {"assets/LICENSE", "text/plain; charset=utf-8"},
	} {
		b, err := assets.ReadFile(file.name)
		if err != nil {
			panic(err) // the embed directive names every file
		}
		if path == BundlePath {
			b = Offline(b)
		}
		mux.Handle("GET "+path, newFile(b, file.contentType))
	}
	mux.Handle("GET "+PagePath+"/{$}", http.RedirectHandler(PagePath, http.StatusMovedPermanently))
	csp := ContentSecurityPolicy(specURL)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "same-origin")
		mux.ServeHTTP(w, r)
	})
}

// ContentSecurityPolicy is the policy of the /docs responses: exactly what Redoc
// needs. Scripts come only from /docs (no inline script, no eval); styles from
// the page and inline, since Redoc styles its components with styled-components,
// which writes <style> elements; images from the page or data: URLs (the page's
// empty icon, which keeps the browser from asking for /favicon.ico, and
// Offline's blank logo); Redoc's search index runs in a Worker made from a blob:
// URL; it fetches the OpenAPI document from the same origin, or from specURL's
// origin when specURL is absolute. Nothing else loads, the page cannot be
// framed, and no <base> or form can redirect it.
func ContentSecurityPolicy(specURL string) string {
	connect := "'self'"
	if u, err := url.Parse(specURL); err == nil && u.Scheme != "" && u.Host != "" {
		connect += " " + u.Scheme + "://" + u.Host
	}
	return strings.Join([]string{
		"default-src 'none'",
		"script-src 'self'",
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data:",
		"worker-src blob:",
		"connect-src " + connect,
		"frame-ancestors 'none'",
		"base-uri 'none'",
		"form-action 'none'",
	}, "; ")
}

// RedoclyLogo is the one thing Redoc 2.x loads from elsewhere: the logo beside
// the "API docs by Redocly" link under its side menu, fetched from Redocly's CDN
// whatever the options. A page that must work offline and load nothing from
// elsewhere cannot fetch it, and a policy that refuses it logs a violation.
const RedoclyLogo = "https://cdn.redoc.ly/redoc/logo-mini.svg"

// blankImage replaces RedoclyLogo: an empty SVG, which the policy's img-src
// allows; the link keeps its words.
const blankImage = "data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27/%3E"

// Offline returns Redoc's bundle with RedoclyLogo replaced by an empty image, so
// that the page loads nothing from another origin. The embedded copy stays
// byte-identical to the npm package's; the tests check that RedoclyLogo is still
// in it once, so that a new Redoc that loads something else is noticed.
func Offline(bundle []byte) []byte {
	return bytes.ReplaceAll(bundle, []byte(RedoclyLogo), []byte(blankImage))
}

var pageTemplate = template.Must(template.New("docs").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Roadcase API reference</title>
<link rel="icon" href="data:,">
<script src="` + BundlePath + `" defer></script>
<script src="` + InitPath + `" defer></script>
</head>
<body>
<noscript><p>This reference needs JavaScript. Without it, read the OpenAPI document itself: <a href="{{.}}">{{.}}</a>.</p></noscript>
<main id="redoc" data-spec-url="{{.}}"></main>
</body>
</html>
`))

func page(specURL string) []byte {
	var b bytes.Buffer
	if err := pageTemplate.Execute(&b, specURL); err != nil {
		panic(err) // a string always executes
	}
	return b.Bytes()
}
