package records_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/records"
)

// TestRightsAnswerWhatTheirFunctionAllowed builds a member's rights from a rule
// and checks that every kind and action answers as the rule did, the role kept.
func TestRightsAnswerWhatTheirFunctionAllowed(t *testing.T) {
	onlyShowsChange := func(k records.Kind, a records.Action) bool {
		return k == records.KindShow && a == records.ActionChange
	}
	r := records.NewRights("crew", onlyShowsChange)
	if r.Role != "crew" {
		t.Errorf("Role = %q, want crew", r.Role)
	}
	for _, k := range records.Kinds {
		for _, a := range []records.Action{records.ActionCreate, records.ActionChange, records.ActionRemove} {
			if got, want := r.Can(k, a), onlyShowsChange(k, a); got != want {
				t.Errorf("Can(%s, %s) = %v, want %v", k, a, got, want)
			}
		}
	}
	if (records.Rights{}).Can(records.KindShow, records.ActionChange) {
		t.Error("the zero Rights allow a change")
	}
}
