package hooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math"
	"strconv"
	"time"

	"github.com/roadcase/roadcase/core/advancing"
)

// mailgunEnvelope is the first, minimal reading of a request: the signature,
// and the event data kept as raw JSON until the signature is verified.
type mailgunEnvelope struct {
	Signature mailgunSignature `json:"signature"`
	EventData json.RawMessage  `json:"event-data"`
}

// mailgunSignature is Mailgun's signature block. Mailgun signs the timestamp
// and the token, not the event data. ParentSignature is sent for a
// subaccount's domain, signed with the primary account's key.
type mailgunSignature struct {
	Timestamp       jsonText `json:"timestamp"`
	Token           jsonText `json:"token"`
	Signature       jsonText `json:"signature"`
	ParentSignature jsonText `json:"parent-signature"`
}

// MailgunSignature returns the signature Mailgun sends with a webhook request:
// the hexadecimal HMAC-SHA256 of timestamp followed by token (no separator),
// keyed by the HTTP webhook signing key. Tests and local tools sign events with
// it.
func MailgunSignature(key, timestamp, token string) string {
	return hex.EncodeToString(mailgunMAC([]byte(key), timestamp, token))
}

// mailgunMAC is the HMAC-SHA256 Mailgun signs a request with.
func mailgunMAC(key []byte, timestamp, token string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(timestamp))
	m.Write([]byte(token))
	return m.Sum(nil)
}

// present reports whether the block has every part a signature needs.
func (s mailgunSignature) present() bool {
	return s.Timestamp.text != "" && s.Token.text != "" &&
		(s.Signature.text != "" || s.ParentSignature.text != "")
}

// verify reports whether the signature, or else the parent signature, is the
// HMAC of the timestamp and token under key. The comparison takes the same
// time wherever the first differing byte is.
func (s mailgunSignature) verify(key []byte) bool {
	want := mailgunMAC(key, s.Timestamp.text, s.Token.text)
	for _, sig := range []string{s.Signature.text, s.ParentSignature.text} {
		got, err := hex.DecodeString(sig)
		if err == nil && hmac.Equal(want, got) {
			return true
		}
	}
	return false
}

// time returns the signed timestamp (whole seconds since the epoch).
func (s mailgunSignature) time() (time.Time, bool) {
	secs, err := strconv.ParseInt(s.Timestamp.text, 10, 64)
	if err != nil {
		return time.Time{}, false
	}
	return time.Unix(secs, 0).UTC(), true
}

// jsonText is a JSON string or number kept as its text: Mailgun documents the
// timestamp as an integer but sends it as a string, and the signature is over
// the text either way.
type jsonText struct{ text string }

// UnmarshalJSON keeps a string's value or a number's literal; null is empty.
func (t *jsonText) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		t.text = ""
		return nil
	}
	if len(b) > 0 && b[0] == '"' {
		return json.Unmarshal(b, &t.text)
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return err
	}
	t.text = n.String()
	return nil
}

// maxEventSeconds is the end of year 9999, past which an event's time is not
// believed (the signed timestamp is used instead).
const maxEventSeconds = 253402300800

// mailgunEventData is the part of Mailgun's event-data the receiver reads.
type mailgunEventData struct {
	ID            string  `json:"id"`
	Event         string  `json:"event"`
	Severity      string  `json:"severity"`
	Timestamp     float64 `json:"timestamp"`
	UserVariables struct {
		Ref string `json:"roadcase_ref"`
	} `json:"user-variables"`
}

// deliveryEvent maps Mailgun's event to the merge send's. When the event is not
// to be recorded it says why instead: Mailgun's opens and clicks are not
// trusted (the portal visit is the open), a temporary failure is followed by
// Mailgun's own retries, and mail without a reference was not a merge send's.
// An event without its own time takes the signed timestamp.
func (d mailgunEventData) deliveryEvent(signedAt time.Time) (advancing.DeliveryEvent, string) {
	ev := advancing.DeliveryEvent{Provider: MailgunProvider, ID: d.ID, Ref: d.UserVariables.Ref, At: signedAt}
	switch {
	case d.Event == "delivered":
		ev.Kind = advancing.DeliveryDelivered
	case d.Event == "failed" && d.Severity == "permanent":
		ev.Kind = advancing.DeliveryBounced
	case d.Event == "failed" && d.Severity == "temporary":
		return ev, "temporary failure; Mailgun retries the delivery"
	case d.Event == "failed":
		return ev, "failure of unknown severity"
	case d.Event == "complained":
		ev.Kind = advancing.DeliveryComplained
	case d.Event == "opened" || d.Event == "clicked":
		return ev, "opens are counted from portal visits"
	default:
		return ev, "not a delivery event"
	}
	if ev.Ref == "" {
		return ev, "not a merge send's mail (no roadcase_ref)"
	}
	if d.Timestamp > 0 && d.Timestamp < maxEventSeconds {
		secs, frac := math.Modf(d.Timestamp)
		ev.At = time.Unix(int64(secs), int64(math.Round(frac*1e6))*1e3).UTC()
	}
	return ev, ""
}
