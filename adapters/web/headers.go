package web

import "net/http"

// contentSecurityPolicy allows the pages' own script and stylesheet and nothing
// inline: no inline script, no style attribute, no framing, forms posting only
// here.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; " +
	"img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'; connect-src 'self'"

// permissionsPolicy allows no powerful feature to any origin.
const permissionsPolicy = "accelerometer=(), autoplay=(), camera=(), clipboard-read=(), " +
	"clipboard-write=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), " +
	"gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), " +
	"picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), " +
	"sync-xhr=(), usb=(), xr-spatial-tracking=()"

// copyPermissionsPolicy is permissionsPolicy on the one page with a copy button,
// which may write to the clipboard from this origin.
const copyPermissionsPolicy = "accelerometer=(), autoplay=(), camera=(), clipboard-read=(), " +
	"clipboard-write=(self), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), " +
	"gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), " +
	"picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), " +
	"sync-xhr=(), usb=(), xr-spatial-tracking=()"

// securityHeaders sets the headers every page carries. Pages are never stored by
// a cache (they show personal data, tokens and form tokens); a handler whose
// address carries a ticket tightens the referrer policy with noReferrer.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "same-origin")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Cross-Origin-Resource-Policy", "same-origin")
		h.Set("Permissions-Policy", permissionsPolicy)
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}

// noReferrer keeps a page's address, which carries a ticket, from leaking to the
// pages it links to.
func noReferrer(w http.ResponseWriter) { w.Header().Set("Referrer-Policy", "no-referrer") }

// portalHeaders tighten the headers of the recipient portal, whose address
// carries a bearer token: no referrer to any page it links to, no copy in any
// cache, and no place in a search engine's index.
func portalHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		h.Set("X-Robots-Tag", "noindex, nofollow")
		next.ServeHTTP(w, r)
	})
}
