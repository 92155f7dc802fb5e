package http

import (
	"errors"
	"fmt"
	"net/http/httptest"
	"reflect"
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
)

func TestKernelErrorsMapToOneStatusEach(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		err        error
		wantStatus int
		wantCode   string
		wantDetail string
		wantErrors []ProblemError
	}{
		{"an invalid input is 422 with its field pointers",
			kernel.Invalid("invalid show", kernel.FieldError{Pointer: "/date", Detail: "bad date", Code: "invalid_date"}),
			422, "invalid", "invalid show", []ProblemError{{Pointer: "/date", Detail: "bad date", Code: "invalid_date"}}},
		{"a missing record is 404", kernel.NotFound("project"), 404, "not_found", "project not found", nil},
		{"a wrapped missing record is still 404", fmt.Errorf("load: %w", kernel.NotFound("packet")),
			404, "not_found", "packet not found", nil},
		{"a conflict is 409", kernel.Conflict("slug taken"), 409, "conflict", "slug taken", nil},
		{"an unauthenticated error is 401", kernel.Unauthenticated("invalid_token", "token expired"),
			401, "invalid_token", "token expired", nil},
		{"a forbidden error is 403 with its own code", kernel.Forbidden("not_a_member", "not a member"),
			403, "not_a_member", "not a member", nil},
		{"an unavailable dependency is 503", kernel.Unavailable("database unavailable", errors.New("dial tcp")),
			503, "unavailable", "database unavailable", nil},
		{"an internal error is 500 with a generic detail", kernel.Internal(errors.New("secret cause")),
			500, "internal", internalDetail, nil},
		{"an error of another type is 500 with a generic detail", errors.New("plain"),
			500, "internal", internalDetail, nil},
		{"a kernel error without a code uses its kind", &kernel.Error{Kind: kernel.KindConflict, Message: "m"},
			409, "conflict", "m", nil},
	}
	s := newServer(Config{}, Deps{})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := newContext(httptest.NewRecorder(), mustRequest(t), "", nil)
			p, _ := s.problemFor(c, tt.err)
			if p.Status != tt.wantStatus || p.Code != tt.wantCode || p.Detail != tt.wantDetail {
				t.Fatalf("problem = %+v, want %d %q %q", p, tt.wantStatus, tt.wantCode, tt.wantDetail)
			}
			if p.Type != "https://roadcase.dev/problems/"+tt.wantCode {
				t.Errorf("type = %q", p.Type)
			}
			if !reflect.DeepEqual(p.Errors, tt.wantErrors) {
				t.Errorf("errors = %+v, want %+v", p.Errors, tt.wantErrors)
			}
		})
	}
}
