package app

import (
	"context"
	"fmt"
	"strings"

	"github.com/roadcase/roadcase/core/advancing"
	"github.com/roadcase/roadcase/core/kernel"
)

// Ref is the reference a recipient's mail carries (mail.Message.Ref), which the
// mail provider echoes in its events: "<organization id>:<recipient id>".
func Ref(org, recipient kernel.ID) string { return string(org) + ":" + string(recipient) }

// ParseRef reads a Ref. KindNotFound for one that is not two ids.
func ParseRef(ref string) (org, recipient kernel.ID, err error) {
	o, r, ok := strings.Cut(ref, ":")
	org, err1 := kernel.ParseID(o)
	recipient, err2 := kernel.ParseID(r)
	if !ok || err1 != nil || err2 != nil || string(org) != o || string(recipient) != r {
		return "", "", kernel.NotFound("recipient")
	}
	return org, recipient, nil
}

// providerStages are the funnel stages of the provider's events; a complaint
// moves nothing.
var providerStages = map[advancing.DeliveryEventKind]advancing.Stage{
	advancing.DeliveryDelivered:  advancing.StageDelivered,
	advancing.DeliveryBounced:    advancing.StageBounced,
	advancing.DeliveryComplained: "",
}

// ApplyDeliveryEvent records a verified provider event on the recipient its Ref
// names, once per provider and event id: the claim, the lookup and the event
// are one transaction, so a failure leaves the id unclaimed for the provider's
// retry. A delivery or bounce becomes that event of the recipient at e.At (now
// when zero), with an id derived from the provider's, and advancing.Track folds
// it in whatever the order; a complaint is claimed and moves nothing. It
// returns false for an id claimed before. KindInvalid for an event without a
// provider or id, or of an unknown kind; KindNotFound when the Ref names no
// recipient Roadcase sent to.
func (s *Sender) ApplyDeliveryEvent(ctx context.Context, e advancing.DeliveryEvent) (bool, error) {
	stage, known := providerStages[e.Kind]
	if strings.TrimSpace(e.Provider) == "" || strings.TrimSpace(e.ID) == "" || !known {
		return false, kernel.Invalid(fmt.Sprintf("a delivery event needs a provider, an id and a kind of %v",
			[]advancing.DeliveryEventKind{advancing.DeliveryDelivered, advancing.DeliveryBounced, advancing.DeliveryComplained}))
	}
	now := s.now()
	at := e.At.UTC()
	if e.At.IsZero() {
		at = now
	}
	applied := false
	err := s.d.Tx.WithinTx(ctx, func(ctx context.Context) error {
		first, err := s.d.Send.ClaimWebhookEvent(ctx, e.Provider, e.ID, now)
		if err != nil || !first {
			return err
		}
		org, id, err := ParseRef(e.Ref)
		if err != nil {
			return err
		}
		r, err := s.d.Send.FindRecipient(ctx, org, id)
		if err != nil {
			return err
		}
		if stage != "" {
			ev := event(r.ID, "provider/"+e.Provider+"/"+e.ID, stage, at)
			if err := s.d.Store.AppendEvents(ctx, org, []advancing.Event{ev}); err != nil {
				return err
			}
		}
		applied = true
		return nil
	})
	return applied, err
}
