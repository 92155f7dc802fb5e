package main

import "testing"

// TestThePublicAddressIsOneAPersonCanOpen checks the base of mailed links: the
// configured public address, else the listener's, with localhost for a wildcard.
func TestThePublicAddressIsOneAPersonCanOpen(t *testing.T) {
	for _, c := range []struct {
		cfg  config
		want string
	}{
		{config{Addr: "127.0.0.1:8080"}, "http://127.0.0.1:8080"},
		{config{Addr: "0.0.0.0:8080"}, "http://localhost:8080"},
		{config{Addr: ":8080"}, "http://localhost:8080"},
		{config{Addr: "[::]:8080"}, "http://localhost:8080"},
		{config{Addr: "0.0.0.0:8080", PublicURL: "https://roadcase.example"}, "https://roadcase.example"},
	} {
		if got := c.cfg.publicURL(); got != c.want {
			t.Errorf("publicURL of %+v = %q, want %q", c.cfg, got, c.want)
		}
	}
}
