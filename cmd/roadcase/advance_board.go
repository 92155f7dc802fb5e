package main

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/core/kernel"
)

// publicURLFlag sets the configuration's public base URL from --public-url:
// where people reach the running server's pages, which the board's address and
// the portal links of mail this command delivers (--wait) start with.
type publicURLFlag struct{ cfg *config.Config }

func (f publicURLFlag) String() string {
	if f.cfg == nil {
		return ""
	}
	return f.cfg.PublicURL
}

func (f publicURLFlag) Set(s string) error {
	s = strings.TrimRight(strings.TrimSpace(s), "/")
	if u, err := url.Parse(s); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("%q is not an http:// or https:// address", s)
	}
	f.cfg.PublicURL = s
	return nil
}

// boardAddress is the address of a batch's tracking board on the server's
// public base URL.
func boardAddress(cfg config.Config, batch kernel.ID) string {
	return cfg.BaseURL() + "/advancing/batches/" + string(batch)
}

// publicURLNote warns, when no public base URL is configured, that the
// addresses printed are a guess from this command's listen address, which a
// server started with another does not share; "" when one is configured.
func publicURLNote(cfg config.Config) string {
	if cfg.PublicURL != "" {
		return ""
	}
	return "note: ROADCASE_PUBLIC_URL is not set, so the board's address assumes the server listens on " +
		cfg.BaseURL() + "; set it (or --public-url) to the address people reach the server at\n"
}
