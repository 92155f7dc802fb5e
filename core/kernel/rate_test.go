package kernel

import "testing"

func TestRateConvert(t *testing.T) {
	for _, tc := range []struct {
		rate     string
		amount   int64
		from, to string
		want     int64
	}{
		{"1", 123456, "EUR", "EUR", 123456},
		{"1.1732", 100000, "GBP", "EUR", 117320},    // £1,000.00 → €1,173.20
		{"0.0865", 1250000, "SEK", "EUR", 108125},   // SEK 12,500.00 → €1,081.25
		{"0.00615", 125000, "JPY", "EUR", 76875},    // ¥125,000 → €768.75
		{"161.2", 100, "EUR", "JPY", 161},           // €1.00 → ¥161.2, rounded
		{"2.9871", 1000, "KWD", "EUR", 299},         // KWD 1.000 → €2.9871 → €2.99
		{"0.33477", 100000, "EUR", "KWD", 334770},   // €1,000.00 → KWD 334.770
		{"1.5", -5, "EUR", "EUR", -8},               // half away from zero, negative
		{"1.5", 5, "EUR", "EUR", 8},                 // half away from zero, positive
		{"0.0072", 1_000_000, "ISK", "EUR", 720000}, // ISK 1,000,000 → €7,200.00
	} {
		r, err := ParseRate(tc.rate)
		if err != nil {
			t.Fatal(err)
		}
		got, err := r.Convert(tc.amount, tc.from, tc.to)
		if err != nil || got != tc.want {
			t.Errorf("%s × %d %s → %s = %d, %v; want %d", tc.rate, tc.amount, tc.from, tc.to, got, err, tc.want)
		}
	}
}

func TestRateParseAndString(t *testing.T) {
	for in, want := range map[string]string{"1": "1", "1.17320000": "1.1732", "0.00000001": "0.00000001"} {
		r, err := ParseRate(in)
		if err != nil || r.String() != want {
			t.Errorf("ParseRate(%q) = %s, %v; want %s", in, r, err, want)
		}
	}
	for _, bad := range []string{"", "0", "-1", "1.000000001", "abc"} {
		if _, err := ParseRate(bad); err == nil {
			t.Errorf("ParseRate(%q) succeeded", bad)
		}
	}
}

func TestRateConvertOverflowAndUnknown(t *testing.T) {
	if _, err := (RateOne * 1000).Convert(1<<62, "EUR", "EUR"); err == nil {
		t.Error("overflow not reported")
	}
	if _, err := RateOne.Convert(1, "EUR", "XXX"); err == nil {
		t.Error("unknown currency not reported")
	}
}
