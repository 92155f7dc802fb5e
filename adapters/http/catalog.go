package http

import (
	"context"
	"sync"
)

// fixedSet is a catalog's answers, encoded at the first request that needs them:
// the whole list, and each entry under its key. New cannot encode them itself, since
// a server built only to read its route table has no ports.
type fixedSet struct {
	once  sync.Once
	list  fixedJSON
	byKey map[string]fixedJSON
	err   error
}

// load encodes the set with build on the first call and returns it at every call.
func (f *fixedSet) load(build func() (list any, entries map[string]any)) (*fixedSet, error) {
	f.once.Do(func() {
		list, entries := build()
		if f.list, f.err = encodeFixed(list); f.err != nil {
			return
		}
		f.byKey = make(map[string]fixedJSON, len(entries))
		for k, v := range entries {
			if f.byKey[k], f.err = encodeFixed(v); f.err != nil {
				return
			}
		}
	})
	return f, f.err
}

// catalogs holds the server's fixed answers: the document types and their
// contracts, the KPI definitions and the report definitions. Each is read from its
// port once: the catalogs are built into the binary and fixed while it runs.
type catalogs struct {
	documents, metrics, reports fixedSet
}

// documentsFixed returns the document catalog's answers: the list, and each type's
// contract under its key.
func (s *Server) documentsFixed(ctx context.Context) (*fixedSet, error) {
	return s.fixed.documents.load(func() (any, map[string]any) {
		ctx := context.WithoutCancel(ctx) // whoever asks first, the answers are everyone's
		list := s.deps.Documents.List(ctx)
		out := DocumentTypeList{Data: make([]DocumentTypeSummary, len(list))}
		entries := make(map[string]any, len(list))
		for i, sum := range list {
			out.Data[i] = toDocumentTypeSummary(sum)
			if t, err := s.deps.Documents.Get(ctx, sum.Key); err == nil {
				entries[sum.Key] = toDocumentType(t)
			} // a listed type that cannot be read is answered by its handler, as before
		}
		return out, entries
	})
}

// metricsFixed returns the KPI catalog's answers: the catalog, and each
// definition under its key.
func (s *Server) metricsFixed() (*fixedSet, error) {
	return s.fixed.metrics.load(func() (any, map[string]any) {
		defs := s.deps.Reporting.Metrics()
		entries := make(map[string]any, len(defs))
		for _, d := range defs {
			if one, err := s.deps.Reporting.Metric(d.Key); err == nil {
				entries[d.Key] = toMetricDefinition(one)
			}
		}
		return toMetricCatalog(defs), entries
	})
}

// reportsFixed returns the report catalog's answer. A report itself is computed
// at each request (GET /api/v1/reports/{key}), so it has no fixed entry.
func (s *Server) reportsFixed() (*fixedSet, error) {
	return s.fixed.reports.load(func() (any, map[string]any) {
		return toReportCatalog(s.deps.Reporting.Reports()), nil
	})
}
