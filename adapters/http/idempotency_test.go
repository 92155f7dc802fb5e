package http

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/core/identity"
)

func TestAPanicReleasesTheKey(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	idem := newFakeIdempotency()
	s.deps.Idempotency = idem
	calls := 0
	s.mount([]Route{{Method: "POST", Path: "/api/v1/test/idempotent", Scope: identity.ScopeAdvancingWrite,
		Handler: s.idempotent(func(c *Context) {
			calls++
			if calls == 1 {
				panic("boom")
			}
			c.JSON(201, map[string]int{"call": calls})
		})}})
	token, _ := s.auth.mint(identity.RoleOwner, identity.ScopeAdvancingWrite)
	post := func() int {
		return s.do("POST", "/api/v1/test/idempotent", token, strings.NewReader(`{}`), "Idempotency-Key", "p").Code
	}
	if code := post(); code != 500 {
		t.Fatalf("the panicking request = %d", code)
	}
	if code := post(); code != 201 || calls != 2 {
		t.Errorf("the retry = %d after %d calls", code, calls)
	}
}

func TestTheFingerprintIgnoresJSONLayoutButNotContent(t *testing.T) {
	t.Parallel()
	base := fingerprint("POST", "/p", []byte(`{"a":1,"b":[1,2]}`))
	for _, same := range []string{`{ "b" : [1, 2], "a" : 1 }`, "\n{\"a\":1,\"b\":[1,2]}\n"} {
		if fingerprint("POST", "/p", []byte(same)) != base {
			t.Errorf("%q has another fingerprint", same)
		}
	}
	for _, other := range []struct{ method, path, body string }{
		{"POST", "/p", `{"a":1.0,"b":[1,2]}`}, {"POST", "/p", `{"a":1,"b":[2,1]}`},
		{"PUT", "/p", `{"a":1,"b":[1,2]}`}, {"POST", "/q", `{"a":1,"b":[1,2]}`}, {"POST", "/p", `not json`},
	} {
		if fingerprint(other.method, other.path, []byte(other.body)) == base {
			t.Errorf("%+v has the same fingerprint", other)
		}
	}
}

func TestAKeyIsVisibleASCIIBareOrQuoted(t *testing.T) {
	t.Parallel()
	tests := []struct {
		header []string
		want   string // empty: refused
	}{
		{[]string{"8e03978e-40d5-43e8-bc93-6894a57f9324"}, "8e03978e-40d5-43e8-bc93-6894a57f9324"},
		{[]string{`"8e03978e-40d5-43e8-bc93-6894a57f9324"`}, "8e03978e-40d5-43e8-bc93-6894a57f9324"},
		{[]string{` "a\"b\\c" `}, `a"b\c`},
		{[]string{strings.Repeat("k", 255)}, strings.Repeat("k", 255)},
		{[]string{strings.Repeat("k", 256)}, ""},
		{[]string{""}, ""},
		{[]string{`""`}, ""},
		{[]string{"two words"}, ""},
		{[]string{"clé"}, ""},
		{[]string{`"a"b"`}, ""},
		{[]string{`"a\b"`}, ""},
		{[]string{"a", "b"}, ""},
	}
	for _, tt := range tests {
		got, err := parseIdempotencyKey(tt.header)
		if got != tt.want || (err == nil) != (tt.want != "") {
			t.Errorf("%q = %q, %v; want %q", tt.header, got, err, tt.want)
		}
	}
}
