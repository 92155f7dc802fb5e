// Package pdftest reads PDFs back in tests: their text and page size, with
// poppler's pdftotext and pdfinfo. Without them a test skips, unless
// ROADCASE_REQUIRE_BROWSER=1 (the PDF tests need a browser too, and CI
// installs both: .ci/run). It is a test-support package; the service does not
// import it.
package pdftest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/roadcase/roadcase/adapters/testenv"
)

// Text returns the text of pdf, its layout kept (pdftotext -layout).
func Text(t testing.TB, pdf []byte) string {
	t.Helper()
	return string(run(t, "pdftotext", pdf, "-layout", "-enc", "UTF-8"))
}

// PageSize returns the width and height of pdf's first page in points.
func PageSize(t testing.TB, pdf []byte) (w, h float64) {
	t.Helper()
	info := run(t, "pdfinfo", pdf)
	m := regexp.MustCompile(`Page size:\s+([0-9.]+) x ([0-9.]+) pts`).FindSubmatch(info)
	if m == nil {
		t.Fatalf("pdfinfo gave no page size:\n%s", info)
	}
	w, _ = strconv.ParseFloat(string(m[1]), 64)
	h, _ = strconv.ParseFloat(string(m[2]), 64)
	return w, h
}

// run runs tool (pdftotext or pdfinfo) on pdf, written to a file, and returns
// what it printed; pdftotext writes to stdout ("-").
func run(t testing.TB, tool string, pdf []byte, args ...string) []byte {
	t.Helper()
	path, err := exec.LookPath(tool)
	if err != nil {
		testenv.Missing(t, "ROADCASE_REQUIRE_BROWSER", "no %s: install poppler-utils", tool)
	}
	file := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(file, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	args = append(args, file)
	if tool == "pdftotext" {
		args = append(args, "-")
	}
	var out, stderr bytes.Buffer
	cmd := exec.Command(path, args...)
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v: %s", tool, err, stderr.String())
	}
	return out.Bytes()
}
