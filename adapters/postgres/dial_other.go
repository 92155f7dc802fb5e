//go:build !linux

package postgres

import (
	"syscall"
	"time"
)

// setUserTimeout does nothing where there is no TCP_USER_TIMEOUT: the
// keepalive probes alone notice a server that has gone away.
func setUserTimeout(syscall.RawConn, time.Duration) error { return nil }
