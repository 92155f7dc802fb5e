package pgtest

import (
	"context"
	"strings"
	"testing"
)

func TestFingerprintCoversTheStatementsOfEveryMigration(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	if err := describeMigrations(context.Background(), &b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"migration 20261122010000", "CREATE TABLE tokens", "last_used_at timestamptz"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the description of the migrations lacks %q", want)
		}
	}
}

func TestFingerprintIsStableAndNamesATemplateKey(t *testing.T) {
	t.Parallel()
	a, err := fingerprint(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	b, _ := fingerprint(context.Background())
	if a != b || len(a) != 16 {
		t.Errorf("fingerprint() = %q then %q, want the same 16 hex digits", a, b)
	}
	if templateKey(a) == 0 {
		t.Errorf("templateKey(%q) = 0, the key reserved for foreign names", a)
	}
}
