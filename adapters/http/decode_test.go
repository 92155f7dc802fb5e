package http

import (
	"encoding/json"
	nethttp "net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

func TestDecodeJSONRefusesBadBodiesWithAPointer(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	secret, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsWrite)
	const jsonType = "application/json"

	tests := []struct {
		name         string
		contentType  string
		body         string
		wantStatus   int
		wantCode     string
		wantPointers []string
	}{
		{"a body without a Content-Type is 415", "", `{}`, 415, "unsupported_media_type", nil},
		{"a form body is 415", "application/x-www-form-urlencoded", `name=x`, 415, "unsupported_media_type", nil},
		{"JSON in another charset is 415", "application/json; charset=latin1", `{}`, 415, "unsupported_media_type", nil},
		{"an empty body is 400", jsonType, ``, 400, "empty_body", nil},
		{"broken JSON is 400", jsonType, `{"name": }`, 400, "invalid_json", nil},
		{"truncated JSON is 400", jsonType, `{"name": "x"`, 400, "invalid_json", nil},
		{"two JSON values are 400", jsonType, `{} {}`, 400, "invalid_json", nil},
		{"an array instead of an object is 400", jsonType, `[]`, 400, "invalid_type", []string{""}},
		{"a string where a number belongs is 400 at its pointer", jsonType, `{"count":"3"}`, 400,
			"invalid_type", []string{"/count"}},
		{"a wrong type inside an array element points at its index", jsonType,
			`{"items":[{"venue":"a"},{"venue":7}]}`, 400, "invalid_type", []string{"/items/1/venue"}},
		{"a number out of range is 400", jsonType, `{"count":1e400}`, 400, "invalid_type", []string{"/count"}},
		{"an unknown member is 422 at its pointer", jsonType, `{"name":"x","colour":"red"}`, 422,
			"unknown_field", []string{"/colour"}},
		{"unknown members of nested objects are each reported", jsonType,
			`{"show":{"venue":"v","seats":1},"items":[{"x/y":1}]}`, 422, "unknown_field",
			[]string{"/items/0/x~1y", "/show/seats"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var header []string
			if tt.contentType != "" {
				header = []string{"Content-Type", tt.contentType}
			}
			rec := ts.do("POST", "/api/v1/test/echo", secret, strings.NewReader(tt.body), header...)
			if rec.Code != tt.wantStatus {
				t.Fatalf("status = %d, want %d; body %s", rec.Code, tt.wantStatus, rec.Body)
			}
			p := problemOf(t, rec)
			if p.Code != tt.wantCode || p.Detail == "" {
				t.Errorf("problem = %+v, want code %q with a detail", p, tt.wantCode)
			}
			var pointers []string
			for _, e := range p.Errors {
				pointers = append(pointers, e.Pointer)
				if e.Detail == "" || e.Code == "" {
					t.Errorf("error entry %+v lacks a detail or a code", e)
				}
			}
			if !reflect.DeepEqual(pointers, tt.wantPointers) {
				t.Errorf("pointers = %q, want %q", pointers, tt.wantPointers)
			}
		})
	}
}

func TestDecodeJSONAcceptsAValidBody(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, Config{})
	secret, _ := ts.auth.mint(identity.RoleMember, identity.ScopeDocumentsWrite)
	body := `{"name":"Tour","count":3,"tags":["a"],"show":{"venue":"Hall","capacity":900},` +
		`"data":{"anything":{"goes":[1,"two"]}},"raw":{"kept":true},"date":"2026-07-01","NAME":"Case"}`

	for _, ct := range []string{"application/json", "application/json; charset=UTF-8", "application/merge-patch+json"} {
		rec := ts.do("POST", "/api/v1/test/echo", secret, strings.NewReader(body), "Content-Type", ct)
		if rec.Code != nethttp.StatusOK {
			t.Fatalf("%s: status = %d; body %s", ct, rec.Code, rec.Body)
		}
		var got echoRequest
		if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		if got.Name != "Case" || got.Count != 3 || got.Show.Cap != 900 || string(got.Raw) != `{"kept":true}` {
			t.Fatalf("%s: decoded %+v", ct, got)
		}
	}
}
