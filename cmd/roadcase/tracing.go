package main

import (
	"context"
	"fmt"
	nethttp "net/http"

	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"

	"github.com/roadcase/roadcase/adapters/web"
	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

// tracing is the OpenTelemetry tracer of the public listener: a span per
// request, exported in batches over OTLP/HTTP. It uses no global state (no
// global tracer provider or propagator), so nothing else in the process
// changes when it is on.
type tracing struct {
	provider   *sdktrace.TracerProvider
	propagator propagation.TextMapPropagator
}

// newTracing returns the tracer, or nil when c turns tracing off (see
// config.Tracing.On), in which case
// nothing is created and requests cost nothing more. The exporter reads the
// standard OTEL_EXPORTER_OTLP_* variables (endpoint, headers, timeout;
// without an endpoint, http://localhost:4318), the sampler
// OTEL_TRACES_SAMPLER (default: every trace, or as the caller's traceparent
// says) and the resource OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES
// (default service.name "roadcase").
func newTracing(ctx context.Context, c config.Tracing) (*tracing, error) {
	if !c.On() {
		return nil, nil
	}
	var opts []otlptracehttp.Option
	if !c.EndpointSet() {
		// A collector beside the process, as the OTLP specification's default
		// says: http, where the Go exporter alone would try https.
		opts = append(opts, otlptracehttp.WithInsecure())
	}
	exp, err := otlptracehttp.New(ctx, opts...)
	if err != nil {
		return nil, fmt.Errorf("tracing: OTLP exporter: %w", err)
	}
	res, err := resource.New(ctx, resource.WithAttributes(attribute.String("service.name", "roadcase")),
		resource.WithFromEnv(), resource.WithTelemetrySDK())
	if err != nil {
		return nil, fmt.Errorf("tracing: resource: %w", err)
	}
	return &tracing{
		provider:   sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res)),
		propagator: propagation.NewCompositeTextMapPropagator(propagation.TraceContext{}, propagation.Baggage{}),
	}, nil
}

// handler starts a server span for every request h serves, continuing the
// caller's trace when it sent a traceparent. The span is named for the
// method until the API or the pages name it for the route (nameSpan).
func (t *tracing) handler(h nethttp.Handler) nethttp.Handler {
	return otelhttp.NewHandler(redactSpanPath(h), "http.server",
		otelhttp.WithTracerProvider(t.provider),
		otelhttp.WithPropagators(t.propagator),
		otelhttp.WithSpanNameFormatter(func(_ string, r *nethttp.Request) string { return r.Method }),
	)
}

// redactSpanPath replaces the url.path the span was started with by the path
// without its portal or pay token (web.RedactPath): those are bearer
// credentials and must not reach a trace store.
func redactSpanPath(h nethttp.Handler) nethttp.Handler {
	return nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		if p := web.RedactPath(r.URL.Path); p != r.URL.Path {
			trace.SpanFromContext(r.Context()).SetAttributes(attribute.String("url.path", p))
		}
		h.ServeHTTP(w, r)
	})
}

// nameSpan names the request's span "METHOD route" and records the route and
// surface on it, as OpenTelemetry's HTTP conventions ask; never the path.
func (t *tracing) nameSpan(ctx context.Context, surface, route, method string) {
	span := trace.SpanFromContext(ctx)
	if !span.IsRecording() {
		return
	}
	span.SetName(method + " " + route)
	span.SetAttributes(attribute.String("http.route", route), attribute.String("roadcase.surface", surface))
}

// shutdown exports the spans still buffered and stops the exporter.
func (t *tracing) shutdown(ctx context.Context) error { return t.provider.Shutdown(ctx) }
