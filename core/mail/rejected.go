package mail

import (
	"errors"

	"github.com/roadcase/roadcase/core/kernel"
)

// CodeRejected is the error code of a message the mail server refused for good
// (a 5xx reply to a recipient or to the message's data): a retry would be
// refused again, so the merge send records the recipient as bounced.
const CodeRejected = "mail_rejected"

// Rejected returns the error a mailer reports for a message the server refused
// for good: KindInvalid with code CodeRejected, the server's reply as the cause
// (never shown to people, since it may echo addresses).
func Rejected(cause error) *kernel.Error {
	return &kernel.Error{Kind: kernel.KindInvalid, Code: CodeRejected,
		Message: "the mail server refused the message for good", Err: cause}
}

// IsRejected reports whether err, or an error it wraps, says that the mail
// server refused the message for good (see Rejected), so that a use case's
// own error around it keeps the fact.
func IsRejected(err error) bool {
	for ; err != nil; err = errors.Unwrap(err) {
		if e, ok := err.(*kernel.Error); ok && e.Code == CodeRejected {
			return true
		}
	}
	return false
}
