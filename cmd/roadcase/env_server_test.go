package main

import (
	"log/slog"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

func TestServerConfigDefaultsAndBounds(t *testing.T) {
	c, err := loadServerConfig()
	if err != nil {
		t.Fatal(err)
	}
	if want := (serverConfig{DrainDelay: 5 * time.Second, ShutdownGrace: 20 * time.Second,
		RequestTimeout: 30 * time.Second, MaxConnections: 1024, LogFlush: 100 * time.Millisecond}); c != want {
		t.Errorf("defaults = %+v, want %+v", c, want)
	}
	t.Setenv("ROADCASE_DRAIN_DELAY", "0")
	t.Setenv("ROADCASE_SHUTDOWN_GRACE", "3s")
	t.Setenv("ROADCASE_REQUEST_TIMEOUT", "1500ms")
	t.Setenv("ROADCASE_MAX_CONNECTIONS", "64")
	t.Setenv("ROADCASE_LOG_FLUSH", "0")
	if c, err = loadServerConfig(); err != nil || c != (serverConfig{ShutdownGrace: 3 * time.Second,
		RequestTimeout: 1500 * time.Millisecond, MaxConnections: 64}) {
		t.Errorf("configured = %+v, %v", c, err)
	}
	for name, bad := range map[string]string{
		"ROADCASE_DRAIN_DELAY":     "-1s",
		"ROADCASE_SHUTDOWN_GRACE":  "0",
		"ROADCASE_REQUEST_TIMEOUT": "soon",
		"ROADCASE_MAX_CONNECTIONS": "0",
		"ROADCASE_LOG_FLUSH":       "-5ms",
	} {
		t.Run(name, func(t *testing.T) {
			t.Setenv(name, bad)
			if _, err := loadServerConfig(); err == nil || !isUsage(err) {
				t.Errorf("%s=%s: %v, want a usage error", name, bad, err)
			}
		})
	}
}

func TestServeBoundsAPostgresDSNThatSetsNone(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://u@h/db?sslmode=disable":     "postgres://u@h/db?lock_timeout=3s&sslmode=disable&statement_timeout=5s",
		"postgres://u@h/db?statement_timeout=0": "postgres://u@h/db?lock_timeout=3s&statement_timeout=0",
		"/data/roadcase.db":                     "/data/roadcase.db",
		"":                                      "",
	} {
		if got := withServeBounds(in); got != want {
			t.Errorf("withServeBounds(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRecordCacheBudget(t *testing.T) {
	if n, err := recordCacheBudget(); err != nil || n != defaultRecordCache {
		t.Errorf("default = %d, %v; want %d", n, err, defaultRecordCache)
	}
	t.Setenv("ROADCASE_RECORD_CACHE", "0")
	if n, err := recordCacheBudget(); err != nil || n != 0 {
		t.Errorf("0 = %d, %v; want no cache", n, err)
	}
	t.Setenv("ROADCASE_RECORD_CACHE", " 2500 ")
	if n, err := recordCacheBudget(); err != nil || n != 2500 {
		t.Errorf("2500 = %d, %v", n, err)
	}
	for _, bad := range []string{"-1", "lots", "1e5"} {
		t.Setenv("ROADCASE_RECORD_CACHE", bad)
		if _, err := recordCacheBudget(); err == nil || !isUsage(err) {
			t.Errorf("ROADCASE_RECORD_CACHE=%s: %v, want a usage error", bad, err)
		}
	}
}

func TestServeSetsItsGCTargetUnlessGOGCIsSet(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	var logs strings.Builder
	log := slog.New(slog.NewTextHandler(&logs, nil))
	t.Setenv("GOGC", "")
	tuneGC(log)
	if got := debug.SetGCPercent(100); got != serveGCPercent {
		t.Errorf("without GOGC: the target is %d, want %d", got, serveGCPercent)
	}
	if !strings.Contains(logs.String(), `gogc="400 (serve's default)" gomemlimit=none`) {
		t.Errorf("log: %s", logs.String())
	}
	t.Setenv("GOGC", "150")
	tuneGC(log)
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC=150 set (the runtime applies it): serve changed the target to %d", got)
	}
}

func TestTrustedProxies(t *testing.T) {
	t.Setenv("ROADCASE_TRUSTED_PROXIES", "10.0.0.0/8, 192.0.2.7")
	c, err := loadConfig()
	if err != nil || !c.ClientAddresses.Trusts() {
		t.Fatalf("loadConfig() = %v, trusts %v", err, c.ClientAddresses.Trusts())
	}
	t.Setenv("ROADCASE_TRUSTED_PROXIES", "the load balancer")
	if _, err := loadConfig(); err == nil || !isUsage(err) || !strings.Contains(err.Error(), "ROADCASE_TRUSTED_PROXIES") {
		t.Errorf("a name instead of an address: %v, want a usage error naming the variable", err)
	}
}
