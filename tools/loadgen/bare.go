package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
)

// serveBare fetches path's answer from the API once and serves the same bytes, with
// the same Content-Type and a Content-Length, from a bare net/http server on addr
// until ctx is done: the upper bound the API's answer of that path is measured
// against. It serves every path alike and checks no token, so it has none of the
// API's work but the bytes.
func (c client) serveBare(ctx context.Context, stderr io.Writer, addr, path string) error {
	status, header, body, err := c.do(ctx, http.MethodGet, path, nil)
	if err != nil {
		return err
	}
	if status != http.StatusOK {
		return fmt.Errorf("GET %s: %d %.200s", path, status, body)
	}
	contentType, length := header.Get("Content-Type"), strconv.Itoa(len(body))
	srv := &http.Server{Addr: addr, Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.Header().Set("Content-Length", length)
		w.WriteHeader(http.StatusOK)
		w.Write(body)
	})}
	go func() {
		<-ctx.Done()
		srv.Shutdown(context.Background())
	}()
	fmt.Fprintf(stderr, "loadgen: serving the %d bytes of GET %s on %s\n", len(body), path, addr)
	if err := srv.ListenAndServe(); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
