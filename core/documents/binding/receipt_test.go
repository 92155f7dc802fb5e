package binding

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

func TestReceiptBalance(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name        string
		pays        []records.Payment
		wantPaid    int64
		wantBalance int64
		wantFull    bool
	}{
		{"an invoice without payments leaves the whole total", nil, 0, 240000, false},
		{"a deposit leaves the rest", []records.Payment{{ID: "p1", Amount: 100000, ReceivedOn: "2026-04-02"}}, 100000, 140000, false},
		{"payments covering the total settle it", []records.Payment{
			{ID: "p2", Amount: 140000, ReceivedOn: "2026-04-20"},
			{ID: "p1", Amount: 100000, ReceivedOn: "2026-04-02"},
		}, 240000, 0, true},
		{"an overpayment leaves no negative balance", []records.Payment{{ID: "p1", Amount: 250000, ReceivedOn: "2026-04-02"}}, 250000, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			out, err := receiptFromInvoice(invoiceTestSource(invoiceTestRecord(tt.pays...)))
			if err != nil {
				t.Fatal(err)
			}
			if got := out["total_received"].(map[string]any)["amount"]; got != tt.wantPaid {
				t.Errorf("total_received = %v, want %d", got, tt.wantPaid)
			}
			if got := out["balance_remaining"].(map[string]any)["amount"]; got != tt.wantBalance {
				t.Errorf("balance_remaining = %v, want %d", got, tt.wantBalance)
			}
			if got := out["paid_in_full"]; got != tt.wantFull {
				t.Errorf("paid_in_full = %v, want %v", got, tt.wantFull)
			}
			pays := out["payments"].([]any)
			if len(pays) != len(tt.pays) {
				t.Fatalf("%d payments, want %d", len(pays), len(tt.pays))
			}
			for i := 1; i < len(pays); i++ {
				if pays[i-1].(map[string]any)["received_on"].(string) > pays[i].(map[string]any)["received_on"].(string) {
					t.Errorf("payments are not oldest first: %v", pays)
				}
			}
			if got := out["issued_on"]; got != "2026-05-01" {
				t.Errorf("issued_on = %v, want the day of the request", got)
			}
		})
	}
}
