package smtptest

import (
	"bytes"
	"encoding/base64"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"regexp"
	"strings"
	"testing"
	"time"
)

// WaitFor waits up to timeout for the server to hold at least n messages and
// returns them all; the test fails if they do not arrive.
func (s *Server) WaitFor(t testing.TB, n int, timeout time.Duration) []Received {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		got := s.Received()
		if len(got) >= n {
			return got
		}
		if time.Now().After(deadline) {
			t.Fatalf("smtptest: %d message(s) after %s, want %d", len(got), timeout, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Subject returns the message's decoded Subject header.
func (r Received) Subject() string {
	m, err := mail.ReadMessage(bytes.NewReader(r.Data))
	if err != nil {
		return ""
	}
	s, err := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
	if err != nil {
		return m.Header.Get("Subject")
	}
	return s
}

// Text returns the message's decoded text/plain part (the whole body when the
// message is not multipart), or "" when it has none.
func (r Received) Text() string {
	m, err := mail.ReadMessage(bytes.NewReader(r.Data))
	if err != nil {
		return ""
	}
	return plainPart(m.Header.Get("Content-Type"), m.Header.Get("Content-Transfer-Encoding"), m.Body)
}

func plainPart(contentType, encoding string, body io.Reader) string {
	media, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		media = "text/plain"
	}
	if strings.HasPrefix(media, "multipart/") {
		mr := multipart.NewReader(body, params["boundary"])
		for {
			p, err := mr.NextPart()
			if err != nil {
				return ""
			}
			if text := plainPart(p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"), p); text != "" {
				return text
			}
		}
	}
	if media != "text/plain" {
		return ""
	}
	switch strings.ToLower(encoding) {
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, body)
	}
	b, _ := io.ReadAll(body)
	return strings.ReplaceAll(string(b), "\r\n", "\n")
}

var linkPattern = regexp.MustCompile(`https?://[^\s<>"]+`)

// Links returns the http and https links of the message's text part, in order.
func (r Received) Links() []string { return linkPattern.FindAllString(r.Text(), -1) }
