package main

import "context"

// cmdMigrate creates the database if needed and applies pending migrations (every
// command does on opening; this one does nothing else).
func cmdMigrate(ctx context.Context, env environ, args []string) error {
	cfg, fs, err := commandFlags("migrate", env)
	if err != nil {
		return err
	}
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	return withMain(ctx, env, *cfg, true, func(m *Main) error {
		env.log.Info("migrations applied", "backend", m.DB.Backend)
		return nil
	})
}
