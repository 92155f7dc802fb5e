package main

import (
	"fmt"

	rcsql "github.com/roadcase/roadcase/adapters/sql"
	"github.com/roadcase/roadcase/adapters/stripe"
	"github.com/roadcase/roadcase/core/kernel"
	paymentsapp "github.com/roadcase/roadcase/core/payments/app"
	"github.com/roadcase/roadcase/ports"
)

// onlinePayments is the payments use cases over Stripe, when configured.
type onlinePayments struct {
	Service *paymentsapp.Service
	Stripe  *stripe.Client
}

// openPayments wires online payments over m's database, Stripe and the merge
// send's job queue, which processes the processor's events (their ids are
// claimed beside the mail provider's, in ms.Store); nil when no Stripe key is
// configured. It sets the service as the queue's PaymentEvents, before serve
// starts the queue.
func (m *Main) openPayments(ms *mergeSend) (*onlinePayments, error) {
	pc := m.Config.Payments
	if !pc.Enabled() {
		return nil, nil
	}
	client := stripe.New(stripe.Config{SecretKey: pc.SecretKey.Reveal(), WebhookSecret: pc.WebhookSecret.Reveal(), APIBase: pc.APIBase})
	svc, err := paymentsapp.New(paymentsapp.Config{
		Store: rcsql.NewPaymentStore(m.conn), Processor: client, Queue: ms.Queue, Claims: ms.Store,
		Tx: m.conn, Members: m.identityStore, Orgs: m.identityStore, Users: m.identityStore,
		Clock: kernel.SystemClock{}, PayLinkKey: pc.LinkKey(), PublicURL: m.Config.BaseURL(),
		FeeRate: pc.FeeRate, Logger: m.Log,
	})
	if err != nil {
		return nil, fmt.Errorf("payments: %w", err)
	}
	ms.Queue.SetPaymentEvents(svc)
	return &onlinePayments{Service: svc, Stripe: client}, nil
}

// payLinks returns what prints pay links on invoice documents: nil when
// payments are off.
func (p *onlinePayments) payLinks() ports.PayLinker {
	if p == nil {
		return nil
	}
	return p.Service
}
