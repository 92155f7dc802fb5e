package main

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"time"
)

// logBufferSize is how many bytes of log lines a logBuffer holds before it
// writes them out whatever the time: about a hundred access-log lines.
const logBufferSize = 32 << 10

// A logBuffer gathers the lines serve logs and writes them to the underlying
// writer in batches: when it holds logBufferSize bytes, every interval, on
// Flush and on Close. Written one by one, each access-log line is a write(2) to
// stderr: on a catalog GET that is about a tenth of the server's CPU per
// request (docs/operations.md, "The catalog near the wire"). A line is never
// split between two writes, and lines keep their order.
//
// What it costs: the lines of the last interval are lost if the process is
// killed (SIGKILL, an out-of-memory kill); warnings and errors are written at
// once (flushOnWarn), and a panic's own trace goes to stderr unbuffered.
type logBuffer struct {
	mu   sync.Mutex
	w    io.Writer
	buf  []byte
	stop chan struct{}
	done chan struct{}
}

// newLogBuffer returns a logBuffer writing to w at least every interval.
func newLogBuffer(w io.Writer, interval time.Duration) *logBuffer {
	b := &logBuffer{w: w, buf: make([]byte, 0, logBufferSize), stop: make(chan struct{}), done: make(chan struct{})}
	go b.flushEvery(interval)
	return b
}

// Write adds p, one log line as slog's handlers write it, to the buffer, and
// writes the buffer out first when p would not fit.
func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.buf)+len(p) > cap(b.buf) {
		if err := b.flushLocked(); err != nil {
			return 0, err
		}
		if len(p) > cap(b.buf) {
			return b.w.Write(p)
		}
	}
	b.buf = append(b.buf, p...)
	return len(p), nil
}

// Flush writes out what the buffer holds.
func (b *logBuffer) Flush() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.flushLocked()
}

func (b *logBuffer) flushLocked() error {
	if len(b.buf) == 0 {
		return nil
	}
	_, err := b.w.Write(b.buf)
	b.buf = b.buf[:0]
	return err
}

// flushEvery flushes the buffer every interval until Close.
func (b *logBuffer) flushEvery(interval time.Duration) {
	defer close(b.done)
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			_ = b.Flush()
		case <-b.stop:
			return
		}
	}
}

// Close stops the timer and writes out what is left. Lines written after Close
// are written at once.
func (b *logBuffer) Close() error {
	b.mu.Lock()
	select {
	case <-b.stop:
		b.mu.Unlock()
		return nil
	default:
	}
	close(b.stop)
	err := b.flushLocked()
	b.buf = nil // a nil buffer has no room: later lines go straight through
	b.mu.Unlock()
	<-b.done
	return err
}

// flushOnWarn wraps a handler writing to a logBuffer so that a warning or an
// error is written out with everything before it as soon as it is logged.
type flushOnWarn struct {
	slog.Handler
	buf *logBuffer
}

// Handle logs r, and flushes the buffer for a warning or an error.
func (h flushOnWarn) Handle(ctx context.Context, r slog.Record) error {
	err := h.Handler.Handle(ctx, r)
	if r.Level >= slog.LevelWarn {
		_ = h.buf.Flush()
	}
	return err
}

// WithAttrs and WithGroup keep the flushing.
func (h flushOnWarn) WithAttrs(as []slog.Attr) slog.Handler {
	return flushOnWarn{h.Handler.WithAttrs(as), h.buf}
}

func (h flushOnWarn) WithGroup(name string) slog.Handler {
	return flushOnWarn{h.Handler.WithGroup(name), h.buf}
}
