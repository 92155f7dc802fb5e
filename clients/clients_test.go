package clients

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/testenv"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
	"github.com/roadcase/roadcase/core/records/demo"
)

// envRequireClients turns missing generated clients from a skip into a failure, as
// CI does once it has generated them (.ci/run).
const envRequireClients = "ROADCASE_REQUIRE_CLIENTS"

// scenarios are the client programs, each run from its directory with the
// server's address, a token and a demo record in the environment.
var scenarios = []struct {
	name      string
	dir       string
	generated string // a file that exists once the client is generated
	command   []string
}{
	{"go (oapi-codegen)", "go", "go/roadcase/client.gen.go", []string{"go", "run", "./scenario"}},
	{"go (ogen)", "ogen", "ogen/roadcase/oas_client_gen.go", []string{"go", "run", "./scenario"}},
	{"typescript (@hey-api/openapi-ts)", "ts", "ts/dist/scenario-heyapi.js", []string{"node", "dist/scenario-heyapi.js"}},
	{"typescript (openapi-typescript + openapi-fetch)", "ts", "ts/dist/scenario-fetch.js", []string{"node", "dist/scenario-fetch.js"}},
}

// TestGeneratedClientsRunTheDocumentsScenario starts `roadcase serve --demo` on a
// fresh SQLite database and runs every generated client's scenario against it:
// list, contract, render from the sample, render from a demo record, and a 422's
// errors[]. Each scenario exits non-zero at the first step that misbehaves.
func TestGeneratedClientsRunTheDocumentsScenario(t *testing.T) {
	for _, s := range scenarios {
		if _, err := os.Stat(s.generated); err != nil {
			testenv.Missing(t, envRequireClients, "%s is not generated (%v): run task clients", s.name, err)
		}
	}
	srv := servetest.StartDemo(t, servetest.Build(t, "../cmd/roadcase"), filepath.Join(t.TempDir(), "roadcase.db"))
	url, token := srv.URL, srv.Token
	record := demo.Organizations()[0].Data.Shows[0].ID.String()
	for _, s := range scenarios {
		t.Run(s.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, s.command[0], s.command[1:]...)
			cmd.Dir = s.dir
			cmd.Env = append(os.Environ(), "ROADCASE_URL="+url, "ROADCASE_TOKEN="+token, "ROADCASE_RECORD_ID="+record)
			out, err := cmd.CombinedOutput()
			t.Logf("%s", out)
			if err != nil {
				t.Fatalf("%s: %v", s.name, err)
			}
			if strings.Contains(string(out), token) {
				t.Error("the scenario printed the token")
			}
		})
	}
}
