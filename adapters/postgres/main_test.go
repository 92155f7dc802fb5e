package postgres_test

import (
	"os"
	"testing"

	"github.com/roadcase/roadcase/adapters/postgres/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
