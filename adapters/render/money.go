package render

import (
	"fmt"
	"math/big"
)

// moneyOf reads the {"amount", "currency"} shape of $defs/money.
func moneyOf(v any) (*big.Int, string, bool, error) {
	if v == nil {
		return nil, "", false, nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, "", false, fmt.Errorf("money: want an object with amount and currency, got %T", v)
	}
	cur, ok := m["currency"].(string)
	if !ok {
		return nil, "", false, fmt.Errorf("money: currency missing or not a string")
	}
	r, present, err := ratOf(m["amount"])
	if err != nil || !present || !r.IsInt() {
		return nil, "", false, fmt.Errorf("money: amount missing or not an integer")
	}
	return r.Num(), cur, true, nil
}
