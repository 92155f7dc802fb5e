package config_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

// mistakeIn reports whether err is config.Errors naming the variable name.
func mistakeIn(err error, name string) bool {
	var errs config.Errors
	if !errors.As(err, &errs) {
		return false
	}
	for _, v := range errs.Vars() {
		if v == name {
			return true
		}
	}
	return false
}

func TestServerConfigDefaultsAndBounds(t *testing.T) {
	c, err := config.Load(envOf(map[string]string{"ROADCASE_DRAIN_DELAY": "0", "ROADCASE_SHUTDOWN_GRACE": "3s",
		"ROADCASE_REQUEST_TIMEOUT": "1500ms", "ROADCASE_MAX_CONNECTIONS": "64", "ROADCASE_LOG_FLUSH": "0"}))
	if err != nil || c.Server != (config.Server{ShutdownGrace: 3 * time.Second,
		RequestTimeout: 1500 * time.Millisecond, MaxConnections: 64}) {
		t.Errorf("configured = %+v, %v", c.Server, err)
	}
	for name, bad := range map[string]string{
		"ROADCASE_DRAIN_DELAY":     "-1s",
		"ROADCASE_SHUTDOWN_GRACE":  "0",
		"ROADCASE_REQUEST_TIMEOUT": "soon",
		"ROADCASE_MAX_CONNECTIONS": "0",
		"ROADCASE_LOG_FLUSH":       "-5ms",
	} {
		if _, err := config.Load(envOf(map[string]string{name: bad})); !mistakeIn(err, name) {
			t.Errorf("%s=%s: %v, want a mistake naming it", name, bad, err)
		}
	}
}

func TestSessionsLastAtLeastAMinute(t *testing.T) {
	c, err := config.Load(envOf(map[string]string{"ROADCASE_SESSION_IDLE": "30m", "ROADCASE_SESSION_LIFETIME": "24h"}))
	if err != nil || c.SessionIdle != 30*time.Minute || c.SessionLifetime != 24*time.Hour {
		t.Errorf("sessions = %s, %s, %v", c.SessionIdle, c.SessionLifetime, err)
	}
	for _, name := range []string{"ROADCASE_SESSION_IDLE", "ROADCASE_SESSION_LIFETIME"} {
		if _, err := config.Load(envOf(map[string]string{name: "30s"})); !mistakeIn(err, name) {
			t.Errorf("%s=30s: %v, want a mistake naming it", name, err)
		}
	}
}

// TestTokenCacheTTL checks ROADCASE_TOKEN_CACHE_TTL: from 0 (off) to a minute.
func TestTokenCacheTTL(t *testing.T) {
	for _, c := range []struct {
		value string
		ok    bool
	}{{"", true}, {"0", true}, {"2s", true}, {"1m", true}, {"2m", false}, {"-1s", false}, {"soon", false}} {
		if _, err := config.Load(envOf(map[string]string{"ROADCASE_TOKEN_CACHE_TTL": c.value})); (err == nil) != c.ok {
			t.Errorf("ROADCASE_TOKEN_CACHE_TTL=%q: err %v, want ok %v", c.value, err, c.ok)
		}
	}
}

func TestRecordCacheBudget(t *testing.T) {
	for value, want := range map[string]int{"": 100_000, "0": 0, " 2500 ": 2500} {
		if c, err := config.Load(envOf(map[string]string{"ROADCASE_RECORD_CACHE": value})); err != nil || c.RecordCache != want {
			t.Errorf("ROADCASE_RECORD_CACHE=%q: %d, %v; want %d", value, c.RecordCache, err, want)
		}
	}
	for _, bad := range []string{"-1", "lots", "1e5"} {
		if _, err := config.Load(envOf(map[string]string{"ROADCASE_RECORD_CACHE": bad})); !mistakeIn(err, "ROADCASE_RECORD_CACHE") {
			t.Errorf("ROADCASE_RECORD_CACHE=%s: %v, want a mistake naming it", bad, err)
		}
	}
}

