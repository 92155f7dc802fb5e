package exchange

import (
	"math"
	"strconv"

	"github.com/roadcase/roadcase/core/kernel"
)

// Tax and withholding rates are millionths in the records (kernel.PPM). The
// document writes them as "*_ppm" fields; files written before rates had
// millionths give them as "*_bp" fields in basis points, which still read. A
// record may give both when they agree (1583 bp and 158300 ppm); neither is a
// rate of 0, as an absent "*_bp" field always was.

// taxRate returns the rate a record gives, in millionths: the "*_ppm" value when
// present, else the "*_bp" value × 100, else 0. Check has refused values that
// disagree or overflow.
func taxRate(bp, ppm *int64) kernel.PPM {
	switch {
	case ppm != nil:
		return kernel.PPM(*ppm)
	case bp != nil:
		return kernel.PPMFromBasisPoints(kernel.BasisPoints(*bp))
	default:
		return 0
	}
}

// ppm is the value Export writes for a rate.
func ppm(rate kernel.PPM) *int64 {
	v := int64(rate)
	return &v
}

// taxRateFields are the record fields whose rate the document may give as
// "*_ppm" or "*_bp".
var taxRateFields = map[string]bool{
	"ticket_tax_rate": true, "withholding_rate": true, "merch_tax_rate": true, "tax_rate": true,
}

// taxRate checks a rate given twice: a "*_bp" value that would overflow in
// millionths, and a "*_ppm" value that is not the "*_bp" value × 100. segs point
// at the field, named without its suffix ("shows", 3, "deal", "withholding_rate").
func (c *docCheck) taxRate(bp, ppm *int64, segs ...any) {
	n := len(segs) - 1
	name := segs[n].(string)
	at := func(suffix string) []any {
		return append(append([]any{}, segs[:n]...), name+suffix)
	}
	if bp == nil {
		return
	}
	if *bp > math.MaxInt64/100 || *bp < math.MinInt64/100 {
		c.r.add("out_of_range", "must be between 0 and 10000 basis points", at("_bp")...)
		return
	}
	if ppm != nil && *ppm != *bp*100 {
		c.r.add("rates_disagree", strconv.FormatInt(*ppm, 10)+" disagrees with "+name+"_bp "+
			strconv.FormatInt(*bp, 10)+" ("+strconv.FormatInt(*bp*100, 10)+" millionths): give one of them", at("_ppm")...)
	}
}

// taxRates checks every rate of the document given both ways.
func (c *docCheck) taxRates(d Document) {
	for i, s := range d.Shows {
		c.taxRate(s.MerchTaxRateBP, s.MerchTaxRatePPM, "shows", i, "merch_tax_rate")
		c.taxRate(s.Deal.TicketTaxRateBP, s.Deal.TicketTaxRatePPM, "shows", i, "deal", "ticket_tax_rate")
		c.taxRate(s.Deal.WithholdingRateBP, s.Deal.WithholdingRatePPM, "shows", i, "deal", "withholding_rate")
	}
	for i, inv := range d.Invoices {
		c.taxRate(inv.TaxRateBP, inv.TaxRatePPM, "invoices", i, "tax_rate")
	}
}

// rateSuffix is the suffix of the document's name for the rate field at segs,
// as records.Dataset.Validate points at it: "_ppm" for a tax rate unless the
// record gave it in basis points only, "_bp" for the other rates.
func (d Document) rateSuffix(segs []any) string {
	name, _ := segs[len(segs)-1].(string)
	if !taxRateFields[name] {
		return "_bp"
	}
	var bp, ppm *int64
	if len(segs) < 3 {
		return "_ppm"
	}
	if i, ok := segs[1].(int); ok {
		switch {
		case segs[0] == "shows" && i < len(d.Shows) && name == "merch_tax_rate":
			bp, ppm = d.Shows[i].MerchTaxRateBP, d.Shows[i].MerchTaxRatePPM
		case segs[0] == "shows" && i < len(d.Shows) && name == "ticket_tax_rate":
			bp, ppm = d.Shows[i].Deal.TicketTaxRateBP, d.Shows[i].Deal.TicketTaxRatePPM
		case segs[0] == "shows" && i < len(d.Shows) && name == "withholding_rate":
			bp, ppm = d.Shows[i].Deal.WithholdingRateBP, d.Shows[i].Deal.WithholdingRatePPM
		case segs[0] == "invoices" && i < len(d.Invoices):
			bp, ppm = d.Invoices[i].TaxRateBP, d.Invoices[i].TaxRatePPM
		}
	}
	if bp != nil && ppm == nil {
		return "_bp"
	}
	return "_ppm"
}
