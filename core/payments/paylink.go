package payments

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// A pay link names an invoice without a stored secret: the organization's and
// the invoice's ids with an HMAC-SHA256 of both under the platform's pay-link
// key. It is stable (the same invoice prints the same link on every render),
// cannot be forged or pointed at another invoice without the key, and stops
// working when the key is rotated.

// PayLinkKeyBytes is the least length of a pay-link key.
const PayLinkKeyBytes = 32

// payLinkMACBytes is how much of the MAC a link carries: 128 bits.
const payLinkMACBytes = 16

// ErrBadPayLink is returned for a link that is malformed or was not signed
// with the key.
var ErrBadPayLink = errors.New("payments: not a pay link")

// SignPayLink returns the token of the pay link of org's invoice.
func SignPayLink(key []byte, org, invoice kernel.ID) string {
	body := string(org) + "." + string(invoice)
	return body + "." + base64.RawURLEncoding.EncodeToString(payLinkMAC(key, body))
}

// VerifyPayLink returns the organization and invoice a token names, or
// ErrBadPayLink. A link has exactly one accepted spelling, the one SignPayLink
// gives: the MAC's 22 base64 characters carry 4 bits more than its 128, and a
// tail whose unused bits are not zero (15 other spellings of the same MAC) is
// refused like any forgery, so that each link has one per-link rate limit.
func VerifyPayLink(key []byte, token string) (org, invoice kernel.ID, err error) {
	o, rest, ok1 := strings.Cut(token, ".")
	i, mac, ok2 := strings.Cut(rest, ".")
	if !ok1 || !ok2 || len(token) > 128 {
		return "", "", ErrBadPayLink
	}
	got, err := base64.RawURLEncoding.Strict().DecodeString(mac)
	if err != nil || !hmac.Equal(got, payLinkMAC(key, o+"."+i)) {
		return "", "", ErrBadPayLink
	}
	if org, err = kernel.ParseID(o); err != nil {
		return "", "", ErrBadPayLink
	}
	if invoice, err = kernel.ParseID(i); err != nil {
		return "", "", ErrBadPayLink
	}
	return org, invoice, nil
}

func payLinkMAC(key []byte, body string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("roadcase pay link v1\x00"))
	m.Write([]byte(body))
	return m.Sum(nil)[:payLinkMACBytes]
}
