package docsui_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/roadcase/roadcase/adapters/testenv"
	"github.com/roadcase/roadcase/adapters/web/browsertest"
	"github.com/roadcase/roadcase/adapters/web/docsui"
)

const specURL = "/api/v1/openapi.json"

const wantCSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
	"worker-src blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

func get(t *testing.T, h http.Handler, path string, header ...string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func body(t *testing.T, res *http.Response) []byte {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestEveryResponseCarriesThePagesSecurityHeaders(t *testing.T) {
	t.Parallel()
	h := docsui.Handler(specURL)
	for _, path := range []string{docsui.PagePath, docsui.BundlePath, docsui.InitPath, "/docs/missing"} {
		res := get(t, h, path)
		for name, want := range map[string]string{
			"Content-Security-Policy": wantCSP,
			"X-Content-Type-Options":  "nosniff",
			"Referrer-Policy":         "same-origin",
		} {
			if got := res.Header.Get(name); got != want {
				t.Errorf("%s: %s = %q, want %q", path, name, got, want)
			}
		}
	}
}

func TestThePolicyLetsRedocFetchAnAbsoluteSpecURLsOrigin(t *testing.T) {
	t.Parallel()
	got := docsui.ContentSecurityPolicy("https://api.example.com/v1/openapi.json")
	if !strings.Contains(got, "connect-src 'self' https://api.example.com;") {
		t.Errorf("policy %q does not let Redoc fetch from the document's origin", got)
	}
}

func TestThePageLoadsOnlyExternalScriptsAndLinksTheRawDocument(t *testing.T) {
	t.Parallel()
	res := get(t, docsui.Handler(specURL), docsui.PagePath)
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("GET /docs: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	page := body(t, res)
	var scripts []string
	var linked bool
	z := html.NewTokenizer(bytes.NewReader(page))
	for tt := z.Next(); tt != html.ErrorToken; tt = z.Next() {
		tok := z.Token()
		switch {
		case tt == html.StartTagToken && tok.Data == "script":
			src := attr(tok, "src")
			scripts = append(scripts, src)
			if z.Next() != html.EndTagToken {
				t.Errorf("the script %q has inline content", src)
			}
		case tt == html.StartTagToken && tok.Data == "noscript":
			// The tokenizer reads a noscript's content as text, as a
			// browser with scripting does.
			if z.Next() == html.TextToken {
				linked = strings.Contains(string(z.Text()), `<a href="`+specURL+`">`)
			}
		case tt == html.StartTagToken && tok.Data == "div" && attr(tok, "id") == "redoc":
			if got := attr(tok, "data-spec-url"); got != specURL {
				t.Errorf("the container names %q, want %q", got, specURL)
			}
		case tt == html.StartTagToken && tok.Data == "html":
			if attr(tok, "lang") != "en" {
				t.Error(`<html> without lang="en"`)
			}
		}
	}
	if strings.Join(scripts, " ") != docsui.BundlePath+" "+docsui.InitPath {
		t.Errorf("scripts %q, want the bundle then init.js", scripts)
	}
	if !linked {
		t.Error("the <noscript> note does not link the raw OpenAPI document")
	}
	t.Run("html-validate", func(t *testing.T) {
		t.Parallel()
		browsertest.ValidateHTML(t, string(page))
	})
}

func attr(tok html.Token, name string) string {
	for _, a := range tok.Attr {
		if a.Key == name {
			return a.Val
		}
	}
	return ""
}

func TestTheSpecURLIsEscapedInThePage(t *testing.T) {
	t.Parallel()
	page := string(body(t, get(t, docsui.Handler(`/x"><script>alert(1)</script>`), docsui.PagePath)))
	if strings.Contains(page, "<script>alert") {
		t.Errorf("the spec URL was not escaped:\n%s", page)
	}
}

func TestTheBundleIsTheEmbeddedCopyOfflineWithAnETag(t *testing.T) {
	t.Parallel()
	h := docsui.Handler(specURL)
	want, err := os.ReadFile(filepath.Join("assets", "redoc.standalone.js"))
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(want, []byte(docsui.RedoclyLogo)); n != 1 {
		t.Errorf("the bundle names %s %d times, want 1: does this Redoc load something else from elsewhere?", docsui.RedoclyLogo, n)
	}
	want = docsui.Offline(want)
	res := get(t, h, docsui.BundlePath)
	got := body(t, res)
	if res.StatusCode != http.StatusOK || !bytes.Equal(got, want) {
		t.Fatalf("GET %s: %d, %d bytes, want the %d bytes of assets/redoc.standalone.js made Offline", docsui.BundlePath, res.StatusCode, len(got), len(want))
	}
	if bytes.Contains(got, []byte("cdn.redoc.ly")) {
		t.Error("the served bundle still loads from Redocly's CDN")
	}
	if ct := res.Header.Get("Content-Type"); ct != "text/javascript; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if cc := res.Header.Get("Cache-Control"); cc != "no-cache" {
		t.Errorf("Cache-Control %q, want no-cache (revalidate with the ETag)", cc)
	}
	etag := res.Header.Get("ETag")
	if !strings.HasPrefix(etag, `"`) || len(etag) < 10 {
		t.Fatalf("ETag %q", etag)
	}
	if res := get(t, h, docsui.BundlePath, "If-None-Match", etag); res.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match with the ETag: %d, want 304", res.StatusCode)
	}

	zres := get(t, h, docsui.BundlePath, "Accept-Encoding", "br, gzip;q=0.8")
	if zres.Header.Get("Content-Encoding") != "gzip" || zres.Header.Get("ETag") == etag {
		t.Fatalf("gzip: Content-Encoding %q, ETag %q (plain %q)", zres.Header.Get("Content-Encoding"), zres.Header.Get("ETag"), etag)
	}
	zr, err := gzip.NewReader(zres.Body)
	if err != nil {
		t.Fatal(err)
	}
	unzipped, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(unzipped, want) {
		t.Errorf("the gzip body does not decompress to the bundle: %v", err)
	}
	if res := get(t, h, docsui.BundlePath, "Accept-Encoding", "gzip;q=0"); res.Header.Get("Content-Encoding") != "" {
		t.Error("gzip;q=0 was answered with gzip")
	}
}

func TestTheHandlerAnswersOnlyItsPathsAndMethods(t *testing.T) {
	t.Parallel()
	h := docsui.Handler(specURL)
	for _, c := range []struct {
		method, path string
		want         int
	}{
		{http.MethodGet, docsui.InitPath, http.StatusOK},
		{http.MethodHead, docsui.BundlePath, http.StatusOK},
		{http.MethodGet, docsui.NoticePath, http.StatusOK},
		{http.MethodGet, docsui.LicensePath, http.StatusOK},
		{http.MethodGet, "/docs/", http.StatusMovedPermanently},
		{http.MethodGet, "/docs/redoc.standalone.js.map", http.StatusNotFound},
		{http.MethodGet, "/docs/assets/init.js", http.StatusNotFound},
		{http.MethodPost, docsui.PagePath, http.StatusMethodNotAllowed},
	} {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(c.method, c.path, nil))
		if w.Code != c.want {
			t.Errorf("%s %s: %d, want %d", c.method, c.path, w.Code, c.want)
		}
	}
}

