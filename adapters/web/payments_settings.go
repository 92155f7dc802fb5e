package web

import (
	"log/slog"
	"net/http"

	"github.com/roadcase/roadcase/adapters/httperr"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// paymentSettingsRoutes lists the payments settings, for owners and admins.
// Every state change is a POST; the processor's return and refresh addresses
// are GETs that change nothing here but the state read from the processor.
func (s *Server) paymentSettingsRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /settings/payments", s.inOrg(s.adminOnly(s.paymentSettings)))
	m.HandleFunc("POST /settings/payments/onboard", s.inOrg(s.adminOnly(s.startOnboarding)))
	m.HandleFunc("GET /settings/payments/return", s.inOrg(s.adminOnly(s.onboardingReturn)))
	m.HandleFunc("GET /settings/payments/refresh", s.inOrg(s.adminOnly(s.onboardingRefresh)))
	m.HandleFunc("POST /settings/payments/online", s.inOrg(s.adminOnly(s.setOnlinePayments)))
	m.HandleFunc("POST /settings/payments/sync", s.inOrg(s.adminOnly(s.syncAccount)))
}

// adminOnly refuses a page to a viewer below admin with the 403 page the
// members page gives; PaymentSettings refuses them too, whatever the pages do.
func (s *Server) adminOnly(h func(http.ResponseWriter, *http.Request, *viewer)) func(http.ResponseWriter, *http.Request, *viewer) {
	return func(w http.ResponseWriter, r *http.Request, v *viewer) {
		if !v.IsAdmin() {
			s.fail(w, r, kernel.Forbidden("insufficient_role", "Only the organization's owners and admins manage its payments."))
			return
		}
		h(w, r, v)
	}
}

func (s *Server) paymentSettings(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.showPayments(w, r, v, http.StatusOK, func(*paymentsPage) {})
}

// showPayments renders the settings page with the account as it is kept,
// changed by edit.
func (s *Server) showPayments(w http.ResponseWriter, r *http.Request, v *viewer, status int, edit func(*paymentsPage)) {
	a, err := s.deps.PaymentSettings.PaymentAccount(r.Context(), v.Actor())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.renderPayments(w, r, status, newPaymentsPage(v, a), edit)
}

func (s *Server) renderPayments(w http.ResponseWriter, r *http.Request, status int, p paymentsPage, edit func(*paymentsPage)) {
	edit(&p)
	s.processor.allowForms(w)
	s.page(w, r, status, "payments", p)
}

// startOnboarding sends the person to the processor's hosted onboarding.
func (s *Server) startOnboarding(w http.ResponseWriter, r *http.Request, v *viewer) {
	to, err := s.deps.PaymentSettings.StartOnboarding(r.Context(), v.Actor(), payments.OnboardingLinks{
		ReturnURL: s.publicURL("/settings/payments/return"), RefreshURL: s.publicURL("/settings/payments/refresh")})
	if err == nil {
		err = s.processor.redirect(w, r, to)
	}
	if err != nil {
		s.paymentsTrouble(w, r, v, 0, err)
	}
}

// onboardingReturn is where the processor sends the person back: the state is
// read from the processor now, since its event may not have arrived yet.
func (s *Server) onboardingReturn(w http.ResponseWriter, r *http.Request, v *viewer) {
	a, err := s.deps.PaymentSettings.SyncAccount(r.Context(), v.Actor())
	if err != nil {
		s.paymentsTrouble(w, r, v, http.StatusOK, err)
		return
	}
	s.renderPayments(w, r, http.StatusOK, newPaymentsPage(v, a), func(p *paymentsPage) { p.Notice = returnNotice(a) })
}

// onboardingRefresh is where the processor sends a person whose onboarding
// link expired or was used: the page offers to continue, which asks for a new
// link by a POST.
func (s *Server) onboardingRefresh(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.showPayments(w, r, v, http.StatusOK, func(p *paymentsPage) { p.Expired = true })
}

func (s *Server) setOnlinePayments(w http.ResponseWriter, r *http.Request, v *viewer) {
	a, err := s.deps.PaymentSettings.SetOnlinePayments(r.Context(), v.Actor(), r.PostForm.Get("online_payments") == "on")
	if err != nil {
		s.paymentsTrouble(w, r, v, 0, err)
		return
	}
	s.flash(r.Context(), onlineNotice(a))
	seeOther(w, r, "/settings/payments")
}

func (s *Server) syncAccount(w http.ResponseWriter, r *http.Request, v *viewer) {
	if _, err := s.deps.PaymentSettings.SyncAccount(r.Context(), v.Actor()); err != nil {
		s.paymentsTrouble(w, r, v, 0, err)
		return
	}
	s.flash(r.Context(), "The account's state was read from Stripe just now.")
	seeOther(w, r, "/settings/payments")
}

// paymentsTrouble shows the settings page with why an action failed: the
// processor's failures are said on the page, never as an error page. status
// is the answer's, or 0 for the error kind's. A refusal for the person (a
// role, a session) gets its own page.
func (s *Server) paymentsTrouble(w http.ResponseWriter, r *http.Request, v *viewer, status int, err error) {
	e, ok := kernel.AsError(err)
	if !ok {
		e = kernel.Internal(err)
	}
	var msg string
	switch e.Kind {
	case kernel.KindInvalid, kernel.KindConflict:
		msg = e.Message
	case kernel.KindUnavailable:
		s.log.WarnContext(r.Context(), "web: the payment processor is unavailable", "path", RedactPath(r.URL.Path), "error", err)
		msg = "Stripe could not be reached just now. Please try again in a few minutes."
	case kernel.KindInternal:
		s.log.LogAttrs(r.Context(), slog.LevelError, "web: internal error", slog.String("method", r.Method),
			slog.String("path", RedactPath(r.URL.Path)), slog.Any("error", err))
		msg = "Something went wrong, so nothing was changed. Please try again later."
	default:
		s.fail(w, r, err)
		return
	}
	if status == 0 {
		status = httperr.Status(e.Kind)
	}
	s.showPayments(w, r, v, status, func(p *paymentsPage) { p.Problem.fail("", msg) })
}
