package reporting

// operationsKPIs are the advance's progress, the guest lists and the crew's time,
// computed by the rules the operations reports use so that both agree: a
// required section is done when complete or not applicable (advancing's
// SectionStatus.Done of the status its items give it, Section.ItemStatus:
// complete only when every item is confirmed, as advancing.Packet.Progress,
// the portal, the manager's page and the advance completion report count it,
// so that the KPI, the report's column and a packet's own progress agree); overdue is the overdue advances report's rule for a packet
// with a show and the advance status board's (advancing.Packet.Overdue) for one
// without; hours and labour cost count timesheet entries of every status (draft,
// submitted and approved), as the timesheets and labour cost reports and the tour
// P&L's crew cost do, so that labour cost is these hours at their rates.
var operationsKPIs = []KPI{
	{Key: "advance_completion_rate", Name: "Advance completion rate", Category: "operations", Unit: UnitPercent,
		Grain: "advance section", Description: "How much of the required advance is done, not applicable counting as done; a section is complete only when every one of its items is confirmed, as the portal and the packet's page show it.",
		Formula: "required sections complete (every item confirmed) or not applicable ÷ required sections",
		Facts:   []string{"sections.done", "sections.required"}, Null: "No required advance section in scope.",
		Compute: func(e *Env) Num { return Percent(e.Fact("sections.done"), e.Fact("sections.required")) }},
	{Key: "average_days_to_complete", Name: "Average days to complete", Category: "operations", Unit: UnitDays,
		Grain: "advance section", Description: "How long a required section took, from its packet's creation to its completion; a section marked complete with items still to confirm is not complete.",
		Formula: "Σ (completed at − packet created at) ÷ required sections complete",
		Facts:   []string{"sections.days_to_complete", "sections.completed"},
		Null:    "No required section in scope is complete with a completion time.",
		Compute: func(e *Env) Num { return Div(e.Fact("sections.days_to_complete"), e.Fact("sections.completed")) }},
	{Key: "overdue_advances", Name: "Overdue advances", Category: "operations", Unit: UnitCount, Grain: "advance packet",
		Description: "Packets with a required section not done although their show is days_before_show days away or closer on as_of, or, for a packet without a show, its due date passed.",
		Formula:     "count of packets with a required section open on as_of > show date − days before show (without a show: > the latest required due date)",
		Facts:       []string{"advances.overdue_packets"},
		Null:        "No advance section in scope.",
		Compute:     func(e *Env) Num { return e.Fact("advances.overdue_packets") }},
	{Key: "guest_list_utilisation", Name: "Guest-list utilisation", Category: "operations", Unit: UnitPercent,
		Grain: "show", Description: "How much of the guest places agreed with the promoter the lists take; over 100 is over allocation.",
		Formula: "Σ places approved or checked in ÷ Σ allocation, over the shows on sale with an allocation",
		Facts:   []string{"guests.places", "guests.allocation"},
		Null:    "No confirmed or settled show in scope has a guest allocation.",
		Compute: func(e *Env) Num { return Percent(e.Fact("guests.places"), e.Fact("guests.allocation")) }},
	{Key: "crew_hours", Name: "Crew hours", Category: "operations", Unit: UnitHours, Grain: "person-day",
		Description: "Hours the crew logged on timesheets, regular and overtime, whatever the timesheet's status.",
		Formula:     "(Σ regular minutes + Σ overtime minutes) ÷ 60",
		Facts:       []string{"crew.regular_hours", "crew.overtime_hours"}, Null: "No timesheet entry in scope.",
		Compute: func(e *Env) Num { return Add(e.Fact("crew.regular_hours"), e.Fact("crew.overtime_hours")) }},
	{Key: "overtime_hours", Name: "Overtime hours", Category: "operations", Unit: UnitHours, Grain: "person-day",
		Description: "Hours logged beyond the 12-hour standard day, whatever the timesheet's status.",
		Formula:     "Σ overtime minutes ÷ 60", Facts: []string{"crew.overtime_hours"}, Null: "No timesheet entry in scope.",
		Compute: func(e *Env) Num { return e.Fact("crew.overtime_hours") }},
	{Key: "overtime_share", Name: "Overtime share", Category: "operations", Unit: UnitPercent, Grain: "person-day",
		Description: "How much of the crew's time was overtime.",
		Formula:     "overtime hours ÷ crew hours", KPIs: []string{"overtime_hours", "crew_hours"},
		Null:    "No timesheet entry in scope, or no time logged.",
		Compute: func(e *Env) Num { return Percent(e.KPI("overtime_hours"), e.KPI("crew_hours")) }},
	{Key: "labour_cost", Name: "Labour cost", Category: "operations", Unit: UnitMoney, Grain: "person-day",
		Description: "What the crew cost at their day rates, in the project's home currency: touring crew are paid the day rate for every day of their assignment inside the scope, show, travel or off day, whether or not a timesheet records it, and the timesheets add overtime at 1.5 ×; a person without a crew assignment on the project has no day rate and costs 0.",
		Formula:     "Σ day rate × days engaged (records.EngagementPay) + Σ overtime hours × 1.5 × day rate ÷ 12 (records.OvertimeCost)",
		Facts:       []string{"crew.labour_cost"}, Null: "No timesheet entry and no crew assignment in scope.",
		Compute: func(e *Env) Num { return e.Fact("crew.labour_cost") }},
}
