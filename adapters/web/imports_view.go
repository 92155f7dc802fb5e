package web

import (
	"net/http"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
)

// importView is the data of /imports/{id}, which follows the import's status:
// the mapping while uploaded, the progress while checking or writing, the
// preview once checked, the outcome once done (with its undo), failed,
// cancelled or undone.
type importView struct {
	ID, File, Kind, Project, Who, When string
	Status                             tabular.Status
	StatusLabel                        string
	Version                            int
	CanAct                             bool
	// ReadAs says how the file was read: "Read as CSV, Windows-1252,
	// semicolon-separated".
	ReadAs string
	// Stale says why an action was refused because the import moved on.
	Stale string
	// Refused lists why the last action was refused (the undo's reasons).
	Refused []string
	Form    *form

	Mapping  *mappingView
	Progress *progressView
	Preview  *importPreview
	Outcome  string
	// Records links to where the import's records are.
	Records, RecordsLabel string
	CanUndo               bool
	UndoUntil             string
}

// progressView is a running step's progress.
type progressView struct {
	Step               string
	Done, Total        int
	Percent            int
	CanCancel, Writing bool
}

func (s *Server) importPage(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.showImport(w, r, v, http.StatusOK, kernel.ID(r.PathValue("id")), nil)
}

// showImport renders the import id as it is now; p, when not nil, carries
// what the last action was refused for (its form's errors, a stale version,
// an undo's reasons).
func (s *Server) showImport(w http.ResponseWriter, r *http.Request, v *viewer, status int, id kernel.ID, p *importView) {
	imp, err := s.deps.Importer.Open(r.Context(), v.Actor(), id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	view := importView{ID: string(imp.ID), File: imp.FileName, Kind: s.kindLabel(imp.Kind), Who: imp.CreatedByName,
		When: formatTime(v.location(), imp.CreatedAt), Status: imp.Status, StatusLabel: statusLabel(imp),
		Version: imp.Version, CanAct: v.mayImport(), ReadAs: readAs(imp), Outcome: imp.Outcome, Form: emptyForm(nil)}
	if p != nil {
		view.Stale, view.Refused = p.Stale, p.Refused
		if p.Form != nil {
			view.Form = p.Form
		}
	}
	if imp.ProjectID != "" {
		view.Records = "/projects/" + string(imp.ProjectID)
		if project, err := s.deps.Records.Open(r.Context(), v.Actor(), imp.ProjectID); err == nil && len(project.Record.Projects) > 0 {
			view.Project = project.Record.Projects[0].Name
		}
		view.RecordsLabel = "Open the project"
	} else {
		view.Records, view.RecordsLabel = "/"+string(imp.Kind), "Open the "+string(imp.Kind)
	}
	spec := s.specOf(imp.Kind)
	switch imp.Status {
	case tabular.StatusUploaded:
		view.Mapping = newMappingView(spec, imp, view.Form)
	case tabular.StatusChecked:
		if r.URL.Query().Get("change") == "mapping" || (p != nil && p.Form != nil) {
			view.Mapping = newMappingView(spec, imp, view.Form)
			break
		}
		view.Preview = newImportPreview(spec, imp, v)
	case tabular.StatusChecking:
		view.Progress = &progressView{Step: "Checking rows", Done: imp.Checked, Total: imp.Rows, CanCancel: true}
	case tabular.StatusWriting:
		view.Progress = &progressView{Step: "Writing records", Done: imp.Written, Total: imp.New + imp.Updated, Writing: true}
	case tabular.StatusDone:
		if imp.WrittenAt != nil {
			until := imp.WrittenAt.Add(tabular.UndoWindow)
			view.CanUndo = view.CanAct && s.clock.Now().Before(until)
			view.UndoUntil = formatTime(v.location(), until)
		}
	}
	if pv := view.Progress; pv != nil && pv.Total > 0 {
		pv.Percent = min(100, pv.Done*100/pv.Total)
	}
	s.page(w, r, status, "import", view)
}

// specOf returns the spec of kind k (zero when the importer has none).
func (s *Server) specOf(k tabular.Kind) tabular.Spec {
	for _, spec := range s.deps.Importer.Specs() {
		if spec.Kind == k {
			return spec
		}
	}
	return tabular.Spec{Kind: k, Label: string(k)}
}

// readAs says how the file was read, for people to catch a wrong guess.
func readAs(imp tabular.Import) string {
	if !strings.EqualFold(imp.Format, "csv") {
		if imp.Format == "" {
			return ""
		}
		return "Read as an " + strings.ToUpper(imp.Format) + " workbook."
	}
	parts := []string{"Read as CSV"}
	if imp.Encoding != "" {
		parts = append(parts, imp.Encoding)
	}
	if d, ok := delimiterNames[imp.Delimiter]; ok {
		parts = append(parts, d)
	} else if imp.Delimiter != "" {
		parts = append(parts, "separated by “"+imp.Delimiter+"”")
	}
	return strings.Join(parts, ", ") + "."
}

var delimiterNames = map[string]string{",": "comma-separated", ";": "semicolon-separated", "\t": "tab-separated",
	"|": "separated by vertical bars"}

// statusLabel says an import's status for people: a checked import is ready
// to confirm only when its check found no error.
func statusLabel(imp tabular.Import) string {
	switch s := imp.Status; s {
	case tabular.StatusUploaded:
		return "Waiting for its mapping"
	case tabular.StatusChecking:
		return "Checking"
	case tabular.StatusChecked:
		if imp.Errors > 0 {
			return "Checked: rows to fix"
		}
		return "Ready to confirm"
	case tabular.StatusWriting:
		return "Writing"
	case tabular.StatusDone:
		return "Imported"
	case tabular.StatusFailed:
		return "Failed"
	case tabular.StatusCancelled:
		return "Cancelled"
	case tabular.StatusUndone:
		return "Undone"
	}
	return string(imp.Status)
}

// importCounts sums up an import's rows for the list: "3 new, 1 update, 2 errors".
func importCounts(imp tabular.Import) string {
	if imp.Status == tabular.StatusUploaded {
		if imp.Rows > 0 {
			return countOf(imp.Rows, "row", "rows")
		}
		return ""
	}
	var parts []string
	for _, c := range []struct {
		n         int
		one, many string
	}{{imp.New, "new", "new"}, {imp.Updated, "update", "updates"}, {imp.Same, "unchanged", "unchanged"},
		{imp.Errors, "error", "errors"}, {imp.Warnings, "warning", "warnings"}} {
		if c.n > 0 {
			parts = append(parts, countOf(c.n, c.one, c.many))
		}
	}
	return strings.Join(parts, ", ")
}

// countOf writes "1 row" or "1,234 rows".
func countOf(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return groupedText(int64(n)) + " " + many
}
