package web

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// mappingView is the mapping form: the sheet, and for each column its header,
// its first values and the field it holds.
type mappingView struct {
	Sheets  []option
	Sheet   string
	Columns []mappingColumn
	// Missing names the required fields no column holds yet.
	Missing []string
}

// mappingColumn is one column of the mapping form.
type mappingColumn struct {
	Name, Letter, Header, Error string
	Samples                     []string
	Chosen                      string
	Fields                      []option
}

// ignoreColumn is the choice of a column that holds nothing to import.
var ignoreColumn = option{Value: "", Label: "Ignore this column"}

// newMappingView builds the mapping form of imp: each column's field as f
// holds it when it was posted, else as the import guessed it.
func newMappingView(spec tabular.Spec, imp tabular.Import, f *form) *mappingView {
	m := &mappingView{Sheet: imp.Sheet}
	if len(imp.Sheets) > 1 {
		for _, name := range imp.Sheets {
			m.Sheets = append(m.Sheets, option{Value: name, Label: name})
		}
	}
	fields := []option{ignoreColumn}
	for _, fd := range spec.Fields {
		label := fd.Label
		if fd.Required {
			label += " (required)"
		}
		fields = append(fields, option{Value: fd.Key, Label: label})
	}
	held := map[string]bool{}
	for i, header := range imp.Header {
		c := mappingColumn{Name: columnInput(i), Letter: tabular.ColumnName(i), Header: header, Fields: fields,
			Error: f.Error(columnInput(i))}
		if posted, ok := f.Values[c.Name]; ok {
			c.Chosen = posted
		} else if i < len(imp.Mapping) {
			c.Chosen = imp.Mapping[i]
		}
		held[c.Chosen] = true
		for _, row := range imp.Sample {
			if i < len(row) && row[i] != "" {
				c.Samples = append(c.Samples, row[i])
			}
		}
		m.Columns = append(m.Columns, c)
	}
	for _, fd := range spec.Fields {
		if fd.Required && !held[fd.Key] {
			m.Missing = append(m.Missing, fd.Label)
		}
	}
	return m
}

// columnInput names the select of column i.
func columnInput(i int) string { return "column-" + strconv.Itoa(i) }

// mapImport sets the sheet and the mapping chosen and starts the check; a
// refused mapping is shown again with each mistake beside its column.
func (s *Server) mapImport(w http.ResponseWriter, r *http.Request, v *viewer) {
	id := kernel.ID(r.PathValue("id"))
	if err := mustImport(v); err != nil {
		s.fail(w, r, err)
		return
	}
	version := postedVersion(r)
	f := &form{Values: map[string]string{}, Errors: map[string]string{}}
	choice := ports.ImportChoice{Sheet: r.PostForm.Get("sheet")}
	if r.PostForm.Get("change_sheet") == "" {
		columns, _ := strconv.Atoi(r.PostForm.Get("columns"))
		for i := range min(columns, 10_000) {
			key := r.PostForm.Get(columnInput(i))
			f.Values[columnInput(i)] = key
			choice.Mapping = append(choice.Mapping, key)
		}
	}
	_, err := s.deps.Importer.Map(r.Context(), v.Actor(), id, version, choice)
	s.afterAction(w, r, v, id, err, func(e *kernel.Error) bool {
		if e.Kind != kernel.KindInvalid {
			return false
		}
		absorbColumns(f, e)
		return true
	}, f)
}

// absorbColumns puts a refused mapping's errors beside their columns: a
// pointer with a number in it ("/mapping/3") is about that column.
func absorbColumns(f *form, e *kernel.Error) {
	if len(e.Fields) == 0 {
		f.fail("", e.Message)
		return
	}
	for _, fe := range e.Fields {
		field := ""
		for _, seg := range strings.Split(fe.Pointer, "/") {
			if n, err := strconv.Atoi(seg); err == nil && n >= 0 {
				field = columnInput(n)
				break
			}
		}
		f.fail(field, fe.Detail)
	}
}
