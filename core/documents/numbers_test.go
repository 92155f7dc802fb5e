package documents

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestNumberProblemsRefusesNumbersNoSchemaCanRead(t *testing.T) {
	t.Parallel()
	data := map[string]any{
		"fine":  []any{json.Number("12"), json.Number("-1.5e-300"), json.Number("1E+400"), json.Number("0.1")},
		"huge":  json.Number("1e1000000000"),
		"tiny":  json.Number("1e-401"),
		"wide":  json.Number("1." + strings.Repeat("0", 99)),
		"a/b~c": []any{json.Number("9e99999999999999999999")},
		"text":  "1e1000000000",
	}
	got := NumberProblems(data)
	pointers := map[string]bool{}
	for _, p := range got {
		if p.Code != "number" || !strings.Contains(p.Detail, "out of range") {
			t.Errorf("%+v: want code number and a detail that says why", p)
		}
		pointers[p.Pointer] = true
	}
	want := []string{"/huge", "/tiny", "/wide", "/a~1b~0c/0"}
	if len(got) != len(want) {
		t.Errorf("problems %+v, want one at each of %v", got, want)
	}
	for _, p := range want {
		if !pointers[p] {
			t.Errorf("no problem at %s: %+v", p, got)
		}
	}
}
