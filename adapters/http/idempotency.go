package http

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	nethttp "net/http"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/ports"
)

// The headers of the IETF draft "The Idempotency-Key HTTP Header Field"
// (draft-ietf-httpapi-idempotency-key-header), and this API's bounds on the key.
const (
	// HeaderIdempotencyKey names the request header that makes a POST safe to retry.
	HeaderIdempotencyKey = "Idempotency-Key"
	// HeaderIdempotentReplayed is "true" on an answer replayed from a first request
	// with the same key.
	HeaderIdempotentReplayed = "Idempotent-Replayed"
	// IdempotencyKeyLifetime is how long an answer is kept for replay.
	IdempotencyKeyLifetime = 24 * time.Hour
	// MaxIdempotencyKeyLength is the longest key accepted, in characters.
	MaxIdempotencyKeyLength = 255
)

// idempotencyKeyPointer points a problem at the header, as the query parameters'
// problems point at /limit and /cursor.
const idempotencyKeyPointer = "/headers/" + HeaderIdempotencyKey

// idempotent wraps a handler that creates something so that a request sent with
// an Idempotency-Key is carried out once per token and key (the credential is
// the draft's client; see idempotencyScope): a retry with the same token, method, path and body within IdempotencyKeyLifetime gets the first
// answer again (status, Location and body, with Idempotent-Replayed: true), on any
// replica, without the handler running. The same key with another request is 422
// (code idempotency_key_reused); a retry while the first request is still running
// is 409 (code idempotency_key_in_flight). An answer with a 2xx or 4xx status is
// kept; after a 5xx, or a panic, the key is released so that a retry runs again.
// A request without the header runs as is.
func (s *Server) idempotent(next HandlerFunc) HandlerFunc {
	return func(c *Context) {
		values := c.Request.Header.Values(HeaderIdempotencyKey)
		if len(values) == 0 {
			next(c)
			return
		}
		key, err := parseIdempotencyKey(values)
		if err != nil {
			s.respondError(c, err)
			return
		}
		if s.deps.Idempotency == nil {
			s.respondError(c, kernel.Internal(errors.New("http: no IdempotencyStore in Deps")))
			return
		}
		body, err := rereadableBody(c)
		if err != nil {
			s.respondError(c, err)
			return
		}
		p := PrincipalFrom(c)
		claim := ports.IdempotencyRecord{OrgID: p.OrgID, Key: idempotencyScope(p.TokenID, key),
			Fingerprint: fingerprint(c.Request.Method, c.Request.URL.Path, body),
			ExpiresAt:   s.now().UTC().Add(IdempotencyKeyLifetime)}
		held, reserved, err := s.deps.Idempotency.Reserve(c.Request.Context(), claim)
		switch {
		case err != nil:
			s.respondError(c, err)
		case !reserved:
			s.answerHeld(c, claim, held)
		default:
			s.runReserved(c, claim, next)
		}
	}
}

// idempotencyScope is the key under which the store keeps a client's key: the
// key of the token that sent it, so that two members (or two integrations of
// one organization) that pick the same key each get their own answer, and one
// never receives the other's. The draft scopes keys per client; a token is the
// client here, and a token id is a UUID, so no two scopes run together.
func idempotencyScope(token kernel.ID, key string) string {
	return token.String() + "/" + key
}

// answerHeld answers a request whose key another request holds: the held answer
// if it is in and was for the same request, else the reason it cannot be given.
func (s *Server) answerHeld(c *Context, claim, held ports.IdempotencyRecord) {
	switch {
	case held.Fingerprint != claim.Fingerprint:
		s.respondError(c, kernel.InvalidField(idempotencyKeyPointer, "idempotency_key_reused",
			"this Idempotency-Key was used for a different request (another method, path or body); "+
				"use a new key for a new request").WithCode("idempotency_key_reused"))
	case !held.Done:
		s.respondError(c, &statusError{status: nethttp.StatusConflict, code: "idempotency_key_in_flight",
			detail: "a request with this Idempotency-Key is still being processed; retry once it has been answered"})
	default:
		replay(c, held)
	}
}

// replay sends a kept answer again. The record keeps no media type: a body of an
// error status is a problem document, any other JSON.
func replay(c *Context, r ports.IdempotencyRecord) {
	c.Header(HeaderIdempotentReplayed, "true")
	if r.Location != "" {
		c.Header("Location", r.Location)
	}
	if len(r.Body) == 0 {
		c.Status(r.Status)
		c.Writer.WriteHeaderNow()
	} else {
		contentType := "application/json; charset=utf-8"
		if r.Status >= nethttp.StatusBadRequest {
			contentType = ContentTypeProblem
		}
		c.Data(r.Status, contentType, r.Body)
	}
	c.Abort()
}

