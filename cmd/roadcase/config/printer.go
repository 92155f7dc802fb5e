package config

import (
	"fmt"
	"io"
)

// printer writes formatted lines to w until a write fails, and keeps that
// first error, so that a writer of many lines checks once at the end.
type printer struct {
	w   io.Writer
	err error
}

// printf writes like fmt.Fprintf unless an earlier write failed.
func (p *printer) printf(format string, a ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, a...)
	}
}
