package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
)

// mixWorkload discovers through the API the ids the mixed workload asks for
// (projects, shows and advance packets, read from the reports and the packet
// graphs as any client would) and returns its targets with their default
// weights. The weights say roughly how often each request comes in a touring
// office's working day: contracts and renders most, advancing reads least;
// -weights changes them.
func (c client) mixWorkload(ctx context.Context) ([]target, error) {
	data, err := c.renderBody(ctx, "invoice", "")
	if err != nil {
		return nil, err
	}
	ids, err := c.discover(ctx)
	if err != nil {
		return nil, err
	}
	each := func(format string, ids []string) []request {
		out := make([]request, len(ids))
		for i, id := range ids {
			out[i] = request{path: fmt.Sprintf(format, url.PathEscape(id))}
		}
		return out
	}
	records := make([]request, len(ids.shows))
	for i, id := range ids.shows {
		body, _ := json.Marshal(map[string]string{"record_id": id})
		records[i] = request{path: "/api/v1/documents/day-sheet/render", body: body}
	}
	get, post := http.MethodGet, http.MethodPost
	return []target{
		{"catalog", 20, get, []request{{path: "/api/v1/documents/invoice"}}},
		{"render-data", 15, post, []request{{path: "/api/v1/documents/invoice/render", body: data}}},
		{"render-record", 15, post, records},
		{"packets", 10, get, each("/api/v1/projects/%s/advance-packets", ids.projects)},
		{"send-batches", 10, get, each("/api/v1/advance-packets/%s/send-batches", ids.packets)},
		{"metric-values", 15, get, []request{{path: "/api/v1/metrics/values?key=gross&key=net_profit&group_by=project"}}},
		{"report", 15, get, each("/api/v1/reports/show_pnl?project_id=%s", ids.projects)},
	}, nil
}

// getWorkload is -get's one target: GET path.
func getWorkload(path string) []target {
	return []target{{name: "GET " + path, weight: 1, method: http.MethodGet, requests: []request{{path: path}}}}
}

// renderWorkload is the default one target: a render of docType from its sample,
// or from record when it is set.
func (c client) renderWorkload(ctx context.Context, docType, record string) ([]target, error) {
	body, err := c.renderBody(ctx, docType, record)
	if err != nil {
		return nil, err
	}
	return []target{{name: "render " + docType, weight: 1, method: http.MethodPost,
		requests: []request{{path: "/api/v1/documents/" + url.PathEscape(docType) + "/render", body: body}}}}, nil
}
