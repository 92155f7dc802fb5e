package config_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

// secretEnv sets every secret of the table, each carrying "MARKER".
var secretEnv = map[string]string{
	"ROADCASE_DB":                    "postgres://app:MARKERdb@db:5432/roadcase?sslmode=disable",
	"ROADCASE_CURSOR_KEY":            "MARKERcursor-" + strings.Repeat("c", 32),
	"ROADCASE_REDIS_URL":             "redis://:MARKERredis@cache:6379/0",
	"ROADCASE_SMTP_PASSWORD":         "MARKERsmtp",
	"ROADCASE_MAILGUN_SIGNING_KEY":   "MARKERmailgun",
	"ROADCASE_STRIPE_SECRET_KEY":     "sk_test_MARKERstripe",
	"ROADCASE_STRIPE_WEBHOOK_SECRET": "whsec_MARKERhook",
	"ROADCASE_PAY_LINK_KEY":          "MARKERpaylink-" + strings.Repeat("p", 32),
}

func TestEverySecretOfTheTableIsSetHere(t *testing.T) {
	for _, v := range config.Vars {
		if _, ok := secretEnv[v.Name]; ok != v.Secret {
			t.Errorf("%s: secret %v in the table, %v in this test", v.Name, v.Secret, ok)
		}
	}
}

// TestSecretsAreNeverPrinted prints a configuration holding every secret in
// every way a log or an error could: none shows a secret, and Reveal gives
// each back.
func TestSecretsAreNeverPrinted(t *testing.T) {
	c, err := config.Load(envOf(secretEnv))
	if err != nil {
		t.Fatal(err)
	}
	var text, js bytes.Buffer
	slog.New(slog.NewTextHandler(&text, nil)).Info("config", "config", c, "payments", c.Payments, "key", c.CursorKey)
	slog.New(slog.NewJSONHandler(&js, nil)).Info("config", "config", c, "db", c.DB)
	marshalled, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	for name, printed := range map[string]string{
		"%v": fmt.Sprintf("%v", c), "%+v": fmt.Sprintf("%+v", c), "%#v": fmt.Sprintf("%#v", c),
		"%s of a secret": fmt.Sprintf("%s", c.Payments.SecretKey), "%x of a secret": fmt.Sprintf("%x", c.Mail.Password),
		"%q of a DSN": fmt.Sprintf("%q", c.DB), "String": c.Payments.WebhookSecret.String() + c.RateLimits.RedisURL.String(),
		"slog text": text.String(), "slog JSON": js.String(), "JSON": string(marshalled),
	} {
		if strings.Contains(printed, "MARKER") {
			t.Errorf("%s prints a secret: %s", name, printed)
		}
	}
	if c.DB.String() != "postgres://app:xxxxx@db:5432/roadcase?sslmode=disable" || c.Mail.Password.String() != "[redacted]" {
		t.Errorf("redacted as %q and %q", c.DB, c.Mail.Password)
	}
	if c.Payments.SecretKey.Reveal() != secretEnv["ROADCASE_STRIPE_SECRET_KEY"] || c.DB.Reveal() != secretEnv["ROADCASE_DB"] {
		t.Error("Reveal does not give the secret back")
	}
	if got := config.DSN("postgres://app@db/x?password=MARKER").String(); strings.Contains(got, "MARKER") {
		t.Errorf("a password parameter is printed: %s", got)
	}
	if got := config.DSN("/data/roadcase.db").String(); got != "/data/roadcase.db" {
		t.Errorf("an SQLite path prints as %q", got)
	}
}

// TestAMistakeInASecretDoesNotQuoteIt checks the errors of secrets that are
// refused: they name the variable, never the value.
func TestAMistakeInASecretDoesNotQuoteIt(t *testing.T) {
	_, err := config.Load(envOf(map[string]string{
		"ROADCASE_CURSOR_KEY":        "MARKERshort",
		"ROADCASE_STRIPE_SECRET_KEY": "pk_MARKERpublishable",
		"ROADCASE_PAY_LINK_KEY":      "MARKERshort",
		"ROADCASE_REDIS_URL":         "http://:MARKER@cache",
	}))
	if err == nil || strings.Contains(err.Error(), "MARKER") {
		t.Errorf("Load = %v", err)
	}
	for _, name := range []string{"ROADCASE_CURSOR_KEY", "ROADCASE_STRIPE_SECRET_KEY", "ROADCASE_PAY_LINK_KEY",
		"ROADCASE_REDIS_URL", "ROADCASE_STRIPE_WEBHOOK_SECRET"} {
		if !mistakeIn(err, name) {
			t.Errorf("no mistake named %s in:\n%v", name, err)
		}
	}
}
