package sql

// recordsLogisticsSchema creates crew, timesheets, the schedule, travel, lodging and
// guest lists.
var recordsLogisticsSchema = []string{
	`CREATE TABLE crew_assignments (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id} NOT NULL,
		person_id {id} NOT NULL,
		role TEXT NOT NULL, department TEXT NOT NULL, day_rate {int} NOT NULL,
		per_diem_rate {int} NOT NULL, starts_on {date} NOT NULL, ends_on {date} NOT NULL,
		created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, project_id) REFERENCES projects (org_id, id),
		FOREIGN KEY (org_id, person_id) REFERENCES people (org_id, id)
	)`,
	`CREATE INDEX crew_assignments_project_idx ON crew_assignments (org_id, project_id, starts_on)`,
	`CREATE INDEX crew_assignments_person_idx ON crew_assignments (org_id, person_id)`,
	`CREATE TABLE timesheet_entries (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id} NOT NULL,
		show_id {id},
		person_id {id} NOT NULL,
		work_date {date} NOT NULL, minutes {int} NOT NULL, overtime_minutes {int} NOT NULL,
		status TEXT NOT NULL, notes TEXT NOT NULL, created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, project_id) REFERENCES projects (org_id, id),
		FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id),
		FOREIGN KEY (org_id, person_id) REFERENCES people (org_id, id)
	)`,
	`CREATE INDEX timesheet_entries_project_idx ON timesheet_entries (org_id, project_id, work_date)`,
	`CREATE INDEX timesheet_entries_person_idx ON timesheet_entries (org_id, person_id, work_date)`,
	`CREATE INDEX timesheet_entries_show_idx ON timesheet_entries (org_id, show_id)`,
	`CREATE TABLE schedule_items (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id} NOT NULL,
		show_id {id},
		kind TEXT NOT NULL, title TEXT NOT NULL, starts_at {time} NOT NULL, ends_at {time},
		time_zone TEXT NOT NULL, location TEXT NOT NULL, notes TEXT NOT NULL, created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, project_id) REFERENCES projects (org_id, id),
		FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id)
	)`,
	`CREATE INDEX schedule_items_project_idx ON schedule_items (org_id, project_id, starts_at)`,
	`CREATE INDEX schedule_items_show_idx ON schedule_items (org_id, show_id)`,
	`CREATE TABLE travel_segments (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id} NOT NULL,
		mode TEXT NOT NULL, carrier TEXT NOT NULL, number TEXT NOT NULL, from_place TEXT NOT NULL,
		to_place TEXT NOT NULL, departs_at {time} NOT NULL, arrives_at {time} NOT NULL,
		depart_time_zone TEXT NOT NULL, arrive_time_zone TEXT NOT NULL, confirmation TEXT NOT NULL,
		cost {int} NOT NULL, notes TEXT NOT NULL, created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, project_id) REFERENCES projects (org_id, id)
	)`,
	`CREATE INDEX travel_segments_project_idx ON travel_segments (org_id, project_id, departs_at)`,
	`CREATE TABLE travel_passengers (
		org_id {id} NOT NULL,
		travel_id {id} NOT NULL,
		person_id {id} NOT NULL,
		PRIMARY KEY (org_id, travel_id, person_id),
		FOREIGN KEY (org_id, travel_id) REFERENCES travel_segments (org_id, id) ON DELETE CASCADE,
		FOREIGN KEY (org_id, person_id) REFERENCES people (org_id, id)
	)`,
	`CREATE INDEX travel_passengers_person_idx ON travel_passengers (org_id, person_id)`,
	`CREATE TABLE accommodations (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		project_id {id} NOT NULL,
		show_id {id},
		hotel_name TEXT NOT NULL, address TEXT NOT NULL, city TEXT NOT NULL, phone TEXT NOT NULL,
		check_in {date} NOT NULL, check_out {date} NOT NULL, confirmation TEXT NOT NULL,
		notes TEXT NOT NULL, created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, project_id) REFERENCES projects (org_id, id),
		FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id)
	)`,
	`CREATE INDEX accommodations_project_idx ON accommodations (org_id, project_id, check_in)`,
	`CREATE INDEX accommodations_show_idx ON accommodations (org_id, show_id)`,
	`CREATE TABLE rooms (
		org_id {id} NOT NULL,
		id {id} NOT NULL,
		accommodation_id {id} NOT NULL,
		position {int} NOT NULL,
		room_type TEXT NOT NULL, nightly_rate {int} NOT NULL, confirmation TEXT NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, accommodation_id) REFERENCES accommodations (org_id, id) ON DELETE CASCADE
	)`,
	`CREATE INDEX rooms_accommodation_idx ON rooms (org_id, accommodation_id, position)`,
	`CREATE TABLE room_occupants (
		org_id {id} NOT NULL,
		room_id {id} NOT NULL,
		person_id {id} NOT NULL,
		PRIMARY KEY (org_id, room_id, person_id),
		FOREIGN KEY (org_id, room_id) REFERENCES rooms (org_id, id) ON DELETE CASCADE,
		FOREIGN KEY (org_id, person_id) REFERENCES people (org_id, id)
	)`,
	`CREATE INDEX room_occupants_person_idx ON room_occupants (org_id, person_id)`,
	`CREATE TABLE guest_list_entries (
		org_id {id} NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
		id {id} NOT NULL,
		show_id {id} NOT NULL,
		name TEXT NOT NULL, plus_ones {int} NOT NULL, category TEXT NOT NULL,
		requested_by TEXT NOT NULL, status TEXT NOT NULL, pass_type TEXT NOT NULL,
		notes TEXT NOT NULL, created_at {time} NOT NULL,
		PRIMARY KEY (org_id, id),
		FOREIGN KEY (org_id, show_id) REFERENCES shows (org_id, id)
	)`,
	`CREATE INDEX guest_list_entries_show_idx ON guest_list_entries (org_id, show_id)`,
}