// runReserved runs next for a request whose key it reserved, and keeps or releases
// the key by the answer. The store is called with a context that outlives the
// request, so that a client that hangs up does not leave the key reserved.
func (s *Server) runReserved(c *Context, claim ports.IdempotencyRecord, next HandlerFunc) {
	ctx := context.WithoutCancel(c.Request.Context())
	w := &capturingWriter{ResponseWriter: c.Writer}
	c.Writer = w
	defer func() {
		c.Writer = w.ResponseWriter
		if r := recover(); r != nil {
			s.release(ctx, c, claim)
			panic(r)
		}
	}()
	next(c)

	status := w.Status()
	if status >= nethttp.StatusInternalServerError {
		s.release(ctx, c, claim)
		return
	}
	answer := claim
	answer.Done, answer.Status, answer.Location, answer.Body = true, status, w.Header().Get("Location"), w.body.Bytes()
	if err := s.deps.Idempotency.Complete(ctx, answer); err != nil {
		s.logIdempotency(c, "the answer of an idempotency key could not be kept", err)
		// A client error changed nothing: a retry may as well run again rather
		// than meet a key that stays in flight until it expires.
		if status >= nethttp.StatusBadRequest {
			s.release(ctx, c, claim)
		}
	}
}

func (s *Server) release(ctx context.Context, c *Context, claim ports.IdempotencyRecord) {
	if err := s.deps.Idempotency.Release(ctx, claim.OrgID, claim.Key); err != nil {
		s.logIdempotency(c, "an idempotency key could not be released", err)
	}
}

// logIdempotency logs a store failure after the answer was sent: the client has
// its answer, but a retry with the same key may meet 409 until the key expires.
func (s *Server) logIdempotency(c *Context, msg string, err error) {
	s.logger.Log(c.Request.Context(), slog.LevelError, msg,
		"error", err.Error(),
		"method", c.Request.Method,
		"route", c.FullPath(),
		"request_id", RequestIDFrom(c))
}

// parseIdempotencyKey reads the header's value: 1 to MaxIdempotencyKeyLength
// visible ASCII characters, sent bare (as most clients do) or as the draft's
// Structured Field string, in double quotes with \" and \\ escaped. Both forms of
// the same key are the same key.
func parseIdempotencyKey(values []string) (string, error) {
	if len(values) > 1 {
		return "", invalidIdempotencyKey("send one Idempotency-Key header, not several")
	}
	key := strings.Trim(values[0], " \t")
	if len(key) >= 2 && key[0] == '"' && key[len(key)-1] == '"' {
		var ok bool
		if key, ok = unquoteSFString(key[1 : len(key)-1]); !ok {
			return "", invalidIdempotencyKey("the quoted Idempotency-Key is not a valid Structured Field string")
		}
	}
	if key == "" || len(key) > MaxIdempotencyKeyLength {
		return "", invalidIdempotencyKey(fmt.Sprintf("the Idempotency-Key must have 1 to %d characters", MaxIdempotencyKeyLength))
	}
	for i := 0; i < len(key); i++ {
		if key[i] < 0x21 || key[i] > 0x7e {
			return "", invalidIdempotencyKey("the Idempotency-Key may hold only visible ASCII characters (no spaces); a UUID is a good key")
		}
	}
	return key, nil
}

// unquoteSFString undoes the escapes of an RFC 8941 string's content.
func unquoteSFString(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if i+1 == len(s) || (s[i+1] != '"' && s[i+1] != '\\') {
				return "", false
			}
			i++
		case '"':
			return "", false
		}
		b.WriteByte(s[i])
	}
	return b.String(), true
}

func invalidIdempotencyKey(detail string) error {
	return badRequest("invalid_idempotency_key", detail, idempotencyKeyPointer)
}

// rereadableBody reads the request body and puts it back for the handler.
func rereadableBody(c *Context) ([]byte, error) {
	if c.Request.Body == nil {
		return nil, nil
	}
	body, err := io.ReadAll(c.Request.Body)
	if err != nil {
		var tooBig *nethttp.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, tooLarge(tooBig.Limit)
		}
		return nil, badRequest("unreadable_body", "the request body could not be read", "")
	}
	c.Request.Body = io.NopCloser(bytes.NewReader(body))
	return body, nil
}

// fingerprint is the hex SHA-256 of the method, path and canonical body, each
// ended by a NUL so that no two triples run together alike.
func fingerprint(method, path string, body []byte) string {
	h := sha256.New()
	for _, part := range [][]byte{[]byte(method), []byte(path), canonicalJSON(body)} {
		h.Write(part)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// canonicalJSON re-encodes a JSON body compactly with its members sorted, so that
// a retry that spaces or orders the same body differently is the same request.
// Numbers keep their digits. A body that is not one JSON value is kept as sent.
func canonicalJSON(body []byte) []byte {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return body
	}
	if _, err := dec.Token(); err != io.EOF {
		return body
	}
	out, err := json.Marshal(v)
	if err != nil {
		return body
	}
	return out
}

// capturingWriter passes a response through and keeps a copy of its body.
type capturingWriter struct {
	ResponseWriter
	body bytes.Buffer
}

func (w *capturingWriter) Write(b []byte) (int, error) {
	w.body.Write(b)
	return w.ResponseWriter.Write(b)
}

func (w *capturingWriter) WriteString(s string) (int, error) {
	w.body.WriteString(s)
	return w.ResponseWriter.WriteString(s)
}
