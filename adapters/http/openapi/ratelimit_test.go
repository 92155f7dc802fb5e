package openapi

import (
	"testing"

	httpapi "github.com/roadcase/roadcase/adapters/http"
)

func TestEveryOperationDocumentsTheRateLimits(t *testing.T) {
	t.Parallel()
	doc := committed(t)
	for _, name := range []string{httpapi.HeaderRateLimit, httpapi.HeaderRateLimitPolicy, headerRetryAfter} {
		if doc.Components.Headers[name] == nil {
			t.Errorf("no %s header component", name)
		}
	}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			tooMany := op.Responses.Value("429")
			if tooMany == nil || tooMany.Value.Headers[headerRetryAfter] == nil {
				t.Errorf("%s %s: no 429 with Retry-After", method, path)
			}
			for code, resp := range op.Responses.Map() {
				for _, name := range []string{httpapi.HeaderRateLimit, httpapi.HeaderRateLimitPolicy} {
					if h := resp.Value.Headers[name]; h == nil || h.Ref != "#/components/headers/"+name {
						t.Errorf("%s %s %s: no %s header referring to the component", method, path, code, name)
					}
				}
			}
		}
	}
}
