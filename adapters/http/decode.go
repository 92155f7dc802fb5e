package http

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	nethttp "net/http"
	"strings"

	"github.com/roadcase/roadcase/core/kernel"
)

// decodeJSON reads the request body into dst, which must be a pointer, strictly:
// a Content-Type other than JSON is 415, a body over the limit 413, an empty or
// undecodable body or a value of the wrong type 400 (with a JSON pointer to the
// value), and a member dst has no field for 422 (pointing at each such member).
// Handlers pass the error to respondError.
func decodeJSON(c *Context, dst any) error {
	if err := checkJSONMediaType(c.GetHeader("Content-Type")); err != nil {
		return err
	}
	body, err := io.ReadAll(c.Request.Body)
	if err != nil {
		var tooBig *nethttp.MaxBytesError
		if errors.As(err, &tooBig) {
			return tooLarge(tooBig.Limit)
		}
		return badRequest("unreadable_body", "the request body could not be read", "")
	}
	return decodeStrict(body, dst)
}

// checkJSONMediaType accepts application/json and any +json type, in UTF-8.
func checkJSONMediaType(contentType string) error {
	unsupported := &statusError{status: nethttp.StatusUnsupportedMediaType, code: "unsupported_media_type",
		detail: "the request body must be JSON: send Content-Type: application/json"}
	if contentType == "" {
		return unsupported
	}
	mt, params, err := mime.ParseMediaType(contentType)
	if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
		return unsupported
	}
	if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") {
		unsupported.detail = "the request body must be JSON encoded in UTF-8"
		return unsupported
	}
	return nil
}

// decodeStrict decodes body into dst with the checks decodeJSON describes.
func decodeStrict(body []byte, dst any) error {
	if len(bytes.TrimSpace(body)) == 0 {
		return badRequest("empty_body", "the request body is empty; send a JSON object", "")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var generic any
	if err := dec.Decode(&generic); err != nil {
		return syntaxProblem(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return badRequest("invalid_json", "the request body must hold exactly one JSON value", "")
	}

	var f findings
	f.walk(generic, typeOfTarget(dst), "")
	if len(f.mismatched) > 0 {
		return &statusError{status: nethttp.StatusBadRequest, code: "invalid_type",
			detail: f.mismatched[0].Detail, fields: f.mismatched}
	}
	if err := json.Unmarshal(body, dst); err != nil {
		return unmarshalProblem(err)
	}
	if len(f.unknown) > 0 {
		return kernel.Invalid(f.unknown[0].Detail, f.unknown...).WithCode("unknown_field")
	}
	return nil
}

// syntaxProblem describes JSON that does not parse.
func syntaxProblem(err error) error {
	var syn *json.SyntaxError
	switch {
	case errors.As(err, &syn):
		return badRequest("invalid_json",
			fmt.Sprintf("the request body is not valid JSON: %s (at byte %d)", trimJSONPrefix(syn.Error()), syn.Offset), "")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return badRequest("invalid_json", "the request body is not valid JSON: it ends unexpectedly", "")
	default:
		return badRequest("invalid_json", "the request body is not valid JSON: "+trimJSONPrefix(err.Error()), "")
	}
}

// unmarshalProblem describes a value the walk accepted but encoding/json refused,
// such as a number out of range or a value a field's own decoder rejects.
func unmarshalProblem(err error) error {
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		ptr := ""
		if typ.Field != "" {
			ptr = "/" + strings.ReplaceAll(typ.Field, ".", "/")
		}
		detail := fmt.Sprintf("the value at %q cannot be %s", ptr, typ.Value)
		return badRequest("invalid_type", detail, ptr)
	}
	if _, ok := kernel.AsError(err); ok {
		return err
	}
	return badRequest("invalid_json", "the request body could not be decoded: "+trimJSONPrefix(err.Error()), "")
}

// badRequest is a 400 error, pointing at pointer when it is not empty.
func badRequest(code, detail, pointer string) error {
	e := &statusError{status: nethttp.StatusBadRequest, code: code, detail: detail}
	if pointer != "" {
		e.fields = []kernel.FieldError{{Pointer: pointer, Detail: detail, Code: code}}
	}
	return e
}

func trimJSONPrefix(s string) string { return strings.TrimPrefix(s, "json: ") }
