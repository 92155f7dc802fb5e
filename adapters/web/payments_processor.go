package web

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// DefaultProcessorOrigins are Stripe's hosted pages that a form of ours leads
// to by a redirect: its onboarding and its checkout.
var DefaultProcessorOrigins = []string{"https://connect.stripe.com", "https://checkout.stripe.com"}

// processorPages are the processor's origins the pages may send people to
// (Config.ProcessorOrigins). Browsers hold a redirect after a form's POST to
// the form-action directive of the page that sent the form, so the pages with
// such a form allow these origins too (csp), and a handler redirects to no
// other (redirect).
type processorPages struct {
	origins []string
	csp     string
}

// newProcessorPages checks origins (each an https origin without a path) and
// builds the policy that allows them.
func newProcessorPages(origins []string) (processorPages, error) {
	if len(origins) == 0 {
		origins = DefaultProcessorOrigins
	}
	for _, o := range origins {
		u, err := url.Parse(o)
		if err != nil || u.Scheme != "https" || u.Host == "" || u.Path != "" || u.User != nil || "https://"+u.Host != o {
			return processorPages{}, fmt.Errorf("web: the processor origin %q is not an https origin such as https://checkout.stripe.com", o)
		}
	}
	return processorPages{origins: origins, csp: strings.Replace(contentSecurityPolicy, "form-action 'self'",
		"form-action 'self' "+strings.Join(origins, " "), 1)}, nil
}

// allowForms lets the page's forms lead to the processor's pages.
func (p processorPages) allowForms(w http.ResponseWriter) {
	w.Header().Set("Content-Security-Policy", p.csp)
}

// redirect answers a form's POST with 303 to the processor's page at raw,
// which must be an https address on one of the origins: anything else would
// be refused by the browser, or be an open redirect.
func (p processorPages) redirect(w http.ResponseWriter, r *http.Request, raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("web: the payment processor's address does not parse: %w", err)
	}
	if u.Scheme != "https" || u.User != nil || !slices.Contains(p.origins, "https://"+u.Host) {
		// The address is not logged whole: a checkout's opens it to anyone.
		return fmt.Errorf("web: the payment processor's address on %s://%s is not on %v", u.Scheme, u.Host, p.origins)
	}
	seeOther(w, r, u.String())
	return nil
}
