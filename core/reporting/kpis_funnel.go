package reporting

// noSends is the null rule of the funnel's rates of recipients sent.
const noSends = "No send batch in scope, or none of its recipients was sent."

// noBase is the null rule of the funnel's rates of the recipients delivered
// (sent, when deliveries are not reported).
const noBase = "No send batch in scope, or none of its recipients was delivered (sent, when no mail provider reports deliveries)."

// notReported is why the delivery rate is null without delivery reports.
const notReported = " Null too when no mail provider reports deliveries to the service (the tracking board's " +
	"funnel.deliveries_reported is false): the delivered count is then only the deliveries an open, a view or an " +
	"acknowledgement implies, and a missing receipt is no sign of a failed delivery."

// ofBase is how the open, view and acknowledgement formulas name their base.
const ofBase = " ÷ delivered, or ÷ sent when no mail provider reports deliveries (the board's rates.base)"

// funnelRate is a rate of the delivery funnel, num ÷ den as a percent.
func funnelRate(key, name, description, formula, num, den, null string) KPI {
	return KPI{Key: key, Name: name, Category: "funnel", Unit: UnitPercent, Grain: "send batch",
		Description: description, Formula: formula, Facts: []string{num, den}, Null: null,
		Compute: func(e *Env) Num { return Percent(e.Fact(num), e.Fact(den)) }}
}

// funnelKPIs are the advance packets' merge sends, as advancing.Board rates them
// for one batch and over several together: delivery and bounce of the recipients
// sent, delivery unknown without delivery reports; open, view and
// acknowledgement of those delivered, so that a bounce does not lower every
// later rate, or of those sent without delivery reports; failure of every
// recipient, since a failed send was never sent.
var funnelKPIs = []KPI{
	funnelRate("delivery_rate", "Delivery rate", "How many of the messages sent were delivered, as a mail provider reports deliveries.",
		"delivered ÷ sent, when a mail provider reports deliveries", "funnel.delivered_reported", "funnel.sent", noSends+notReported),
	funnelRate("open_rate", "Open rate", "How many of the messages delivered were opened (of those sent, when no mail provider reports deliveries).",
		"opened"+ofBase, "funnel.opened", "funnel.rate_base", noBase),
	funnelRate("view_rate", "View rate", "How many of the recipients delivered viewed the packet (of those sent, when no mail provider reports deliveries).",
		"viewed"+ofBase, "funnel.viewed", "funnel.rate_base", noBase),
	funnelRate("acknowledgement_rate", "Acknowledgement rate", "How many of the recipients delivered acknowledged the packet (of those sent, when no mail provider reports deliveries).",
		"acknowledged"+ofBase, "funnel.acknowledged", "funnel.rate_base", noBase),
	funnelRate("bounce_rate", "Bounce rate", "How many of the messages sent bounced, a bounce overruled by a later delivery not counting.",
		"bounced ÷ sent", "funnel.bounced", "funnel.sent", noSends),
	funnelRate("failure_rate", "Failure rate", "How many recipients' sends failed and were never sent.",
		"failed ÷ recipients", "funnel.failed", "funnel.recipients", "No send batch in scope."),
	// The acknowledgement facts count times in whole seconds, truncated, so this is
	// the board's MedianTimeToAcknowledge (the same recipient, advancing.MedianIndex)
	// less its fraction of a second: exact to the second, never more.
	{Key: "median_time_to_acknowledge", Name: "Median time to acknowledge", Category: "funnel", Unit: UnitHours,
		Grain: "send batch", Description: "How long a recipient typically took from the send to acknowledging the packet.",
		Formula: "median of (first acknowledged − first sent) in whole seconds ÷ 3600, the lower middle for an even count",
		Facts:   []string{"acks.median_hours"}, Null: "No recipient in scope acknowledged after a recorded send.",
		Compute: func(e *Env) Num { return e.Fact("acks.median_hours") }},
}
