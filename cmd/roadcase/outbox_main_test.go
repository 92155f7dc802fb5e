package main

import (
	"bytes"
	"context"
	"net/http/httptest"
	"testing"
)

// withOutboxMain migrates the database at dsn and runs fn inside the program's
// composition root as the environment configures it, with no SMTP server (so
// mail goes to the development outbox) and every log line written to logs. The
// test fails if fn does.
func withOutboxMain(t *testing.T, dsn string, logs *bytes.Buffer, fn func(m *Main) error) {
	t.Helper()
	withOutboxMainEnv(t, dsn, nil, logs, fn)
}

// withOutboxMainEnv is withOutboxMain with vars ("NAME=value") laid over the
// process's environment for the program's configuration.
func withOutboxMainEnv(t *testing.T, dsn string, vars []string, logs *bytes.Buffer, fn func(m *Main) error) {
	t.Helper()
	mustRun(t, dsn, "migrate")
	cfg := loadConfigWith(t, append([]string{"ROADCASE_DB=" + dsn, "ROADCASE_SMTP_HOST="}, vars...)...)
	env := environ{stdout: &bytes.Buffer{}, stderr: logs, log: newLogger(logs, cfg.Log)}
	if err := withMain(context.Background(), env, cfg, false, fn); err != nil {
		t.Fatal(err)
	}
}

// withOutboxPlatform is withOutboxMainEnv serving the API and the platform's
// pages together, as serve does, to fn's browserless client (whose base is the
// server).
func withOutboxPlatform(t *testing.T, dsn string, vars []string, logs *bytes.Buffer, fn func(m *Main, b *browserlessClient) error) {
	t.Helper()
	withOutboxMainEnv(t, dsn, vars, logs, func(m *Main) error {
		api, err := m.httpServer(nil)
		if err != nil {
			return err
		}
		pages, err := m.webServer(nil, nil)
		if err != nil {
			return err
		}
		srv := httptest.NewServer(publicHandler(api.Handler(), pages.Handler(), nil))
		defer srv.Close()
		return fn(m, newBrowserlessClient(t, srv.URL))
	})
}
