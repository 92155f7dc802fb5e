package binding

import "testing"

func TestLabelCapitalisesCodesAndAcronyms(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"bank_transfer":  "Bank transfer",
		"vip":            "VIP",
		"foh engineer":   "FOH engineer",
		"  artist team ": "Artist team",
		"Catering":       "Catering",
		"":               "",
	}
	for in, want := range cases {
		if got := Label(in); got != want {
			t.Errorf("Label(%q) = %q, want %q", in, got, want)
		}
	}
}
