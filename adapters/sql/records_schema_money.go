package sql

// recordsMoneySchema creates budgets, expenses, income, invoices and settlements.
var recordsMoneySchema = []string{
	`CREATE TABLE budget_lines (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id} NOT NULL,
		category TEXT NOT NULL, description TEXT NOT NULL, amount {int} NOT NULL,
		created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, project_id) REFERENCES projects (org_id, id)
	)`,
	`CREATE INDEX budget_lines_project_idx ON budget_lines (org_id, project_id, category)`,
	`CREATE TABLE expenses (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id} NOT NULL,
		show_id {id},
		person_id {id},
		category TEXT NOT NULL, vendor TEXT NOT NULL, description TEXT NOT NULL,
		amount {int} NOT NULL, incurred_on {date} NOT NULL, status TEXT NOT NULL,
		reimbursable {bool} NOT NULL, created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, project_id) REFERENCES projects (org_id, id),
		FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id),
		FOREIGN KEY (org_id, person_id) REFERENCES people (org_id, id)
	)`,
	`CREATE INDEX expenses_category_idx ON expenses (org_id, project_id, category)`,
	`CREATE INDEX expenses_incurred_idx ON expenses (org_id, incurred_on)`,
	`CREATE INDEX expenses_show_idx ON expenses (org_id, show_id)`,
	`CREATE INDEX expenses_person_idx ON expenses (org_id, person_id)`,
	`CREATE TABLE income_lines (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id} NOT NULL,
		show_id {id},
		kind TEXT NOT NULL, description TEXT NOT NULL, amount {int} NOT NULL, received_on {date},
		created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, project_id) REFERENCES projects (org_id, id),
		FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id)
	)`,
	`CREATE INDEX income_lines_project_idx ON income_lines (org_id, project_id, kind)`,
	`CREATE INDEX income_lines_show_idx ON income_lines (org_id, show_id)`,
	`CREATE TABLE invoices (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id} NOT NULL,
		show_id {id},
		number TEXT NOT NULL, client_name TEXT NOT NULL, client_email TEXT NOT NULL,
		client_address TEXT NOT NULL, issued_on {date} NOT NULL, due_on {date} NOT NULL,
		currency TEXT NOT NULL, tax_rate {int} NOT NULL, status TEXT NOT NULL, notes TEXT NOT NULL,
		created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		UNIQUE (org_id, number),
		FOREIGN KEY (org_id, project_id) REFERENCES projects (org_id, id),
		FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id)
	)`,
	`CREATE INDEX invoices_project_idx ON invoices (org_id, project_id)`,
	`CREATE INDEX invoices_due_idx ON invoices (org_id, due_on)`,
	`CREATE INDEX invoices_show_idx ON invoices (org_id, show_id)`,
	`CREATE TABLE invoice_lines (
		org_id {id} NOT NULL,
		id {id} NOT NULL,
		invoice_id {id} NOT NULL,
		position {int} NOT NULL,
		description TEXT NOT NULL, quantity {int} NOT NULL, unit_price {int} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, invoice_id) REFERENCES invoices (org_id, id) ON DELETE CASCADE
	)`,
	`CREATE INDEX invoice_lines_invoice_idx ON invoice_lines (org_id, invoice_id, position)`,
	`CREATE TABLE payments (
		org_id {id} NOT NULL,
		id {id} NOT NULL,
		invoice_id {id} NOT NULL,
		amount {int} NOT NULL, received_on {date} NOT NULL, method TEXT NOT NULL,
		processor_ref TEXT NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, invoice_id) REFERENCES invoices (org_id, id) ON DELETE CASCADE
	)`,
	`CREATE INDEX payments_invoice_idx ON payments (org_id, invoice_id, received_on)`,
	`CREATE INDEX payments_received_idx ON payments (org_id, received_on)`,
	`CREATE TABLE settlements (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		show_id {id} NOT NULL,
		settled_at {time} NOT NULL, gross_box_office {int} NOT NULL, ticket_tax {int} NOT NULL,
		facility_fees {int} NOT NULL, show_expenses {int} NOT NULL, promoter_profit {int} NOT NULL,
		artist_payout {int} NOT NULL, withholding {int} NOT NULL, commission {int} NOT NULL,
		deposits_paid {int} NOT NULL, settled_by TEXT NOT NULL, notes TEXT NOT NULL,
		created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		UNIQUE (org_id, show_id),
		FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id)
	)`,
}
