package sql

// recordsShowSchema creates the places, people, projects and shows.
var recordsShowSchema = []string{
	`CREATE TABLE venues (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		name TEXT NOT NULL, address TEXT NOT NULL, city TEXT NOT NULL, region TEXT NOT NULL,
		postal_code TEXT NOT NULL, country TEXT NOT NULL, time_zone TEXT NOT NULL,
		capacity {int} NOT NULL, phone TEXT NOT NULL, email TEXT NOT NULL, website TEXT NOT NULL,
		notes TEXT NOT NULL, created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id)
	)`,
	`CREATE TABLE people (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
		company TEXT NOT NULL, title TEXT NOT NULL, notes TEXT NOT NULL, created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id)
	)`,
	`CREATE TABLE venue_contacts (
		org_id {id} NOT NULL,
		venue_id {id} NOT NULL,
		person_id {id} NOT NULL,
		role TEXT NOT NULL,
		PRIMARY KEY (org_id, venue_id, person_id, role),
		FOREIGN KEY (org_id, venue_id) REFERENCES venues (org_id, id) ON DELETE CASCADE,
		FOREIGN KEY (org_id, person_id) REFERENCES people (org_id, id)
	)`,
	`CREATE INDEX venue_contacts_person_idx ON venue_contacts (org_id, person_id)`,
	`CREATE TABLE projects (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		name TEXT NOT NULL, code TEXT NOT NULL, kind TEXT NOT NULL, status TEXT NOT NULL,
		artist TEXT NOT NULL, currency TEXT NOT NULL, starts_on {date}, ends_on {date},
		notes TEXT NOT NULL, created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id)
	)`,
	`CREATE INDEX projects_starts_idx ON projects (org_id, starts_on)`,
	`CREATE TABLE shows (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id} NOT NULL,
		venue_id {id} NOT NULL,
		date {date} NOT NULL, status TEXT NOT NULL, stage TEXT NOT NULL, time_zone TEXT NOT NULL,
		doors_at {time}, starts_at {time}, curfew_at {time}, capacity {int} NOT NULL,
		deal_type TEXT NOT NULL, guarantee {int} NOT NULL, artist_percent {int} NOT NULL,
		promoter_profit_percent {int} NOT NULL, show_expenses {int} NOT NULL,
		facility_fee_per_ticket {int} NOT NULL, ticket_tax_rate {int} NOT NULL, deposit {int} NOT NULL,
		commission_rate {int} NOT NULL, withholding_rate {int} NOT NULL,
		scanned_attendance {int}, merch_gross {int} NOT NULL, venue_merch_rate {int} NOT NULL,
		notes TEXT NOT NULL, created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, project_id) REFERENCES projects (org_id, id),
		FOREIGN KEY (org_id, venue_id) REFERENCES venues (org_id, id)
	)`,
	`CREATE INDEX shows_project_idx ON shows (org_id, project_id, date)`,
	`CREATE INDEX shows_date_idx ON shows (org_id, date)`,
	`CREATE INDEX shows_venue_idx ON shows (org_id, venue_id)`,
	`CREATE TABLE show_contacts (
		org_id {id} NOT NULL,
		show_id {id} NOT NULL,
		person_id {id} NOT NULL,
		role TEXT NOT NULL,
		PRIMARY KEY (org_id, show_id, person_id, role),
		FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id) ON DELETE CASCADE,
		FOREIGN KEY (org_id, person_id) REFERENCES people (org_id, id)
	)`,
	`CREATE INDEX show_contacts_person_idx ON show_contacts (org_id, person_id)`,
	`CREATE TABLE ticket_tiers (
		org_id {id} NOT NULL,
		id {id} NOT NULL,
		show_id {id} NOT NULL,
		position {int} NOT NULL,
		name TEXT NOT NULL, price {int} NOT NULL, allotment {int} NOT NULL, sold {int} NOT NULL,
		comps {int} NOT NULL, kills {int} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id) ON DELETE CASCADE
	)`,
	`CREATE INDEX ticket_tiers_show_idx ON ticket_tiers (org_id, show_id, position)`,
}
