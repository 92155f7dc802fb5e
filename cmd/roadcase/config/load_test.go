package config_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/adapters/jobs"
	"github.com/roadcase/roadcase/adapters/smtp"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
	identityapp "github.com/roadcase/roadcase/core/identity/app"
	"github.com/roadcase/roadcase/ports"
)

// envOf is a getenv over a map.
func envOf(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestNothingSetIsTheTablesDefaults(t *testing.T) {
	c, err := config.Load(envOf(nil))
	if err != nil {
		t.Fatalf("Load of an empty environment: %v", err)
	}
	if want := (config.Server{DrainDelay: 5 * time.Second, ShutdownGrace: 20 * time.Second,
		RequestTimeout: 30 * time.Second, MaxConnections: 1024, LogFlush: 100 * time.Millisecond}); c.Server != want {
		t.Errorf("server defaults = %+v, want %+v", c.Server, want)
	}
	if c.Addr != "127.0.0.1:8080" || c.OpsAddr != "127.0.0.1:9090" || c.DB != "" || c.PublicURL != "" {
		t.Errorf("listeners and database = %q, %q, %q, %q", c.Addr, c.OpsAddr, c.DB, c.PublicURL)
	}
	if c.MaxBodyBytes != 1<<20 || c.MaxRenderBodyBytes != httpapi.DefaultMaxRenderBodyBytes {
		t.Errorf("body limits = %d, %d", c.MaxBodyBytes, c.MaxRenderBodyBytes)
	}
	if c.SessionIdle != 12*time.Hour || c.SessionLifetime != 7*24*time.Hour {
		t.Errorf("sessions = %s, %s", c.SessionIdle, c.SessionLifetime)
	}
	// The defaults the adapters and the core would choose alone.
	if c.TokenCacheTTL != identityapp.DefaultTokenCacheTTL || c.RecordCache != 100_000 {
		t.Errorf("caches = %s, %d", c.TokenCacheTTL, c.RecordCache)
	}
	if c.Send.Rate != jobs.DefaultPerOrgRate || c.Send.Burst() != jobs.DefaultPerOrgBurst || c.Send.Workers != jobs.DefaultWorkers {
		t.Errorf("send = %+v, burst %d", c.Send, c.Send.Burst())
	}
	want := httpapi.RateLimits{Token: ports.RateLimit{Quota: 600, Window: time.Minute},
		Org: ports.RateLimit{Quota: 3000, Window: time.Minute}, Address: ports.RateLimit{Quota: 60, Window: time.Minute}}
	if c.RateLimits != (config.RateLimits{Limits: want, RedisPrefix: "roadcase:"}) {
		t.Errorf("rate limits = %+v", c.RateLimits)
	}
	if c.Mail.Host != "" || c.Mail.TLS != smtp.TLSStartTLS || c.Mail.From.Name != "Roadcase" || c.Mail.From.Email != "noreply@roadcase.localhost" {
		t.Errorf("mail = %+v", c.Mail)
	}
	if c.Log.Level.String() != "INFO" || c.Log.JSON || c.Tracing.On() || c.Payments.Enabled() || c.Snapshots != nil {
		t.Errorf("log %+v, tracing %+v, payments %v, snapshots %v", c.Log, c.Tracing, c.Payments.Enabled(), c.Snapshots)
	}
	if config.Defaults().Server != c.Server {
		t.Error("Defaults is not Load of an empty environment")
	}
}

// TestSeveralMistakesAreReportedAtOnceEachNamingItsVariable sets mistakes in
// variables of every part of the configuration: Load reports them all, in the
// table's order, each naming its variable and what it expected.
func TestSeveralMistakesAreReportedAtOnceEachNamingItsVariable(t *testing.T) {
	env := map[string]string{
		"ROADCASE_DRAIN_DELAY":           "abc",
		"ROADCASE_MAX_CONNECTIONS":       "0",
		"ROADCASE_PUBLIC_URL":            "ftp://roadcase.example",
		"ROADCASE_RATE_LIMIT_TOKEN":      "600",
		"ROADCASE_SMTP_PORT":             "99999",
		"ROADCASE_LOG_LEVEL":             "loud",
		"ROADCASE_STRIPE_WEBHOOK_SECRET": "whsec_1",
		"ROADCASE_ADDR":                  "8080",
		"ROADCASE_SEND_WORKERS":          "many",
	}
	_, err := config.Load(envOf(env))
	var errs config.Errors
	if !errors.As(err, &errs) {
		t.Fatalf("Load = %v, want config.Errors", err)
	}
	wantVars := []string{"ROADCASE_ADDR", "ROADCASE_PUBLIC_URL", "ROADCASE_DRAIN_DELAY", "ROADCASE_MAX_CONNECTIONS",
		"ROADCASE_RATE_LIMIT_TOKEN", "ROADCASE_LOG_LEVEL", "ROADCASE_SMTP_PORT", "ROADCASE_SEND_WORKERS",
		"ROADCASE_STRIPE_WEBHOOK_SECRET"}
	if got := errs.Vars(); !slices.Equal(got, wantVars) {
		t.Errorf("mistakes in %v, want %v", got, wantVars)
	}
	lines := strings.Split(err.Error(), "\n")
	if lines[0] != "9 configuration mistakes:" || len(lines) != 10 {
		t.Fatalf("the message is not a count and one line a mistake:\n%s", err)
	}
	for i, name := range wantVars {
		if !strings.HasPrefix(lines[i+1], "  "+name+": ") {
			t.Errorf("line %d = %q, want it to start with %s", i+1, lines[i+1], name)
		}
	}
	for _, want := range []string{
		`ROADCASE_DRAIN_DELAY: "abc" is not a duration like 5s`,
		`ROADCASE_MAX_CONNECTIONS: "0" is out of range: want a number of connections of at least 1`,
		`ROADCASE_PUBLIC_URL: "ftp://roadcase.example" is not an http:// or https:// address`,
		`ROADCASE_RATE_LIMIT_TOKEN: want "off" or requests per window such as "600/m", got "600"`,
		`ROADCASE_SMTP_PORT: "99999" is out of range: want a port from 1 to 65535`,
		`ROADCASE_LOG_LEVEL: "loud" is not one of debug, info, warn, error`,
		`ROADCASE_STRIPE_WEBHOOK_SECRET: set without ROADCASE_STRIPE_SECRET_KEY, which it needs`,
		`ROADCASE_ADDR: "8080" is not an address like 127.0.0.1:8080 or :8080`,
		`ROADCASE_SEND_WORKERS: "many" is not a whole number: want a number of workers from 1 to 256`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("no %q in:\n%s", want, err)
		}
	}
	var one config.Error
	if !errors.As(err, &one) || one.Var != "ROADCASE_ADDR" {
		t.Errorf("errors.As finds %+v, want the first mistake", one)
	}
}

func TestOneMistakeIsOneLine(t *testing.T) {
	_, err := config.Load(envOf(map[string]string{"ROADCASE_DRAIN_DELAY": "abc"}))
	if err == nil || err.Error() != `ROADCASE_DRAIN_DELAY: "abc" is not a duration like 5s` {
		t.Errorf("Load = %v", err)
	}
}

func TestBlankValuesAreUnset(t *testing.T) {
	c, err := config.Load(envOf(map[string]string{"ROADCASE_ADDR": "  ", "ROADCASE_MAX_CONNECTIONS": ""}))
	if err != nil || c.Addr != "127.0.0.1:8080" || c.Server.MaxConnections != 1024 {
		t.Errorf("blank values: %q, %d, %v", c.Addr, c.Server.MaxConnections, err)
	}
}
