package docsui

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strings"
	"sync"
	"time"
)

// file is one response body, with its ETag and a gzip-compressed copy. The
// ETags and the copy are made at the first request, not when the handler is
// built: compressing Redoc's bundle takes tens of milliseconds that the
// server's start need not wait for.
type file struct {
	body           []byte
	contentType    string
	once           sync.Once
	gzipped        []byte
	etag, gzipETag string
}

// modTime is no time at all: ServeContent then leaves out Last-Modified and the
// ETag alone decides what is fresh.
var modTime time.Time

func newFile(body []byte, contentType string) *file {
	return &file{body: body, contentType: contentType}
}

// prepare makes f's ETags and gzip-compressed copy.
func (f *file) prepare() {
	sum := sha256.Sum256(f.body)
	tag := base64.RawURLEncoding.EncodeToString(sum[:16])
	var z bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	// Compressing into memory cannot fail: the buffer's writes never do.
	_, _ = zw.Write(f.body)
	_ = zw.Close()
	f.gzipped, f.etag, f.gzipETag = z.Bytes(), `"`+tag+`"`, `"`+tag+`-gzip"`
}

func (f *file) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.once.Do(f.prepare)
	h := w.Header()
	h.Set("Content-Type", f.contentType)
	h.Set("Cache-Control", "no-cache")
	h.Add("Vary", "Accept-Encoding")
	body, etag := f.body, f.etag
	if acceptsGzip(r) {
		body, etag = f.gzipped, f.gzipETag
		h.Set("Content-Encoding", "gzip")
	}
	h.Set("ETag", etag)
	http.ServeContent(w, r, "", modTime, bytes.NewReader(body))
}

// acceptsGzip reports whether the request's Accept-Encoding lists gzip with a
// non-zero quality.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
