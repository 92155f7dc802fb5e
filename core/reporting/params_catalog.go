package reporting

import "github.com/roadcase/roadcase/core/records"

// Parameters are every parameter a measure honours, and so every parameter a KPI
// or report can accept. A KPI accepts exactly the parameters of the measures it
// reads, directly or through other KPIs.
var Parameters = []Param{
	{Name: "as_of", Kind: ParamDate,
		Description: "The date amounts are judged outstanding or overdue on, and ages counted to; today (UTC) when left out."},
	{Name: "category", Kind: ParamText,
		Description: "Only expenses and budget lines of this cost category, matched as records.CategoryKey matches (case and spacing ignored)."},
	{Name: "income_kind", Kind: ParamEnum, Values: []string{
		string(records.IncomeTicketing), string(records.IncomeGuarantee), string(records.IncomeMerch),
		string(records.IncomeSponsorship), string(records.IncomeFee), string(records.IncomeOther)},
		Description: "Only income lines of this kind."},
	{Name: "deal_side", Kind: ParamEnum, Values: []string{string(records.DealReceived), string(records.DealPaid)},
		Description: "Only the deals of this side: received, the projects whose shows pay the organization (tours, productions); paid, those whose artists it pays (festivals, events). Left out, the deals of the scope if they are all one side's; a scope with both has no deal figure, since amounts paid and received are never added."},
	{Name: "days_before_show", Kind: ParamInteger, Min: 0, Default: "7",
		Description: "How many days before its show a required advance section must be complete not to count as overdue."},
	{Name: "batch_id", Kind: ParamID,
		Description: "The send batch whose recipients a communications report lists (GET /api/v1/advance-packets/{id}/send-batches gives the ids)."},
	{Name: "document_type", Kind: ParamText,
		Description: "Only renders of this document type key (GET /api/v1/documents lists them)."},
}
