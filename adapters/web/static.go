package web

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
)

//go:embed static
var staticFS embed.FS

// assets are the embedded stylesheet and script, each served under a name that
// carries a hash of its content, so that browsers may keep it for a year and a
// new build is fetched at once.
type assets struct {
	urls  map[string]string // "app.css" → "/static/app.1a2b3c4d5e6f.css"
	files map[string]asset  // "app.1a2b3c4d5e6f.css" → the file
}

type asset struct {
	body        []byte
	contentType string
}

func loadAssets() (*assets, error) {
	a := &assets{urls: map[string]string{}, files: map[string]asset{}}
	entries, err := fs.ReadDir(staticFS, "static")
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		body, err := staticFS.ReadFile("static/" + e.Name())
		if err != nil {
			return nil, err
		}
		sum := sha256.Sum256(body)
		ext := path.Ext(e.Name())
		hashed := strings.TrimSuffix(e.Name(), ext) + "." + hex.EncodeToString(sum[:6]) + ext
		a.urls[e.Name()] = "/static/" + hashed
		a.files[hashed] = asset{body: body, contentType: mime.TypeByExtension(ext)}
	}
	return a, nil
}

// url returns the address of an asset by its plain name; templates call it.
func (a *assets) url(name string) (string, error) {
	u, ok := a.urls[name]
	if !ok {
		return "", fmt.Errorf("web: no static asset %q", name)
	}
	return u, nil
}

// ServeHTTP serves an asset by its hashed name, cacheable for a year.
func (a *assets) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f, ok := a.files[strings.TrimPrefix(r.URL.Path, "/static/")]
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	if !ok || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		http.NotFound(w, r)
		return
	}
	h.Set("Content-Type", f.contentType)
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	if r.Method == http.MethodGet {
		_, _ = w.Write(f.body)
	}
}
