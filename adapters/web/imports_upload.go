package web

import (
	"context"
	"crypto/subtle"
	"errors"
	"io"
	"mime"
	"net/http"
	"strings"
)

// MaxUploadBytes bounds a file uploaded to the import pages, as the import
// itself does (a spreadsheet or an export document of 32 MiB).
const MaxUploadBytes = 32 << 20

// maxUploadBody bounds an upload form's whole body: the file and its few
// fields.
const maxUploadBody = MaxUploadBytes + 1<<20

// uploadPaths are the forms that take a file (multipart/form-data); every
// other form is refused one.
var uploadPaths = map[string]bool{"/imports": true, "/exports/import": true}

type uploadTooLargeKey struct{}

// tooLarge reports whether the request's body was over maxUploadBody: its form
// was not read (nor its token checked), and the handler shows the form again
// with the error beside the file, changing nothing.
func tooLarge(r *http.Request) bool { return r.Context().Value(uploadTooLargeKey{}) != nil }

// isMultipart reports whether r's body is a multipart form.
func isMultipart(r *http.Request) bool {
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return ct == "multipart/form-data"
}

// checkUpload is checkCSRF for a form that uploads a file: only the upload
// pages take one, bounded to maxUploadBody and read into memory, and its
// synchronizer token is checked as any form's. A body over the bound reaches
// the handler marked tooLarge, unread.
func (s *Server) checkUpload(w http.ResponseWriter, r *http.Request, next http.Handler) {
	if !uploadPaths[r.URL.Path] {
		s.page(w, r, http.StatusBadRequest, "problem", problemPage("This form could not be read",
			"This form does not take a file. Go back and try again."))
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxUploadBody)
	err := r.ParseMultipartForm(maxUploadBody)
	var big *http.MaxBytesError
	if errors.As(err, &big) || (err != nil && strings.Contains(err.Error(), "request body too large")) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), uploadTooLargeKey{}, true)))
		return
	}
	if err != nil {
		s.page(w, r, http.StatusBadRequest, "problem", problemPage("This form could not be read",
			"The form was malformed. Go back and try again."))
		return
	}
	defer func() { _ = r.MultipartForm.RemoveAll() }()
	want := s.sessions.GetString(r.Context(), keyCSRF)
	got := r.PostForm.Get(csrfField)
	if want == "" || subtle.ConstantTimeCompare([]byte(want), []byte(got)) != 1 {
		s.forbiddenForm(w, r)
		return
	}
	next.ServeHTTP(w, r)
}

// uploaded returns the form's file named field, read whole (at most
// MaxUploadBytes), with its name; "" and nil when none was chosen.
func uploaded(r *http.Request, field string) (string, []byte, error) {
	if r.MultipartForm == nil || len(r.MultipartForm.File[field]) == 0 {
		return "", nil, nil
	}
	h := r.MultipartForm.File[field][0]
	if h.Size > MaxUploadBytes {
		return h.Filename, nil, errTooLarge
	}
	f, err := h.Open()
	if err != nil {
		return h.Filename, nil, err
	}
	defer func() { _ = f.Close() }()
	data, err := io.ReadAll(io.LimitReader(f, MaxUploadBytes+1))
	if err == nil && len(data) > MaxUploadBytes {
		err = errTooLarge
	}
	return h.Filename, data, err
}

var errTooLarge = errors.New("the file is larger than 32 MiB")

// tooLargeMessage is said beside a file field when the file was too large.
const tooLargeMessage = "The file is larger than 32 MiB. Split it into smaller files (by project or by month) and upload each."
