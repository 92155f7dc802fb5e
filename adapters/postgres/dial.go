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
// acknowledges, so only the read timeout (boundedConn) and the caller's
// deadline notice it.
const (
	keepAliveIdle     = 15 * time.Second
	keepAliveInterval = 5 * time.Second
	keepAliveCount    = 3
	userTimeout       = 20 * time.Second
)

// dialer returns pgx's dial function (pgconn.Config.DialFunc): TCP with the
// keepalive probes above and the user timeout where the system has one; the
// connection's reads and writes are bounded by b (boundedConn). pgx bounds the
// dial itself by its ConnectTimeout.
func dialer(b bounds) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		d := net.Dialer{
			KeepAliveConfig: net.KeepAliveConfig{Enable: true, Idle: keepAliveIdle,
				Interval: keepAliveInterval, Count: keepAliveCount},
			Control: func(network, _ string, c syscall.RawConn) error {
				if network != "tcp" && network != "tcp4" && network != "tcp6" {
					return nil
				}
				return setUserTimeout(c, userTimeout)
			},
		}
		c, err := d.DialContext(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		return newBoundedConn(c, b.read, b.write), nil
	}
}
