// Package smtptest runs a real SMTP server (emersion/go-smtp) inside a test
// process and keeps what it receives, so that tests of the mail adapters, and of
// the flows that mail links (sign-up, invitations, the merge send), read the
// messages a real server took. It is imported by tests only.
package smtptest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"math/big"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	gosmtp "github.com/emersion/go-smtp"
)

// Received is one message the server took: the envelope, the raw message and
// the user who authenticated ("" without authentication).
type Received struct {
	From string
	To   []string
	Data []byte
	User string
}

// Server is a real SMTP server (emersion/go-smtp) in the test process, which
// keeps what it receives. With a user set it offers PLAIN and requires it.
type Server struct {
	// Addr is host:port; Port its port; Roots trusts the server's certificate.
	Addr  string
	Port  int
	Roots *x509.CertPool

	mu       sync.Mutex
	msgs     []Received
	user     string
	password string
	refused  map[string]int // recipient address → the reply code RCPT TO gets
}

// Refuse makes the server answer RCPT TO for address with 550 (mailbox
// unavailable), a permanent refusal, from now on.
func (s *Server) Refuse(address string) { s.refuse(address, 550) }

// Defer makes the server answer RCPT TO for address with 451 (try again
// later), a temporary refusal, from now on.
func (s *Server) Defer(address string) { s.refuse(address, 451) }

// Accept undoes Refuse and Defer for address.
func (s *Server) Accept(address string) { s.refuse(address, 0) }

func (s *Server) refuse(address string, code int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.refused == nil {
		s.refused = map[string]int{}
	}
	if code == 0 {
		delete(s.refused, address)
	} else {
		s.refused[address] = code
	}
}

type session struct {
	s   *Server
	cur Received
}

// NewSession implements go-smtp's Backend.
func (s *Server) NewSession(*gosmtp.Conn) (gosmtp.Session, error) { return &session{s: s}, nil }

func (se *session) AuthMechanisms() []string {
	if se.s.user == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (se *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if user != se.s.user || pass != se.s.password {
			return errors.New("invalid credentials")
		}
		se.cur.User = user
		return nil
	}), nil
}

func (se *session) Mail(from string, _ *gosmtp.MailOptions) error {
	if se.s.user != "" && se.cur.User == "" {
		return gosmtp.ErrAuthRequired
	}
	se.cur.From = from
	return nil
}

func (se *session) Rcpt(to string, _ *gosmtp.RcptOptions) error {
	se.s.mu.Lock()
	code := se.s.refused[to]
	se.s.mu.Unlock()
	switch code {
	case 550:
		return &gosmtp.SMTPError{Code: 550, EnhancedCode: gosmtp.EnhancedCode{5, 1, 1}, Message: "mailbox unavailable"}
	case 451:
		return &gosmtp.SMTPError{Code: 451, EnhancedCode: gosmtp.EnhancedCode{4, 3, 0}, Message: "try again later"}
	}
	se.cur.To = append(se.cur.To, to)
	return nil
}

func (se *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	se.cur.Data = b
	se.s.mu.Lock()
	se.s.msgs = append(se.s.msgs, se.cur)
	se.s.mu.Unlock()
	return nil
}

func (se *session) Reset()        { se.cur = Received{User: se.cur.User} }
func (se *session) Logout() error { return nil }

// Received returns a copy of every message taken so far, oldest first.
func (s *Server) Received() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.msgs...)
}

// Start starts a server on 127.0.0.1 speaking mode: "none", "starttls" (TLS
// offered and auth only after it) or "tls" (TLS from the first byte). With user
// set, it requires PLAIN authentication with that user and password. The server
// stops when the test ends.
func Start(t testing.TB, mode, user, password string) *Server {
	t.Helper()
	cert, roots := certificate(t)
	s := &Server{user: user, password: password, Roots: roots}
	srv := gosmtp.NewServer(s)
	srv.Domain, srv.ReadTimeout, srv.WriteTimeout = "localhost", 10*time.Second, 10*time.Second
	tlsConfig := &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	switch mode {
	case "starttls":
		srv.TLSConfig = tlsConfig
	case "tls":
		l = tls.NewListener(l, tlsConfig)
	default:
		srv.AllowInsecureAuth = true
	}
	s.Addr, s.Port = l.Addr().String(), l.Addr().(*net.TCPAddr).Port
	go func() { _ = srv.Serve(l) }()
	t.Cleanup(func() {
		if err := srv.Close(); err != nil {
			t.Errorf("smtptest: close the server: %v", err)
		}
	})
	return s
}

// certificate returns a self-signed certificate for 127.0.0.1 and a pool that
// trusts it.
func certificate(t testing.TB) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "roadcase test smtp"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, _ := x509.ParseCertificate(der)
	roots := x509.NewCertPool()
	roots.AddCert(leaf)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, roots
}
