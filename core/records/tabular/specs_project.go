package tabular

// Keys of the project specs' fields the builders read.
const (
	keyRole        = "role"
	keyDepartment  = "department"
	keyDayRate     = "day_rate"
	keyPerDiem     = "per_diem"
	keyStartDate   = "start_date"
	keyEndDate     = "end_date"
	keyPlusOnes    = "plus_ones"
	keyRequestedBy = "requested_by"
	keyPassType    = "pass_type"
	keyVendor      = "vendor"
	keyRate        = "rate"
	keyPaidBy      = "paid_by"
	keyRepaid      = "reimbursable"
)

// crewSpec is a crew list: one row a person's assignment to the project,
// matched by e-mail, role and start date. A row whose e-mail is no contact yet
// also creates the person from its name columns.
func crewSpec() Spec {
	return Spec{Kind: KindCrew, Label: "Crew", Scope: ScopeProject, MatchBy: []string{keyEmail, keyRole, keyStartDate},
		Fields: []Field{
			help(required(typed(TypeEmail, keyEmail, "E-mail", "/person_id", "sam@example.com", "Email", "Mail", "Email address", "E-mail address")),
				"Finds the person among the contacts; a new e-mail adds the person."),
			text(keyFirstName, "First name", "", "Sam", "First", "Given name", "Forename", "Firstname"),
			text(keyLastName, "Last name", "", "Rivera", "Last", "Surname", "Family name", "Lastname"),
			text(keyName, "Name", "", "", "Full name", "Crew member", "Person", "Crew"),
			text(keyPhone, "Phone", "", "+44 7700 900123", "Mobile", "Cell", "Mobile phone", "Telephone", "Tel"),
			required(text(keyRole, "Role", "/role", "FOH Engineer", "Position", "Job", "Job title", "Title", "Function")),
			text(keyDepartment, "Department", "/department", "audio", "Dept", "Dept.", "Team", "Section"),
			typed(TypeMoney, keyDayRate, "Day rate", "/day_rate", "350.00", "Rate", "Daily rate", "Fee", "Day fee", "Rate per day"),
			typed(TypeMoney, keyPerDiem, "Per diem", "/per_diem_rate", "40.00", "PD", "Per diems", "Per diem rate", "Buyout"),
			help(typed(TypeCurrency, keyCurrency, "Currency", "", "EUR", "Cur", "Ccy"), "Crew rates are in the project's currency; another is refused."),
			required(typed(TypeDate, keyStartDate, "Start date", "/starts_on", "2026-04-28", "Start", "From", "Starts", "First day", "Start day")),
			required(typed(TypeDate, keyEndDate, "End date", "/ends_on", "2026-05-20", "End", "To", "Until", "Ends", "Last day", "End day")),
		}}
}

// guestsSpec is a guest list: one row a guest of one show, matched by the show
// and the guest's name. The show is named by its date, and by its venue when
// the project has two shows that day.
func guestsSpec() Spec {
	statuses := []Choice{{"requested", "Requested"}, {"approved", "Approved"}, {"declined", "Declined"}, {"checked_in", "Checked in"}}
	return Spec{Kind: KindGuests, Label: "Guest list", Scope: ScopeProject, MatchBy: []string{keyShowDate, keyName},
		Fields: []Field{
			required(typed(TypeDate, keyShowDate, "Show date", "/show_id", "2026-05-01", "Date", "Show", "Day", "Event date")),
			help(typed(TypeReference, keyVenue, "Venue", "", "Paradiso", "Venue name", "Location"), "Needed only when the project has two shows that day."),
			required(text(keyName, "Name", "/name", "Alex Morgan", "Guest", "Guest name", "Full name")),
			typed(TypeInteger, keyPlusOnes, "Plus-ones", "/plus_ones", "1", "+1", "Plus ones", "Plus one", "Plus 1", "Extra", "Guests"),
			text(keyCategory, "Category", "/category", "industry", "Type", "Guest type", "Kind"),
			text(keyRequestedBy, "Requested by", "/requested_by", "Band", "Requester", "Comped by", "On behalf of", "Guest of", "Whose guest"),
			help(choice(keyStatus, "Status", "/status", "approved", statuses, "State"), "Requested when left empty."),
			text(keyPassType, "Pass", "/pass_type", "aftershow", "Pass type", "Access", "Laminate", "Ticket type"),
			text(keyNotes, "Notes", "/notes", "", "Note", "Comments", "Remarks"),
		}}
}

