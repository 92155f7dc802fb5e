package config

import "time"

// listenerVars say where serve listens and where people reach it.
var listenerVars = []Var{
	{
		Name: "ROADCASE_ADDR", Type: "host:port", Default: "127.0.0.1:8080", Flag: "--addr", Commands: serveOnly,
		Summary: "public listener: the API under /api/, the platform's pages elsewhere",
		Doc:     "The public listener: the API under `/api/`, the platform's pages and `/docs` everywhere else.",
		set:     address(func(c *Config) *string { return &c.Addr }),
	},
	{
		Name: "ROADCASE_OPS_ADDR", Type: "host:port", Default: "127.0.0.1:9090", Flag: "--ops-addr", Commands: serveOnly,
		Summary: "/healthz, /readyz and /metrics listener",
		Doc: "`/healthz` (process up), `/readyz` (database reachable, not draining) and `/metrics` (Prometheus; " +
			"see [docs/operations.md](docs/operations.md#metrics-and-traces)).",
		set: address(func(c *Config) *string { return &c.OpsAddr }),
	},
	{
		Name: "ROADCASE_PUBLIC_URL", Type: "http(s) URL", Commands: sending,
		DefaultText: "`http://` + the listen address",
		Summary:     "where people reach the pages, the base of mailed links; https makes the session cookie Secure",
		Doc: "Where people reach the platform's pages, as they type it (`https://roadcase.example.com`); " +
			"`http://` or `https://` only. The links in verification, password-reset and invitation mails start " +
			"with it, an `https` address makes the session cookie `Secure`, and its origin is trusted by the " +
			"cross-origin check of forms (for a proxy that rewrites `Host`). Set it whenever the listen address " +
			"is not what people type, as with `0.0.0.0:8080`.",
		set: httpURL(func(c *Config) *string { return &c.PublicURL }),
	},
}

// sessionVars bound the browser sessions of the platform's pages.
var sessionVars = []Var{
	{
		Name: "ROADCASE_SESSION_IDLE", Type: "duration", Default: "12h", Commands: serveOnly,
		Summary: "a browser session ends after this long unused",
		Doc:     "A browser session ends after this long without a request. A Go duration of at least `1m`.",
		set:     duration(func(c *Config) *time.Duration { return &c.SessionIdle }, time.Minute, 0),
	},
	{
		Name: "ROADCASE_SESSION_LIFETIME", Type: "duration", Default: "168h", Commands: serveOnly,
		Summary: "and this long after sign-in whatever happens",
		Doc: "A browser session ends this long after sign-in, whatever happens. A Go duration of at least `1m`. " +
			"Changing or resetting the password ends every other session at once.",
		set: duration(func(c *Config) *time.Duration { return &c.SessionLifetime }, time.Minute, 0),
	},
}
