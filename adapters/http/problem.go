package http

import (
	"encoding/json"
	nethttp "net/http"
)

// ContentTypeProblem is the media type of every error response (RFC 9457).
const ContentTypeProblem = "application/problem+json"

// ProblemTypeBase prefixes a problem's code to form its type URI.
const ProblemTypeBase = "https://roadcase.dev/problems/"

// internalDetail is the only detail a 500 response shows; the cause is logged.
const internalDetail = "an internal error occurred; quote the request id when reporting it"

// Problem is an RFC 9457 problem document, the body of every error response.
type Problem struct {
	// A URI naming the kind of problem: https://roadcase.dev/problems/ followed by the code.
	Type string `json:"type" binding:"required" format:"uri" example:"https://roadcase.dev/problems/invalid_token"`
	// The HTTP status text.
	Title string `json:"title" binding:"required" example:"Unauthorized"`
	// The HTTP status code, repeated.
	Status int `json:"status" binding:"required" example:"401"`
	// What went wrong in this occurrence, in words meant for people.
	Detail string `json:"detail,omitempty" example:"the access token is malformed, unknown, expired or revoked"`
	// The path of the request that failed.
	Instance string `json:"instance,omitempty" example:"/api/v1/documents"`
	// A stable, machine-readable error code.
	Code string `json:"code" binding:"required" example:"invalid_token"`
	// The request's X-Request-Id, to quote when reporting a problem.
	RequestID string `json:"request_id,omitempty" example:"0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f"`
	// The offending values of an invalid request, one entry each.
	Errors []ProblemError `json:"errors,omitempty"`
}

// ProblemError points at one offending value of a request.
type ProblemError struct {
	// A JSON pointer (RFC 6901) into the request body.
	Pointer string `json:"pointer" binding:"required" example:"/data/show/date"`
	// What is wrong with the value.
	Detail string `json:"detail" binding:"required" example:"date must be a calendar date such as 2026-07-01"`
	// A stable, machine-readable code for the fault.
	Code string `json:"code" binding:"required" example:"invalid_date"`
}

// newProblem fills a problem's common members for the current request.
func newProblem(c *Context, status int, code, detail string) Problem {
	return Problem{
		Type:      ProblemTypeBase + code,
		Title:     nethttp.StatusText(status),
		Status:    status,
		Detail:    detail,
		Instance:  c.Request.URL.Path,
		Code:      code,
		RequestID: RequestIDFrom(c),
	}
}

// writeProblem sends p as the response and stops the handler chain.
func (s *Server) writeProblem(c *Context, p Problem) {
	body, err := json.Marshal(p)
	if err != nil {
		// A Problem holds only strings and ints; this cannot fail.
		panic("http: marshal problem: " + err.Error())
	}
	c.Header("Content-Type", ContentTypeProblem)
	c.Data(p.Status, ContentTypeProblem, body)
	c.Abort()
}
