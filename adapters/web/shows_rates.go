package web

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// Percentages are typed as percent with decimals ("12.5") and kept in the
// core's units: basis points (100 to the percent) for the deal's shares and
// the commission, and for the ticket tax and withholding rates taxRate's unit.
// The ticket tax and withholding rates are millionths (kernel.PPM), so that a
// rate such as Germany's 15.825 % withholding is kept exactly.

// taxRate is the unit of the ticket tax and withholding rates; taxRateScale
// how many of it make one percent.
type taxRate = kernel.PPM

const taxRateScale = 10_000

// The deal's tax rate inputs, named by the export form.
const (
	ticketTaxInput   = "deal/ticket_tax_rate_ppm"
	withholdingInput = "deal/withholding_rate_ppm"
)

// shareScale is how many basis points make one percent.
const shareScale = 100

// percentUnits reads the input name, a percentage with at most as many
// decimals as scale allows (2 for basis points), as units of 1/scale percent.
func (f *recordForm) percentUnits(name string, scale int64) int64 {
	text := strings.TrimSuffix(strings.TrimSpace(f.Get(name)), "%")
	if text == "" {
		return 0
	}
	decimals := len(strconv.FormatInt(scale, 10)) - 1
	whole, frac, _ := strings.Cut(text, ".")
	if whole == "" || !digitsOnly(whole) || !digitsOnly(frac) || len(frac) > decimals || len(whole) > 4 {
		f.fail(inputID(name), fmt.Sprintf("Enter a percentage with at most %d decimals, such as 12.5.", decimals))
		return 0
	}
	n, _ := strconv.ParseInt(whole+frac+strings.Repeat("0", decimals-len(frac)), 10, 64)
	return n
}

// percentText writes n units of 1/scale percent as the input shows them:
// 1250 basis points → "12.5"; 0 → "".
func percentText(n, scale int64) string {
	if n == 0 {
		return ""
	}
	decimals := len(strconv.FormatInt(scale, 10)) - 1
	s := strconv.FormatInt(n/scale, 10)
	if frac := n % scale; frac != 0 {
		digits := strconv.FormatInt(frac, 10)
		s += "." + strings.TrimRight(strings.Repeat("0", decimals-len(digits))+digits, "0")
	}
	return s
}
