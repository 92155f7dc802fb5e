package stripe

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
)

func TestAmountsConvertBetweenISOAndStripeUnits(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		currency string
		iso      int64
		stripe   int64
	}{
		{"a two-decimal currency is the same in both", "EUR", 12345, 12345},
		{"a zero-decimal currency is the same in both", "JPY", 500, 500},
		{"a three-decimal currency is the same in both", "KWD", 5120, 5120},
		{"HUF is two-decimal for charges in both", "HUF", 100050, 100050},
		{"ISK is two-decimal at Stripe", "ISK", 5, 500},
		{"UGX is two-decimal at Stripe", "UGX", 5000, 500000},
		{"MGA is whole ariary at Stripe", "MGA", 12300, 123},
		{"a refund's negative amount converts alike", "ISK", -40, -4000},
		{"zero is zero", "ISK", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := toStripe(tt.iso, tt.currency)
			if err != nil || got != tt.stripe {
				t.Errorf("toStripe(%d, %s) = %d, %v; want %d", tt.iso, tt.currency, got, err, tt.stripe)
			}
			if back := fromStripe(tt.stripe, tt.currency); back != tt.iso {
				t.Errorf("fromStripe(%d, %s) = %d; want %d", tt.stripe, tt.currency, back, tt.iso)
			}
		})
	}
}

func TestFromStripeReadsLowerCaseAndRoundsFractionalKrona(t *testing.T) {
	t.Parallel()
	tests := []struct {
		stripe   int64
		currency string
		want     int64
	}{
		{4010, "isk", 40},
		{4050, "isk", 41},
		{-4050, "isk", -41},
		{123, "mga", 12300},
		{999, "xyz", 999}, // unknown to Roadcase: as it is
	}
	for _, tt := range tests {
		if got := fromStripe(tt.stripe, tt.currency); got != tt.want {
			t.Errorf("fromStripe(%d, %s) = %d, want %d", tt.stripe, tt.currency, got, tt.want)
		}
	}
}

func TestToStripeRefusesWhatStripeCannotCharge(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		amount   int64
		currency string
	}{
		{"fractions of an ariary", 12345, "MGA"},
		{"an unknown currency", 100, "XYZ"},
		{"a lower-case code", 100, "eur"},
		{"an ISK amount that overflows", 1 << 62, "ISK"},
	}
	for _, tt := range tests {
		if _, err := toStripe(tt.amount, tt.currency); !kernel.IsKind(err, kernel.KindInvalid) {
			t.Errorf("%s: toStripe(%d, %s) error = %v, want KindInvalid", tt.name, tt.amount, tt.currency, err)
		}
	}
}

func TestTheFeeIsRoundedToAWholeAriary(t *testing.T) {
	t.Parallel()
	tests := []struct {
		fee      int64
		currency string
		want     int64
	}{
		{18517, "MGA", 185},
		{18550, "MGA", 186},
		{0, "MGA", 0},
		{1875, "ISK", 187500},
		{150, "EUR", 150},
	}
	for _, tt := range tests {
		if got, err := feeToStripe(tt.fee, tt.currency); err != nil || got != tt.want {
			t.Errorf("feeToStripe(%d, %s) = %d, %v; want %d", tt.fee, tt.currency, got, err, tt.want)
		}
	}
}
