package main

import (
	"strings"
	"testing"
	"time"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

func TestSnapshotTakeCapturesAReportAndKPIValues(t *testing.T) {
	t.Parallel()
	dsn := seededDSN(t)
	var report, values snapshotTaken
	mustJSON(t, mustRun(t, dsn, "snapshot", "take", "--org", "demo", "report=tour_pnl").stdout, &report)
	mustJSON(t, mustRun(t, dsn, "snapshot", "take", "--org", "demo", "key=gross&key=tickets_sold&group_by=project").stdout, &values)
	if report.Kind != "report" || report.Keys[0] != "tour_pnl" || report.Bytes == 0 || report.Catalog != reporting.Default.Version() {
		t.Errorf("report snapshot = %+v", report)
	}
	if values.Kind != "metrics" || len(values.Keys) != 2 || values.Query["group_by"] != "project" {
		t.Errorf("values snapshot = %+v", values)
	}
	for _, bad := range [][]string{
		{"snapshot", "take", "--org", "demo", "report=no_such_report"},
		{"snapshot", "take", "--org", "demo", "key=gross&report=tour_pnl"},
		{"snapshot", "take", "--org", "nobody", "report=tour_pnl"},
	} {
		if r := roadcase(t, dsn, bad...); r.code == 0 {
			t.Errorf("%s succeeded", strings.Join(bad, " "))
		}
	}
}

func TestAScheduledRunIsTakenOnceWhateverTheReplicas(t *testing.T) {
	t.Parallel()
	dsn := seededDSN(t)
	cfg := loadConfigWith(t, "ROADCASE_SNAPSHOTS=demo daily@02:00 report=tour_pnl")
	cfg.DB = config.DSN(dsn)
	env := environ{log: newLogger(&strings.Builder{}, cfg.Log)}
	due := time.Date(2026, 11, 23, 2, 0, 0, 0, time.UTC)
	if err := withMain(t.Context(), env, cfg, false, func(m *Main) error {
		for range 2 { // two replicas, one due time
			m.takeScheduled(t.Context(), cfg.Snapshots[0], due)
		}
		org, err := m.identityStore.FindOrganizationBySlug(t.Context(), "demo")
		if err != nil {
			return err
		}
		page, err := m.Reporting.Snapshots(t.Context(), org.ID, reporting.SnapshotFilter{Report: "tour_pnl"},
			kernel.PageRequest{Limit: 100})
		if err != nil {
			return err
		}
		scheduled := 0
		for _, s := range page.Data {
			if s.Trigger == reporting.TriggerSchedule {
				scheduled++
			}
		}
		if scheduled != 1 {
			t.Errorf("%d scheduled snapshots, want 1", scheduled)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := config.Load(getenvWith("ROADCASE_SNAPSHOTS=demo hourly report=tour_pnl")); err == nil || !strings.Contains(err.Error(), "demo hourly") {
		t.Errorf("a bad schedule: err = %v, want one naming the entry", err)
	}
}
