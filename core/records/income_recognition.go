package records

import "github.com/roadcase/roadcase/core/kernel"

// RecognisedOn returns the date an income line is recognised on in the books and
// in every reporting window: the day it was received, or, for income expected
// and not received yet (no received date), the day it is earned: its show's
// date, else its project's last day, else its first. Zero when none of them is
// known. Every line so has one date, counted in an unfiltered scope and in the
// one window that holds that date, never in an unfiltered scope only.
func (l IncomeLine) RecognisedOn(showDate, projectStarts, projectEnds kernel.Date) kernel.Date {
	for _, d := range []kernel.Date{l.ReceivedOn, showDate, projectEnds, projectStarts} {
		if !d.IsZero() {
			return d
		}
	}
	return ""
}
