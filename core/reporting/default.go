package reporting

import "slices"

// kpiSlices are the KPI catalog's parts, one per category, in catalog order.
var kpiSlices = [][]KPI{
	boxOfficeKPIs,
	dealKPIs, settlementKPIs, merchKPIs, pnlKPIs, budgetKPIs,
	receivablesKPIs, operationsKPIs, funnelKPIs,
	documentKPIs,
}

// measureSlices are the measures the KPIs read, one slice per family of facts.
var measureSlices = [][]Measure{
	boxOfficeMeasures,
	bookMeasures, dealMeasures, settlementMeasures, merchMeasures, moneyMeasures,
	invoiceMeasures, operationsMeasures, funnelMeasures,
	renderMeasures,
}

// reportSlices are the report catalog's parts, one per category, in catalog order.
var reportSlices = [][]ReportSpec{
	financeReports, ticketingReports, dealsReports, operationsReports, communicationsReports, portfolioReports,
}

// Default is Roadcase's catalog. Building it checks it, so a broken catalog fails
// the first test that touches the package.
var Default = mustCatalog(NewCatalog(slices.Concat(measureSlices...), Parameters, slices.Concat(kpiSlices...),
	slices.Concat(reportSlices...)...))

func mustCatalog(c *Catalog, err error) *Catalog {
	if err != nil {
		panic("reporting: " + err.Error())
	}
	return c
}
