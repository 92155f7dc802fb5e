package config

// storageVars say where the records live.
var storageVars = []Var{
	{
		Name: "ROADCASE_DB", Type: "postgres:// URL or SQLite path", Flag: "--db", Commands: everyCommand, Secret: true,
		DefaultText: "`~/.local/share/roadcase/roadcase.db` (`$XDG_DATA_HOME/roadcase/roadcase.db` when set)",
		Summary: "a postgres:// URL, or an SQLite file path or sqlite: URL (printed at start, without its " +
			"password); serve bounds Postgres statements: statement_timeout=5s and lock_timeout=3s unless " +
			"the URL sets them (0 for none)",
		Doc: "One fixed place per user, so every command finds the same database whatever directory it runs in; " +
			"every command logs which database it opened (`database backend=sqlite location=…`), and commands " +
			"that only read (`export`, `token`, `member`) refuse a file that does not exist instead of starting " +
			"an empty one. A Postgres DSN (`postgres://user@host:5432/db?sslmode=disable`), or an SQLite file " +
			"path, also written as a URL (`sqlite:///data/roadcase.db`, `file:/data/roadcase.db`). Any other " +
			"scheme is refused; a directory that cannot be created or written is named in the error. A password " +
			"in it is never printed.",
		set: func(c *Config, s string) error {
			c.DB = DSN(s)
			return nil
		},
	},
	{
		Name: "XDG_DATA_HOME", Type: "absolute path", Commands: everyCommand,
		DefaultText: "`~/.local/share`",
		Summary:     "where the default SQLite file is kept (roadcase/roadcase.db under it), when ROADCASE_DB is unset",
		Doc: "The XDG base directory for user data: without `ROADCASE_DB`, the database is " +
			"`$XDG_DATA_HOME/roadcase/roadcase.db`. A relative path is ignored, as the XDG specification says.",
		set: text(func(c *Config) *string { return &c.DataHome }),
	},
}
