package main

import (
	"net"
	"syscall"
	"time"
	"unsafe"
)

// quiesceLimit bounds how long quiesce waits for the server to accept the
// connections queued before the filter.
const quiesceLimit = 100 * time.Millisecond

// quiesce makes ln take as few new connections as it can before it is closed,
// so that closing it resets as few as it can. The kernel completes a connection
// before the server accepts it, and its client sends the request at once:
// closing the listener resets every connection still queued, requests and all.
// So quiesce shrinks the listen backlog to its least, which makes the kernel
// drop a new client's SYN while a connection is queued (the client sends it
// again a second later, and is then refused), and waits, up to quiesceLimit,
// until the server has accepted every connection queued. A client that keeps
// opening connections can still slip one in between the last accept and the
// close; the drain delay, in which load balancers stop sending, is what spares
// it.
func quiesce(ln *net.TCPListener) {
	raw, err := ln.SyscallConn()
	if err != nil {
		return
	}
	var lerr error
	if err := raw.Control(func(fd uintptr) { lerr = syscall.Listen(int(fd), 0) }); err != nil || lerr != nil {
		return
	}
	for deadline := time.Now().Add(quiesceLimit); time.Now().Before(deadline); time.Sleep(100 * time.Microsecond) {
		if queued(raw) <= 0 {
			return
		}
	}
}

// queued returns how many connections wait in the listening socket's accept
// queue (TCP_INFO's unacked field, for a listening socket), or -1 when it
// cannot tell.
func queued(raw syscall.RawConn) int {
	var info syscall.TCPInfo
	size := uint32(syscall.SizeofTCPInfo)
	var errno syscall.Errno
	if err := raw.Control(func(fd uintptr) {
		_, _, errno = syscall.Syscall6(syscall.SYS_GETSOCKOPT, fd, syscall.SOL_TCP, syscall.TCP_INFO,
			uintptr(unsafe.Pointer(&info)), uintptr(unsafe.Pointer(&size)), 0)
	}); err != nil || errno != 0 {
		return -1
	}
	return int(info.Unacked)
}
