package app_test

import (
	"testing"

	"github.com/roadcase/roadcase/core/kernel"
	"github.com/roadcase/roadcase/core/payments/app"
)

func TestNewRefusesAnIncompleteConfig(t *testing.T) {
	t.Parallel()
	id := &fakeIdentity{}
	db := newFakeDB()
	valid := func() app.Config {
		return app.Config{Store: db, Processor: newFakeProcessor(), Queue: &fakeQueue{}, Claims: db, Tx: fakeTx{db},
			Members: id, Orgs: id, Users: id, Clock: kernel.SystemClock{}, PayLinkKey: payLinkKey, PublicURL: publicURL}
	}
	if _, err := app.New(valid()); err != nil {
		t.Fatalf("a complete config without a logger: %v", err)
	}
	for name, change := range map[string]func(*app.Config){
		"without a store":           func(c *app.Config) { c.Store = nil },
		"without claims":            func(c *app.Config) { c.Claims = nil },
		"with a short pay-link key": func(c *app.Config) { c.PayLinkKey = payLinkKey[:31] },
		"without a public address":  func(c *app.Config) { c.PublicURL = "" },
		"with a relative address":   func(c *app.Config) { c.PublicURL = "/roadcase" },
		"with a fee of the whole":   func(c *app.Config) { c.FeeRate = 10000 },
		"with a negative fee":       func(c *app.Config) { c.FeeRate = -1 },
	} {
		c := valid()
		change(&c)
		if _, err := app.New(c); err == nil {
			t.Errorf("New %s: no error", name)
		}
	}
}
