package kernel_test

import (
	"bytes"
	"encoding/base64"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
)

func codec(t *testing.T, key string) kernel.CursorCodec {
	t.Helper()
	c, err := kernel.NewCursorCodec([]byte(key))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

const (
	keyA = "0123456789abcdef0123456789abcdef"
	keyB = "fedcba9876543210fedcba9876543210"
)

func TestCursorRoundTrips(t *testing.T) {
	t.Parallel()
	k := codec(t, keyA)
	tests := []struct {
		name string
		c    kernel.Cursor
	}{
		{"a cursor with one sort key", kernel.Cursor{Keys: []string{"2026-11-22"}, ID: kernel.NewID()}},
		{"a cursor with several sort keys, one empty", kernel.Cursor{Keys: []string{"Zürich", "", "2026-11-22T10:00:00Z"}, ID: kernel.NewID()}},
		{"a cursor sorted by id alone", kernel.Cursor{Keys: []string{}, ID: kernel.NewID()}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := k.Encode("shows", tt.c)
			if _, err := base64.RawURLEncoding.DecodeString(s); err != nil {
				t.Errorf("Encode() = %q is not unpadded URL-safe base64", s)
			}
			got, err := k.Decode("shows", s)
			if err != nil {
				t.Fatalf("Decode() error = %v", err)
			}
			if got.ID != tt.c.ID || len(got.Keys) != len(tt.c.Keys) {
				t.Fatalf("Decode() = %+v, want %+v", got, tt.c)
			}
			for i := range got.Keys {
				if got.Keys[i] != tt.c.Keys[i] {
					t.Errorf("key %d = %q, want %q", i, got.Keys[i], tt.c.Keys[i])
				}
			}
		})
	}
}

func TestCursorIsOpaque(t *testing.T) {
	t.Parallel()
	s := codec(t, keyA).Encode("shows", kernel.Cursor{Keys: []string{"2026-11-22"}, ID: "x"})
	raw, _ := base64.RawURLEncoding.DecodeString(s)
	if bytes.Contains([]byte(s), []byte("2026")) {
		t.Errorf("the cursor %q shows its sort key in clear", s)
	}
	if len(raw) == 0 {
		t.Error("empty cursor")
	}
}

func TestCursorRefusesAnythingItDidNotMake(t *testing.T) {
	t.Parallel()
	k := codec(t, keyA)
	good := k.Encode("shows", kernel.Cursor{Keys: []string{"2026-11-22"}, ID: kernel.NewID()})
	raw, _ := base64.RawURLEncoding.DecodeString(good)
	flip := func(i int) string {
		b := bytes.Clone(raw)
		b[i] ^= 0x01
		return base64.RawURLEncoding.EncodeToString(b)
	}
	tests := []struct {
		name, list, cursor string
		codec              kernel.CursorCodec
	}{
		{"an empty cursor", "shows", "", k},
		{"a cursor that is not base64", "shows", "not a cursor!", k},
		{"a cursor with padding", "shows", good + "=", k},
		{"a cursor with a byte of its position changed", "shows", flip(3), k},
		{"a cursor with a byte of its tag changed", "shows", flip(len(raw) - 1), k},
		{"a truncated cursor", "shows", good[:len(good)-4], k},
		{"a cursor cut to its position", "shows", base64.RawURLEncoding.EncodeToString(raw[:len(raw)-16]), k},
		{"a cursor with bytes appended", "shows", good + "AAAA", k},
		{"a cursor made with another key", "shows", good, codec(t, keyB)},
		{"a cursor made for another list", "venues", good, k},
		{"a cursor made for a list whose name is a prefix", "show", good, k},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := tt.codec.Decode(tt.list, tt.cursor)
			e, ok := kernel.AsError(err)
			if !ok || e.Kind != kernel.KindInvalid || e.Code != "invalid_cursor" {
				t.Fatalf("Decode() error = %v, want KindInvalid invalid_cursor", err)
			}
			if len(e.Fields) != 1 || e.Fields[0].Pointer != "/cursor" {
				t.Errorf("fields = %+v, want one at /cursor", e.Fields)
			}
		})
	}
}

func TestNewCursorCodecRefusesAShortKey(t *testing.T) {
	t.Parallel()
	_, err := kernel.NewCursorCodec([]byte("short"))
	if e, ok := kernel.AsError(err); !ok || e.Kind != kernel.KindInvalid || e.Code != "cursor_key_too_short" {
		t.Errorf("NewCursorCodec(short) error = %v, want KindInvalid cursor_key_too_short", err)
	}
}

func TestTheZeroCursorCodecRefusesToWork(t *testing.T) {
	t.Parallel()
	defer func() {
		if recover() == nil {
			t.Error("Encode on the zero CursorCodec did not panic")
		}
	}()
	var zero kernel.CursorCodec
	zero.Encode("shows", kernel.Cursor{ID: "x"})
}
