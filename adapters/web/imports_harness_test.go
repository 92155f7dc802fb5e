package web

import (
	"bytes"
	"context"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/roadcase/roadcase/core/identity"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/records"
	"github.com/roadcase/roadcase/core/records/exchange"
	"github.com/roadcase/roadcase/core/records/tabular"
	"github.com/roadcase/roadcase/ports"
)

// importsFixture is the records fixture with the spreadsheet imports and the
// export page mounted over fakes.
type importsFixture struct {
	*recordsFixture
	imports  *importerFake
	transfer *transferFake
}

func newImportsFixture(t *testing.T) *importsFixture {
	t.Helper()
	rf := newRecordsFixture(t)
	f := &importsFixture{recordsFixture: rf, imports: newImporterFake(rf.clock, rf.platform, rf.org),
		transfer: &transferFake{recs: rf.recs, platform: rf.platform}}
	s, err := New(Config{PublicURL: "http://roadcase.test", Clock: rf.clock}, Deps{Accounts: rf.platform,
		Team: rf.platform, Tokens: rf.platform, Sessions: rf.sessions,
		Advancing: rf.adv, Workspace: rf.adv, Send: rf.adv,
		Records: rf.recs, RecordList: rf.recs, RecordData: rf.recs,
		Importer: f.imports, ImportTemplate: fakeTemplate, Transfer: f.transfer,
		WriteWorkbook: func(w io.Writer, doc exchange.Document) error {
			_, err := w.Write(append([]byte("PK workbook of "), doc.MarshalIndent()...))
			return err
		},
		ReadWorkbook: func(data []byte) (exchange.Document, error) {
			return exchange.Decode(bytes.NewReader(bytes.TrimPrefix(data, []byte("PK workbook of "))))
		}})
	if err != nil {
		t.Fatal(err)
	}
	rf.server, rf.handler = s, s.Handler()
	return f
}

// fakeTemplate writes a kind's header, as the spreadsheet adapter's would.
func fakeTemplate(w io.Writer, spec tabular.Spec, format string) error {
	for i, fd := range spec.Fields {
		if i > 0 {
			_, _ = io.WriteString(w, ",")
		}
		_, _ = io.WriteString(w, fd.Label)
	}
	_, err := io.WriteString(w, "\n"+format+"\n")
	return err
}

// transferFake exports the records fake's dataset and imports a document by
// recording it, with roles read as the use case reads them.
type transferFake struct {
	recs     *recordsFake
	platform *platform
	imported []exchange.Document
}

var _ ports.RecordsTransfer = (*transferFake)(nil)

func (f *transferFake) role(actor identity.Actor, least identity.Role, refusal string) error {
	f.platform.mu.Lock()
	defer f.platform.mu.Unlock()
	if role := f.platform.members[actor.OrgID][actor.UserID]; !role.AtLeast(least) {
		return kernel.Forbidden("insufficient_role", refusal)
	}
	return nil
}

func (f *transferFake) ExportRecords(_ context.Context, actor identity.Actor, project kernel.ID) (exchange.Document, error) {
	if err := f.role(actor, identity.RoleManager, "Exporting records needs the manager role or above."); err != nil {
		return exchange.Document{}, err
	}
	d := f.recs.data
	if project != "" {
		if project != d.Projects[0].ID {
			return exchange.Document{}, kernel.NotFound("project")
		}
		d = records.Dataset{Projects: d.Projects, Shows: d.Shows, Venues: d.Venues, People: d.People}
	}
	return exchange.Export(exchange.Organization{Slug: "acme", Name: "Acme Touring", Currency: "EUR", TimeZone: "Europe/Berlin"}, d), nil
}

func (f *transferFake) ImportRecords(_ context.Context, actor identity.Actor, doc exchange.Document) (exchange.ImportReport, error) {
	if err := f.role(actor, identity.RoleAdmin, "Importing an export document needs the admin role or above."); err != nil {
		return exchange.ImportReport{}, err
	}
	if len(f.imported) > 0 {
		e := kernel.Conflict("invalid import document: 1 problem\n  projects[0] (project-1) already exists")
		e.Fields = []kernel.FieldError{{Pointer: "/projects/0", Code: "exists", Detail: "projects[0] (project-1): the organization already has this record"}}
		return exchange.ImportReport{}, e
	}
	f.imported = append(f.imported, doc)
	return exchange.ImportReport{Counts: map[records.Kind]int{records.KindProject: len(doc.Projects), records.KindShow: len(doc.Shows)}}, nil
}

// upload posts a multipart form with the last page's token and the file data
// named name in field file.
func (b *browser) upload(path string, fields url.Values, file, name string, data []byte) response {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	if _, ok := fields[csrfField]; !ok && b.csrf != "" {
		_ = mw.WriteField(csrfField, b.csrf)
	}
	for k, vs := range fields {
		for _, v := range vs {
			_ = mw.WriteField(k, v)
		}
	}
	if name != "" {
		fw, err := mw.CreateFormFile(file, name)
		if err != nil {
			b.f.t.Fatal(err)
		}
		_, _ = fw.Write(data)
	}
	_ = mw.Close()
	r := httptest.NewRequest(http.MethodPost, path, &body)
	r.Header.Set("Content-Type", mw.FormDataContentType())
	r.Header.Set("Sec-Fetch-Site", "same-origin")
	return b.do(r)
}

// routing is a shows sheet with a header the fake guesses but for "Where".
const routing = "Date,Where,Guarantee,Notes\n2026-05-01,Columbiahalle,\"€10,000\",\n2026-05-03,Docks,\"€8,000\",Late load-in\n"

// uploadRouting uploads routing as mia and returns the import's path.
func (f *importsFixture) uploadRouting(t *testing.T, b *browser) string {
	t.Helper()
	b.get("/imports")
	r := b.upload("/imports", url.Values{"kind": {"shows"}, "project_id": {string(f.project.ID)}}, "file", "routing.csv", []byte(routing))
	wantStatus(t, r, http.StatusSeeOther)
	return r.location()
}

// checked moves the import at path to checked, as the check job would.
func (f *importsFixture) checked(path string, change func(*tabular.Import)) {
	f.imports.set(kernel.ID(path[len("/imports/"):]), func(imp *tabular.Import) {
		imp.Status = tabular.StatusChecked
		change(imp)
	})
}

// now is the fixture's time, for an import's WrittenAt.
func (f *importsFixture) now() *time.Time { t := f.clock.Now(); return &t }

// refusal is an undo refused with its reasons, as the use case words it.
func refusal() error {
	return kernel.Conflict("This import cannot be undone: Berlin, 1 May 2026 was changed by Al Admin; " +
		"Docks is now the venue of a show this import did not create.").WithCode("changed_since")
}

// idOf is the id of the import at path.
func (f *importsFixture) idOf(path string) kernel.ID { return kernel.ID(path[len("/imports/"):]) }
