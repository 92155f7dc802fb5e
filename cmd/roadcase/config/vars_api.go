package config

import (
	"strconv"
	"time"

	"github.com/roadcase/roadcase/adapters/clientaddr"
	httpapi "github.com/roadcase/roadcase/adapters/http"
	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/reporting"
)

// MaxTokenCacheTTL bounds ROADCASE_TOKEN_CACHE_TTL: the cache's TTL is how
// long a token revoked by another process (the command line, another
// replica) still works here, so it stays short.
const MaxTokenCacheTTL = time.Minute

// apiVars bound and tune the API.
var apiVars = []Var{
	{
		Name: "ROADCASE_MAX_BODY_BYTES", Type: "bytes", Default: "1048576", Commands: serveOnly,
		Summary: "request body limit in bytes",
		Doc:     "Largest accepted request body; larger ones get 413.",
		set:     integer(func(c *Config) *int64 { return &c.MaxBodyBytes }, 1, 0, "a number of bytes"),
	},
	{
		Name: "ROADCASE_MAX_RENDER_BODY_BYTES", Type: "bytes", Commands: serveOnly,
		Default: strconv.FormatInt(httpapi.DefaultMaxRenderBodyBytes, 10),
		Summary: "the render route's body limit in bytes",
		Doc: "The render route's own body limit (64 MiB): the largest data any document type's schema admits, a " +
			"200-day tour book, fits under it. Render bodies above `ROADCASE_MAX_BODY_BYTES` are decoded one at a " +
			"time, to bound memory.",
		set: integer(func(c *Config) *int64 { return &c.MaxRenderBodyBytes }, 1, 0, "a number of bytes"),
	},
	{
		Name: "ROADCASE_CURSOR_KEY", Type: "secret", Commands: serveOnly, Secret: true,
		DefaultText: "a random key per process",
		Summary:     "signs paging cursors; 32 bytes or more, the same on every replica",
		Doc: "Signs paging cursors: 32 bytes or more, the same on every replica, so that cursors survive " +
			"restarts and work across replicas.",
		set: secret(func(c *Config) *Secret { return &c.CursorKey }, kernel.MinCursorKeyBytes),
	},
	{
		Name: "ROADCASE_TOKEN_CACHE_TTL", Type: "duration", Default: "5s", Commands: serveOnly,
		Summary: "how long a verified API token is kept before it is read again (at most 1m, 0 turns it off): " +
			"a token revoked by another process still works here that long",
		Doc: "How long a verified API token is kept in memory before the database is read again (at most `1m`; " +
			"`0` turns the cache off). A token revoked, replaced or removed by another process (the command " +
			"line, another replica) still works on this one for at most that long; changes made through this " +
			"process's pages take effect at once, and an expiry always does.",
		set: duration(func(c *Config) *time.Duration { return &c.TokenCacheTTL }, 0, MaxTokenCacheTTL),
	},
	{
		Name: "ROADCASE_RECORD_CACHE", Type: "number", Default: "100000", Commands: serveOnly,
		Summary: "how many records the documents service keeps from its recent loads (0 turns it off)",
		Doc: "How many records the documents service keeps in memory from its recent loads, so that rendering a " +
			"document from a record again reads one number (the organization's records revision, which every " +
			"write of its records changes) instead of the records. `0` turns the cache off. About 40 MB at the " +
			"default; a copy is never used once a write has committed, whichever process or replica wrote, nor " +
			"after a minute (for writes that bypass Roadcase, or an older replica's during an upgrade). See " +
			"[docs/architecture.md](docs/architecture.md#rendering-from-a-record).",
		set: integer(func(c *Config) *int { return &c.RecordCache }, 0, 0, "a number of records"),
	},
	{
		Name: "ROADCASE_TRUSTED_PROXIES", Type: "list of addresses", Commands: serveOnly,
		Summary: "the proxies whose X-Forwarded-For tells the client address (addresses and CIDR prefixes)",
		Doc: "Addresses and CIDR prefixes (`10.0.0.0/8, 192.0.2.7`) of the load balancers or reverse proxies in " +
			"front of Roadcase: from these peers, the client address that the per-address quota, sign-in and the " +
			"portal throttle by is read from `X-Forwarded-For` (from the right, past every trusted hop). Unset, " +
			"the header is ignored and every client behind a proxy shares its address.",
		set: func(c *Config, s string) (err error) {
			c.ClientAddresses, err = clientaddr.Parse(s)
			return err
		},
	},
	{
		Name: "ROADCASE_SNAPSHOTS", Type: "schedule", Commands: serveOnly,
		Summary: `serve's snapshot schedule: "<org-slug> <daily@HH:MM|weekly@DAY@HH:MM> <query>" entries (UTC) ` +
			`separated by ";", the query as the live endpoint takes it: report=tour_pnl or key=gross&key=net_profit`,
		Doc: "The snapshot schedule `serve` runs: entries separated by `;`, each `<org-slug> <daily@HH:MM or " +
			"weekly@DAY@HH:MM> <query>` in UTC, the query as the live endpoint takes it, e.g. `demo daily@02:00 " +
			"report=tour_pnl; demo weekly@mon@06:00 key=gross&key=net_profit&group_by=project`. A bad entry stops " +
			"the start, naming it.",
		set: func(c *Config, s string) (err error) {
			c.Snapshots, err = reporting.ParseSchedule(s)
			return err
		},
	},
}
