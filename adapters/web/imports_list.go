package web

import (
	"net/http"
	"path"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// importsView is the data of /imports: the organization's imports and, for
// managers and above, the upload form with each kind's templates.
type importsView struct {
	Imports   []importRow
	CanUpload bool
	Form      *form
	Kinds     []option
	Projects  []option
	// ProjectKinds names the kinds whose records go into a project, for the
	// project field's hint.
	ProjectKinds string
	Templates    []templateLink
}

// importRow is one import in the list.
type importRow struct {
	ID, File, Kind, Project, Who, When, Status, Counts string
}

// templateLink is one kind's template downloads.
type templateLink struct {
	Label, XLSX, CSV string
}

// importListLimit is how many imports /imports lists, newest first.
const importListLimit = 50

func (s *Server) importsPage(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.showImports(w, r, v, http.StatusOK, emptyForm(nil))
}

// showImports renders /imports with the upload form f.
func (s *Server) showImports(w http.ResponseWriter, r *http.Request, v *viewer, status int, f *form) {
	ctx := r.Context()
	list, err := s.deps.Importer.List(ctx, v.Actor(), importListLimit)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	projects, err := s.projectOptions(r, v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := importsView{CanUpload: v.mayImport(), Form: f}
	names := map[kernel.ID]string{}
	for _, o := range projects {
		names[kernel.ID(o.Value)] = o.Label
	}
	var scoped []string
	for _, spec := range s.deps.Importer.Specs() {
		p.Kinds = append(p.Kinds, option{Value: string(spec.Kind), Label: spec.Label})
		if spec.Scope == tabular.ScopeProject {
			scoped = append(scoped, strings.ToLower(spec.Label))
		}
		if s.deps.ImportTemplate != nil {
			base := "/imports/templates/" + string(spec.Kind)
			p.Templates = append(p.Templates, templateLink{Label: spec.Label, XLSX: base + ".xlsx", CSV: base + ".csv"})
		}
	}
	p.ProjectKinds = strings.Join(scoped, ", ")
	p.Projects = append([]option{{"", "Choose a project"}}, projects...)
	for _, imp := range list {
		p.Imports = append(p.Imports, importRow{ID: string(imp.ID), File: imp.FileName, Kind: s.kindLabel(imp.Kind),
			Project: names[imp.ProjectID], Who: imp.CreatedByName, When: formatTime(v.location(), imp.CreatedAt),
			Status: statusLabel(imp), Counts: importCounts(imp)})
	}
	s.page(w, r, status, "imports", p)
}

// kindLabel is how the pages name an importable kind.
func (s *Server) kindLabel(k tabular.Kind) string {
	for _, spec := range s.deps.Importer.Specs() {
		if spec.Kind == k {
			return spec.Label
		}
	}
	return string(k)
}

// uploadImport reads the uploaded file and starts an import of it, then goes
// to the import's page (its mapping); a mistake is shown beside its field.
func (s *Server) uploadImport(w http.ResponseWriter, r *http.Request, v *viewer) {
	f := newForm(r, "kind", "project_id")
	if tooLarge(r) {
		f.fail("file", tooLargeMessage)
		s.showImports(w, r, v, http.StatusRequestEntityTooLarge, f)
		return
	}
	if err := mustImport(v); err != nil {
		s.fail(w, r, err)
		return
	}
	name, data, err := uploaded(r, "file")
	switch {
	case err == errTooLarge:
		f.fail("file", tooLargeMessage)
	case err != nil:
		f.fail("file", "The file could not be read. Choose it again and upload it.")
	case name == "":
		f.fail("file", "Choose an .xlsx workbook or a .csv file to upload.")
	case !acceptedFile(name):
		f.fail("file", "Choose an .xlsx workbook or a .csv file: "+path.Base(name)+" is neither.")
	}
	if f.Get("kind") == "" {
		f.fail("kind", "Choose what the file holds.")
	}
	if f.Invalid() {
		s.showImports(w, r, v, http.StatusUnprocessableEntity, f)
		return
	}
	imp, err := s.deps.Importer.Upload(r.Context(), v.Actor(), ports.ImportUpload{Kind: tabular.Kind(f.Get("kind")),
		ProjectID: kernel.ID(f.Get("project_id")), FileName: path.Base(name), Data: data})
	if err != nil {
		if f.absorb(err, map[string]string{"kind": "kind", "project_id": "project_id", "project": "project_id"}) {
			f.moveToFile()
			s.showImports(w, r, v, http.StatusUnprocessableEntity, f)
			return
		}
		s.fail(w, r, err)
		return
	}
	seeOther(w, r, "/imports/"+string(imp.ID))
}

// moveToFile puts an error said for the whole form (the file could not be
// read) beside the file field, where people chose it.
func (f *form) moveToFile() {
	for i, e := range f.Summary {
		if e.Field == "" {
			f.Summary[i].Field = "file"
			if _, seen := f.Errors["file"]; !seen {
				f.Errors["file"] = e.Message
			}
		}
	}
}

// acceptedFile reports whether name is a file the import reads.
func acceptedFile(name string) bool {
	ext := strings.ToLower(path.Ext(name))
	return ext == ".xlsx" || ext == ".csv"
}
