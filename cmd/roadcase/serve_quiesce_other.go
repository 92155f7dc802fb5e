//go:build !linux

package main

import "net"

// quiesce does nothing where Roadcase has no way to stop new connections
// before the listener closes: closing it resets those still queued.
func quiesce(*net.TCPListener) {}
