package httperr_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/roadcase/roadcase/adapters/httperr"
	"github.com/roadcase/roadcase/core/kernel"
)

func TestEveryKindHasItsStatus(t *testing.T) {
	t.Parallel()
	cases := []struct {
		kind kernel.Kind
		want int
	}{
		{kernel.KindInvalid, http.StatusUnprocessableEntity},
		{kernel.KindNotFound, http.StatusNotFound},
		{kernel.KindConflict, http.StatusConflict},
		{kernel.KindUnauthenticated, http.StatusUnauthorized},
		{kernel.KindForbidden, http.StatusForbidden},
		{kernel.KindUnavailable, http.StatusServiceUnavailable},
		{kernel.KindTooMany, http.StatusTooManyRequests},
		{kernel.KindInternal, http.StatusInternalServerError},
		{kernel.Kind(99), http.StatusInternalServerError},
	}
	for _, c := range cases {
		if got := httperr.Status(c.kind); got != c.want {
			t.Errorf("Status(%s) = %d, want %d", c.kind, got, c.want)
		}
	}
}

func TestRetryAfterIsWholeSecondsRoundedUp(t *testing.T) {
	t.Parallel()
	cases := []struct {
		wait time.Duration
		want string
	}{
		{0, ""},
		{-time.Second, ""},
		{time.Millisecond, "1"},
		{time.Second, "1"},
		{1500 * time.Millisecond, "2"},
		{5 * time.Minute, "300"},
	}
	for _, c := range cases {
		if got := httperr.RetryAfter(c.wait); got != c.want {
			t.Errorf("RetryAfter(%s) = %q, want %q", c.wait, got, c.want)
		}
	}
}
