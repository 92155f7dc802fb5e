package postgres

import (
	"errors"
	"net"
	"os"
	"testing"
	"time"
)

// pipeConns returns the two ends of a loopback TCP connection, the first
// bounded by read.
func pipeConns(t *testing.T, read time.Duration) (net.Conn, net.Conn) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := ln.Close(); err != nil {
			t.Error(err)
		}
	}()
	accepted := make(chan net.Conn, 1)
	go func() {
		c, _ := ln.Accept()
		accepted <- c
	}()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	peer := <-accepted
	t.Cleanup(func() { _ = c.Close(); _ = peer.Close() })
	return newBoundedConn(c, read, 0), peer
}

func TestAReadOfASilentServerEndsAtTheReadBound(t *testing.T) {
	t.Parallel()
	c, _ := pipeConns(t, 100*time.Millisecond)
	_, err := c.Read(make([]byte, 1))
	if !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("Read of a silent peer = %v, want a deadline error", err)
	}
}

func TestTheDriversDeadlineIsKeptWithTheReadBound(t *testing.T) {
	t.Parallel()
	c, peer := pipeConns(t, time.Hour)
	// A deadline in the past (how pgx interrupts a read) ends the read at once.
	if err := c.SetDeadline(time.Now().Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Read(make([]byte, 1)); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("Read past the driver's deadline = %v, want a deadline error", err)
	}
	// Cleared, reads wait for the peer again, under the read bound.
	if err := c.SetDeadline(time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := peer.Write([]byte("x")); err != nil {
		t.Fatal(err)
	}
	if n, err := c.Read(make([]byte, 1)); n != 1 || err != nil {
		t.Fatalf("Read after the deadline was cleared = %d, %v", n, err)
	}
}

func TestNoBoundsLeaveTheConnectionAsItIs(t *testing.T) {
	t.Parallel()
	c, _ := pipeConns(t, 0)
	if _, ok := c.(*net.TCPConn); !ok {
		t.Errorf("newBoundedConn without bounds wrapped the connection: %T", c)
	}
}