func TestTrustedProxies(t *testing.T) {
	c, err := config.Load(envOf(map[string]string{"ROADCASE_TRUSTED_PROXIES": "10.0.0.0/8, 192.0.2.7"}))
	if err != nil || !c.ClientAddresses.Trusts() {
		t.Fatalf("Load = %v, trusts %v", err, c.ClientAddresses.Trusts())
	}
	if _, err := config.Load(envOf(map[string]string{"ROADCASE_TRUSTED_PROXIES": "the load balancer"})); !mistakeIn(err, "ROADCASE_TRUSTED_PROXIES") {
		t.Errorf("a name instead of an address: %v, want a mistake naming the variable", err)
	}
}

func TestABadSnapshotScheduleNamesItsEntry(t *testing.T) {
	c, err := config.Load(envOf(map[string]string{"ROADCASE_SNAPSHOTS": "demo daily@02:00 report=tour_pnl"}))
	if err != nil || len(c.Snapshots) != 1 || c.Snapshots[0].Org != "demo" {
		t.Errorf("Load = %+v, %v", c.Snapshots, err)
	}
	_, err = config.Load(envOf(map[string]string{"ROADCASE_SNAPSHOTS": "demo hourly report=tour_pnl"}))
	if !mistakeIn(err, "ROADCASE_SNAPSHOTS") || !strings.Contains(err.Error(), "demo hourly") {
		t.Errorf("a bad schedule: %v, want a mistake naming the entry", err)
	}
}

// TestThePublicAddressIsOneAPersonCanOpen checks the base of mailed links: the
// configured public address, else the listener's, with localhost for a wildcard.
func TestThePublicAddressIsOneAPersonCanOpen(t *testing.T) {
	for _, c := range []struct {
		cfg  config.Config
		want string
	}{
		{config.Config{Addr: "127.0.0.1:8080"}, "http://127.0.0.1:8080"},
		{config.Config{Addr: "0.0.0.0:8080"}, "http://localhost:8080"},
		{config.Config{Addr: ":8080"}, "http://localhost:8080"},
		{config.Config{Addr: "[::]:8080"}, "http://localhost:8080"},
		{config.Config{Addr: "0.0.0.0:8080", PublicURL: "https://roadcase.example"}, "https://roadcase.example"},
	} {
		if got := c.cfg.BaseURL(); got != c.want {
			t.Errorf("BaseURL with %q, %q = %q, want %q", c.cfg.Addr, c.cfg.PublicURL, got, c.want)
		}
	}
	c, err := config.Load(envOf(map[string]string{"ROADCASE_PUBLIC_URL": "https://roadcase.example/"}))
	if err != nil || c.PublicURL != "https://roadcase.example" {
		t.Errorf("a trailing slash: %q, %v", c.PublicURL, err)
	}
}

func TestTracingIsOnlyOnWhenTheEnvironmentAsks(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  map[string]string
		want bool
	}{
		{"nothing set keeps it off", nil, false},
		{"the standard endpoint turns it on", map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"}, true},
		{"the traces endpoint turns it on", map[string]string{"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://collector:4318/v1/traces"}, true},
		{"ROADCASE_TRACING=otlp turns it on", map[string]string{"ROADCASE_TRACING": "otlp"}, true},
		{"ROADCASE_TRACING=OFF wins over an endpoint", map[string]string{"ROADCASE_TRACING": "OFF", "OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := config.Load(envOf(tc.env))
			if err != nil || c.Tracing.On() != tc.want {
				t.Fatalf("Tracing.On = %v, %v; want %v", c.Tracing.On(), err, tc.want)
			}
		})
	}
	if _, err := config.Load(envOf(map[string]string{"ROADCASE_TRACING": "jaeger"})); !mistakeIn(err, "ROADCASE_TRACING") {
		t.Fatalf("ROADCASE_TRACING=jaeger: %v, want a mistake naming it", err)
	}
}
