package http

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	nethttp "net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/roadcase/roadcase/core/documents"
	"github.com/roadcase/roadcase/core/documents/catalog"
	"github.com/roadcase/roadcase/core/documents/doctest"
	"github.com/roadcase/roadcase/core/identity"
)

// renderEnvelope is what a render body adds around the data: {"data":…}.
const renderEnvelope = int64(len(`{"data":}`))

// TestEveryDocumentFitsTheRenderBodyLimit holds every type's schema to the
// render route's limit: the largest compact encoding of any valid data, wrapped
// as a render body, is not above DefaultMaxRenderBodyBytes.
func TestEveryDocumentFitsTheRenderBodyLimit(t *testing.T) {
	t.Parallel()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, typ := range c.Types() {
		bound, err := documents.MaxEncodedSize(typ.Schema)
		if err != nil {
			t.Errorf("%s: %v", typ.Key, err)
			continue
		}
		t.Logf("%-22s %11d bytes (%5.1f MiB)", typ.Key, bound+renderEnvelope, float64(bound+renderEnvelope)/(1<<20))
		if bound+renderEnvelope > DefaultMaxRenderBodyBytes {
			t.Errorf("%s: valid data can take %d bytes, above the render limit of %d", typ.Key, bound+renderEnvelope, DefaultMaxRenderBodyBytes)
		}
	}
}

func TestOnlyTheRenderRouteTakesTheRenderLimit(t *testing.T) {
	t.Parallel()
	s := newServer(Config{MaxBodyBytes: 64, MaxRenderBodyBytes: 4096}, Deps{})
	echo := func(c *Context) {
		var buf bytes.Buffer
		if _, err := buf.ReadFrom(c.Request.Body); err != nil {
			s.respondError(c, tooLarge(0))
			return
		}
		c.Data(nethttp.StatusOK, "text/plain; charset=utf-8", []byte(strconv.Itoa(buf.Len())))
	}
	s.engine.Handle("POST", renderPath, echo)
	s.engine.Handle("POST", "/api/v1/documents/{type}/other", echo)
	s.engine.Handle("GET", "/api/v1/documents/{type}", echo)
	cases := []struct {
		method, path string
		size         int
		status       int
	}{
		{"POST", "/api/v1/documents/tour-book/render", 4000, 200},
		{"POST", "/api/v1/documents/tour-book/render", 5000, 413},
		{"POST", "/api/v1/documents/tour-book/other", 100, 413},
		{"GET", "/api/v1/documents/tour-book", 100, 413},
		{"POST", "/api/v1/documents/tour-book/other", 60, 200},
	}
	for _, c := range cases {
		for _, sized := range []bool{true, false} {
			req := httptest.NewRequest(c.method, c.path, strings.NewReader(strings.Repeat(" ", c.size)))
			if !sized {
				req.ContentLength = -1 // read until the end: the limit cuts it off
			}
			rec := httptest.NewRecorder()
			s.engine.ServeHTTP(rec, req)
			if rec.Code != c.status {
				t.Errorf("%s %s with %d bytes (length declared %v): %d, want %d", c.method, c.path, c.size, sized, rec.Code, c.status)
			}
		}
	}
	if got := newServer(Config{}, Deps{}).cfg.MaxRenderBodyBytes; got != 64<<20 {
		t.Errorf("the default render limit is %d, want 64 MiB", got)
	}
}

// escapedJSON encodes v with every character of every string escaped, \u00XX for
// ASCII and a surrogate pair beyond the Basic Multilingual Plane: the longest
// compact encoding of v, which is what MaxEncodedSize bounds.
func escapedJSON(b *bytes.Buffer, v any) {
	switch x := v.(type) {
	case map[string]any:
		b.WriteByte('{')
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for i, k := range keys {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(b, "%q:", k)
			escapedJSON(b, x[k])
		}
		b.WriteByte('}')
	case []any:
		b.WriteByte('[')
		for i, it := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			escapedJSON(b, it)
		}
		b.WriteByte(']')
	case string:
		b.WriteByte('"')
		for _, r := range x {
			if r > 0xFFFF {
				hi, lo := utf16.EncodeRune(r)
				fmt.Fprintf(b, `\u%04x\u%04x`, hi, lo)
			} else {
				fmt.Fprintf(b, `\u%04x`, r)
			}
		}
		b.WriteByte('"')
	default:
		raw, _ := json.Marshal(x)
		b.Write(raw)
	}
}

