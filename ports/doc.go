// Package ports declares the interfaces between Roadcase's core and its adapters.
// Driven ports (stores, renderer, clock) are implemented by adapters and called by
// the core's use cases; driving ports (the use-case interfaces) are implemented by
// the core and called by the HTTP adapter and the command line. Every store method
// takes ctx first and, for tenant data, the organization id: a store cannot be asked
// for a record without saying whose it is.
package ports
