package config

import "time"

// serverVars say how serve drains, bounds requests and caps connections.
var serverVars = []Var{
	{
		Name: "ROADCASE_DRAIN_DELAY", Type: "duration", Default: "5s", Commands: serveOnly,
		Summary: "on SIGTERM, /readyz answers 503 and the API goes on serving this long before it stops " +
			"accepting (0 stops at once)",
		Doc: "On SIGTERM, `/readyz` answers 503 at once and the public listener goes on serving this long (its " +
			"answers say `Connection: close`), while load balancers notice; then it stops accepting. `0` stops at " +
			"once. See [docs/operations.md](docs/operations.md#drain-timeouts-and-outages).",
		set: duration(func(c *Config) *time.Duration { return &c.Server.DrainDelay }, 0, 0),
	},
	{
		Name: "ROADCASE_SHUTDOWN_GRACE", Type: "duration", Default: "20s", Commands: serveOnly,
		Summary: "then how long requests in flight may finish before their connections are closed",
		Doc: "Once the public listener stops accepting, how long requests in flight may finish; connections " +
			"still open then (a client sending its body a byte a second) are closed, and `serve` exits 0. The job " +
			"queue then gets as long to stop, and the operational listener closes last.",
		set: duration(func(c *Config) *time.Duration { return &c.Server.ShutdownGrace }, time.Millisecond, 0),
	},
	{
		Name: "ROADCASE_REQUEST_TIMEOUT", Type: "duration", Default: "30s", Commands: serveOnly,
		Summary: "every request's deadline, its database calls included",
		Doc: "The deadline of every public request's context: its database calls give up then (a Postgres socket " +
			"read ends at it; SQLite's statement is interrupted), and the answer is 503.",
		set: duration(func(c *Config) *time.Duration { return &c.Server.RequestTimeout }, time.Millisecond, 0),
	},
	{
		Name: "ROADCASE_MAX_CONNECTIONS", Type: "number", Default: "1024", Commands: serveOnly,
		Summary: "connections the public listener holds open at once",
		Doc: "Connections the public listener holds open at once; further ones wait in the kernel's backlog. The " +
			"operational listener holds 16.",
		set: integer(func(c *Config) *int { return &c.Server.MaxConnections }, 1, 0, "a number of connections"),
	},
}

// tracingVars say whether serve exports traces, and where to.
var tracingVars = []Var{
	{
		Name: "ROADCASE_TRACING", Type: "otlp or off", Commands: serveOnly,
		DefaultText: "off; on when `OTEL_EXPORTER_OTLP_ENDPOINT` is set",
		Summary:     "otlp or off: exports OpenTelemetry traces over OTLP/HTTP",
		Doc: "`otlp` exports OpenTelemetry traces over OTLP/HTTP (to `OTEL_EXPORTER_OTLP_ENDPOINT`, default " +
			"`localhost:4318`); on by itself when `OTEL_EXPORTER_OTLP_ENDPOINT` is set; `off` overrides it.",
		set: oneOf(func(c *Config) *string { return &c.Tracing.Mode }, "otlp", "off"),
	},
	{
		Name: "OTEL_EXPORTER_OTLP_ENDPOINT", Type: "URL", Commands: serveOnly,
		DefaultText: "`http://localhost:4318` when tracing is on",
		Summary:     "the OTLP/HTTP collector traces go to; setting it turns tracing on",
		Doc: "OpenTelemetry's standard variable: the collector traces are exported to. The exporter also reads " +
			"the other standard `OTEL_EXPORTER_OTLP_*` variables (headers, timeout), `OTEL_TRACES_SAMPLER`, " +
			"`OTEL_SERVICE_NAME` (default `roadcase`) and `OTEL_RESOURCE_ATTRIBUTES` itself.",
		set: text(func(c *Config) *string { return &c.Tracing.Endpoint }),
	},
	{
		Name: "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", Type: "URL", Commands: serveOnly,
		Summary: "the collector for traces alone; setting it also turns tracing on",
		Doc:     "OpenTelemetry's standard variable for the traces' collector alone; like the one above, setting it turns tracing on.",
		set:     text(func(c *Config) *string { return &c.Tracing.TracesEndpoint }),
	},
}