// budgetSpec is a budget: one row a line, in the project's currency, matched
// by category and description (and its show, when it budgets for one).
func budgetSpec() Spec {
	return Spec{Kind: KindBudget, Label: "Budget", Scope: ScopeProject, MatchBy: []string{keyCategory, keyDescription, keyShowDate},
		Fields: []Field{
			required(text(keyCategory, "Category", "/category", "travel", "Budget category", "Cost category", "Group", "Account")),
			text(keyDescription, "Description", "/description", "Nightliner, 21 days", "Item", "Line", "Detail", "Details", "What"),
			required(typed(TypeMoney, keyAmount, "Amount", "/amount", "18500.00", "Budget", "Total", "Cost", "Value", "Sum")),
			help(typed(TypeDate, keyShowDate, "Show date", "/show_id", "", "Date", "Show", "Day"), "Left empty for a line of the whole project."),
			help(typed(TypeReference, keyVenue, "Venue", "", "", "Venue name", "Location"), "Needed only when the project has two shows that day."),
		}}
}

// expensesSpec is an expense list: one row money spent, matched by date,
// description and amount.
func expensesSpec() Spec {
	statuses := []Choice{{"pending", "Pending"}, {"approved", "Approved"}, {"paid", "Paid"}, {"rejected", "Rejected"}}
	yesNo := []Choice{{"yes", "Yes"}, {"no", "No"}}
	return Spec{Kind: KindExpense, Label: "Expenses", Scope: ScopeProject, MatchBy: []string{keyDate, keyDescription, keyAmount},
		Fields: []Field{
			required(typed(TypeDate, keyDate, "Date", "/incurred_on", "2026-05-02", "Incurred", "Incurred on", "Spent on", "Receipt date", "Day")),
			required(text(keyCategory, "Category", "/category", "catering", "Expense category", "Cost category", "Type", "Account")),
			text(keyVendor, "Vendor", "/vendor", "Albert Heijn", "Supplier", "Payee", "Merchant", "Shop", "Paid to"),
			text(keyDescription, "Description", "/description", "Dressing room rider top-up", "Item", "Details", "What", "Memo"),
			required(typed(TypeMoney, keyAmount, "Amount", "/amount", "86.40", "Total", "Cost", "Gross", "Sum", "Value")),
			help(typed(TypeCurrency, keyCurrency, "Currency", "/currency", "EUR", "Cur", "Ccy"), "The project's currency when left empty."),
			help(typed(TypeText, keyRate, "Rate", "/rate", "", "Exchange rate", "FX rate", "FX"), "Into the project's currency; 1 when left empty in the project's currency."),
			help(choice(keyStatus, "Status", "/status", "pending", statuses, "State", "Approval"), "Pending when left empty."),
			choice(keyRepaid, "Reimbursable", "/reimbursable", "yes", yesNo, "Reimburse", "To reimburse", "Out of pocket", "Refund"),
			help(typed(TypeEmail, keyPaidBy, "Paid by", "/person_id", "sam@example.com", "Spent by", "Claimant", "Paid by e-mail", "Person"),
				"The e-mail of the contact who spent it; left empty when the office paid."),
			help(typed(TypeDate, keyShowDate, "Show date", "/show_id", "", "Show", "Show day"), "Left empty for an expense of the whole project."),
		}}
}
