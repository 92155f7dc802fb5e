package kernel

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
)

// CursorParam is the query parameter that carries a cursor; a cursor that cannot be
// decoded is reported with the pointer "/cursor".
const CursorParam = "cursor"

// Cursor is a keyset position: the sort key(s) of the last item of a page and its
// id, which breaks ties. The next page holds the items strictly after it in the
// list's order, WHERE (k1, …, id) > (Keys…, ID), so a page stays correct however
// many items are inserted or deleted before it, and costs the same at any depth.
// Keys are text in a form that the list defines and parses back (a date as
// 2026-11-22, an instant as RFC 3339 in UTC).
type Cursor struct {
	Keys []string
	ID   ID
}

// MinCursorKeyBytes is the shortest key a CursorCodec accepts.
const MinCursorKeyBytes = 32

// cursorTagBytes is the length of the HMAC-SHA256 tag a cursor carries: 128 bits,
// beyond forging by trial.
const cursorTagBytes = 16

// cursorVersion starts every encoded cursor, so that the format can change.
const cursorVersion = 1

// CursorCodec turns cursors into opaque, tamper-evident strings and back. The string
// is unpadded URL-safe base64 of the encoded position followed by an HMAC-SHA256 tag
// over it and the list's name, keyed by a server secret: a client cannot read a
// meaning into it, forge one, edit one, or reuse one from another list. The zero value
// has no key and panics when used, so that a codec someone forgot to configure cannot
// make forgeable cursors.
type CursorCodec struct {
	key []byte
}

// NewCursorCodec returns a codec keyed by key, which must be a secret of at least
// MinCursorKeyBytes bytes from configuration; every replica needs the same key, and
// changing it invalidates the cursors clients hold (they restart from the first
// page). KindInvalid with code "cursor_key_too_short" for a shorter key.
func NewCursorCodec(key []byte) (CursorCodec, error) {
	if len(key) < MinCursorKeyBytes {
		return CursorCodec{}, Invalid("the cursor key must have at least 32 bytes").WithCode("cursor_key_too_short")
	}
	return CursorCodec{key: append([]byte(nil), key...)}, nil
}

// Encode returns c as an opaque string valid only for the list named list (such as
// "shows" or "shows:<org id>:by-date"): decoding it for another list fails.
func (k CursorCodec) Encode(list string, c Cursor) string {
	payload := []byte{cursorVersion}
	payload = binary.AppendUvarint(payload, uint64(len(c.Keys)))
	for _, key := range c.Keys {
		payload = appendString(payload, key)
	}
	payload = appendString(payload, string(c.ID))
	return base64.RawURLEncoding.EncodeToString(append(payload, k.tag(list, payload)...))
}

// Decode returns the cursor s encodes for list. KindInvalid with code
// "invalid_cursor" and pointer /cursor when s is not a cursor this codec made for
// list: altered, truncated, made with another key or for another list, or not a
// cursor at all. The message does not say which, so that it gives no help to a
// forger; a client should start again from the first page.
func (k CursorCodec) Decode(list, s string) (Cursor, error) {
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(raw) <= cursorTagBytes {
		return Cursor{}, invalidCursor()
	}
	payload, tag := raw[:len(raw)-cursorTagBytes], raw[len(raw)-cursorTagBytes:]
	if !hmac.Equal(tag, k.tag(list, payload)) {
		return Cursor{}, invalidCursor()
	}
	c, err := parseCursor(payload)
	if err != nil {
		return Cursor{}, invalidCursor()
	}
	return c, nil
}

// tag is the truncated HMAC-SHA256 of the list's name (length-prefixed, so that no
// name and payload pair reads as another) and the payload.
func (k CursorCodec) tag(list string, payload []byte) []byte {
	if len(k.key) == 0 {
		panic("kernel: CursorCodec used without a key; make it with NewCursorCodec")
	}
	m := hmac.New(sha256.New, k.key)
	m.Write(appendString(nil, list))
	m.Write(payload)
	return m.Sum(nil)[:cursorTagBytes]
}

// parseCursor reads a payload that Encode wrote; the tag has vouched for it, so an
// error here means a codec bug or a key shared with a different format.
func parseCursor(p []byte) (Cursor, error) {
	if len(p) == 0 || p[0] != cursorVersion {
		return Cursor{}, errBadCursor
	}
	p = p[1:]
	n, p, err := readUvarint(p)
	if err != nil || n > uint64(len(p)) {
		return Cursor{}, errBadCursor
	}
	c := Cursor{Keys: make([]string, 0, n)}
	for range n {
		var key string
		if key, p, err = readString(p); err != nil {
			return Cursor{}, err
		}
		c.Keys = append(c.Keys, key)
	}
	id, p, err := readString(p)
	if err != nil || len(p) != 0 {
		return Cursor{}, errBadCursor
	}
	c.ID = ID(id)
	return c, nil
}

var errBadCursor = errors.New("kernel: malformed cursor payload")

func invalidCursor() error {
	return InvalidField("/"+CursorParam, "invalid_cursor",
		"the cursor is not valid for this list: start again from the first page").WithCode("invalid_cursor")
}

func appendString(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

func readUvarint(p []byte) (uint64, []byte, error) {
	n, size := binary.Uvarint(p)
	if size <= 0 {
		return 0, nil, errBadCursor
	}
	return n, p[size:], nil
}

func readString(p []byte) (string, []byte, error) {
	n, p, err := readUvarint(p)
	if err != nil || n > uint64(len(p)) {
		return "", nil, errBadCursor
	}
	return string(p[:n]), p[n:], nil
}
