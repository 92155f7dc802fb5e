package main

import (
	"context"
	"net/url"
	"time"

	"github.com/roadcase/roadcase/core/reporting"
	reportingapp "github.com/roadcase/roadcase/core/reporting/app"
)

// snapshotTaken is what `roadcase snapshot take` prints.
type snapshotTaken struct {
	ID      string            `json:"id"`
	Kind    string            `json:"kind"`
	Keys    []string          `json:"keys"`
	Query   map[string]string `json:"query"`
	Catalog string            `json:"catalog_version"`
	TakenAt string            `json:"taken_at"`
	Bytes   int               `json:"bytes"`
}

// cmdSnapshot takes a snapshot of a report or of KPI values for an organization:
// roadcase snapshot take --org SLUG 'report=tour_pnl&from=2026-01-01', or
// 'key=gross&key=net_profit&group_by=project'. The query is the live endpoint's.
func cmdSnapshot(ctx context.Context, env environ, args []string) error {
	if len(args) == 0 || args[0] != "take" {
		return usageError("snapshot needs a verb: roadcase snapshot take --org SLUG QUERY")
	}
	cfg, fs, err := commandFlags("snapshot take", env)
	if err != nil {
		return err
	}
	slug := fs.String("org", "", "organization slug")
	if err := fs.Parse(args[1:]); err != nil {
		return usageErr{err.Error()}
	}
	if *slug == "" || fs.NArg() != 1 {
		return usageError("snapshot take needs --org SLUG and one QUERY such as report=tour_pnl or key=gross&key=tickets_sold")
	}
	q, err := url.ParseQuery(fs.Arg(0))
	if err != nil || (q.Get("report") == "") == (len(q["key"]) == 0) {
		return usageError("the query %q must be report=KEY&… or key=KEY&key=KEY&…", fs.Arg(0))
	}
	return withMain(ctx, env, *cfg, false, func(m *Main) error {
		org, err := m.identityStore.FindOrganizationBySlug(ctx, *slug)
		if err != nil {
			return err
		}
		snap, err := m.Reporting.TakeSnapshot(ctx, org.ID, reportingapp.SnapshotRequestOf(q, reporting.TriggerCommand))
		if err != nil {
			return err
		}
		return printJSON(env, snapshotTaken{ID: snap.ID.String(), Kind: string(snap.Kind), Keys: snap.Keys,
			Query: snap.Query, Catalog: snap.Catalog, TakenAt: snap.TakenAt.Format(time.RFC3339Nano), Bytes: len(snap.Body)})
	})
}
