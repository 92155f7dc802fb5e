package render

// negative reports whether a money value ({"amount", "currency"}) or a plain
// number is below zero, so that a template can word a balance by its sign
// ("due to the artist" or "to return") without comparing JSON numbers itself.
func negative(v any) (bool, error) {
	if m, ok := v.(map[string]any); ok {
		amount, _, present, err := moneyOf(m)
		if err != nil || !present {
			return false, err
		}
		return amount.Sign() < 0, nil
	}
	r, present, err := ratOf(v)
	if err != nil || !present {
		return false, err
	}
	return r.Sign() < 0, nil
}
