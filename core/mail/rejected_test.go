package mail_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/mail"
)

func TestARejectionIsRecognisedThroughWrapping(t *testing.T) {
	t.Parallel()
	err := fmt.Errorf("deliver: %w", mail.Rejected(errors.New("550 5.1.1 no such user")))
	if !mail.IsRejected(err) || !kernel.IsKind(err, kernel.KindInvalid) {
		t.Errorf("a wrapped rejection: IsRejected %v, kind %v", mail.IsRejected(err), kernel.KindOf(err))
	}
	if outer := kernel.Unavailable("not sent", err).WithCode("mail_not_sent"); !mail.IsRejected(outer) {
		t.Errorf("a rejection inside a use case's error is not recognised")
	}
	for _, other := range []error{nil, errors.New("plain"), kernel.Unavailable("down", nil), kernel.Invalid("bad subject")} {
		if mail.IsRejected(other) {
			t.Errorf("%v is not a rejection", other)
		}
	}
}
