package docsui_test

import (
	"os"
	"testing"

	"github.com/roadcase/roadcase/adapters/web/browsertest"
)

// TestMain runs the package's tests with one Chromium for all of its browser
// tests, each in a browser context of its own (browsertest.Run).
func TestMain(m *testing.M) { os.Exit(browsertest.Run(m)) }
