package app

import "github.com/roadcase/roadcase/core/records/tabular"

// The import's rules are core/records/tabular's; these are the calls the use
// cases make of them, in one place.

func specs() []tabular.Spec { return tabular.Specs() }

func specOf(k tabular.Kind) (tabular.Spec, bool) { return tabular.SpecOf(k) }

func guess(s tabular.Spec, header []string, r tabular.Remembered) tabular.Mapping {
	return tabular.Guess(s, header, r)
}

func normalizeHeader(h string) string { return tabular.NormalizeHeader(h) }

func build(in tabular.Input) tabular.Plan { return tabular.Build(in) }
