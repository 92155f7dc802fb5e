package demo

import (
	"maps"
	"slices"
)

// sortedKeys returns m's keys in order, so that building from a map is deterministic.
func sortedKeys[V any](m map[string]V) []string {
	return slices.Sorted(maps.Keys(m))
}
