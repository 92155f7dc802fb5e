package reporting

// KPI is one metric of the catalog: what it means, how it is computed from
// measures and other KPIs, and when it has no value.
type KPI struct {
	Key         string
	Name        string
	Description string
	Category    string
	Unit        Unit
	// Formula is the computation in words, as a practitioner writes it:
	// "gross ÷ tickets sold".
	Formula string
	// Facts and KPIs are the measures and the other KPIs Compute reads, and
	// nothing else: a test holds Compute to them.
	Facts []string
	KPIs  []string
	// Grain is the finest level the KPI is meaningful at: "show", "project",
	// "invoice", "person-day", "send batch"…; it can be summed over coarser
	// scopes and groups.
	Grain string
	// Null says when the value is null.
	Null string
	// Compute returns the exact value, or nil for null.
	Compute func(e *Env) Num
}

// Category is a heading of the catalog.
type Category struct {
	Key   string
	Title string
}

// Categories are the KPI and report headings, in catalog order.
var Categories = []Category{
	{"box_office", "Box office"},
	{"deal", "Deal and settlement"},
	{"merch", "Merch and ancillary"},
	{"pnl", "Tour P&L"},
	{"receivables", "Receivables and payments"},
	{"operations", "Operations and advancing"},
	{"funnel", "Delivery funnel"},
	{"finance", "Finance"},
	{"ticketing", "Ticketing"},
	{"deals", "Deals"},
	{"communications", "Communications"},
	{"portfolio", "Portfolio"},
}
