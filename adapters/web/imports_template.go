package web

import (
	"bytes"
	"net/http"
	"path"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// Content types of the files the pages offer.
const (
	contentXLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
	contentCSV  = "text/csv; charset=utf-8"
	contentJSON = "application/json"
)

// importTemplate serves a kind's template, "shows.xlsx" or "shows.csv": its
// header row and one example row, as an attachment.
func (s *Server) importTemplate(w http.ResponseWriter, r *http.Request, _ *viewer) {
	file := r.PathValue("file")
	ext := path.Ext(file)
	kind := tabular.Kind(strings.TrimSuffix(file, ext))
	format := strings.TrimPrefix(ext, ".")
	spec, ok := s.importSpec(kind)
	if !ok || s.deps.ImportTemplate == nil || (format != "xlsx" && format != "csv") {
		s.fail(w, r, kernel.NotFound("template"))
		return
	}
	var buf bytes.Buffer
	if err := s.deps.ImportTemplate(&buf, spec, format); err != nil {
		s.fail(w, r, err)
		return
	}
	attach(w, "roadcase-"+string(kind)+"-template."+format, format, buf.Bytes())
}

// importSpec returns the importer's spec of kind k.
func (s *Server) importSpec(k tabular.Kind) (tabular.Spec, bool) {
	for _, spec := range s.deps.Importer.Specs() {
		if spec.Kind == k {
			return spec, true
		}
	}
	return tabular.Spec{}, false
}

// attach answers with data as a download named name of format "xlsx", "csv"
// or "json".
func attach(w http.ResponseWriter, name, format string, data []byte) {
	types := map[string]string{"xlsx": contentXLSX, "csv": contentCSV, "json": contentJSON}
	w.Header().Set("Content-Type", types[format])
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(data)
}
