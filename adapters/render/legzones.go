package render

// legsInZone returns the travel legs of a page with each end's zone filled in from
// the page's zone where the leg does not name its own, so that one partial can
// print legs from any list of the page. The legs themselves are not changed.
func legsInZone(legs any, tz string) []map[string]any {
	list, _ := legs.([]any)
	out := make([]map[string]any, 0, len(list))
	for _, l := range list {
		m, ok := l.(map[string]any)
		if !ok {
			continue
		}
		c := make(map[string]any, len(m)+2)
		for k, v := range m {
			c[k] = v
		}
		for _, k := range []string{"departure_time_zone", "arrival_time_zone"} {
			if s, _ := c[k].(string); s == "" {
				c[k] = tz
			}
		}
		out = append(out, c)
	}
	return out
}
