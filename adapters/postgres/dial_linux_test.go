package postgres

import (
	"context"
	"net"
	"syscall"
	"testing"
)

func TestConnectionsProbeAnIdleServerAndGiveUpOnUnacknowledgedData(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := ln.Close(); err != nil {
			t.Error(err)
		}
	}()
	c, err := dialer(bounds{})(context.Background(), "tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := c.Close(); err != nil {
			t.Error(err)
		}
	}()
	raw, err := c.(*net.TCPConn).SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []struct {
		name       string
		level, opt int
		want       int
	}{
		{"SO_KEEPALIVE", syscall.SOL_SOCKET, syscall.SO_KEEPALIVE, 1},
		{"TCP_KEEPIDLE", syscall.IPPROTO_TCP, syscall.TCP_KEEPIDLE, 15},
		{"TCP_KEEPINTVL", syscall.IPPROTO_TCP, syscall.TCP_KEEPINTVL, 5},
		{"TCP_KEEPCNT", syscall.IPPROTO_TCP, syscall.TCP_KEEPCNT, 3},
		{"TCP_USER_TIMEOUT", syscall.IPPROTO_TCP, tcpUserTimeout, 20000},
	} {
		var got int
		var gerr error
		if err := raw.Control(func(fd uintptr) { got, gerr = syscall.GetsockoptInt(int(fd), o.level, o.opt) }); err != nil {
			t.Fatal(err)
		}
		if gerr != nil || got != o.want {
			t.Errorf("%s = %d (%v), want %d", o.name, got, gerr, o.want)
		}
	}
}
