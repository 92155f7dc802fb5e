package http

import (
	"fmt"
	"net/url"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// reportScopeParams are the query parameters of a report request that are not
// the report's own: its scope and the page.
var reportScopeParams = []string{paramProjectID, paramShowID, paramFrom, paramTo, kernel.LimitParam, kernel.CursorParam}

// reportQuery reads a report request's query string into the use case's
// query, every parameter that is not one of reportScopeParams becoming a report
// argument. What only the adapter can see is returned as mistakes: a parameter
// given more than once (every one is taken once). The use case judges the rest.
func reportQuery(u url.Values) (reporting.ReportQuery, []kernel.FieldError) {
	names := make([]string, 0, len(u))
	for name := range u {
		names = append(names, name)
	}
	slices.Sort(names)
	q := reporting.ReportQuery{ProjectID: u.Get(paramProjectID), ShowID: u.Get(paramShowID), From: u.Get(paramFrom),
		To: u.Get(paramTo), Args: map[string]string{}}
	var mistakes []kernel.FieldError
	for _, name := range names {
		vs := u[name]
		if len(vs) > 1 {
			mistakes = append(mistakes, kernel.FieldError{Pointer: "/" + name, Code: "duplicate",
				Detail: fmt.Sprintf("%s is given %d times; give it once", name, len(vs))})
		}
		if !slices.Contains(reportScopeParams, name) {
			q.Args[name] = vs[0]
		}
	}
	return q, mistakes
}

// reportMistakes adds the adapter's mistakes to the use case's answer, as
// withMistakes does, naming the request a report request when the use case
// found no mistake of its own.
func reportMistakes(err error, mistakes []kernel.FieldError) error {
	if len(mistakes) > 0 && !kernel.IsKind(err, kernel.KindInvalid) {
		return kernel.Invalid("the report request has mistakes", mistakes...)
	}
	return withMistakes(err, mistakes)
}
