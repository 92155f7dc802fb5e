package tabular

// Guess proposes which field each column of header holds: a header the
// organization mapped before takes the field it chose then (remembered, by
// NormalizeHeader; a header it chose to ignore stays ignored), then a header
// that is a field's label or key, then one that is a field's alias, all
// compared by NormalizeHeader. A field is given to at most one column, the
// first that claims it in that order; a header nothing matches maps to "".
func Guess(spec Spec, header []string, remembered Remembered) Mapping {
	m := make(Mapping, len(header))
	done := make([]bool, len(header))
	taken := map[string]bool{}
	claim := func(col int, key string) {
		if key != "" && !taken[key] {
			m[col], done[col], taken[key] = key, true, true
		}
	}
	names := make([]string, len(header))
	for i, h := range header {
		names[i] = NormalizeHeader(h)
	}
	for i, n := range names {
		key, ok := remembered[n]
		if !ok || n == "" {
			continue
		}
		if key == "" {
			done[i] = true // chosen to be ignored
		} else if _, known := spec.Field(key); known {
			claim(i, key)
		}
	}
	labels, aliases := map[string]string{}, map[string]string{}
	for _, f := range spec.Fields {
		for _, l := range []string{f.Label, f.Key} {
			if _, dup := labels[NormalizeHeader(l)]; !dup {
				labels[NormalizeHeader(l)] = f.Key
			}
		}
		for _, a := range f.Aliases {
			if _, dup := aliases[NormalizeHeader(a)]; !dup {
				aliases[NormalizeHeader(a)] = f.Key
			}
		}
	}
	for _, table := range []map[string]string{labels, aliases} {
		for i, n := range names {
			if !done[i] && n != "" {
				claim(i, table[n])
			}
		}
	}
	return m
}
