package main

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strconv"
	"strings"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// A target is one kind of request in a workload, reported on its own: a GET of
// one route or a render of one type, with the concrete requests it takes turns
// among (one per id discovered through the API).
type target struct {
	// name labels the target in reports and in -weights, e.g. "render-record".
	name string
	// weight is the target's share of the requests, relative to the other
	// targets' weights.
	weight int
	// method is the requests' HTTP method.
	method string
	// requests are the paths and bodies the target picks from at random.
	requests []request
}

// request is one concrete request of a target: a path under the base URL and,
// for a POST, its JSON body.
type request struct {
	path string
	body []byte
}

// newTargeter returns a vegeta targeter that picks a target by weight, then one
// of its requests at random. The target's name travels in the URL's fragment,
// which no client sends, so that each vegeta result can be told to its target.
// Targets of weight zero are never picked; at least one must weigh more.
func newTargeter(base, token string, targets []target) (vegeta.Targeter, error) {
	header := http.Header{}
	if token != "" {
		header.Set("Authorization", "Bearer "+token)
	}
	withBody := header.Clone()
	withBody.Set("Content-Type", "application/json")
	var cumulative []int
	total := 0
	for _, t := range targets {
		if t.weight < 0 || (t.weight > 0 && len(t.requests) == 0) {
			return nil, fmt.Errorf("target %s: a weight of %d over %d requests", t.name, t.weight, len(t.requests))
		}
		total += t.weight
		cumulative = append(cumulative, total)
	}
	if total == 0 {
		return nil, fmt.Errorf("every target weighs zero")
	}
	return func(tgt *vegeta.Target) error {
		i, _ := slices.BinarySearch(cumulative, rand.IntN(total)+1)
		t := targets[i]
		r := t.requests[rand.IntN(len(t.requests))]
		tgt.Method, tgt.URL, tgt.Body, tgt.Header = t.method, base+r.path+"#"+t.name, r.body, header
		if r.body != nil {
			tgt.Header = withBody
		}
		return nil
	}, nil
}

// targetName returns the name newTargeter put in a result's URL.
func targetName(url string) string {
	if i := strings.LastIndexByte(url, '#'); i >= 0 {
		return url[i+1:]
	}
	return url
}

// applyWeights sets the weights spec names, written "name=weight,name=weight"; a
// weight of zero leaves a target out. An unknown name is an error that lists the
// known ones.
func applyWeights(targets []target, spec string) error {
	for field := range strings.SplitSeq(spec, ",") {
		if field = strings.TrimSpace(field); field == "" {
			continue
		}
		name, value, ok := strings.Cut(field, "=")
		w, err := strconv.Atoi(value)
		if !ok || err != nil || w < 0 {
			return fmt.Errorf("-weights: %q is not name=weight with a weight of 0 or more", field)
		}
		i := slices.IndexFunc(targets, func(t target) bool { return t.name == name })
		if i < 0 {
			names := make([]string, len(targets))
			for j, t := range targets {
				names[j] = t.name
			}
			return fmt.Errorf("-weights: no target %q (the targets are %s)", name, strings.Join(names, ", "))
		}
		targets[i].weight = w
	}
	return nil
}
