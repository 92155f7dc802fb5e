package config

import (
	"fmt"
	"log/slog"
	"strings"
	"time"
)

// logVars say how commands log.
var logVars = []Var{
	{
		Name: "ROADCASE_LOG_LEVEL", Type: "level", Default: "info", Commands: everyCommand,
		Summary: "debug, info, warn or error",
		Doc:     "`debug`, `info`, `warn` or `error`.",
		set: func(c *Config, s string) error {
			var l slog.Level
			if err := l.UnmarshalText([]byte(strings.TrimSpace(s))); err != nil {
				return fmt.Errorf("%q is not one of debug, info, warn, error", s)
			}
			c.Log.Level = l
			return nil
		},
	},
	{
		Name: "ROADCASE_LOG_FORMAT", Type: "text or json", Default: "text", Commands: everyCommand,
		Summary: "text or json",
		Doc:     "`text` or `json`. Logs go to stderr and never contain a token.",
		set: func(c *Config, s string) error {
			var format string
			if err := oneOf(func(*Config) *string { return &format }, "text", "json")(c, s); err != nil {
				return err
			}
			c.Log.JSON = format == "json"
			return nil
		},
	},
	{
		Name: "ROADCASE_LOG_FLUSH", Type: "duration", Default: "100ms", Commands: serveOnly,
		Summary: "serve writes its log lines in batches at least this often (0 writes each at once)",
		Doc: "`serve` writes its log lines to stderr in batches, at least this often (and when 32 KiB are " +
			"waiting), warnings and errors at once with everything before them; `0` writes each line as it comes. " +
			"A process killed outright (SIGKILL) loses the lines of the last interval.",
		set: duration(func(c *Config) *time.Duration { return &c.Server.LogFlush }, 0, 0),
	},
}

// runtimeVars are the Go runtime's own, which serve reports and defaults.
var runtimeVars = []Var{
	{
		Name: "GOGC", Type: "percent or off", Commands: serveOnly,
		DefaultText: "`serve`: `400`; other commands: the runtime's `100`",
		Summary:     "the Go runtime's collector target; serve sets 400 unless it is set",
		Doc: "The Go runtime's own. Unless `GOGC` is set, `serve` lets the heap grow to five times what is live " +
			"before collecting (the runtime's default is twice): the collections were the tail of fast answers " +
			"([docs/operations.md](docs/operations.md#the-catalog-near-the-wire)).",
		set: text(func(c *Config) *string { return &c.Runtime.GOGC }),
	},
	{
		Name: "GOMEMLIMIT", Type: "bytes (MiB, GiB)", Commands: serveOnly,
		Summary: "the Go runtime's soft memory limit; set it below a container's limit",
		Doc: "The Go runtime's own soft memory limit, which `serve` logs at start. Set it below a container's " +
			"memory limit (the Kubernetes manifest sets 384MiB of 512Mi), so that the collector works harder " +
			"before the limit rather than the process being killed.",
		set: text(func(c *Config) *string { return &c.Runtime.GOMEMLIMIT }),
	},
}
