package http

import (
	"errors"
	"fmt"
	"net/url"
	"slices"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// The query parameters of a values request that are not KPI parameters; key and
// group_by may be repeated, the others may not.
const (
	paramKey       = "key"
	paramProjectID = "project_id"
	paramShowID    = "show_id"
	paramFrom      = "from"
	paramTo        = "to"
	paramGroupBy   = "group_by"
	paramExplain   = "explain"
)

var valuesParams = []string{paramKey, paramProjectID, paramShowID, paramFrom, paramTo, paramGroupBy, paramExplain}

// valuesQuery reads a values request's query string into the use case's query,
// every parameter that is not one of valuesParams becoming a KPI argument. What
// only the adapter can see is returned as mistakes, with their pointers: a
// parameter given more than once where one value is taken, and an explain that is
// neither true nor false. The use case judges the rest.
func valuesQuery(u url.Values) (reporting.ValuesQuery, []kernel.FieldError) {
	var mistakes []kernel.FieldError
	one := func(name string) string {
		vs := u[name]
		if len(vs) > 1 {
			mistakes = append(mistakes, kernel.FieldError{Pointer: "/" + name, Code: "duplicate",
				Detail: fmt.Sprintf("%s is given %d times; give it once", name, len(vs))})
		}
		if len(vs) == 0 {
			return ""
		}
		return vs[0]
	}
	q := reporting.ValuesQuery{Keys: u[paramKey], GroupBy: u[paramGroupBy], ProjectID: one(paramProjectID),
		ShowID: one(paramShowID), From: one(paramFrom), To: one(paramTo), Args: map[string]string{}, Explain: true}
	switch one(paramExplain) {
	case "", "true":
	case "false":
		q.Explain = false
	default:
		mistakes = append(mistakes, kernel.FieldError{Pointer: "/" + paramExplain, Code: "invalid",
			Detail: "explain must be true or false"})
	}
	names := make([]string, 0, len(u))
	for name := range u {
		if !slices.Contains(valuesParams, name) {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	for _, name := range names {
		q.Args[name] = one(name)
	}
	return q, mistakes
}

// withMistakes adds the adapter's mistakes to the use case's answer: to its own
// mistakes when it found some, else in place of whatever it answered, since a
// request with mistakes has no other answer.
func withMistakes(err error, mistakes []kernel.FieldError) error {
	if len(mistakes) == 0 {
		return err
	}
	var e *kernel.Error
	if errors.As(err, &e) && e.Kind == kernel.KindInvalid {
		merged := *e
		merged.Fields = append(slices.Clone(e.Fields), mistakes...)
		return &merged
	}
	return kernel.Invalid("the metric request has mistakes", mistakes...)
}