// TestTheEmbeddedBundleIsTheOnePackageJSONPins compares assets/ with
// node_modules/redoc, which npm ci installs at the version package.json pins.
// Without node_modules it skips, unless ROADCASE_REQUIRE_CLIENTS is set, as in
// CI, which runs npm ci first. To refresh the copy: .ci/vendor-redoc.
func TestTheEmbeddedBundleIsTheOnePackageJSONPins(t *testing.T) {
	t.Parallel()
	root := filepath.Join("..", "..", "..")
	for asset, installed := range map[string]string{
		"redoc.standalone.js":             "node_modules/redoc/bundles/redoc.standalone.js",
		"redoc.standalone.js.LICENSE.txt": "node_modules/redoc/bundles/redoc.standalone.js.LICENSE.txt",
		"LICENSE":                         "node_modules/redoc/LICENSE",
	} {
		want, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(installed)))
		if os.IsNotExist(err) {
			testenv.Missing(t, "ROADCASE_REQUIRE_CLIENTS", "no %s: run npm ci to compare the embedded Redoc with the pinned one", installed)
		}
		if err != nil {
			t.Fatalf("%v (npm ci installs it)", err)
		}
		got, err := os.ReadFile(filepath.Join("assets", asset))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("assets/%s differs from %s: run .ci/vendor-redoc", asset, installed)
		}
	}
}
