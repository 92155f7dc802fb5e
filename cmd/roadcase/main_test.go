package main

import (
	"os"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

func TestHelpListsTheConfigurationFromItsTable(t *testing.T) {
	short := roadcase(t, "", "help")
	long := roadcase(t, "", "help", "config")
	if short.code != 0 || long.code != 0 {
		t.Fatalf("help exited %d, help config %d", short.code, long.code)
	}
	for _, v := range config.Vars {
		if !strings.Contains(short.stdout, "  "+v.Name) || !strings.Contains(long.stdout, "\n"+v.Name+"\n") {
			t.Errorf("%s is missing from roadcase help or roadcase help config", v.Name)
		}
	}
	if r := roadcase(t, "", "help", "colours"); r.code != 2 {
		t.Errorf("help on an unknown topic exited %d", r.code)
	}
}

// TestEveryCommandStopsOnEveryMistakeAtOnce checks that a command with a
// misconfigured environment does nothing, exits 2 and names every mistake,
// even those in variables it does not use.
func TestEveryCommandStopsOnEveryMistakeAtOnce(t *testing.T) {
	dsn := sqliteDSN(t)
	t.Setenv("ROADCASE_DRAIN_DELAY", "abc")
	t.Setenv("ROADCASE_SMTP_TLS", "ssl3")
	t.Setenv("ROADCASE_STRIPE_SECRET_KEY", "sk_test_secret")
	r := roadcase(t, dsn, "migrate")
	if r.code != 2 {
		t.Fatalf("migrate exited %d:\n%s", r.code, r.stderr)
	}
	for _, want := range []string{"roadcase migrate: 3 configuration mistakes:",
		`  ROADCASE_DRAIN_DELAY: "abc" is not a duration like 5s`,
		`  ROADCASE_SMTP_TLS: "ssl3" is not one of starttls, tls, none`,
		"  ROADCASE_STRIPE_WEBHOOK_SECRET: required with ROADCASE_STRIPE_SECRET_KEY"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("no %q in:\n%s", want, r.stderr)
		}
	}
	if strings.Contains(r.stderr, "sk_test_secret") {
		t.Errorf("a secret is printed:\n%s", r.stderr)
	}
	if _, err := os.Stat(dsn); err == nil {
		t.Errorf("migrate created %s despite the mistakes", dsn)
	}
}

func TestTheDBFlagOverridesTheEnvironment(t *testing.T) {
	fromEnv, fromFlag := sqliteDSN(t), sqliteDSN(t)
	r := roadcase(t, fromEnv, "migrate", "--db", fromFlag)
	if r.code != 0 || !strings.Contains(r.stderr, "location="+fromFlag) {
		t.Errorf("migrate --db exited %d:\n%s", r.code, r.stderr)
	}
}
