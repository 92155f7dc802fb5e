package metrics

import (
	"io"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/prometheus/common/expfmt"
)

// documentRoute is a route pattern of the API, as the API's router names it.
const documentRoute = "/api/v1/documents/{type}"

func TestAnObservedRequestIsCountedUnderItsSurfaceRouteMethodAndStatus(t *testing.T) {
	t.Parallel()
	r := New()
	r.ObserveRequest("api", documentRoute, "GET", 200, 30*time.Millisecond)
	r.ObserveRequest("api", documentRoute, "GET", 200, 2*time.Millisecond)
	r.ObserveRequest("api", documentRoute, "GET", 404, time.Millisecond)
	r.ObserveRequest("pages", "/portal/{token}", "GET", 200, time.Millisecond)

	for _, tc := range []struct {
		labels []string
		want   float64
	}{
		{[]string{"api", documentRoute, "GET", "200"}, 2},
		{[]string{"api", documentRoute, "GET", "404"}, 1},
		{[]string{"pages", "/portal/{token}", "GET", "200"}, 1},
	} {
		if got := testutil.ToFloat64(r.requests.WithLabelValues(tc.labels...)); got != tc.want {
			t.Errorf("roadcase_http_requests_total%v = %v, want %v", tc.labels, got, tc.want)
		}
	}
	if n := testutil.CollectAndCount(r.requests, "roadcase_http_requests_total"); n != 3 {
		t.Fatalf("%d request series, want 3", n)
	}
}

func TestAnObservedRequestFallsInTheHistogramBucketsOfItsDuration(t *testing.T) {
	t.Parallel()
	r := New()
	r.ObserveRequest("api", documentRoute, "GET", 200, 30*time.Millisecond)
	r.ObserveRequest("api", documentRoute, "GET", 200, 2*time.Millisecond)

	const labels = `{method="GET",route="/api/v1/documents/{type}",status="200",surface="api"`
	var want strings.Builder
	want.WriteString("# HELP roadcase_http_request_duration_seconds Time from a request's arrival at the surface to its answer, by surface, route pattern, method and status code.\n")
	want.WriteString("# TYPE roadcase_http_request_duration_seconds histogram\n")
	for _, b := range []struct {
		le    string
		count int
	}{
		{"0.001", 0}, {"0.0025", 1}, {"0.005", 1}, {"0.01", 1}, {"0.025", 1}, {"0.05", 2}, {"0.1", 2},
		{"0.25", 2}, {"0.5", 2}, {"1", 2}, {"2.5", 2}, {"5", 2}, {"10", 2}, {"+Inf", 2},
	} {
		want.WriteString("roadcase_http_request_duration_seconds_bucket" + labels + `,le="` + b.le + `"} ` + strconv.Itoa(b.count) + "\n")
	}
	want.WriteString("roadcase_http_request_duration_seconds_sum" + labels + "} 0.032\n")
	want.WriteString("roadcase_http_request_duration_seconds_count" + labels + "} 2\n")
	if err := testutil.CollectAndCompare(r.duration, strings.NewReader(want.String())); err != nil {
		t.Fatal(err)
	}
}

func TestAnUnknownMethodIsCountedAsOther(t *testing.T) {
	t.Parallel()
	r := New()
	r.ObserveRequest("api", "unmatched", "BREW", 405, time.Millisecond)
	if got := testutil.ToFloat64(r.requests.WithLabelValues("api", "unmatched", "OTHER", "405")); got != 1 {
		t.Fatalf(`requests{method="OTHER"} = %v, want 1`, got)
	}
}

func TestARenderIsTimedByDocumentType(t *testing.T) {
	t.Parallel()
	r := New()
	r.ObserveRender("invoice", 40*time.Millisecond)
	r.ObserveRender("invoice", 60*time.Millisecond)
	r.ObserveRender("day_sheet", 10*time.Millisecond)

	want := `
# HELP roadcase_render_duration_seconds Time a successful document render took (records read, data checked, template run), by document type.
# TYPE roadcase_render_duration_seconds histogram
`
	got, err := testutil.CollectAndFormat(r.renders, expfmt.TypeTextPlain, "roadcase_render_duration_seconds")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		strings.TrimSpace(want),
		`roadcase_render_duration_seconds_count{type="invoice"} 2`,
		`roadcase_render_duration_seconds_sum{type="invoice"} 0.1`,
		`roadcase_render_duration_seconds_count{type="day_sheet"} 1`,
		`roadcase_render_duration_seconds_bucket{type="invoice",le="0.05"} 1`,
	} {
		if !strings.Contains(string(got), line) {
			t.Errorf("render histogram lacks %q:\n%s", line, got)
		}
	}
}

func TestRateLimitRejectionsAreCountedByLimitFromZero(t *testing.T) {
	t.Parallel()
	r := New()
	r.RateLimited(LimitToken)
	r.RateLimited(LimitToken)
	r.RateLimited(LimitAddress)
	r.RateLimited("per-planet") // not a limit Roadcase has: counted as other

	want := `
# HELP roadcase_rate_limited_total Requests refused by a rate limit, by the limit that refused them (token, org, address).
# TYPE roadcase_rate_limited_total counter
roadcase_rate_limited_total{limit="address"} 1
roadcase_rate_limited_total{limit="org"} 0
roadcase_rate_limited_total{limit="other"} 1
roadcase_rate_limited_total{limit="token"} 2
`
	if err := testutil.CollectAndCompare(r.limited, strings.NewReader(want)); err != nil {
		t.Fatal(err)
	}
}

func TestTheHandlerServesRoadcaseGoAndProcessMetrics(t *testing.T) {
	t.Parallel()
	r := New()
	r.ObserveRequest("hooks", "/hooks/mailgun", "POST", 204, time.Millisecond)
	rec := httptest.NewRecorder()
	r.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	body, _ := io.ReadAll(rec.Body)
	if rec.Code != 200 {
		t.Fatalf("GET /metrics = %d", rec.Code)
	}
	for _, want := range []string{
		`roadcase_http_requests_total{method="POST",route="/hooks/mailgun",status="204",surface="hooks"} 1`,
		"go_goroutines ",
		"process_cpu_seconds_total ",
	} {
		if !strings.Contains(string(body), want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
}

func TestTwoRegistriesDoNotShareCounts(t *testing.T) {
	t.Parallel()
	a, b := New(), New()
	a.RateLimited(LimitOrg)
	if got := testutil.ToFloat64(b.limited.WithLabelValues(LimitOrg)); got != 0 {
		t.Fatalf("the second registry counted %v rejections of the first", got)
	}
}
