package postgres

import (
	"net"
	"sync"
	"time"
)

// boundedConn bounds each read and each write of a connection: a read waits
// for the server at most read, a write at most write (zero: no bound), on top
// of any deadline the driver sets. pgx has no read timeout of its own; it ends
// a wait only at the context's deadline or cancellation (by setting the
// connection's deadline), and a call without a deadline, such as River's, or
// the stores' outside a request, would wait for a frozen server for ever.
// A timed-out read or write leaves the connection broken: pgx closes it, and
// the pool drops it.
type boundedConn struct {
	net.Conn
	read, write time.Duration

	mu sync.Mutex
	// readAt and writeAt are the deadlines the driver set (zero for none);
	// reading and writing are the bounds of the read and the write under way
	// (zero when none is).
	readAt, writeAt  time.Time
	reading, writing time.Time
}

func newBoundedConn(c net.Conn, read, write time.Duration) net.Conn {
	if read <= 0 && write <= 0 {
		return c
	}
	return &boundedConn{Conn: c, read: read, write: write}
}

// earliest returns the earlier of two deadlines, zero meaning none.
func earliest(a, b time.Time) time.Time {
	if a.IsZero() || (!b.IsZero() && b.Before(a)) {
		return b
	}
	return a
}

// Read reads with the read bound.
func (c *boundedConn) Read(p []byte) (int, error) {
	if c.read <= 0 {
		return c.Conn.Read(p)
	}
	c.mu.Lock()
	c.reading = time.Now().Add(c.read)
	err := c.Conn.SetReadDeadline(earliest(c.readAt, c.reading))
	c.mu.Unlock()
	if err != nil {
		return 0, err
	}
	n, err := c.Conn.Read(p)
	c.mu.Lock()
	c.reading = time.Time{}
	c.mu.Unlock()
	return n, err
}

// Write writes with the write bound.
func (c *boundedConn) Write(p []byte) (int, error) {
	if c.write <= 0 {
		return c.Conn.Write(p)
	}
	c.mu.Lock()
	c.writing = time.Now().Add(c.write)
	err := c.Conn.SetWriteDeadline(earliest(c.writeAt, c.writing))
	c.mu.Unlock()
	if err != nil {
		return 0, err
	}
	n, err := c.Conn.Write(p)
	c.mu.Lock()
	c.writing = time.Time{}
	c.mu.Unlock()
	return n, err
}

// SetDeadline sets the driver's read and write deadlines; a read or write
// under way keeps its bound if that is earlier.
func (c *boundedConn) SetDeadline(t time.Time) error {
	if err := c.SetReadDeadline(t); err != nil {
		return err
	}
	return c.SetWriteDeadline(t)
}

// SetReadDeadline sets the driver's read deadline.
func (c *boundedConn) SetReadDeadline(t time.Time) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.readAt = t
	return c.Conn.SetReadDeadline(earliest(t, c.reading))
}

// SetWriteDeadline sets the driver's write deadline.
func (c *boundedConn) SetWriteDeadline(t time.Time) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.writeAt = t
	return c.Conn.SetWriteDeadline(earliest(t, c.writing))
}
