package web

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// processorOrigins are the payment processor's hosted pages that a form of
// ours leads to by a redirect: Stripe's onboarding and its checkout. Browsers
// hold a redirect after a form's POST to the form-action directive of the
// page that sent the form, so the pages with such a form allow these origins
// too (processorCSP), and a handler redirects to no other (toProcessor).
var processorOrigins = []string{"https://connect.stripe.com", "https://checkout.stripe.com"}

// processorCSP is contentSecurityPolicy with processorOrigins added to
// form-action, for the payments settings and the pay page.
var processorCSP = strings.Replace(contentSecurityPolicy, "form-action 'self'",
	"form-action 'self' "+strings.Join(processorOrigins, " "), 1)

// allowProcessorForms lets the page's forms lead to the processor's pages.
func allowProcessorForms(w http.ResponseWriter) {
	w.Header().Set("Content-Security-Policy", processorCSP)
}

// toProcessor redirects (303) a form's POST to the processor's page at raw,
// which must be an https address on one of processorOrigins: anything else
// would be refused by the browser, or be an open redirect.
func toProcessor(w http.ResponseWriter, r *http.Request, raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("web: the payment processor's address does not parse: %w", err)
	}
	if u.Scheme != "https" || u.User != nil || !slices.Contains(processorOrigins, "https://"+u.Host) {
		// The address is not logged whole: a checkout's opens it to anyone.
		return fmt.Errorf("web: the payment processor's address on %s://%s is not on %v", u.Scheme, u.Host, processorOrigins)
	}
	seeOther(w, r, u.String())
	return nil
}
