package kernel

import (
	"crypto/rand"
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"strings"
)

// ID identifies any Roadcase record. It is a UUID in its canonical lowercase,
// hyphenated text form, which keeps it printable, comparable and storable as-is.
type ID string

// NilID is the zero identifier; no record has it.
const NilID ID = ""

// Namespace is the UUIDv5 namespace under which Roadcase derives stable identifiers
// from names (the demo dataset uses it so ids are the same on every run and backend).
const Namespace ID = "6f1d3c52-8a8e-4b1e-9f3a-2c5d7e9b0a41"

// NewID returns a random (version 4) identifier.
func NewID() ID {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("kernel: crypto/rand failed: " + err.Error())
	}
	b[6] = (b[6] & 0x0f) | 0x40
	b[8] = (b[8] & 0x3f) | 0x80
	return format(b)
}

// NameID returns the version 5 (SHA-1, name-based) identifier of name within space,
// so the same name always gives the same identifier.
func NameID(space ID, name string) ID {
	ns, err := parseBytes(string(space))
	if err != nil {
		panic("kernel: invalid namespace " + string(space))
	}
	h := sha1.New()
	h.Write(ns[:])
	h.Write([]byte(name))
	var b [16]byte
	copy(b[:], h.Sum(nil))
	b[6] = (b[6] & 0x0f) | 0x50
	b[8] = (b[8] & 0x3f) | 0x80
	return format(b)
}

// ParseID accepts a UUID in canonical form (any case) and returns it normalised.
// It returns an Invalid error when s is not a UUID.
func ParseID(s string) (ID, error) {
	b, err := parseBytes(s)
	if err != nil {
		return NilID, Invalid("not a valid identifier: expected a UUID such as 0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f")
	}
	return format(b), nil
}

// String returns the identifier's text form.
func (id ID) String() string { return string(id) }

// IsZero reports whether id is the zero identifier.
func (id ID) IsZero() bool { return id == NilID }

func format(b [16]byte) ID {
	h := hex.EncodeToString(b[:])
	return ID(h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32])
}

func parseBytes(s string) ([16]byte, error) {
	var b [16]byte
	if len(s) != 36 || s[8] != '-' || s[13] != '-' || s[18] != '-' || s[23] != '-' {
		return b, fmt.Errorf("bad uuid length or layout")
	}
	raw, err := hex.DecodeString(strings.ReplaceAll(s, "-", ""))
	if err != nil || len(raw) != 16 {
		return b, fmt.Errorf("bad uuid hex")
	}
	copy(b[:], raw)
	return b, nil
}
