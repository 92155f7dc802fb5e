package reporting

import "github.com/roadcase/roadcase/core/records"

// merchShow returns the show's merch as the record that owns its rules.
func merchShow(s ShowFact) records.Show {
	return records.Show{MerchGross: s.MerchGross, MerchTaxRate: s.MerchTaxRate, VenueMerchRate: s.VenueMerchRate}
}

// scannedMeasure is a measure summing f over the shows on sale whose door scan
// is in, the shows a per-head figure can divide.
func scannedMeasure(key, description string, unit Unit, f func(ShowFact) int64) Measure {
	return Measure{Key: key, Description: description, Unit: unit, Families: FamilyShows,
		Sum: func(p *Part) Num { return SumOf(scanned(p), f) }}
}

// merchMeasures are the merch settlement lines of the shows on sale, in each
// show's currency, by the rules of records.Show.
var merchMeasures = []Measure{
	showMeasure("merch.gross", "Σ merch gross, sales tax included.", UnitMoney,
		func(s ShowFact) int64 { return s.MerchGross }),
	showMeasure("merch.venue_fee", "Σ venue % × merch net of sales tax (Show.VenueMerchFee).", UnitMoney,
		func(s ShowFact) int64 { return merchShow(s).VenueMerchFee() }),
	showMeasure("merch.to_artist", "Σ merch gross − sales tax − venue fee (Show.MerchToArtist).", UnitMoney,
		func(s ShowFact) int64 { return merchShow(s).MerchToArtist() }),
	scannedMeasure("merch.gross_scanned_shows", "Σ merch gross, over the shows whose scan is in.", UnitMoney,
		func(s ShowFact) int64 { return s.MerchGross }),
	scannedMeasure("tickets.gross_scanned_shows", "Σ ticket gross, over the shows whose scan is in.", UnitMoney,
		func(s ShowFact) int64 { return s.Gross }),
}
