package main

import (
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"
)

// countingWriter is a syncBuffer that also counts the writes it was given.
type countingWriter struct {
	syncBuffer
	writes int
}

func (w *countingWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	w.writes++
	w.mu.Unlock()
	return w.syncBuffer.Write(p)
}

func (w *countingWriter) text() (string, int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String(), w.writes
}

func TestLogBufferWritesLinesInBatchesAndInOrder(t *testing.T) {
	t.Parallel()
	var out countingWriter
	b := newLogBuffer(&out, time.Hour)
	for i := range 100 {
		if _, err := fmt.Fprintf(b, "line %d\n", i); err != nil {
			t.Fatal(err)
		}
	}
	if got, writes := out.text(); got != "" || writes != 0 {
		t.Fatalf("before the interval or a flush: %d writes, %q; want nothing written", writes, got)
	}
	if err := b.Flush(); err != nil {
		t.Fatal(err)
	}
	got, writes := out.text()
	if writes != 1 || strings.Count(got, "\n") != 100 || !strings.HasPrefix(got, "line 0\nline 1\n") ||
		!strings.HasSuffix(got, "line 99\n") {
		t.Fatalf("after Flush: %d writes of %d lines; want the 100 lines in order in one write", writes, strings.Count(got, "\n"))
	}
	if _, err := fmt.Fprintf(b, "last\n"); err != nil {
		t.Fatal(err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if got, _ := out.text(); !strings.HasSuffix(got, "line 99\nlast\n") {
		t.Fatalf("Close did not write the rest: %q", got[len(got)-20:])
	}
	if _, err := fmt.Fprintf(b, "after close\n"); err != nil {
		t.Fatal(err)
	}
	if got, _ := out.text(); !strings.HasSuffix(got, "last\nafter close\n") {
		t.Fatalf("a line after Close was not written at once: %q", got[len(got)-20:])
	}
}

// The interval runs on synctest's clock: the sleeps take no time, and the
// flush due at the interval has run when the sleep to it returns and the
// bubble is idle.
func TestLogBufferFlushesOnItsInterval(t *testing.T) {
	t.Parallel()
	synctest.Test(t, testLogBufferFlushesOnItsInterval)
}

func testLogBufferFlushesOnItsInterval(t *testing.T) {
	const interval = 20 * time.Millisecond
	var out countingWriter
	b := newLogBuffer(&out, interval)
	defer func() {
		if err := b.Close(); err != nil {
			t.Error(err)
		}
	}()
	if _, err := fmt.Fprintf(b, "soon\n"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(interval - time.Millisecond)
	synctest.Wait()
	if got, _ := out.text(); got != "" {
		t.Fatalf("written before the interval passed: %q", got)
	}
	time.Sleep(time.Millisecond)
	synctest.Wait()
	if got, _ := out.text(); got != "soon\n" {
		t.Fatalf("the interval passed and the line was not written: %q", got)
	}
}

func TestLogBufferFlushesWhenFull(t *testing.T) {
	t.Parallel()
	var full countingWriter
	f := newLogBuffer(&full, time.Hour)
	defer func() {
		if err := f.Close(); err != nil {
			t.Error(err)
		}
	}()
	line := strings.Repeat("x", 1023) + "\n"
	for range logBufferSize / len(line) {
		if _, err := f.Write([]byte(line)); err != nil {
			t.Fatal(err)
		}
	}
	if _, writes := full.text(); writes != 0 {
		t.Fatalf("%d writes before the buffer was full", writes)
	}
	if _, err := f.Write([]byte("one more\n")); err != nil {
		t.Fatal(err)
	}
	got, writes := full.text()
	if writes != 1 || len(got) != logBufferSize {
		t.Fatalf("a full buffer: %d writes of %d bytes; want one of %d", writes, len(got), logBufferSize)
	}
	huge := strings.Repeat("y", 2*logBufferSize) + "\n"
	if _, err := f.Write([]byte(huge)); err != nil {
		t.Fatal(err)
	}
	got, _ = full.text()
	if !strings.HasSuffix(got, "one more\n"+huge) {
		t.Fatal("a line larger than the buffer did not follow the lines before it")
	}
}

func TestLogBufferKeepsConcurrentLinesWhole(t *testing.T) {
	t.Parallel()
	var out countingWriter
	b := newLogBuffer(&out, time.Millisecond)
	log := slog.New(slog.NewTextHandler(b, nil))
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 500 {
				log.Info("http request", "goroutine", g, "i", i, "pad", strings.Repeat("z", 100))
			}
		})
	}
	wg.Wait()
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	got, _ := out.text()
	lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	if len(lines) != 8*500 {
		t.Fatalf("%d lines, want %d", len(lines), 8*500)
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "time=") || !strings.HasSuffix(l, strings.Repeat("z", 100)) {
			t.Fatalf("a line was split or mixed with another: %q", l)
		}
	}
}

func TestWarningsAreWrittenAtOnce(t *testing.T) {
	t.Parallel()
	var out countingWriter
	b := newLogBuffer(&out, time.Hour)
	defer func() {
		if err := b.Close(); err != nil {
			t.Error(err)
		}
	}()
	log := slog.New(flushOnWarn{slog.NewTextHandler(b, nil), b}).With("component", "test")
	log.Info("first")
	if got, _ := out.text(); got != "" {
		t.Fatalf("an info line was written at once: %q", got)
	}
	log.Warn("trouble")
	got, _ := out.text()
	if !strings.Contains(got, "msg=first") || !strings.Contains(got, "msg=trouble component=test") {
		t.Fatalf("a warning did not write itself and the lines before it: %q", got)
	}
}
