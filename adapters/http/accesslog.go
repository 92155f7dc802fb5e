package http

import (
	"log/slog"
	"time"
)

// accessLog writes one log record per request once it is served. It records the
// route template (never the raw path or query string) and no header, so a token can
// never reach the log.
func (s *Server) accessLog(c *Context) {
	start := time.Now()
	c.Next()

	status := c.Writer.Status()
	level := slog.LevelInfo
	if status >= 500 {
		level = slog.LevelError
	}
	ctx := c.Request.Context()
	if !s.logger.Enabled(ctx, level) {
		return // a level that drops the record spares the attributes too
	}
	attrs := []slog.Attr{
		slog.String("method", c.Request.Method),
		slog.String("route", c.FullPath()),
		slog.Int("status", status),
		slog.Duration("duration", time.Since(start)),
		slog.Int("bytes", max(c.Writer.Size(), 0)),
		slog.String("request_id", RequestIDFrom(c)),
	}
	if p, ok := principal(c); ok {
		attrs = append(attrs, slog.String("org_id", p.OrgID.String()))
	}
	s.logger.LogAttrs(ctx, level, "http request", attrs...)
}
