package render

import (
	"context"
	"testing"

	"github.com/roadcase/roadcase/core/documents/doctest"
)

// BenchmarkRenderSample renders each type's sample (decoded once, as the service
// hands it over) through the renderer alone.
func BenchmarkRenderSample(b *testing.B) {
	c, r, _ := setup(b)
	for _, typ := range c.Types() {
		data, err := doctest.Decode(typ.Sample)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(typ.Key, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := r.Render(context.Background(), typ.Key, typ.Title, data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
