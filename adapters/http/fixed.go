package http

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	nethttp "net/http"
	"strconv"
	"strings"
)

// fixedCacheControl is the Cache-Control of a fixed answer. The answers are the
// same for everyone, but each request still needs a valid token: private keeps
// shared caches (proxies, CDNs) from serving it to whoever asks, and no-cache has
// every client revalidate with the server before reusing its copy, so that a
// revoked token gets 401 instead of a stored answer, and a new release's catalog
// is seen at once. Revalidation costs a 304 without a body (see serveFixed).
const fixedCacheControl = "private, no-cache"

// fixedJSON is an answer whose content never changes while the process runs (the
// document, KPI and report catalogs): encoded once, with a strong entity tag.
type fixedJSON struct {
	body   []byte
	etag   string // a quoted SHA-256 prefix of body, e.g. "3f2a…"
	length string // len(body) in decimal, for Content-Length
}

// encodeFixed encodes v as the handlers' JSON answers are (json.Marshal, as
// Context.JSON does) and tags the bytes. The tag is the first 128 bits of their SHA-256
// in hex: equal bytes always get the same tag, in every process and release, and
// different bytes a different one.
func encodeFixed(v any) (fixedJSON, error) {
	body, err := json.Marshal(v)
	if err != nil {
		return fixedJSON{}, err
	}
	sum := sha256.Sum256(body)
	return fixedJSON{body: body, etag: `"` + hex.EncodeToString(sum[:16]) + `"`, length: strconv.Itoa(len(body))}, nil
}

// serveFixed answers with f: 304 without a body when the request's If-None-Match
// names f's tag (RFC 9110 section 13.1.2), 200 with the bytes otherwise. Both carry
// the tag and fixedCacheControl, as RFC 9110 section 15.4.5 asks of a 304. It runs
// after authentication, so a 304 is no more given without a valid token than a 200.
// The 200 declares its length, which spares the chunked framing of a body larger
// than the server's write buffer.
func serveFixed(c *Context, f fixedJSON) {
	h := c.Writer.Header()
	h["Etag"] = []string{f.etag}
	h["Cache-Control"] = []string{fixedCacheControl}
	if inm, ok := c.Request.Header["If-None-Match"]; ok && noneMatchHas(inm, f.etag) {
		c.Status(nethttp.StatusNotModified)
		return
	}
	h["Content-Length"] = []string{f.length}
	c.Data(nethttp.StatusOK, "application/json; charset=utf-8", f.body)
}

// noneMatchHas reports whether the If-None-Match field lines name etag, a strong
// tag, by the weak comparison RFC 9110 prescribes for If-None-Match: W/"x" and "x"
// both match "x". A field value of "*" matches any current answer. Each line is a
// comma-separated list of entity tags; a malformed element ends its line, so that
// garbage never matches.
func noneMatchHas(lines []string, etag string) bool {
	for _, line := range lines {
		s := strings.Trim(line, " \t")
		if s == "*" {
			return true
		}
		for {
			s = strings.TrimLeft(s, " \t,")
			if s == "" {
				break
			}
			s = strings.TrimPrefix(s, "W/")
			if s == "" || s[0] != '"' {
				break
			}
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				break
			}
			if s[:end+2] == etag {
				return true
			}
			s = s[end+2:]
		}
	}
	return false
}
