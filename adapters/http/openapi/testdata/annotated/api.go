// Package annotated is a fixture for the OpenAPI pipeline's tests: handlers
// annotated the way adapters/http annotates them, never compiled into Roadcase.
package annotated

// @title			Fixture API
// @version		1.0.0
// @description	A fixture.
// @BasePath		/
