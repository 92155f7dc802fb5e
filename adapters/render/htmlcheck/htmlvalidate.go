package htmlcheck

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/roadcase/roadcase/adapters/testenv"
)

// Environment variables of the html-validate checks: EnvHTMLValidate names the
// command; EnvRequireHTMLValidate=1 turns a missing command from a skip into a
// failure, as CI does (.ci/run).
const (
	EnvHTMLValidate        = "ROADCASE_HTMLVALIDATE"
	EnvRequireHTMLValidate = "ROADCASE_REQUIRE_HTMLVALIDATE"
)

// configFile is html-validate's configuration, relative to the repository root:
// the "recommended" rules, which every page of the project passes.
const configFile = "adapters/render/testdata/htmlvalidate.json"

// HTMLValidate is the independent validator html-validate (npm package
// html-validate, pinned in package.json) as the tests run it.
type HTMLValidate struct {
	// Command is the html-validate executable.
	Command string
	// Config is the configuration file passed with --config.
	Config string
}

// FindHTMLValidate returns html-validate for t: the command ROADCASE_HTMLVALIDATE
// names, else html-validate on PATH, else node_modules/.bin/html-validate of the
// repository (after npm ci), with the repository's configuration. Without the
// command t skips, unless ROADCASE_REQUIRE_HTMLVALIDATE=1 makes that a failure.
// It finds the repository by walking up from the working directory, which go
// test sets to the package's directory, to the directory holding go.mod.
func FindHTMLValidate(t testing.TB) HTMLValidate {
	t.Helper()
	root, err := repoRoot()
	if err != nil {
		t.Fatalf("html-validate's configuration: %v", err)
	}
	v := HTMLValidate{Command: os.Getenv(EnvHTMLValidate), Config: filepath.Join(root, configFile)}
	if v.Command == "" {
		v.Command, _ = exec.LookPath("html-validate")
	}
	if local := filepath.Join(root, "node_modules", ".bin", "html-validate"); v.Command == "" && isFile(local) {
		v.Command = local
	}
	if v.Command == "" {
		testenv.Missing(t, EnvRequireHTMLValidate,
			"html-validate is neither named by %s, on PATH nor in node_modules: run npm ci", EnvHTMLValidate)
	}
	return v
}

// Files validates the HTML files; when html-validate rejects one, the error
// holds its report.
func (v HTMLValidate) Files(files ...string) error {
	return v.run(nil, files...)
}

// Page validates one page given in memory; name is what the report calls it.
// When html-validate rejects it, the error holds its report.
func (v HTMLValidate) Page(name string, page []byte) error {
	return v.run(page, "--stdin", "--stdin-filename", name)
}

func (v HTMLValidate) run(stdin []byte, args ...string) error {
	cmd := exec.Command(v.Command, append([]string{"--config", v.Config}, args...)...)
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("html-validate: %w\n%s", err, out)
	}
	return nil
}

// repoRoot returns the nearest directory at or above the working directory that
// holds go.mod.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if isFile(filepath.Join(dir, "go.mod")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod at or above the working directory")
		}
		dir = parent
	}
}

func isFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}
