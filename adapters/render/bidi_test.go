package render

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/roadcase/roadcase/adapters/isolation"
	"github.com/roadcase/roadcase/core/documents/doctest"
)

func TestIsolateStringWrapsOnlyWhatCanReorderItsNeighbours(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, in, want string }{
		{"ASCII stays as it is", "INV-2026-0042", "INV-2026-0042"},
		{"accented Latin stays as it is", "Zürich — Öl & Straße", "Zürich — Öl & Straße"},
		{"Hebrew is isolated", "שלום", fsi + "שלום" + pdi},
		{"Arabic is isolated", "مرحبا", fsi + "مرحبا" + pdi},
		{"Arabic-Indic digits are isolated", "١٢٣", fsi + "١٢٣" + pdi},
		{"a right-to-left override is isolated", "INV-\u202e9876-5432", fsi + "INV-\u202e9876-5432" + pdi},
		{"a stray PDI is dropped so it cannot close our isolate", "a\u2069\u202eb", fsi + "a\u202eb" + pdi},
		{"an open isolate is closed before ours", "\u2067abc", fsi + "\u2067abc" + pdi + pdi},
		{"matched isolates are kept", "\u2066x\u2069", fsi + "\u2066x\u2069" + pdi},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := isolateString(tc.in); got != tc.want {
				t.Errorf("isolateString(%+q) = %+q, want %+q", tc.in, got, tc.want)
			}
		})
	}
}

func TestIsolateLeavesNonStringsAlone(t *testing.T) {
	t.Parallel()
	for _, v := range []any{nil, 42, int64(7), true, []any{"مرحبا"}} {
		if got := isolate(v); fmt.Sprint(got) != fmt.Sprint(v) {
			t.Errorf("isolate(%v) = %v", v, got)
		}
	}
}

// reorderingPayload combines what a hostile or careless caller can send: an
// override, a stray pop, an isolate left open and right-to-left letters.
const reorderingPayload = "\u202e\u2069\u2067مرحبا INV-9876-5432 \u202bשלום"

// TestCallerStringsCannotReorderThePage puts reorderingPayload in every free-text
// field of every type and checks, by the rules of UAX #9, that no directional
// character of a caller string acts outside an isolate of its own: in every text
// node of the page, outside isolates there is no right-to-left letter, Arabic
// digit, embedding, override or unmatched pop, and every isolate is closed in the
// node that opened it.
func TestCallerStringsCannotReorderThePage(t *testing.T) {
	t.Parallel()
	c, r, v := setup(t)
	for _, typ := range c.Types() {
		t.Run(typ.Key, func(t *testing.T) {
			t.Parallel()
			raw, set, err := doctest.WithStrings(typ.Schema, typ.Sample, reorderingPayload)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := doctest.Decode(raw)
			if violations, err := v.Validate(typ.Key, data); err != nil || len(violations) > 0 {
				t.Fatalf("the payload variant fails the schema: %v %v", err, violations)
			}
			page, err := r.Render(context.Background(), typ.Key, typ.Title, data)
			if err != nil {
				t.Fatal(err)
			}
			if len(set) > 0 && !bytes.Contains(page, []byte("\u202e")) {
				t.Fatalf("none of the %d fields set appears on the page", len(set))
			}
			for _, leak := range bidiLeaks(page) {
				t.Error(leak)
			}
			for _, p := range checkHTML(page) {
				t.Error(p)
			}
		})
	}
}

// bidiLeaks lists every text node of page in which a directional character acts
// outside an isolate, or an isolate stays open.
func bidiLeaks(page []byte) []string {
	var leaks []string
	z := html.NewTokenizer(bytes.NewReader(page))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return leaks
		case html.TextToken:
			if msg := isolation.Leak(string(z.Text())); msg != "" {
				leaks = append(leaks, msg)
			}
		}
	}
}

func TestBidiLeakCheckerFindsLeaks(t *testing.T) {
	t.Parallel()
	leaky := []string{"INV-\u202e9876", "a \u2067b", "\u2069", "مرحبا"}
	for _, s := range leaky {
		if isolation.Leak(s) == "" {
			t.Errorf("isolation.Leak(%+q) found nothing", s)
		}
	}
	if msg := isolation.Leak("x " + isolateString("INV-\u202e9876 \u2069مرحبا") + " y"); msg != "" {
		t.Errorf("an isolated string is reported: %s", msg)
	}
}

// tagWithAction matches a start tag with a template action inside it.
var tagWithAction = regexp.MustCompile(`<[a-zA-Z][^>]*\{\{`)

// linkActions are the actions allowed inside a tag: an invoice's "Pay online"
// link, whose schema allows printable ASCII only (so isolate never changes it)
// and which html/template escapes as a URL (refusing javascript: and the like).
var linkActions = map[string]string{"templates/invoice.html": `<a href="{{`}

// TestTemplatesPrintValuesOnlyAsText holds every template to the rule isolate
// relies on: values are printed as element text, never inside a tag, where the
// isolate marks would end up in an attribute or a URL (linkActions excepted).
func TestTemplatesPrintValuesOnlyAsText(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("templates/*.html")
	files = append(files, "layout.html", "partials.html", "style.html")
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if allowed, ok := linkActions[f]; ok {
			src = bytes.Replace(src, []byte(allowed), nil, 1)
		}
		if m := tagWithAction.Find(src); m != nil {
			t.Errorf("%s: an action inside a tag: %s", f, strings.TrimSpace(string(m)))
		}
	}
}
