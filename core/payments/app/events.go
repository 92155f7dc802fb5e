package app

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
)

// ClaimProvider is the provider name under which the processor's event ids are
// claimed, beside the mail providers' in the same claims.
const ClaimProvider = "stripe"

// Receive schedules a verified event's processing. KindInvalid for an event
// without an id, which could not be processed once.
func (s *Service) Receive(ctx context.Context, ev payments.Event) error {
	if strings.TrimSpace(ev.ID) == "" {
		return kernel.Invalid("a payment event needs an id")
	}
	return s.c.Queue.EnqueuePaymentEvent(ctx, ev)
}

// Apply processes one event once: the claim of its id and what it records are
// one transaction, so an error leaves the id unclaimed for the queue's retry
// (payments.ErrPaymentNotRecorded for a reversal that came before its
// payment). An event already claimed, of a type the platform does not act on,
// or about no organization's account changes nothing but its claim.
func (s *Service) Apply(ctx context.Context, ev payments.Event) error {
	if strings.TrimSpace(ev.ID) == "" {
		return kernel.Invalid("a payment event needs an id")
	}
	return s.c.Tx.WithinTx(ctx, func(ctx context.Context) error {
		first, err := s.c.Claims.ClaimWebhookEvent(ctx, ClaimProvider, ev.ID, s.now())
		if err != nil || !first {
			return err
		}
		return s.apply(ctx, ev)
	})
}

// apply acts on a claimed event according to its type.
func (s *Service) apply(ctx context.Context, ev payments.Event) error {
	if !slices.Contains(payments.EventTypes, ev.Type) {
		return nil
	}
	if ev.Account == "" {
		s.ignore(ctx, slog.LevelInfo, ev, "the event is not about a connected account")
		return nil
	}
	a, err := s.c.Store.FindPaymentAccountByProcessorID(ctx, ev.Account)
	if kernel.IsKind(err, kernel.KindNotFound) {
		s.ignore(ctx, slog.LevelWarn, ev, "no organization has the event's account")
		return nil
	}
	if err != nil {
		return err
	}
	switch ev.Type {
	case payments.EventAccountUpdated:
		return s.accountUpdated(ctx, ev, a)
	case payments.EventCheckoutCompleted, payments.EventCheckoutAsyncSucceeded, payments.EventPaymentSucceeded:
		return s.paid(ctx, ev, a.OrgID)
	case payments.EventRefundCreated, payments.EventRefundUpdated:
		return s.refunded(ctx, ev, a.OrgID)
	case payments.EventDisputeFundsWithdrawn, payments.EventDisputeFundsReinstated:
		return s.disputed(ctx, ev, a.OrgID)
	}
	return nil
}

// accountUpdated keeps the account's state the event reports, unless a newer
// one is kept already (events arrive out of order).
func (s *Service) accountUpdated(ctx context.Context, ev payments.Event, a payments.Account) error {
	if ev.AccountState == nil {
		s.ignore(ctx, slog.LevelWarn, ev, "the event carries no account state")
		return nil
	}
	state := *ev.AccountState
	if state.ProcessorID == "" {
		state.ProcessorID = ev.Account
	}
	if state.At.IsZero() {
		state.At = ev.Created
	}
	next, changed := a.Apply(state)
	if !changed {
		s.ignore(ctx, slog.LevelInfo, ev, "the state is older than the one kept, or of another account")
		return nil
	}
	return s.saveAccount(ctx, next, &a)
}

// ignore notes an event the platform does not act on, by its id and type only:
// never a key, a token or a link.
func (s *Service) ignore(ctx context.Context, level slog.Level, ev payments.Event, reason string) {
	s.c.Logger.LogAttrs(ctx, level, "payment event ignored", slog.String("event_id", ev.ID),
		slog.String("event_type", string(ev.Type)), slog.String("reason", reason))
}

// day returns the UTC date of the first of times that is set, or today's.
func (s *Service) day(times ...time.Time) kernel.Date {
	for _, t := range times {
		if !t.IsZero() {
			return kernel.DateOf(t, time.UTC)
		}
	}
	return kernel.DateOf(s.now(), time.UTC)
}
