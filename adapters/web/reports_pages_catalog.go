package web

import (
	"net/http"

	"github.com/roadcase/roadcase/core/reporting"
)

// reportCatalogPage is the data of /reports: the catalog's reports under the
// categories the catalog groups them by, in catalog order.
type reportCatalogPage struct {
	Groups []reportGroup
}

// reportGroup is one category of the catalog with its reports.
type reportGroup struct {
	Key, Title string
	Reports    []reportEntry
}

// reportEntry is one report as the catalog page lists it.
type reportEntry struct {
	Key, Title, Description string
}

// reportCatalog lists every report of the catalog, grouped by category.
func (s *Server) reportCatalog(w http.ResponseWriter, r *http.Request, _ *viewer) {
	s.page(w, r, http.StatusOK, "report_catalog", reportCatalogPage{Groups: groupReports(s.deps.Reporting.Reports())})
}

// groupReports puts reports under their categories, in the order of
// reporting.Categories, leaving out the categories without a report.
func groupReports(reports []*reporting.Report) []reportGroup {
	var groups []reportGroup
	for _, cat := range reporting.Categories {
		g := reportGroup{Key: cat.Key, Title: cat.Title}
		for _, rep := range reports {
			if rep.Category == cat.Key {
				g.Reports = append(g.Reports, reportEntry{Key: rep.Key, Title: rep.Title, Description: rep.Description})
			}
		}
		if len(g.Reports) > 0 {
			groups = append(groups, g)
		}
	}
	return groups
}
