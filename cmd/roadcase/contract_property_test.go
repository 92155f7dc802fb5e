package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/roadcase/roadcase/adapters/jsonschema/schemagen"
	"github.com/roadcase/roadcase/adapters/render/htmlcheck"
	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/doctest"
	"github.com/roadcase/roadcase/core/kernel"
)

// long makes the property tests thorough rather than quick:
//
//	go test ./cmd/roadcase -run Property -long
var long = flag.Bool("long", false, "property tests: 1000 instances a document type instead of 100, and larger ones")

// Instances drawn per document type, and pages of each type kept for
// html-validate, by mode. The quick mode takes about 5 s on two cores (2026-11,
// 29 types), 3 s more with html-validate; the long one about 2.5 minutes.
const (
	quickChecks, longChecks = 100, 1000
	quickPages, longPages   = 2, 20
)

// TestPropertyEveryValidInstanceRendersThroughTheService draws schema-valid
// instances of every document type (edge values included, see schemagen), posts
// each as {"data": …} to the real service (openMain and httpServer over SQLite, a real token)
// and requires a 200 with a page that passes the HTML checks and prints no
// overflowed figure (see overflowedFigures). A drawn instance that fails the
// type's schema is a generator bug and fails the test too, with the violations,
// so the generator cannot drift from the schemas. A few pages of each type are
// run through html-validate at the end, in a subtest that skips without it
// (htmlcheck.FindHTMLValidate).
//
// Any failure shows the smallest instance rapid shrank it to, as the request body
// to send, and a -rapid.seed to reproduce it. -long draws 1000 instances a type
// with longer arrays and strings; -rapid.checks sets the number directly.
func TestPropertyEveryValidInstanceRendersThroughTheService(t *testing.T) {
	t.Parallel()
	checks, pages, opts := quickChecks, quickPages, schemagen.Options{}
	if *long {
		checks, pages, opts = longChecks, longPages, schemagen.Options{ArrayLen: 8, FullDepth: 1, TextLen: 64}
	}
	setRapidDefaults(t, checks)
	svc := newContractService(t)
	batch := newPageBatch(t.TempDir(), pages)
	t.Run("types", func(t *testing.T) {
		for _, typ := range svc.catalog.Types() {
			t.Run(typ.Key, func(t *testing.T) {
				t.Parallel()
				checkRendersEveryValidInstance(t, svc, typ, opts, batch)
			})
		}
	})
	t.Run("html-validate", func(t *testing.T) { batch.validate(t, htmlcheck.FindHTMLValidate(t)) })
}

// checkRendersEveryValidInstance is the property for one document type.
func checkRendersEveryValidInstance(t *testing.T, svc *contractService, typ documents.Type, opts schemagen.Options, batch *pageBatch) {
	s, err := schemagen.Compile(typ.Schema)
	if err != nil {
		t.Fatalf("the generator cannot read the served schema: %v", err)
	}
	gen, nums := s.Generator(opts), s.Numbers()
	rapid.Check(t, func(rt *rapid.T) {
		body, err := json.Marshal(map[string]any{"data": gen.Draw(rt, "data")})
		if err != nil {
			rt.Fatal(err)
		}
		decoded, err := doctest.Decode(body) // the instance as the service reads it
		if err != nil {
			rt.Fatal(err)
		}
		data := decoded.(map[string]any)["data"]
		violations, err := svc.validator.Validate(typ.Key, data)
		if err != nil {
			rt.Fatal(err)
		}
		if len(violations) > 0 {
			rt.Fatalf("generator bug: a drawn instance fails the schema: %s\nbody: %s", violationList(violations), body)
		}
		rec, cause := svc.render(typ.Key, body)
		switch {
		case rec.Code >= 500:
			rt.Fatalf("%d for a valid instance; logged cause: %s\nbody: %s", rec.Code, cause, body)
		case rec.Code == 413:
			rt.Fatalf("413 for a valid instance of %d bytes: the body limit is below what the schema allows\nbody (first 2 KB): %.2048s",
				len(body), body)
		case rec.Code != 200:
			rt.Fatalf("%d for a valid instance: %s\nbody: %s", rec.Code, problemSummary(rec.Body.Bytes()), body)
		}
		page := rec.Body.Bytes()
		if problems := htmlcheck.Check(page); len(problems) > 0 {
			rt.Fatalf("the page breaks the HTML checks: %s\nbody: %s", strings.Join(problems, "; "), body)
		}
		if problems := overflowedFigures(page, data, nums); len(problems) > 0 {
			rt.Fatalf("overflowed figures: %s\nbody: %s", strings.Join(problems, "; "), body)
		}
		if err := batch.keep(typ.Key, page, body); err != nil {
			rt.Fatal(err)
		}
	})
}

// setRapidDefaults sets how many instances rapid draws a test, and turns off the
// fail files it would write into testdata (the failure names a -rapid.seed that
// reproduces it), unless the command line or the environment set them.
func setRapidDefaults(t *testing.T, checks int) {
	t.Helper()
	set := map[string]bool{}
	flag.Visit(func(f *flag.Flag) { set[f.Name] = true })
	defaults := map[string]string{"rapid.checks": strconv.Itoa(checks), "rapid.nofailfile": "true"}
	env := map[string]string{"rapid.checks": "RAPID_CHECKS", "rapid.nofailfile": "RAPID_NOFAILFILE"}
	for name, value := range defaults {
		if set[name] || os.Getenv(env[name]) != "" {
			continue
		}
		if err := flag.Set(name, value); err != nil {
			t.Fatal(err)
		}
	}
}

// problemSummary returns a problem's code, detail and errors without its request
// id, so that the same instance fails with the same message: rapid shrinks a
// failure only while the message stays the same.
func problemSummary(raw []byte) string {
	var p struct {
		Code   string `json:"code"`
		Detail string `json:"detail"`
		Errors []struct {
			Pointer, Detail, Code string
		} `json:"errors"`
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return string(raw)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", p.Code, p.Detail)
	for _, e := range p.Errors {
		fmt.Fprintf(&b, "\n  %s: %s (%s)", e.Pointer, e.Detail, e.Code)
	}
	return b.String()
}

// violationList formats schema violations one a line.
func violationList(fields []kernel.FieldError) string {
	var b strings.Builder
	for _, f := range fields {
		fmt.Fprintf(&b, "\n  %s: %s (%s)", f.Pointer, f.Detail, f.Code)
	}
	return b.String()
}
