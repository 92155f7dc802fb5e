package mail

import (
	"regexp"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
)

// Filled returns m with what a mailer supplies when the caller left it out: a new
// ID, CreatedAt now (in UTC) and the mailer's sender from.
func (m Message) Filled(from Address, now time.Time) Message {
	if m.ID.IsZero() {
		m.ID = kernel.NewID()
	}
	if m.CreatedAt.IsZero() {
		m.CreatedAt = now
	}
	m.CreatedAt = m.CreatedAt.UTC()
	if m.From.IsZero() {
		m.From = from
	}
	return m
}

var linkPattern = regexp.MustCompile(`https?://[^\s<>"']+`)

// Links returns the http and https links in m's plain text, in order, without
// the punctuation that ends a sentence around them.
func (m Message) Links() []string {
	found := linkPattern.FindAllString(m.Text, -1)
	for i, l := range found {
		found[i] = strings.TrimRight(l, ".,;:!?)]")
	}
	return found
}
