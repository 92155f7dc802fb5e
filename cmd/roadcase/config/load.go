package config

import "os"

// FromEnvironment loads the configuration from the process's environment.
func FromEnvironment() (Config, error) { return Load(os.Getenv) }

// Load reads every variable of the table through getenv, starting from the
// table's defaults, and checks them together. It returns every mistake at
// once as Errors (each naming its variable and what it expected), with the
// configuration as far as it could be read.
func Load(getenv func(string) string) (Config, error) {
	var c Config
	var errs Errors
	for _, v := range Vars {
		if v.Default != "" {
			if err := v.set(&c, v.Default); err != nil {
				errs = append(errs, Error{v.Name, "the table's default does not parse: " + err.Error()})
			}
		}
		s := getenv(v.Name)
		if blank(s) {
			continue
		}
		if err := v.set(&c, s); err != nil {
			errs = append(errs, Error{v.Name, err.Error()})
		}
	}
	errs = append(errs, checkPayments(c.Payments, getenv)...)
	if len(errs) > 0 {
		return c, errs
	}
	return c, nil
}

// Defaults is the configuration with no variable set: the table's defaults.
func Defaults() Config {
	c, _ := Load(func(string) string { return "" }) // the tests hold the defaults to parse
	return c
}
