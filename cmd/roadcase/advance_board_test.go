package main

import (
	"strings"
	"testing"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
)

// The board's address starts with the configured public base URL, from
// ROADCASE_PUBLIC_URL or --public-url; without one it is a guess from the
// listen address, and the command says so.
func TestTheBoardsAddressUsesThePublicBaseURL(t *testing.T) {
	t.Parallel()
	cfg := config.Config{Addr: ":8080"}
	if got := boardAddress(cfg, "b1"); got != "http://localhost:8080/advancing/batches/b1" {
		t.Errorf("without a public URL: %q", got)
	}
	if note := publicURLNote(cfg); !strings.Contains(note, "ROADCASE_PUBLIC_URL is not set") {
		t.Errorf("no note without a public URL: %q", note)
	}
	flag := publicURLFlag{&cfg}
	if err := flag.Set("https://roadcase.example.com/"); err != nil {
		t.Fatal(err)
	}
	if got := boardAddress(cfg, "b1"); got != "https://roadcase.example.com/advancing/batches/b1" {
		t.Errorf("with --public-url: %q", got)
	}
	if note := publicURLNote(cfg); note != "" {
		t.Errorf("a note with a public URL: %q", note)
	}
	if err := flag.Set("ftp://example.com"); err == nil {
		t.Errorf("an ftp:// public URL was accepted")
	}
}
