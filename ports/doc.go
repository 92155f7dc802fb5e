// Package ports declares the interfaces between Roadcase's core and its adapters.
// Driven ports (stores, renderer, clock) are implemented by adapters and called by
// the core's use cases; driving ports (the use-case interfaces) are implemented by
// the core and called by the HTTP adapter and the command line. Every store method
// takes ctx first and, for tenant data, the organization id: a store cannot be asked
// for a record without saying whose it is.
//
// Every interface a use case depends on lives here, however narrow: a domain's
// full ports in <domain>.go, the narrow parts use cases ask for instead of a whole
// port in <domain>_parts.go, each asserted against the port it is cut from. The
// use-case packages declare no interfaces of their own (docs/architecture.md,
// "Where port interfaces live"; core/architecture_ports_test.go enforces it).
package ports
