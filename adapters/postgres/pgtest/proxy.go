package pgtest

import (
	"net"
	"net/url"
	"sync"
	"testing"
)

// Proxy is a TCP proxy in front of a test database's server, which a test can
// freeze or stop to see how its code meets a server that hangs or one that is
// gone. It stops with the test.
type Proxy struct {
	ln     net.Listener
	target string

	mu      sync.Mutex
	thawed  chan struct{} // closed while bytes flow; a new one while frozen
	stopped bool
	conns   map[net.Conn]struct{}
}

// NewProxy listens on a loopback port and forwards every connection to the
// server dsn names.
func NewProxy(t testing.TB, dsn string) *Proxy {
	t.Helper()
	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatalf("pgtest: proxy: %v", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("pgtest: proxy: %v", err)
	}
	thawed := make(chan struct{})
	close(thawed)
	p := &Proxy{ln: ln, target: u.Host, thawed: thawed, conns: map[net.Conn]struct{}{}}
	go p.accept()
	t.Cleanup(p.Stop)
	return p
}

// DSN returns dsn with the proxy's address in place of the server's.
func (p *Proxy) DSN(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return dsn
	}
	u.Host = p.ln.Addr().String()
	return u.String()
}

// Freeze makes the server seem to hang, as a stopped or stuck process does on a
// live host: connections are still accepted, and bytes are taken in, but
// nothing goes through in either direction until Thaw.
func (p *Proxy) Freeze() {
	p.mu.Lock()
	defer p.mu.Unlock()
	select {
	case <-p.thawed:
		p.thawed = make(chan struct{})
	default:
	}
}

// Thaw lets bytes through again, those held while frozen first.
func (p *Proxy) Thaw() {
	p.mu.Lock()
	defer p.mu.Unlock()
	select {
	case <-p.thawed:
	default:
		close(p.thawed)
	}
}

// Stop makes the server seem gone: the proxy closes every connection and
// refuses new ones. Calling it again does nothing.
func (p *Proxy) Stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stopped {
		return
	}
	p.stopped = true
	_ = p.ln.Close()
	for c := range p.conns {
		_ = c.Close()
	}
	select {
	case <-p.thawed:
	default:
		close(p.thawed) // release the pipes held while frozen, to end them
	}
}

func (p *Proxy) accept() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.serve(c)
	}
}

// serve connects c to the server, once the proxy is not frozen, and pipes
// bytes both ways until either side closes.
func (p *Proxy) serve(c net.Conn) {
	if !p.track(c) {
		return
	}
	defer p.untrack(c)
	if !p.wait() {
		return
	}
	s, err := net.Dial("tcp", p.target)
	if err != nil {
		return
	}
	if !p.track(s) {
		return
	}
	defer p.untrack(s)
	done := make(chan struct{}, 2)
	go func() { p.pipe(s, c); done <- struct{}{} }()
	go func() { p.pipe(c, s); done <- struct{}{} }()
	<-done
}

// pipe copies src to dst, holding each chunk while the proxy is frozen.
func (p *Proxy) pipe(dst, src net.Conn) {
	// Each side's close ends the other pipe's copy too; a failed close has nowhere to
	// be reported and leaves nothing behind.
	defer func() { _ = dst.Close() }()
	defer func() { _ = src.Close() }()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			if !p.wait() {
				return
			}
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// wait blocks while the proxy is frozen and reports whether it still runs.
func (p *Proxy) wait() bool {
	p.mu.Lock()
	thawed := p.thawed
	p.mu.Unlock()
	<-thawed
	p.mu.Lock()
	defer p.mu.Unlock()
	return !p.stopped
}

// track registers c to be closed by Stop, or closes it when the proxy has
// stopped already.
func (p *Proxy) track(c net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stopped {
		_ = c.Close()
		return false
	}
	p.conns[c] = struct{}{}
	return true
}

func (p *Proxy) untrack(c net.Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.conns, c)
	_ = c.Close()
}
