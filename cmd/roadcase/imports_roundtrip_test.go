package main

import (
	"bytes"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/roadcase/roadcase/adapters/smtp/smtptest"
	"github.com/roadcase/roadcase/cmd/roadcase/servetest"
	"github.com/roadcase/roadcase/core/records/exchange"
)

// TestAProjectExportedFromThePagesImportsIntoANewOrganization drives the real
// binary's pages without a browser: the demo's owner exports a project as an
// .xlsx workbook from its page; a new user signs up with a new organization
// and imports the workbook on /exports; the project exported again from the
// new organization is the same document (but for the organization block).
func TestAProjectExportedFromThePagesImportsIntoANewOrganization(t *testing.T) {
	t.Parallel() // its server has its own environment (smtpEnv)
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	mails := smtptest.Start(t, "none", "", "")
	srv := servetest.StartDemo(t, buildBinary(t), filepath.Join(t.TempDir(), "roadcase.db"), smtpEnv(mails)...)
	owner := newBrowserlessClient(t, srv.URL)
	owner.submit("/signin", "/signin", url.Values{"email": {srv.Email}, "password": {srv.Password}}, http.StatusSeeOther)
	project := firstListedProject(t, owner)
	workbook, ct := owner.download("/projects/" + project + "/export/project.xlsx")
	if ct != "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" {
		t.Fatalf("the workbook came as %q", ct)
	}
	before := decodeDocument(t, owner, "/projects/"+project+"/export/project.json")
	if len(before.Projects) != 1 || len(before.Shows) == 0 || len(before.Venues) == 0 {
		t.Fatalf("the project's export holds %d projects, %d shows, %d venues", len(before.Projects), len(before.Shows), len(before.Venues))
	}

	const email, password = "nia@example.com", "a new organization for the autumn"
	nia := newBrowserlessClient(t, srv.URL)
	nia.submit("/signup", "/signup", url.Values{"name": {"Nia New"}, "email": {email}, "password": {password},
		"organization_name": {"Nia Touring"}, "currency": {"EUR"}, "time_zone": {"Europe/Berlin"}}, http.StatusOK)
	link, _ := url.Parse(mailLink(t, mails, email, "/verify?token="))
	nia.submit(link.RequestURI(), "/verify", url.Values{"token": {link.Query().Get("token")}}, http.StatusOK)
	nia.submit("/signin", "/signin", url.Values{"email": {email}, "password": {password}}, http.StatusSeeOther)
	if status := nia.upload("/exports", "/exports/import", "document", "project.xlsx", workbook); status != http.StatusSeeOther {
		t.Fatalf("importing the workbook: %d", status)
	}
	after := decodeDocument(t, nia, "/projects/"+firstListedProject(t, nia)+"/export/project.json")
	before.Organization, after.Organization = exchange.Organization{}, exchange.Organization{}
	if !bytes.Equal(before.MarshalIndent(), after.MarshalIndent()) {
		t.Errorf("exported again from the new organization:\n%s\nwant:\n%s", after.MarshalIndent(), before.MarshalIndent())
	}
}

var projectLink = regexp.MustCompile(`href="/projects/([0-9a-f-]{36})"`)

// firstListedProject returns the id of the first project /projects lists.
func firstListedProject(t *testing.T, b *browserlessClient) string {
	t.Helper()
	body, _ := b.download("/projects")
	m := projectLink.FindSubmatch(body)
	if m == nil {
		t.Fatalf("no project on /projects:\n%s", body)
	}
	return string(m[1])
}

// decodeDocument downloads the export document at path.
func decodeDocument(t *testing.T, b *browserlessClient, path string) exchange.Document {
	t.Helper()
	data, _ := b.download(path)
	doc, err := exchange.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return doc
}

// download GETs path and returns its body and content type; anything but 200
// fails the test.
func (b *browserlessClient) download(path string) ([]byte, string) {
	b.t.Helper()
	resp, err := b.c.Get(b.base + path)
	if err != nil {
		b.t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		b.t.Fatalf("GET %s: %d %v\n%s", path, resp.StatusCode, err, body)
	}
	return body, resp.Header.Get("Content-Type")
}

// upload posts data as the file field of a multipart form to action, with the
// form token of formPage, and returns the status.
func (b *browserlessClient) upload(formPage, action, field, name string, data []byte) int {
	b.t.Helper()
	page, _ := b.download(formPage)
	m := csrfField.FindSubmatch(page)
	if m == nil {
		b.t.Fatalf("no form token on %s", formPage)
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	_ = mw.WriteField("csrf_token", string(m[1]))
	fw, err := mw.CreateFormFile(field, name)
	if err != nil {
		b.t.Fatal(err)
	}
	_, _ = fw.Write(data)
	_ = mw.Close()
	resp, err := b.c.Post(b.base+action, mw.FormDataContentType(), &body)
	if err != nil {
		b.t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	answer, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusSeeOther {
		b.t.Logf("POST %s answered:\n%s", action, answer)
	}
	return resp.StatusCode
}
