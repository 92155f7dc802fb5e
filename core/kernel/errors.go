package kernel

import (
	"errors"
	"fmt"
	"time"
)

// Kind classifies an error for the edges: one table (adapters/httperr) maps each
// kind to the status code of the API and the pages, the command line to one exit
// message. Adapters translate driver
// errors into kinds; the core returns them directly.
type Kind int

// The error kinds. KindInternal is the zero value, so an unclassified error is
// never mistaken for a client's fault.
const (
	KindInternal        Kind = iota // a bug or an unexpected failure (HTTP 500)
	KindInvalid                     // the caller's input breaks a rule (HTTP 422)
	KindNotFound                    // no such record for this caller (HTTP 404)
	KindConflict                    // the record exists or changed meanwhile (HTTP 409)
	KindUnauthenticated             // no valid credential (HTTP 401)
	KindForbidden                   // a valid credential without the right (HTTP 403)
	KindUnavailable                 // a dependency is down (HTTP 503)
	KindTooMany                     // too many attempts; try again later (HTTP 429)
)

// String names the kind in snake case; it doubles as the stable default error code.
func (k Kind) String() string {
	switch k {
	case KindInvalid:
		return "invalid"
	case KindNotFound:
		return "not_found"
	case KindConflict:
		return "conflict"
	case KindUnauthenticated:
		return "unauthenticated"
	case KindForbidden:
		return "forbidden"
	case KindUnavailable:
		return "unavailable"
	case KindTooMany:
		return "too_many_requests"
	default:
		return "internal"
	}
}

// FieldError points at one offending value of an input, as a JSON pointer
// (RFC 6901) into the input, with a human-readable detail and a stable code.
type FieldError struct {
	Pointer string
	Detail  string
	Code    string
}

// Error is the one error type of the core. Message is safe to show to the caller;
// Err, when set, is the underlying cause and is never shown.
type Error struct {
	Kind    Kind
	Code    string
	Message string
	Fields  []FieldError
	Err     error
	// RetryAfter is how long a KindTooMany caller should wait; zero otherwise.
	RetryAfter time.Duration
}

// Error returns the caller-safe message, followed by the cause when there is one.
func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %v", e.Message, e.Err)
	}
	return e.Message
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// KindOf returns the kind of the first *Error in err's chain, or KindInternal.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return KindInternal
}

// AsError returns the first *Error in err's chain.
func AsError(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// IsKind reports whether err has kind k.
func IsKind(err error, k Kind) bool { return err != nil && KindOf(err) == k }

// NotFound reports that the named thing does not exist for the caller. The same
// message is used whether the record is missing or belongs to another organization.
func NotFound(what string) *Error {
	return &Error{Kind: KindNotFound, Code: "not_found", Message: what + " not found"}
}

// Invalid reports input that breaks a rule, with the offending fields.
func Invalid(message string, fields ...FieldError) *Error {
	return &Error{Kind: KindInvalid, Code: "invalid", Message: message, Fields: fields}
}

// InvalidField reports one offending field at pointer.
func InvalidField(pointer, code, detail string) *Error {
	return Invalid(detail, FieldError{Pointer: pointer, Detail: detail, Code: code})
}

// Conflict reports that a record already exists or changed meanwhile.
func Conflict(message string) *Error {
	return &Error{Kind: KindConflict, Code: "conflict", Message: message}
}

// Unauthenticated reports a missing or unusable credential.
func Unauthenticated(code, message string) *Error {
	return &Error{Kind: KindUnauthenticated, Code: code, Message: message}
}

// Forbidden reports a valid credential that lacks the right.
func Forbidden(code, message string) *Error {
	return &Error{Kind: KindForbidden, Code: code, Message: message}
}

// Unavailable reports that a dependency cannot be reached.
func Unavailable(message string, cause error) *Error {
	return &Error{Kind: KindUnavailable, Code: "unavailable", Message: message, Err: cause}
}

// TooMany reports that the caller made too many attempts and should wait
// RetryAfter before the next one. The wait is in Error.RetryAfter.
func TooMany(code, message string, retryAfter time.Duration) *Error {
	return &Error{Kind: KindTooMany, Code: code, Message: message, RetryAfter: retryAfter}
}

// Internal wraps an unexpected failure; its cause is logged, never shown.
func Internal(cause error) *Error {
	return &Error{Kind: KindInternal, Code: "internal", Message: "internal error", Err: cause}
}

// WithCode returns a copy of e with a more specific stable code.
func (e *Error) WithCode(code string) *Error {
	c := *e
	c.Code = code
	return &c
}
