package main

import (
	"io"
	"net/http"
	"net/url"
	"strings"
)

// signIn signs in with the platform's sign-in form.
func (b *browserlessClient) signIn(email, password string) {
	b.t.Helper()
	b.submit("/signin", "/signin", url.Values{"email": {email}, "password": {password}}, http.StatusSeeOther)
}

// get loads a page, checks its status and returns its body.
func (b *browserlessClient) get(path string, want int) string {
	b.t.Helper()
	resp, err := b.c.Get(b.base + path)
	if err != nil {
		b.t.Fatal(err)
	}
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		b.t.Fatal(err)
	}
	if err := resp.Body.Close(); err != nil {
		b.t.Fatal(err)
	}
	if resp.StatusCode != want {
		b.t.Fatalf("GET %s: %d, want %d", path, resp.StatusCode, want)
	}
	return string(body)
}

// postPlain posts an empty form to path as a browser posting a same-origin
// form without a session would (the pay page's button), and returns the answer.
func (b *browserlessClient) postPlain(path string) *http.Response {
	b.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, b.base+path, strings.NewReader(""))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", b.base)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	resp, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		b.t.Fatal(err)
	}
	if err := resp.Body.Close(); err != nil {
		b.t.Fatal(err)
	}
	return resp
}
