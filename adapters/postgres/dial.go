package postgres

import (
	"context"
	"net"
	"syscall"
	"time"
)

// The TCP bounds of every connection, so that a server that has gone away (its
// host down, the network cut) is noticed instead of waited for: an idle
// connection is probed after keepAliveIdle and then every keepAliveInterval,
// and, on Linux, data the server has not acknowledged within userTimeout ends
// the connection. A server process that is frozen on a live host still
// acknowledges, so only the read timeout and the caller's deadline notice it.
const (
	keepAliveIdle     = 15 * time.Second
	keepAliveInterval = 5 * time.Second
	keepAliveCount    = 3
	userTimeout       = 20 * time.Second
)

// dialer returns the driver's dial function: TCP with the keepalive probes
// above, the user timeout where the system has one, and a dial timeout of
// *timeout (read when dialling, after the DSN has set it).
func dialer(timeout *time.Duration) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		d := net.Dialer{
			Timeout: *timeout,
			KeepAliveConfig: net.KeepAliveConfig{Enable: true, Idle: keepAliveIdle,
				Interval: keepAliveInterval, Count: keepAliveCount},
			Control: func(network, _ string, c syscall.RawConn) error {
				if network != "tcp" && network != "tcp4" && network != "tcp6" {
					return nil
				}
				return setUserTimeout(c, userTimeout)
			},
		}
		return d.DialContext(ctx, network, addr)
	}
}
