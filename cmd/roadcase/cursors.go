package main

import (
	"crypto/rand"
	"log/slog"

	"github.com/roadcase/roadcase/cmd/roadcase/config"
	"github.com/roadcase/roadcase/core/kernel"
)

// cursorCodec returns the codec that signs paging cursors with the configured key.
// Without one it makes a random key for this process: cursors then stop working at
// a restart (clients start again from the first page) and differ between replicas,
// which is fine for one process and wrong for several; serve says so at start.
func cursorCodec(cfg config.Config) (kernel.CursorCodec, error) {
	key := []byte(cfg.CursorKey)
	if len(key) == 0 {
		key = make([]byte, kernel.MinCursorKeyBytes)
		if _, err := rand.Read(key); err != nil {
			return kernel.CursorCodec{}, err
		}
	}
	return kernel.NewCursorCodec(key)
}

// warnEphemeralCursorKey tells the operator of a server without ROADCASE_CURSOR_KEY
// what that means.
func warnEphemeralCursorKey(cfg config.Config, log *slog.Logger) {
	if cfg.CursorKey == "" {
		log.Info("paging cursors are signed with a key made for this process; set ROADCASE_CURSOR_KEY " +
			"(32 bytes or more, the same on every replica) for cursors that survive restarts")
	}
}
