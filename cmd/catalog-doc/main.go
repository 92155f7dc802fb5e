// Command catalog-doc writes docs/reporting-catalog.md from the reporting
// catalog. Run it from the module root (task docs does).
package main

import (
	"log"
	"os"

	"github.com/roadcase/roadcase/adapters/catalogdoc"
	"github.com/roadcase/roadcase/core/reporting"
)

func main() {
	if err := os.WriteFile(catalogdoc.Path, catalogdoc.Render(reporting.Default), 0o644); err != nil {
		log.Fatal(err)
	}
}
