package reporting

// renderMeasures count the render log.
var renderMeasures = []Measure{
	{Key: "documents.rendered", Description: "Documents rendered, through the API or not, by the render log.",
		Unit: UnitCount, Families: FamilyRenders, Params: []string{"document_type"},
		Sum: func(p *Part) Num {
			return SumOf(Where(p.Renders, func(r RenderFact) bool {
				return p.Args["document_type"] == "" || r.Type == p.Args["document_type"]
			}), func(r RenderFact) int64 { return r.Count })
		}},
}

// documentKPIs are about the documents an organization produces.
var documentKPIs = []KPI{
	{Key: "documents_generated", Name: "Documents generated", Category: "operations", Unit: UnitCount,
		Grain:       "document type × month",
		Description: "Documents rendered as HTML, from caller data or from records, as the render log counts them.",
		Formula:     "count of renders in the render log", Facts: []string{"documents.rendered"},
		Null:    "Nothing was rendered in the scope's dates, or the scope names a project or show (the log is the organization's).",
		Compute: func(e *Env) Num { return e.Fact("documents.rendered") }},
}
