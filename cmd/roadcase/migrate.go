package main

import "context"

func cmdMigrate(ctx context.Context, env environ, args []string) error {
	cfg, err := loadConfig()
	if err != nil {
		return err
	}
	fs := newFlags("migrate", env)
	fs.StringVar(&cfg.DB, "db", cfg.DB, "Postgres DSN or SQLite file path")
	if err := fs.Parse(args); err != nil {
		return usageErr{err.Error()}
	}
	st, err := openStores(ctx, cfg.DB) // opening applies pending migrations
	if err != nil {
		return err
	}
	defer st.Close()
	env.log.Info("migrations applied", "backend", st.backend)
	return nil
}
