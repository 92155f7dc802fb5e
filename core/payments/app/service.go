// Package app holds the use cases of online payments: the organization's
// payments settings, its invoices with their pay links, the client's pay page
// and checkout, and the processing of the processor's verified events. It
// implements the driving ports in ports/payments.go over the driven ones.
package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/ports"
)

// Config is what the online payments' use cases need. Orgs gives the
// organization's name on the processor's account, the pay page and the hosted
// checkout; Users the e-mail address of the person who connects the account.
// Every field but Logger is required; a nil Logger discards.
type Config struct {
	Store     ports.PaymentStore
	Processor ports.PaymentProcessor
	Queue     ports.PaymentEventQueue
	Claims    ports.WebhookClaims
	Tx        ports.TxRunner
	Members   ports.MembershipFinder
	Orgs      ports.OrganizationFinder
	Users     ports.UserFinder
	Clock     kernel.Clock
	// PayLinkKey signs the pay links: at least payments.PayLinkKeyBytes long.
	PayLinkKey []byte
	// PublicURL is the platform's public address; a pay link is PublicURL +
	// "/pay/" + its token.
	PublicURL string
	// FeeRate is the platform's application fee on each online payment.
	FeeRate kernel.BasisPoints
	// Logger notes the events that are ignored, by event id and type only.
	Logger *slog.Logger
}

// Service is online payments' use cases: the settings (ports.PaymentSettings),
// the invoices, pay page and checkout (ports.InvoicePayments) and the
// processor's events (ports.PaymentEvents).
type Service struct {
	c Config
}

var (
	_ ports.PaymentSettings = (*Service)(nil)
	_ ports.InvoicePayments = (*Service)(nil)
	_ ports.PaymentEvents   = (*Service)(nil)
)

// New returns the use cases over c, or an error naming what c lacks.
func New(c Config) (*Service, error) {
	if c.Store == nil || c.Processor == nil || c.Queue == nil || c.Claims == nil || c.Tx == nil ||
		c.Members == nil || c.Orgs == nil || c.Users == nil || c.Clock == nil {
		return nil, errors.New("payments app: every Config field but Logger is required")
	}
	if len(c.PayLinkKey) < payments.PayLinkKeyBytes {
		return nil, fmt.Errorf("payments app: the pay-link key must be at least %d bytes long", payments.PayLinkKeyBytes)
	}
	u, err := url.Parse(c.PublicURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, errors.New("payments app: the public URL must be an http:// or https:// address")
	}
	if !c.FeeRate.Valid() || c.FeeRate >= 10000 {
		return nil, errors.New("payments app: the fee rate must be basis points from 0 to 9999")
	}
	c.PublicURL = strings.TrimRight(c.PublicURL, "/")
	c.PayLinkKey = append([]byte(nil), c.PayLinkKey...)
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	return &Service{c: c}, nil
}

// now is the clock's time at the precision the stores keep, so that what a use
// case returns equals what a store reads back.
func (s *Service) now() time.Time { return s.c.Clock.Now().UTC().Truncate(time.Microsecond) }

// account returns org's account, or a zero one with its OrgID when org has not
// started connecting.
func (s *Service) account(ctx context.Context, org kernel.ID) (payments.Account, error) {
	a, err := s.c.Store.FindPaymentAccount(ctx, org)
	if kernel.IsKind(err, kernel.KindNotFound) {
		return payments.Account{OrgID: org}, nil
	}
	return a, err
}