// TestANearMaximalDocumentOfTheLargestTypeRenders posts the largest type's data
// with every list full, every string at its maxLength of a character outside the
// Basic Multilingual Plane and every character escaped: close to the bound, and
// under the default render limit, it renders.
func TestANearMaximalDocumentOfTheLargestTypeRenders(t *testing.T) {
	if testing.Short() {
		t.Skip("posts a body of some 60 MiB")
	}
	t.Parallel()
	c, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	var largest documents.Type
	var bound int64
	for _, typ := range c.Types() {
		if b, _ := documents.MaxEncodedSize(typ.Schema); b > bound {
			largest, bound = typ, b
		}
	}
	data, err := doctest.Extreme(largest.Schema, doctest.Extremes{
		Items: func(_, hi int) int { return hi },
		Char:  "🎸",
	})
	if err != nil {
		t.Fatal(err)
	}
	var body bytes.Buffer
	body.WriteString(`{"data":`)
	escapedJSON(&body, data)
	body.WriteString(`}`)
	size := int64(body.Len())
	t.Logf("%s: a body of %d bytes, %.1f%% of the bound", largest.Key, size, 100*float64(size)/float64(bound+renderEnvelope))
	if size < (bound+renderEnvelope)*9/10 || size > bound+renderEnvelope {
		t.Fatalf("the body of %d bytes is not within 90%% of the bound %d", size, bound+renderEnvelope)
	}
	ds := newDocumentServer(t, Config{})
	token := ds.token(ds.orgs[0].ID, identity.ScopeDocumentsWrite)
	rec := ds.do("POST", "/api/v1/documents/"+largest.Key+"/render", token, &body, "Content-Type", "application/json")
	if rec.Code != nethttp.StatusOK {
		t.Fatalf("%s: %d %.2000s", largest.Key, rec.Code, rec.Body)
	}
}

func TestLargeRenderBodiesAreServedOneAtATime(t *testing.T) {
	t.Parallel()
	s := newServer(Config{MaxBodyBytes: 64, MaxRenderBodyBytes: 4096}, Deps{})
	entered, release := make(chan struct{}), make(chan struct{})
	s.engine.Handle("POST", renderPath, func(c *Context) {
		if c.Param("type") == "slow" {
			entered <- struct{}{}
			<-release
		}
		c.Status(nethttp.StatusNoContent)
	})
	post := func(key string, size int, ctx context.Context) *httptest.ResponseRecorder {
		req := httptest.NewRequest("POST", "/api/v1/documents/"+key+"/render", strings.NewReader(strings.Repeat(" ", size))).WithContext(ctx)
		rec := httptest.NewRecorder()
		s.engine.ServeHTTP(rec, req)
		return rec
	}
	first := make(chan int)
	go func() { first <- post("slow", 1000, context.Background()).Code }()
	<-entered // the first large body holds the one place
	if code := post("small", 10, context.Background()).Code; code != nethttp.StatusNoContent {
		t.Errorf("a small render body waited for a large one: %d", code)
	}
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	if rec := post("large", 1000, gone); rec.Code == nethttp.StatusNoContent {
		t.Error("a second large render body was served while the first was")
	}
	close(release)
	if code := <-first; code != nethttp.StatusNoContent {
		t.Errorf("the first large body: %d", code)
	}
	if code := post("large", 1000, context.Background()).Code; code != nethttp.StatusNoContent {
		t.Errorf("a large body after the first finished: %d", code)
	}
}
