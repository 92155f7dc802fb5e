package redact_test

import (
	"bytes"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/adapters/redact"
)

func TestSecretsRedactsEveryKindOfBearerSecret(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ in, want string }{
		{"http://x/verify?token=rc_tkt_AbC-d_9", "http://x/verify?token=rc_tkt_…"},
		{"open http://x/portal/rc_portal_Q2-x_/sections/1 now", "open http://x/portal/…/sections/1 now"},
		{"/portal/not-even-a-token", "/portal/…"},
		{"/pay/0190.0191.AbC-_/done?session_id=cs_1", "/pay/…/done?session_id=cs_1"},
		{"Bearer rc_pat_abcDEF123", "Bearer rc_pat_…"},
		{"/%70ortal/rc_portal_abc", "/portal/…"},
		{"/pay/a%2Eb.c", "/pay/…"},
		{"/portal/", "/portal/"},
		{"/projects/0190/advance-packets", "/projects/0190/advance-packets"},
		{"100% done", "100% done"},
		{"rc_tkt_… already", "rc_tkt_… already"},
	} {
		if got := redact.Secrets(tt.in); got != tt.want {
			t.Errorf("Secrets(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestTheHandlerRedactsMessagesAttributesErrorsAndGroups(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	log := slog.New(redact.Handler(slog.NewJSONHandler(&out, &slog.HandlerOptions{Level: slog.LevelDebug})))
	log = log.With("link", "/portal/rc_portal_with")
	log.Debug("sent rc_tkt_inmessage", "links", []string{"http://x/verify?token=rc_tkt_slice"},
		"error", errors.New(`Get "http://x/pay/o.i.mac": refused`),
		slog.Group("req", slog.String("path", "/pay/o.i.group")), "plain", "kept")
	got := out.String()
	for _, secret := range []string{"rc_portal_with", "rc_tkt_inmessage", "rc_tkt_slice", "o.i.mac", "o.i.group"} {
		if strings.Contains(got, secret) {
			t.Errorf("the line holds %q: %s", secret, got)
		}
	}
	if !strings.Contains(got, `"plain":"kept"`) || !strings.Contains(got, `"links":["http://x/verify?token=rc_tkt_…"]`) {
		t.Errorf("the line lost what it may keep: %s", got)
	}
}
