package main

import (
	"fmt"
	"strings"
	"testing"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

func TestTargeterPicksTargetsByWeight(t *testing.T) {
	t.Parallel()
	targets := []target{
		{name: "often", weight: 3, method: "GET", requests: []request{{path: "/a"}, {path: "/b"}}},
		{name: "never", weight: 0, method: "GET"},
		{name: "seldom", weight: 1, method: "POST", requests: []request{{path: "/c", body: []byte(`{}`)}}},
	}
	tr, err := newTargeter("http://api", "rc_pat_x", targets)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for range 8000 {
		var tgt vegeta.Target
		if err := tr(&tgt); err != nil {
			t.Fatal(err)
		}
		name := targetName(tgt.URL)
		counts[name]++
		if got := tgt.Header.Get("Authorization"); got != "Bearer rc_pat_x" {
			t.Fatalf("Authorization %q", got)
		}
		if name == "seldom" && (tgt.Method != "POST" || tgt.Header.Get("Content-Type") != "application/json" ||
			!strings.HasPrefix(tgt.URL, "http://api/c#")) {
			t.Fatalf("seldom's request is %s %s %v", tgt.Method, tgt.URL, tgt.Header)
		}
	}
	if counts["never"] != 0 || counts["often"] < 5600 || counts["often"] > 6400 {
		t.Errorf("picks %v, want about 6000 often, 2000 seldom and no never", counts)
	}
}

func TestTargeterRefusesAWorkloadThatWeighsNothing(t *testing.T) {
	t.Parallel()
	for name, targets := range map[string][]target{
		"no weight":            {{name: "a", requests: []request{{path: "/"}}}},
		"a weight, no request": {{name: "a", weight: 1}},
	} {
		if _, err := newTargeter("http://api", "", targets); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestApplyWeights(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, spec, want, err string
	}{
		{"changes and drops targets by name", "a=5, b=0", "5 0", ""},
		{"keeps the defaults when empty", "", "1 1", ""},
		{"names the known targets for an unknown one", "c=1", "", "the targets are a, b"},
		{"refuses a negative weight", "a=-1", "", "0 or more"},
		{"refuses a field without a weight", "a", "", "name=weight"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			targets := []target{{name: "a", weight: 1}, {name: "b", weight: 1}}
			err := applyWeights(targets, tt.spec)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one saying %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := fmt.Sprint(targets[0].weight, targets[1].weight); got != tt.want {
				t.Errorf("weights %q, want %q", got, tt.want)
			}
		})
	}
}
