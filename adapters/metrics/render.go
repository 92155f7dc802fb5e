package metrics

import "time"

// ObserveRender records how long a successful render of the document type
// docType took. The types come from the catalog, so the label stays bounded.
func (r *Registry) ObserveRender(docType string, d time.Duration) {
	r.renders.WithLabelValues(docType).Observe(d.Seconds())
}
