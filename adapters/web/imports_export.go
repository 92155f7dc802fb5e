package web

import (
	"bytes"
	"net/http"
	"path"
	"sort"
	"strings"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// exportsView is the data of /exports: the organization's downloads, and the
// import of an export document for admins and owners.
type exportsView struct {
	CanExport, CanImport, Workbooks bool
	Form                            *form
	// Problems are what the last import found wrong, each at its place.
	Problems []documentProblem
}

// documentProblem is one thing wrong with an imported document.
type documentProblem struct{ Pointer, Detail string }

// MayExport reports whether the viewer's role offers the export downloads.
func (v *viewer) MayExport() bool { return v.mayImport() }

// mayImportDocument reports whether the viewer's role offers the document
// import.
func (v *viewer) mayImportDocument() bool {
	return v.Current != nil && v.Current.Role.AtLeast(identity.RoleAdmin)
}

func (s *Server) exportsPage(w http.ResponseWriter, r *http.Request, v *viewer) {
	s.showExports(w, r, v, http.StatusOK, emptyForm(nil), nil)
}

func (s *Server) showExports(w http.ResponseWriter, r *http.Request, v *viewer, status int, f *form, problems []documentProblem) {
	s.page(w, r, status, "exports", exportsView{CanExport: v.MayExport(), CanImport: v.mayImportDocument(),
		Workbooks: s.deps.WriteWorkbook != nil, Form: f, Problems: problems})
}

// exportFile serves the organization's export (/exports/organization.json or
// .xlsx) or a project's (/projects/{id}/export/project.json or .xlsx) as an
// attachment.
func (s *Server) exportFile(w http.ResponseWriter, r *http.Request, v *viewer) {
	file := r.PathValue("file")
	format := strings.TrimPrefix(path.Ext(file), ".")
	project := kernel.ID(r.PathValue("id"))
	want := "organization"
	if project != "" {
		want = "project"
	}
	if strings.TrimSuffix(file, path.Ext(file)) != want || (format != "json" && format != "xlsx") ||
		(format == "xlsx" && s.deps.WriteWorkbook == nil) {
		s.fail(w, r, kernel.NotFound("export"))
		return
	}
	doc, err := s.deps.Transfer.ExportRecords(r.Context(), v.Actor(), project)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	name := v.Current.Organization.Slug
	if project != "" && len(doc.Projects) == 1 {
		name += "-" + fileWord(orDefault(doc.Projects[0].Code, doc.Projects[0].Name))
	}
	name += "-" + s.clock.Now().UTC().Format("2006-01-02") + "." + format
	data := doc.MarshalIndent()
	if format == "xlsx" {
		var buf bytes.Buffer
		if err := s.deps.WriteWorkbook(&buf, doc); err != nil {
			s.fail(w, r, err)
			return
		}
		data = buf.Bytes()
	}
	attach(w, name, format, data)
}

// fileWord makes text safe in a file name: letters, digits and dashes.
func fileWord(text string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(text) {
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9':
			b.WriteRune(c)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	return strings.Trim(b.String(), "-")
}

// importDocument loads an uploaded export document (JSON or a workbook) into
// the organization, all or nothing; its problems are listed at their places.
func (s *Server) importDocument(w http.ResponseWriter, r *http.Request, v *viewer) {
	f := emptyForm(nil)
	if tooLarge(r) {
		f.fail("document", tooLargeMessage)
		s.showExports(w, r, v, http.StatusRequestEntityTooLarge, f, nil)
		return
	}
	if !v.mayImportDocument() {
		s.fail(w, r, kernel.Forbidden("insufficient_role", "Importing an export document needs the admin role or above."))
		return
	}
	name, data, err := uploaded(r, "document")
	ext := strings.ToLower(path.Ext(name))
	switch {
	case err == errTooLarge:
		f.fail("document", tooLargeMessage)
	case err != nil:
		f.fail("document", "The file could not be read. Choose it again and upload it.")
	case name == "":
		f.fail("document", "Choose a Roadcase export: a .json file or an .xlsx workbook.")
	case ext != ".json" && (ext != ".xlsx" || s.deps.ReadWorkbook == nil):
		f.fail("document", "Choose a Roadcase export: "+path.Base(name)+" is not a .json file or an .xlsx workbook.")
	}
	if f.Invalid() {
		s.showExports(w, r, v, http.StatusUnprocessableEntity, f, nil)
		return
	}
	var doc exchange.Document
	if ext == ".xlsx" {
		doc, err = s.deps.ReadWorkbook(data)
	} else {
		doc, err = exchange.Decode(bytes.NewReader(data))
	}
	var rep exchange.ImportReport
	if err == nil {
		rep, err = s.deps.Transfer.ImportRecords(r.Context(), v.Actor(), doc)
	}
	if e, ok := kernel.AsError(err); ok && (e.Kind == kernel.KindInvalid || e.Kind == kernel.KindConflict) {
		var problems []documentProblem
		for _, fe := range e.Fields {
			problems = append(problems, documentProblem{Pointer: fe.Pointer, Detail: fe.Detail})
		}
		msg, _, _ := strings.Cut(e.Message, "\n")
		if n := len(problems); n > 0 {
			msg = "Nothing was imported: the file has " + countOf(n, "problem", "problems") + ", listed below."
		} else {
			msg = "Nothing was imported: " + msg
		}
		f.fail("document", msg)
		s.showExports(w, r, v, http.StatusUnprocessableEntity, f, problems)
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.flash(r.Context(), "Imported "+path.Base(name)+": "+recordCounts(rep.Counts)+".")
	seeOther(w, r, "/exports")
}

// recordCounts says how many records of each kind an import brought:
// "1 project, 3 shows, 2 venues".
func recordCounts(counts map[records.Kind]int) string {
	var parts []string
	for k, n := range counts {
		if n > 0 {
			one := strings.ReplaceAll(string(k), "_", " ")
			many := one + "s"
			if k == records.KindPerson {
				many = "people"
			}
			parts = append(parts, countOf(n, one, many))
		}
	}
	sort.Strings(parts)
	if len(parts) == 0 {
		return "no records"
	}
	return strings.Join(parts, ", ")
}
