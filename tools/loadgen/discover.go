package main

import (
	"context"
	"fmt"
	"net/url"
	"slices"
)

// discovered holds the ids the mixed workload asks for, found through the API.
type discovered struct {
	projects, shows, packets []string
}

// discover reads the organization's projects from the projects_overview report,
// its shows from the show_pnl report and its advance packets from each project's
// packet graph. It fails when any of the three is empty, as it is before the demo
// (or an import) has filled the organization.
func (c client) discover(ctx context.Context) (discovered, error) {
	var d discovered
	var err error
	if d.projects, err = c.reportColumn(ctx, "projects_overview", "project_id"); err != nil {
		return d, err
	}
	if d.shows, err = c.reportColumn(ctx, "show_pnl", "show_id"); err != nil {
		return d, err
	}
	for _, p := range d.projects {
		var v struct {
			Graph struct {
				Nodes []struct {
					ID   string `json:"id"`
					Type string `json:"type"`
				} `json:"nodes"`
			} `json:"graph"`
		}
		if err := c.getJSON(ctx, "/api/v1/projects/"+url.PathEscape(p)+"/advance-packets", &v); err != nil {
			return d, err
		}
		for _, n := range v.Graph.Nodes {
			if n.Type == "packet" {
				d.packets = append(d.packets, n.ID)
			}
		}
	}
	for what, ids := range map[string][]string{"projects": d.projects, "shows": d.shows, "advance packets": d.packets} {
		if len(ids) == 0 {
			return d, fmt.Errorf("the API lists no %s for this token's organization: load the demo (serve --demo) or import data first", what)
		}
	}
	return d, nil
}

// reportColumn returns the distinct non-empty values of one id column of a
// report's first page.
func (c client) reportColumn(ctx context.Context, report, column string) ([]string, error) {
	var v struct {
		Rows []map[string]any `json:"rows"`
	}
	if err := c.getJSON(ctx, "/api/v1/reports/"+report, &v); err != nil {
		return nil, err
	}
	var ids []string
	for _, row := range v.Rows {
		if id, ok := row[column].(string); ok && id != "" && !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	return ids, nil
}
