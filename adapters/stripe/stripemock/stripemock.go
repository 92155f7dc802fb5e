// Package stripemock starts stripe-mock, Stripe's API simulator, for tests:
// it answers every endpoint of Stripe's OpenAPI description, validates the
// parameters sent against it, and returns fixture objects (it keeps no
// state). It is a test-support package, in non-test files so that every
// package's tests can import it; the service does not.
//
// Tests skip when stripe-mock is not installed, unless
// ROADCASE_REQUIRE_STRIPE_MOCK=1 makes that a failure, as CI does (.ci/run).
package stripemock

import (
	"errors"
	"go/build"
	"os"
	"os/exec"
	"path/filepath"
)

// Version is the stripe-mock release the tests are written against; its
// fixtures follow the API version of the stripe-go the module requires.
const Version = "v0.203.0"

// Install is the command that installs Version into $(go env GOPATH)/bin.
const Install = "go install github.com/stripe/stripe-mock@" + Version

// EnvRequire=1 turns a missing stripe-mock from a skip into a failure.
const EnvRequire = "ROADCASE_REQUIRE_STRIPE_MOCK"

// ErrNotInstalled is Find's error when there is no stripe-mock.
var ErrNotInstalled = errors.New("no stripe-mock on PATH, in $GOBIN or in $(go env GOPATH)/bin")

// Find returns the stripe-mock binary: the first on PATH, else in $GOBIN,
// else in the bin directory of each GOPATH entry (go install's places).
// ErrNotInstalled when there is none.
func Find() (string, error) {
	if path, err := exec.LookPath("stripe-mock"); err == nil {
		return path, nil
	}
	gopath := os.Getenv("GOPATH")
	if gopath == "" {
		gopath = build.Default.GOPATH // $HOME/go
	}
	dirs := []string{os.Getenv("GOBIN")}
	for _, p := range filepath.SplitList(gopath) {
		dirs = append(dirs, filepath.Join(p, "bin"))
	}
	for _, dir := range dirs {
		if dir == "" {
			continue
		}
		path := filepath.Join(dir, "stripe-mock")
		if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			return path, nil
		}
	}
	return "", ErrNotInstalled
}
