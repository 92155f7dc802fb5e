package documents

import (
	"encoding/json"
	"math/big"
	"testing"
)

func TestPlainNumbersWritesOneSpellingPerValue(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"14": "14", "14.0e0": "14", "1.4e1": "14", "140e-1": "14", "140E-1": "14", "1.4E+1": "14",
		"0": "0", "-0": "0", "-0.0e5": "0", "0.000": "0",
		"94.6": "94.6", "9.460e1": "94.6", "0.5": "0.5", "5e-1": "0.5", "-1.25": "-1.25",
		"1e15": "1000000000000000", "1e-7": "0.0000001", "-12.5e2": "-1250", "100": "100",
		"9223372036854775807": "9223372036854775807",
	} {
		got := PlainNumbers(json.Number(in))
		if got != json.Number(want) {
			t.Errorf("PlainNumbers(%s) = %v, want %s", in, got, want)
		}
		a, _ := new(big.Rat).SetString(in)
		b, _ := new(big.Rat).SetString(want)
		if a.Cmp(b) != 0 {
			t.Errorf("%s and %s differ in value", in, want)
		}
	}
}

func TestPlainNumbersLeavesWhatItCannotReadAlone(t *testing.T) {
	t.Parallel()
	for _, in := range []string{"1e401", "1e-401", "1e99999999999999999999", "012", "1.", ".5", "1e", "+1", "0x10", "1_000", "NaN", ""} {
		if got := PlainNumbers(json.Number(in)); got != json.Number(in) {
			t.Errorf("PlainNumbers(%q) = %v, want it unchanged", in, got)
		}
	}
}

func TestPlainNumbersRewritesEveryNumberInPlace(t *testing.T) {
	t.Parallel()
	data := map[string]any{
		"nights": json.Number("1.0"),
		"rooms":  []any{map[string]any{"beds": json.Number("2e0")}, json.Number("3.50")},
		"name":   "1.0",
	}
	PlainNumbers(data)
	rooms := data["rooms"].([]any)
	if data["nights"] != json.Number("1") || rooms[0].(map[string]any)["beds"] != json.Number("2") || rooms[1] != json.Number("3.5") {
		t.Errorf("numbers not rewritten: %v", data)
	}
	if data["name"] != "1.0" {
		t.Errorf("a string changed: %v", data["name"])
	}
}
