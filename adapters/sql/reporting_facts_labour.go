package sql

import (
	"context"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/reporting"
)

// labourStatement counts timesheet entries at the day rate of the person's
// earliest crew assignment on the project, by start date then id
// (records.LabourAssignment), 0 without one; an entry with any time worked is a
// day.
const labourStatement = `WITH earliest AS (SELECT project_id, person_id, day_rate,
		ROW_NUMBER() OVER (PARTITION BY project_id, person_id ORDER BY starts_on, id) AS n
	FROM crew_assignments WHERE org_id = ?)
SELECT t.project_id AS project, t.person_id AS person, t.show_id AS show, {month} AS month, t.status,
	COALESCE(c.day_rate, 0) AS day_rate, t.overtime_minutes, COUNT(*) AS entries,
	CAST(SUM(CASE WHEN t.minutes + t.overtime_minutes > 0 THEN 1 ELSE 0 END) AS BIGINT) AS days,
	CAST(SUM(t.minutes) AS BIGINT) AS minutes
FROM timesheet_entries t
	LEFT JOIN earliest c ON c.project_id = t.project_id AND c.person_id = t.person_id AND c.n = 1
WHERE {where}
GROUP BY t.project_id, t.person_id, t.show_id, 4, t.status, COALESCE(c.day_rate, 0), t.overtime_minutes`

func (fs *factScope) labour(ctx context.Context, f *reporting.Facts) error {
	args := []any{fs.org}
	where := fs.where(&args, "t", "t.project_id", "t.show_id", "t.work_date")
	q := strings.NewReplacer("{month}", fs.month("t.work_date"), "{where}", where).Replace(labourStatement)
	return fs.scan(ctx, &f.Labour, q, args...)
}

// perDiemRow is a crew assignment whose span meets the scope's range.
type perDiemRow struct {
	reporting.PerDiemFact
	StartsOn kernel.Date `bun:"starts_on"`
	EndsOn   kernel.Date `bun:"ends_on"`
}

// perDiems reads the assignments whose span meets the scope's range; their days
// in it are reporting.PerDiemDaysIn's, records.CrewAssignment.PerDiemDays of the
// clipped span.
func (fs *factScope) perDiems(ctx context.Context, f *reporting.Facts) error {
	var args []any
	q := `SELECT a.id AS assignment, a.project_id AS project, a.person_id AS person, a.department, a.day_rate,
		a.per_diem_rate, a.starts_on, a.ends_on
	FROM crew_assignments a WHERE ` + fs.where(&args, "a", "a.project_id", "", "")
	if !fs.from.IsZero() {
		q += " AND a.ends_on >= ?"
		args = append(args, fs.from)
	}
	if !fs.to.IsZero() {
		q += " AND a.starts_on <= ?"
		args = append(args, fs.to)
	}
	var rows []perDiemRow
	if err := fs.scan(ctx, &rows, q, args...); err != nil {
		return err
	}
	scope := reporting.Scope{From: fs.from, To: fs.to}
	for _, r := range rows {
		days, ok := reporting.PerDiemDaysIn(records.CrewAssignment{StartsOn: r.StartsOn, EndsOn: r.EndsOn}, scope)
		if ok {
			r.Days = days
			f.PerDiems = append(f.PerDiems, r.PerDiemFact)
		}
	}
	return nil
}
