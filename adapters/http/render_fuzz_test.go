package http

import (
	"bytes"
	"encoding/json"
	"hash/fnv"
	nethttp "net/http"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

// FuzzDecodeRenderRequest sends arbitrary bodies to the render endpoint of the
// whole API (the real documents service over memory stores, a fake
// authenticator). Whatever the body, the answer is never a 5xx (a panic would be
// one, through the recovery middleware), and the strict decoding agrees with a
// reference reading of the request's contract:
//
//   - a body that is not one JSON value is 400;
//   - a JSON object whose members are data (any JSON) and record_id (a string or
//     null), named as encoding/json matches them (case-insensitively), decodes:
//     no 400, 413, 415 nor unknown_field, whatever its data then fails;
//   - such an object with any other member, and no value of the wrong type, is
//     422 unknown_field.
//
// The seed corpus (testdata/fuzz/FuzzDecodeRenderRequest) holds bodies with the
// types' samples and the edge cases of the request's shape.
func FuzzDecodeRenderRequest(f *testing.F) {
	ds := newDocumentServer(f, Config{})
	token := ds.token(ds.orgs[0].ID, identity.ScopeDocumentsWrite)
	svc, err := documentsService()
	if err != nil {
		f.Fatal(err)
	}
	types := svc.List(f.Context())
	keys := make([]string, len(types))
	for i, t := range types {
		keys[i] = t.Key
	}
	f.Fuzz(func(t *testing.T, key string, body []byte) {
		key = fuzzKey(keys, key)
		rec := ds.do("POST", "/api/v1/documents/"+key+"/render", token, bytes.NewReader(body), "Content-Type", "application/json")
		if rec.Code >= 500 {
			t.Fatalf("%d for %s: %s\nbody: %q", rec.Code, key, rec.Body, body)
		}
		var p Problem
		if rec.Code != nethttp.StatusOK {
			if err := json.Unmarshal(rec.Body.Bytes(), &p); err != nil {
				t.Fatalf("%d without a problem body: %v", rec.Code, err)
			}
		}
		switch want := readRenderRequest(body); want {
		case requestNotJSON:
			if rec.Code != nethttp.StatusBadRequest {
				t.Fatalf("%d (%s) for a body that is not one JSON value, want 400\nbody: %q", rec.Code, p.Code, body)
			}
		case requestDecodes:
			if rec.Code == nethttp.StatusBadRequest || rec.Code == nethttp.StatusRequestEntityTooLarge ||
				rec.Code == nethttp.StatusUnsupportedMediaType || p.Code == "unknown_field" {
				t.Fatalf("%d (%s: %s) for a body that decodes\nbody: %q", rec.Code, p.Code, p.Detail, body)
			}
		case requestUnknownMember:
			if rec.Code != nethttp.StatusUnprocessableEntity || p.Code != "unknown_field" {
				t.Fatalf("%d (%s) for a body with an unknown member, want 422 unknown_field\nbody: %q", rec.Code, p.Code, body)
			}
		}
	})
}

// How the reference reads a render request body.
const (
	requestNotJSON       = iota // not exactly one JSON value
	requestDecodes              // an object of data and record_id, each of the right type
	requestUnknownMember        // an object of members of the right type, one of them unknown
	requestOther                // anything else: a value of the wrong type, a non-object
)

// readRenderRequest classifies body by the render request's contract, without
// the HTTP adapter's code. An object that names a member twice (ignoring case,
// as encoding/json matches names) is "other": RFC 8259 leaves its meaning open.
func readRenderRequest(body []byte) int {
	if !json.Valid(body) {
		return requestNotJSON
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if tok, _ := dec.Token(); tok != json.Delim('{') {
		return requestOther
	}
	seen := map[string]bool{}
	unknown := false
	for dec.More() {
		tok, err := dec.Token()
		name, _ := tok.(string)
		var value json.RawMessage
		if err != nil || dec.Decode(&value) != nil {
			return requestOther
		}
		folded := strings.ToLower(name)
		if seen[folded] {
			return requestOther
		}
		seen[folded] = true
		switch {
		case strings.EqualFold(name, "data"):
		case strings.EqualFold(name, "record_id"):
			if v := string(value); v != "null" && !strings.HasPrefix(v, `"`) {
				return requestOther
			}
		default:
			unknown = true
		}
	}
	if unknown {
		return requestUnknownMember
	}
	return requestDecodes
}

// fuzzKey returns key when it names a document type, and otherwise the key its
// hash picks, so that every input reaches a type's decoding.
func fuzzKey(keys []string, key string) string {
	for _, k := range keys {
		if k == key {
			return k
		}
	}
	h := fnv.New32a()
	h.Write([]byte(key))
	return keys[int(h.Sum32()%uint32(len(keys)))]
}
