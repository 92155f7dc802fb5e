package porttest

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments"
	"github.com/roadcase/roadcase/core/records"
)

// paymentCases returns the PaymentStore contract. Each case starts on a backend
// whose identity store holds RecordOrganizations and whose record store holds
// each one's RecordDataset (paymentSetup), so that there are invoices to pay.
// Accounts and checkouts are compared with every instant in UTC at microsecond
// precision and an empty RequirementsDue equal to nil; invoices as RecordStore
// datasets are.
func paymentCases() []contractCase {
	var cases []contractCase
	cases = append(cases, paymentAccountCases...)
	cases = append(cases, paymentAccountUpdateCases...)
	cases = append(cases, paymentCheckoutCases...)
	cases = append(cases, paymentInvoiceCases...)
	cases = append(cases, paymentRecordCases...)
	cases = append(cases, paymentRecordOnceCases...)
	cases = append(cases, paymentRevisionCases...)
	cases = append(cases, paymentWriteCases...)
	return cases
}

// paymentSetup creates the two organizations and their fixture records.
func paymentSetup(t *testing.T, b Backend) {
	CreateRecordOrganizations(t, b.Identity)
	for _, o := range RecordOrganizations() {
		recordMust(t, b.Records.InsertDataset(context.Background(), o.ID, RecordDataset(o.ID), false))
	}
}

// paymentNow is the suite's "now" for accounts and checkouts: UTC with
// microseconds.
var paymentNow = time.Date(2026, 11, 30, 10, 0, 0, 345678000, time.UTC)

// paymentAccount returns an account of org with every field set.
func paymentAccount(org kernel.ID, processorID string) payments.Account {
	return payments.Account{OrgID: org, ProcessorID: processorID, DetailsSubmitted: true, ChargesEnabled: true,
		RequirementsDue: []string{"external_account", "individual.verification.document"},
		DisabledReason:  "requirements.past_due", OnlinePayments: true,
		StateAt: paymentNow.Add(-time.Hour), CreatedAt: paymentNow.Add(-48 * time.Hour), UpdatedAt: paymentNow}
}

// paymentOf returns a payment of org's named key (its id is derived from key).
func paymentOf(org kernel.ID, key, ref string, amount int64, on kernel.Date, method string) records.Payment {
	return records.Payment{ID: RecordID(org, "payment/"+key), Amount: amount, ReceivedOn: on, Method: method,
		ProcessorRef: ref}
}

// paymentFixtureInvoice returns org's fixture invoice named key, as stored.
func paymentFixtureInvoice(t *testing.T, org kernel.ID, key string) records.Invoice {
	t.Helper()
	return recordFind(t, RecordDataset(org).Invoices, RecordID(org, key), func(r records.Invoice) kernel.ID { return r.ID })
}

// paymentWantAccount compares two accounts as the suite compares them.
func paymentWantAccount(t *testing.T, what string, got, want payments.Account) {
	t.Helper()
	norm := func(a payments.Account) payments.Account {
		for _, at := range []*time.Time{&a.StateAt, &a.CreatedAt, &a.UpdatedAt} {
			*at = at.UTC().Truncate(time.Microsecond)
		}
		if len(a.RequirementsDue) == 0 {
			a.RequirementsDue = nil
		}
		return a
	}
	recordWantEqual(t, what, norm(got), norm(want))
}

// paymentWantInvoices compares invoices in the order given, as the record suite
// compares datasets, and names the invoices when they differ.
func paymentWantInvoices(t *testing.T, what string, got, want []records.Invoice) {
	t.Helper()
	g := recordComparable(records.Dataset{Invoices: got}).Invoices
	w := recordComparable(records.Dataset{Invoices: want}).Invoices
	if !reflect.DeepEqual(g, w) {
		t.Errorf("%s:\n got %s\nwant %s", what, paymentDescribe(g), paymentDescribe(w))
	}
}

// paymentDescribe prints invoices with their lines and payments for a failure.
func paymentDescribe(invs []records.Invoice) string {
	s := ""
	for _, inv := range invs {
		s += fmt.Sprintf("\n  %s %s issued %s lines %+v payments %+v (all %+v)", inv.Number, inv.ID, inv.IssuedOn,
			inv.Lines, inv.Payments, inv)
	}
	return s
}
