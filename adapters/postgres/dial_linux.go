package postgres

import (
	"syscall"
	"time"
)

// tcpUserTimeout is Linux's TCP_USER_TIMEOUT socket option (linux/tcp.h), which
// the syscall package does not name.
const tcpUserTimeout = 0x12

// setUserTimeout sets the socket's TCP_USER_TIMEOUT: how long sent data may go
// unacknowledged before the kernel ends the connection.
func setUserTimeout(c syscall.RawConn, d time.Duration) error {
	var serr error
	err := c.Control(func(fd uintptr) {
		serr = syscall.SetsockoptInt(int(fd), syscall.IPPROTO_TCP, tcpUserTimeout, int(d.Milliseconds()))
	})
	if err != nil {
		return err
	}
	return serr
}
